-- Meeting bookings (listBookedVisits) filtered by country or sorted by location, planned on an
-- index (issue 14), and filter counts that no longer re-read every booking after a write.
--
-- Both the country filter and the location sort were about the booking's location, in another
-- table: "location in the country's locations" spans several locations whose bookings no index
-- keeps in one order, and the location's name is a sort key no index of the bookings holds. So
-- each booking keeps its location's country and name, written by triggers from the location
-- (whoever writes: the API, a seed, psql, a cascade from a deleted location).

alter table meeting_bookings add column location_country_id bigint, add column location_name text;

update meeting_bookings b set location_country_id = l.country_id, location_name = l.name
  from company_locations l where l.id = b.location_id;

-- A booking's keys from its location as it is now (none without a location). FOR SHARE waits for
-- a rename or a move in progress and reads its result, and holds off a later one until this
-- booking is committed, where that one's update of the location's bookings will find it.
create function meeting_booking_location_keys() returns trigger language plpgsql as $$
begin
  -- No row (no location): SELECT INTO sets both to null.
  select l.country_id, l.name into new.location_country_id, new.location_name
    from company_locations l where l.id = new.location_id for share;
  return new;
end;
$$;

-- On an insert, and on an update that names the location or the keys (a cascade from a deleted
-- location sets location_id to null; a status change needs no lookup).
create trigger meeting_bookings_location_keys
  before insert or update of location_id, location_country_id, location_name on meeting_bookings
  for each row execute function meeting_booking_location_keys();

-- A location renamed or moved to another country rewrites its bookings' keys (an update of the
-- keys alone; the row trigger above reads them anew from the location).
create function meeting_bookings_follow_location() returns trigger language plpgsql as $$
begin
  update meeting_bookings set location_name = null where location_id = new.id;
  return null;
end;
$$;

create trigger meeting_bookings_location_keys after update of name, country_id on company_locations
  for each row when (old.name is distinct from new.name or old.country_id is distinct from new.country_id)
  execute function meeting_bookings_follow_location();

-- The location sort (the location's name, then its id, a location's bookings newest first; no
-- location last ascending, as nulls sort), alone and after the status filter.
create index meeting_bookings_location_name_idx on meeting_bookings (location_name, location_id, created_at desc, id desc);
create index meeting_bookings_status_location_name_idx on meeting_bookings (status, location_name, location_id, created_at desc, id desc);

-- Filtered by country, with every sort: a market holds some per cent of the bookings. With the
-- status filter too the same index serves, skipping the other statuses (the rarest, canceled, is
-- about one booking in eight).
create index meeting_bookings_country_created_idx on meeting_bookings (location_country_id, created_at desc, id desc);
create index meeting_bookings_country_firstname_idx on meeting_bookings (location_country_id, firstname, id);
create index meeting_bookings_country_lastname_idx on meeting_bookings (location_country_id, lastname, id);
create index meeting_bookings_country_email_idx on meeting_bookings (location_country_id, email, id);
create index meeting_bookings_country_telephone_idx on meeting_bookings (location_country_id, telephone, id);
create index meeting_bookings_country_status_idx on meeting_bookings (location_country_id, status, created_at desc, id desc);
create index meeting_bookings_country_location_name_idx
  on meeting_bookings (location_country_id, location_name, location_id, created_at desc, id desc);

-- Bookings per status and location, kept in the writing transaction like catalog_order_counts
-- (0005): the list's filter options and exact totals are sums over these few rows per location
-- (names and countries joined when read), so a write no longer costs the next page a grouped
-- scan of every booking. Rows that fall to zero stay (readers skip them): deleting them would
-- race a concurrent insert of the same key.
create table meeting_booking_counts (
  status text not null,
  -- 0 for bookings whose location was deleted (a primary key cannot hold null).
  location_id bigint not null,
  n bigint not null,
  primary key (status, location_id)
);

-- One statement trigger per event (transition tables), one function: each event's branch names
-- only the transition tables its trigger has. One upsert per statement (a bulk insert: a
-- handful of keys), keys in order so that two writers never wait on each other crosswise; an
-- update that moves no booking between keys writes nothing.
create function meeting_booking_counts_follow() returns trigger language plpgsql as $$
begin
  if tg_op = 'TRUNCATE' then
    delete from meeting_booking_counts;
  elsif tg_op = 'INSERT' then
    insert into meeting_booking_counts (status, location_id, n)
    select status, coalesce(location_id, 0), count(*) from changed_new
    group by 1, 2 order by 1, 2
    on conflict (status, location_id) do update set n = meeting_booking_counts.n + excluded.n;
  elsif tg_op = 'DELETE' then
    insert into meeting_booking_counts (status, location_id, n)
    select status, coalesce(location_id, 0), -count(*) from changed_old
    group by 1, 2 order by 1, 2
    on conflict (status, location_id) do update set n = meeting_booking_counts.n + excluded.n;
  else
    insert into meeting_booking_counts (status, location_id, n)
    select status, location_id, sum(delta) from (
      select status, coalesce(location_id, 0) as location_id, 1 as delta from changed_new
      union all
      select status, coalesce(location_id, 0), -1 from changed_old
    ) as changes
    group by 1, 2 having sum(delta) <> 0 order by 1, 2
    on conflict (status, location_id) do update set n = meeting_booking_counts.n + excluded.n;
  end if;
  return null;
end;
$$;

create trigger meeting_booking_counts_on_insert after insert on meeting_bookings
  referencing new table as changed_new for each statement execute function meeting_booking_counts_follow();
create trigger meeting_booking_counts_on_update after update on meeting_bookings
  referencing old table as changed_old new table as changed_new for each statement execute function meeting_booking_counts_follow();
create trigger meeting_booking_counts_on_delete after delete on meeting_bookings
  referencing old table as changed_old for each statement execute function meeting_booking_counts_follow();
create trigger meeting_booking_counts_on_truncate after truncate on meeting_bookings
  for each statement execute function meeting_booking_counts_follow();

insert into meeting_booking_counts (status, location_id, n)
select status, coalesce(location_id, 0), count(*) from meeting_bookings group by 1, 2;
