-- The country list is cached in each server's memory (GET /rest/location/countries). A cached
-- copy stays valid while this version is unchanged; every write to countries, whatever makes it
-- (the API, a seed, psql), bumps it in the same transaction, so another instance sees the change
-- on its next request instead of after a timeout.
create table cache_versions (
  name text primary key,
  version bigint not null default 1
);

create function bump_countries_cache_version() returns trigger language plpgsql as $$
begin
  insert into cache_versions (name, version) values ('countries', 1)
    on conflict (name) do update set version = cache_versions.version + 1;
  return null;
end;
$$;

-- Once per statement: a bulk insert of 250 countries bumps it once.
create trigger countries_cache_version
  after insert or update or delete or truncate on countries
  for each statement execute function bump_countries_cache_version();

insert into cache_versions (name, version) values ('countries', 1);
