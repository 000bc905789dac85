-- Catalog request search at a million rows (issue 14): a narrow table of each request's search
-- text and creation time, kept by triggers, searched instead of the wide catalog_orders rows.
--
-- A trigram index only finds candidates: every one is checked again on its row, and a
-- catalog_orders row is some 600 bytes (the CSV record of 0010 among them), a dozen to a page.
-- Here a row is about 150 bytes, stored in creation order (requests arrive in that order), so
-- checking candidates reads a fraction of the pages, and the newest-first walk of a common
-- word reads its rows side by side.

-- The text a search looks in: names, e-mail, phone, street, zip code and city as 0005 put them
-- (lower case, so that "211 22 malmö" is found as typed), then the forms staff type without
-- separators: the zip code without its space ("21122"), the phone's digits ("46701112233") and
-- its national form ("0701112233": 0 and the digits after "+46 ").
create function catalog_order_search_text(
  firstname text, lastname text, email text, phone text, street text, zip_code text, city text
) returns text language sql immutable parallel safe as $$
  select lower(concat_ws(' ',
    coalesce(firstname, '') || ' ' || coalesce(lastname, '') || ' ' || coalesce(email, '') || ' '
      || coalesce(phone, '') || ' ' || coalesce(street, '') || ' ' || coalesce(zip_code, '') || ' ' || coalesce(city, ''),
    nullif(regexp_replace(zip_code, '[^0-9A-Za-z]+', '', 'g'), zip_code),
    nullif(regexp_replace(phone, '[^0-9]+', '', 'g'), ''),
    '0' || nullif(regexp_replace(substring(phone from '^\s*\+\d{1,3}[\s(./-]+(.*)$'), '[^0-9]+', '', 'g'), '')
  ))
$$;

create table catalog_order_search (
  -- catalog_orders.id, kept by the triggers below (a foreign key's check would cost every insert).
  id bigint primary key,
  created_date timestamptz not null,
  search_text text not null
);

insert into catalog_order_search (id, created_date, search_text)
select id, created_date, catalog_order_search_text(firstname, lastname, email, phone, street, zip_code, city)
from catalog_orders order by created_date, id;

-- Newest first (the list's default sort) or oldest first: a common word's page is a short walk.
create index catalog_order_search_created_idx on catalog_order_search (created_date desc, id desc);
-- A rare word's rows, in no order (at most EXACT_TOTAL_LIMIT of them are read and sorted;
-- order-search.ts).
create index catalog_order_search_trgm_idx on catalog_order_search using gin (search_text gin_trgm_ops);
-- The wide table's own trigram index has no reader left; every write paid for it. (Its
-- search_text column stays: the planner's estimate of a search's total reads its statistics.)
drop index catalog_orders_search_trgm_idx;
-- Statistics now, not at the next autovacuum: the store reads reltuples to tell a large table.
analyze catalog_order_search;

-- Inserts come in statements of up to 10,000 rows (seeds, imports): one insert per statement.
create function catalog_order_search_insert() returns trigger language plpgsql as $$
begin
  insert into catalog_order_search (id, created_date, search_text)
  select id, created_date, catalog_order_search_text(firstname, lastname, email, phone, street, zip_code, city)
  from changed_new;
  return null;
end;
$$;

-- Updates change one request at a time (an edit, a routing); only the searched fields count.
create function catalog_order_search_update() returns trigger language plpgsql as $$
begin
  update catalog_order_search
  set created_date = new.created_date,
      search_text = catalog_order_search_text(new.firstname, new.lastname, new.email, new.phone, new.street, new.zip_code, new.city)
  where id = new.id;
  return null;
end;
$$;

create function catalog_order_search_delete() returns trigger language plpgsql as $$
begin
  delete from catalog_order_search s using changed_old o where s.id = o.id;
  return null;
end;
$$;

create function catalog_order_search_truncate() returns trigger language plpgsql as $$
begin
  truncate catalog_order_search;
  return null;
end;
$$;

create trigger catalog_order_search_on_insert after insert on catalog_orders
  referencing new table as changed_new for each statement execute function catalog_order_search_insert();
create trigger catalog_order_search_on_update after update of firstname, lastname, email, phone, street, zip_code, city, created_date
  on catalog_orders for each row
  when ((old.firstname, old.lastname, old.email, old.phone, old.street, old.zip_code, old.city, old.created_date)
    is distinct from (new.firstname, new.lastname, new.email, new.phone, new.street, new.zip_code, new.city, new.created_date))
  execute function catalog_order_search_update();
create trigger catalog_order_search_on_delete after delete on catalog_orders
  referencing old table as changed_old for each statement execute function catalog_order_search_delete();
create trigger catalog_order_search_on_truncate after truncate on catalog_orders
  for each statement execute function catalog_order_search_truncate();
