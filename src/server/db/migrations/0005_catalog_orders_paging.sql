-- Catalog requests at a million rows (issue 4): an index for every sort the table offers,
-- filter counts kept by triggers, search over every field the contract names, and zip codes
-- found however the customer spaced them.

-- searchString looks in names, e-mail, phone, street, zip code and city (contract
-- getCatalogOrdersPage); 0002 left phone and street out. Zip code and city stay side by side
-- so that "211 22 malmö" is found as typed. Dropping the column drops its index.
alter table catalog_orders drop column search_text;
alter table catalog_orders add column search_text text generated always as (
  lower(coalesce(firstname, '') || ' ' || coalesce(lastname, '') || ' ' || coalesce(email, '') || ' '
    || coalesce(phone, '') || ' ' || coalesce(street, '') || ' ' || coalesce(zip_code, '') || ' ' || coalesce(city, ''))
) stored;
create index catalog_orders_search_trgm_idx on catalog_orders using gin (search_text gin_trgm_ops);

-- Sorts on a column of their own: the column, then id, read forwards or backwards. (createdDate,
-- status, country and locationNotifiedToEmail use the indexes of 0002, with createdDate as
-- the second key; id sorts by the primary key.)
create index catalog_orders_firstname_idx on catalog_orders (firstname, id);
create index catalog_orders_lastname_idx on catalog_orders (lastname, id);
create index catalog_orders_email_idx on catalog_orders (email, id);
create index catalog_orders_zip_code_idx on catalog_orders (zip_code, id);
create index catalog_orders_city_idx on catalog_orders (city, id);
create index catalog_orders_notified_at_idx on catalog_orders (location_notified_at, id);
-- Status and country together, the list's most common pair of filters.
create index catalog_orders_status_country_idx on catalog_orders (status_id, country, created_date desc, id desc);

-- Requests per status and country, for the list's filter options (and exact totals when only
-- those two filters are set) without counting a million rows per page. Kept by statement
-- triggers in the writing transaction, so every instance reads the same, current numbers.
create table catalog_order_counts (
  status_id bigint not null references catalog_order_statuses (id),
  -- '' for requests without a country (a primary key cannot hold null).
  country text not null,
  n bigint not null,
  primary key (status_id, country)
);

-- A trigger with transition tables serves one event, hence one function per event. Each
-- writes one upsert per statement (a bulk insert of 10,000 rows: a handful of keys), taking
-- keys in order so that two writers never wait on each other crosswise.
create function catalog_order_counts_insert() returns trigger language plpgsql as $$
begin
  insert into catalog_order_counts (status_id, country, n)
  select status_id, coalesce(country, ''), count(*) from changed_new
  group by 1, 2 order by 1, 2
  on conflict (status_id, country) do update set n = catalog_order_counts.n + excluded.n;
  return null;
end;
$$;

create function catalog_order_counts_delete() returns trigger language plpgsql as $$
begin
  insert into catalog_order_counts (status_id, country, n)
  select status_id, coalesce(country, ''), -count(*) from changed_old
  group by 1, 2 order by 1, 2
  on conflict (status_id, country) do update set n = catalog_order_counts.n + excluded.n;
  return null;
end;
$$;

-- The net change per key: an update that moves no request between keys writes nothing.
create function catalog_order_counts_update() returns trigger language plpgsql as $$
begin
  insert into catalog_order_counts (status_id, country, n)
  select status_id, country, sum(delta) from (
    select status_id, coalesce(country, '') as country, 1 as delta from changed_new
    union all
    select status_id, coalesce(country, ''), -1 from changed_old
  ) as changes
  group by status_id, country
  having sum(delta) <> 0
  order by status_id, country
  on conflict (status_id, country) do update set n = catalog_order_counts.n + excluded.n;
  return null;
end;
$$;

create function catalog_order_counts_reset() returns trigger language plpgsql as $$
begin
  delete from catalog_order_counts;
  return null;
end;
$$;

create trigger catalog_order_counts_on_insert after insert on catalog_orders
  referencing new table as changed_new for each statement execute function catalog_order_counts_insert();
create trigger catalog_order_counts_on_update after update on catalog_orders
  referencing old table as changed_old new table as changed_new for each statement execute function catalog_order_counts_update();
create trigger catalog_order_counts_on_delete after delete on catalog_orders
  referencing old table as changed_old for each statement execute function catalog_order_counts_delete();
create trigger catalog_order_counts_on_truncate after truncate on catalog_orders
  for each statement execute function catalog_order_counts_reset();

insert into catalog_order_counts (status_id, country, n)
select status_id, coalesce(country, ''), count(*) from catalog_orders group by 1, 2;

-- Routing finds an address's zip code whether the customer typed "21122", "211 22" or "211-22".
create index zip_codes_compact_idx on zip_codes (country_id, upper(regexp_replace(zip_code, '[^0-9A-Za-z]+', '', 'g')));
