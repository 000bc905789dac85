-- The sort keys of every catalog list sort in the search table (issue 14), so that a search
-- sorted by another column than the creation date reads its page from the search rows alone.
--
-- The trigram index finds a search's matches in no order. Sorted by creation date the search
-- table's own indexes serve the page (0016, 0030); sorted by a name, an e-mail, a zip code, a
-- town, a country, a status or the notified store, the page was cut from matches whose sort
-- keys were looked up in catalog_orders, one wide row each: for "andersson" on a million
-- requests 10 of the statement's 28 ms were those 3,237 lookups (12,948 of its 16,809
-- buffers), and a word with more than 10,000 matches walked the sort's index instead, each row's
-- search text looked up (135-430 ms). Here each search row holds the keys of every sort the
-- list offers (CATALOG_ORDER_SORTS), and the matches, their keys beside their text, are read
-- whole and sorted up to KEYED_MATCHES_LIMIT (order-search.ts).
--
-- The table is built anew in creation order (a column filled by UPDATE would leave every row's
-- old version behind and rewrite the trigram index twice), with room on each page (fillfactor
-- 90) so that routing, which changes a request's status and notified store, updates the search
-- row in place (HOT: no indexed column changes) rather than adding a trigram entry per word.

create table catalog_order_search_keyed (
  id bigint primary key,
  created_date timestamptz not null,
  search_text text not null,
  firstname text,
  lastname text,
  email text,
  zip_code text,
  city text,
  country text,
  status_id bigint not null,
  location_notified_at timestamptz,
  location_notified_to_email text
) with (fillfactor = 90);

insert into catalog_order_search_keyed (id, created_date, search_text, firstname, lastname, email, zip_code, city, country,
  status_id, location_notified_at, location_notified_to_email)
select s.id, s.created_date, s.search_text, o.firstname, o.lastname, o.email, o.zip_code, o.city, o.country,
  o.status_id, o.location_notified_at, o.location_notified_to_email
from catalog_order_search s
join catalog_orders o on o.id = s.id
order by s.created_date, s.id;

drop table catalog_order_search;
alter table catalog_order_search_keyed rename to catalog_order_search;
alter index catalog_order_search_keyed_pkey rename to catalog_order_search_pkey;
create index catalog_order_search_created_idx on catalog_order_search (created_date desc, id desc);
create index catalog_order_search_day_trgm_idx on catalog_order_search
  using gin (catalog_order_day(created_date), search_text gin_trgm_ops) with (gin_pending_list_limit = 64);
analyze catalog_order_search;

create or replace function catalog_order_search_insert() returns trigger language plpgsql as $$
begin
  insert into catalog_order_search (id, created_date, search_text, firstname, lastname, email, zip_code, city, country,
    status_id, location_notified_at, location_notified_to_email)
  select id, created_date, catalog_order_search_text(firstname, lastname, email, phone, street, zip_code, city),
    firstname, lastname, email, zip_code, city, country, status_id, location_notified_at, location_notified_to_email
  from changed_new;
  return null;
end;
$$;

-- The text is computed again only when a field it holds changed: routing changes the keys alone.
create or replace function catalog_order_search_update() returns trigger language plpgsql as $$
begin
  update catalog_order_search
  set created_date = new.created_date,
      search_text = case
        when (old.firstname, old.lastname, old.email, old.phone, old.street, old.zip_code, old.city)
          is distinct from (new.firstname, new.lastname, new.email, new.phone, new.street, new.zip_code, new.city)
        then catalog_order_search_text(new.firstname, new.lastname, new.email, new.phone, new.street, new.zip_code, new.city)
        else search_text
      end,
      firstname = new.firstname,
      lastname = new.lastname,
      email = new.email,
      zip_code = new.zip_code,
      city = new.city,
      country = new.country,
      status_id = new.status_id,
      location_notified_at = new.location_notified_at,
      location_notified_to_email = new.location_notified_to_email
  where id = new.id;
  return null;
end;
$$;

drop trigger catalog_order_search_on_update on catalog_orders;
create trigger catalog_order_search_on_update after update of firstname, lastname, email, phone, street, zip_code, city, created_date,
  country, status_id, location_notified_at, location_notified_to_email
  on catalog_orders for each row
  when ((old.firstname, old.lastname, old.email, old.phone, old.street, old.zip_code, old.city, old.created_date,
      old.country, old.status_id, old.location_notified_at, old.location_notified_to_email)
    is distinct from (new.firstname, new.lastname, new.email, new.phone, new.street, new.zip_code, new.city, new.created_date,
      new.country, new.status_id, new.location_notified_at, new.location_notified_to_email))
  execute function catalog_order_search_update();
