-- The catalog request table's pages are kept in each server's memory (getCatalogOrdersPage);
-- a kept page stays valid while this version (and the countries one) is unchanged. A page
-- shows requests, their status and the store they were sent to, so a write to any of those
-- tables, whatever makes it (the API, a seed, psql), bumps the version in its transaction.
--
-- BEFORE each statement, so a writer takes this one row's lock before it locks any request
-- row: two transactions writing requests then queue on this row instead of each holding rows
-- the other wants (and the counter rows of 0005, taken after it, can no longer cross either).
create function bump_cache_version() returns trigger language plpgsql as $$
begin
  insert into cache_versions (name, version) values (tg_argv[0], 1)
    on conflict (name) do update set version = cache_versions.version + 1;
  return null;
end;
$$;

create trigger catalog_orders_cache_version
  before insert or update or delete or truncate on catalog_orders
  for each statement execute function bump_cache_version('catalog_orders');
create trigger catalog_orders_cache_version
  before insert or update or delete or truncate on catalog_order_statuses
  for each statement execute function bump_cache_version('catalog_orders');
create trigger catalog_orders_cache_version
  before insert or update or delete or truncate on company_locations
  for each statement execute function bump_cache_version('catalog_orders');

insert into cache_versions (name, version) values ('catalog_orders', 1) on conflict (name) do nothing;
