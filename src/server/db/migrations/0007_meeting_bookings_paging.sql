-- The meeting bookings table (listBookedVisits): an index for each sort on a column of its own,
-- and a cache version for the filter counts.

-- The column, then id, read forwards or backwards. createdAt, status and the location filter
-- use the indexes of 0002; the location sort goes by the location's name, in another table.
create index meeting_bookings_firstname_idx on meeting_bookings (firstname, id);
create index meeting_bookings_lastname_idx on meeting_bookings (lastname, id);
create index meeting_bookings_email_idx on meeting_bookings (email, id);
create index meeting_bookings_telephone_idx on meeting_bookings (telephone, id);

-- The list's filter counts (per status and location, with the location's name and country) are
-- kept in each server's memory while this version is unchanged. Any write to the bookings or
-- the locations, whatever makes it, bumps it in its transaction (bump_cache_version of 0006;
-- country names have their own version, 0004). Bookings are written one at a time, by
-- customers and by staff changing a status, so a statement trigger costs little.
create trigger meeting_bookings_cache_version
  before insert or update or delete or truncate on meeting_bookings
  for each statement execute function bump_cache_version('meeting_bookings');
create trigger meeting_bookings_cache_version
  before insert or update or delete or truncate on company_locations
  for each statement execute function bump_cache_version('meeting_bookings');

insert into cache_versions (name, version) values ('meeting_bookings', 1) on conflict (name) do nothing;
