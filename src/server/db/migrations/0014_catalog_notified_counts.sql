-- Exact totals for the catalog list's "notified address" filter (issue 14). Until now a page
-- filtered by the store address a request was sent to counted its matches (exact up to 10,000,
-- then an estimate): a country's fallback address receives tens of thousands of requests, so
-- every fresh page of it read them all. Now the totals are kept like those of 0005 and 0012:
-- requests per notified address, status and country, in the writing transaction's shard, so a
-- total is a sum over a few dozen rows however many requests the address received.
--
-- Only requests that were sent somewhere have a row (the address is null on the others, and
-- the filter never asks for null).

create table catalog_order_notified_counts (
  email text not null,
  status_id bigint not null references catalog_order_statuses (id),
  -- '' for requests without a country, as in catalog_order_counts.
  country text not null,
  shard bigint not null,
  n bigint not null,
  primary key (email, status_id, country, shard)
);

-- The trigger functions of 0005/0012 keep their names and triggers; each now writes both
-- counters, in the same transaction shard, taking keys in order (no crosswise waits).
create or replace function catalog_order_counts_insert() returns trigger language plpgsql as $$
declare
  held bigint := bump_cache_version_shard('catalog_orders');
begin
  insert into catalog_order_counts (status_id, country, shard, n)
  select status_id, coalesce(country, ''), held, count(*) from changed_new
  group by 1, 2 order by 1, 2
  on conflict (status_id, country, shard) do update set n = catalog_order_counts.n + excluded.n;
  insert into catalog_order_notified_counts (email, status_id, country, shard, n)
  select location_notified_to_email, status_id, coalesce(country, ''), held, count(*) from changed_new
  where location_notified_to_email is not null
  group by 1, 2, 3 order by 1, 2, 3
  on conflict (email, status_id, country, shard) do update set n = catalog_order_notified_counts.n + excluded.n;
  return null;
end;
$$;

create or replace function catalog_order_counts_delete() returns trigger language plpgsql as $$
declare
  held bigint := bump_cache_version_shard('catalog_orders');
begin
  insert into catalog_order_counts (status_id, country, shard, n)
  select status_id, coalesce(country, ''), held, -count(*) from changed_old
  group by 1, 2 order by 1, 2
  on conflict (status_id, country, shard) do update set n = catalog_order_counts.n + excluded.n;
  insert into catalog_order_notified_counts (email, status_id, country, shard, n)
  select location_notified_to_email, status_id, coalesce(country, ''), held, -count(*) from changed_old
  where location_notified_to_email is not null
  group by 1, 2, 3 order by 1, 2, 3
  on conflict (email, status_id, country, shard) do update set n = catalog_order_notified_counts.n + excluded.n;
  return null;
end;
$$;

create or replace function catalog_order_counts_update() returns trigger language plpgsql as $$
declare
  held bigint := bump_cache_version_shard('catalog_orders');
begin
  insert into catalog_order_counts (status_id, country, shard, n)
  select status_id, country, held, sum(delta) from (
    select status_id, coalesce(country, '') as country, 1 as delta from changed_new
    union all
    select status_id, coalesce(country, ''), -1 from changed_old
  ) as changes
  group by status_id, country
  having sum(delta) <> 0
  order by status_id, country
  on conflict (status_id, country, shard) do update set n = catalog_order_counts.n + excluded.n;
  insert into catalog_order_notified_counts (email, status_id, country, shard, n)
  select email, status_id, country, held, sum(delta) from (
    select location_notified_to_email as email, status_id, coalesce(country, '') as country, 1 as delta from changed_new
    where location_notified_to_email is not null
    union all
    select location_notified_to_email, status_id, coalesce(country, ''), -1 from changed_old
    where location_notified_to_email is not null
  ) as changes
  group by email, status_id, country
  having sum(delta) <> 0
  order by email, status_id, country
  on conflict (email, status_id, country, shard) do update set n = catalog_order_notified_counts.n + excluded.n;
  return null;
end;
$$;

create or replace function catalog_order_counts_reset() returns trigger language plpgsql as $$
begin
  delete from catalog_order_counts;
  delete from catalog_order_notified_counts;
  return null;
end;
$$;

-- The requests already there: shard 0, which no transaction is given.
insert into catalog_order_notified_counts (email, status_id, country, shard, n)
select location_notified_to_email, status_id, coalesce(country, ''), 0, count(*) from catalog_orders
where location_notified_to_email is not null
group by 1, 2, 3;
