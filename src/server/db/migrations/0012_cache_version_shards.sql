-- Writers no longer queue on one row (issue 14). Every write to catalog requests, stores or
-- bookings bumped the one cache_versions row of its name (0006, 0007) and the counter rows of
-- its status and country (0005), and held those row locks until it committed: concurrent
-- writes ran one after another, a commit's flush each.
--
-- Now a version is the sum of several rows (shards). A writing transaction bumps one shard
-- that no other transaction holds (SKIP LOCKED), or adds a new shard when all are held, so it
-- never waits for another writer. It bumps it in its own transaction, as before: the version
-- changes exactly when the write becomes visible, atomically, on every instance. A version
-- bumped outside the transaction could not keep that promise: bumped before the commit (a
-- sequence), a reader could read the new version, then the data without the write, and keep
-- that page as current after the commit; bumped after it (the server's own statement),
-- psql and seeds would never bump, and a crash between the two would keep old pages forever.
--
-- Why a kept page is never stale: a reader reads the versions (one snapshot, with its session)
-- before its data (a later snapshot, which sees every commit the first saw). A committed write
-- has added 1 to some shard, and sums only grow, so any page read before that write was kept
-- under a sum the database can no longer show.
--
-- The counter rows of 0005 get a shard too, the transaction's shard of catalog_orders: only the
-- one transaction holding that version shard writes them, so they never make writers wait, nor
-- wait crosswise. Counts are sums over shards as well.

create table cache_version_shards (
  name text not null,
  shard bigint not null,
  version bigint not null,
  primary key (name, shard)
);

-- New shards' numbers: never taken twice, and a new shard is created without waiting.
create sequence cache_version_shard_numbers;

insert into cache_version_shards (name, shard, version)
select name, nextval('cache_version_shard_numbers'), version from cache_versions;
drop table cache_versions;

-- What readers read (the session lookup, VersionedCache): one version per name, as before.
create view cache_versions as
select name, sum(version)::bigint as version from cache_version_shards group by name;

-- Bumps this transaction's shard of a version once and answers its number: the shard the
-- transaction already holds (remembered in a transaction-local setting; a second bump is not
-- needed, the first becomes visible with all the transaction's writes), else the first shard no
-- other transaction holds, else a new one.
create function bump_cache_version_shard(version_name text) returns bigint language plpgsql as $$
declare
  setting text := 'backoffice.cache_shard_' || version_name;
  held bigint := nullif(current_setting(setting, true), '')::bigint;
begin
  if held is not null then
    return held;
  end if;
  select shard into held from cache_version_shards
    where name = version_name order by shard for update skip locked limit 1;
  if found then
    update cache_version_shards set version = version + 1 where name = version_name and shard = held;
  else
    held := nextval('cache_version_shard_numbers');
    insert into cache_version_shards (name, shard, version) values (version_name, held, 1);
  end if;
  perform set_config(setting, held::text, true);
  return held;
end;
$$;

-- The trigger functions of 0004 and 0006 keep their names (the triggers stay as they are).
create or replace function bump_countries_cache_version() returns trigger language plpgsql as $$
begin
  perform bump_cache_version_shard('countries');
  return null;
end;
$$;

create or replace function bump_cache_version() returns trigger language plpgsql as $$
begin
  perform bump_cache_version_shard(tg_argv[0]);
  return null;
end;
$$;

-- The existing counts become shard 0, which no transaction is given (the sequence starts at 1).
alter table catalog_order_counts add column shard bigint not null default 0;
alter table catalog_order_counts drop constraint catalog_order_counts_pkey;
alter table catalog_order_counts add primary key (status_id, country, shard);
alter table catalog_order_counts alter column shard drop default;

create or replace function catalog_order_counts_insert() returns trigger language plpgsql as $$
declare
  held bigint := bump_cache_version_shard('catalog_orders');
begin
  insert into catalog_order_counts (status_id, country, shard, n)
  select status_id, coalesce(country, ''), held, count(*) from changed_new
  group by 1, 2 order by 1, 2
  on conflict (status_id, country, shard) do update set n = catalog_order_counts.n + excluded.n;
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
  return null;
end;
$$;
