-- A plan on an index for every filter × sort × direction a list offers (issue 14), as
-- tests/plans/list-plans.test.ts finds them missing. Each index leads with an equality filter
-- and continues with a sort (then the sort's tie-breakers), so one index serves a filter with
-- its sort in both directions, and with a further filter too when that one keeps most rows.

-- Catalog requests filtered by status: a rare status (new, pending, failed, booked: a few per
-- cent each) would walk a sort index past thousands of delivered requests per page. Sorts by
-- created date, status and country have theirs in 0002 and 0005.
create index catalog_orders_status_id_idx on catalog_orders (status_id, id);
create index catalog_orders_status_firstname_idx on catalog_orders (status_id, firstname, id);
create index catalog_orders_status_lastname_idx on catalog_orders (status_id, lastname, id);
create index catalog_orders_status_email_idx on catalog_orders (status_id, email, id);
create index catalog_orders_status_zip_code_idx on catalog_orders (status_id, zip_code, id);
create index catalog_orders_status_city_idx on catalog_orders (status_id, city, id);
create index catalog_orders_status_notified_at_idx on catalog_orders (status_id, location_notified_at, id);
create index catalog_orders_status_notified_email_idx on catalog_orders (status_id, location_notified_to_email, created_date desc, id desc);

-- Filtered by country: a market of a tenth of the requests or less (DK, FI, the countries
-- outside the six markets). Sorts by created date have 0002's country index.
create index catalog_orders_country_id_idx on catalog_orders (country, id);
create index catalog_orders_country_firstname_idx on catalog_orders (country, firstname, id);
create index catalog_orders_country_lastname_idx on catalog_orders (country, lastname, id);
create index catalog_orders_country_email_idx on catalog_orders (country, email, id);
create index catalog_orders_country_zip_code_idx on catalog_orders (country, zip_code, id);
create index catalog_orders_country_city_idx on catalog_orders (country, city, id);
create index catalog_orders_country_notified_at_idx on catalog_orders (country, location_notified_at, id);
create index catalog_orders_country_notified_email_idx on catalog_orders (country, location_notified_to_email, created_date desc, id desc);
create index catalog_orders_country_status_idx on catalog_orders (country, status_id, created_date desc, id desc);

-- Company locations: a few thousand rows written by staff, so an index per sort costs little.
-- (name has 0002's; country sorts by the country's name, through a join no index can follow.)
create index company_locations_city_idx on company_locations (city, id);
create index company_locations_zip_code_idx on company_locations (zip_code, id);
create index company_locations_email_idx on company_locations (email, id);
create index company_locations_type_idx on company_locations (location_type, id);
create index company_locations_active_id_idx on company_locations (active, id);

-- Outbox, state unsent (the few mails kept or refused) sorted by recipient or subject: small
-- partial indexes beside 0008's, which serve state sent (nearly every mail) by walking.
create index outbox_unsent_to_address_idx on outbox (left(to_address, 200), id) where sent_at is null;
create index outbox_unsent_subject_idx on outbox (left(subject, 200), id) where sent_at is null;

-- Filtered by the address a request was sent to: a store's own address gets a few hundred
-- requests, but a country's fallback address some per cent of them all. Sorts by created date,
-- country and status have 0002's index on the address.
create index catalog_orders_notified_email_id_idx on catalog_orders (location_notified_to_email, id);
create index catalog_orders_notified_email_firstname_idx on catalog_orders (location_notified_to_email, firstname, id);
create index catalog_orders_notified_email_lastname_idx on catalog_orders (location_notified_to_email, lastname, id);
create index catalog_orders_notified_email_email_idx on catalog_orders (location_notified_to_email, email, id);
create index catalog_orders_notified_email_zip_code_idx on catalog_orders (location_notified_to_email, zip_code, id);
create index catalog_orders_notified_email_city_idx on catalog_orders (location_notified_to_email, city, id);
create index catalog_orders_notified_email_at_idx on catalog_orders (location_notified_to_email, location_notified_at, id);
