-- Every index walk a page takes binds the index's leading column by equality (issue 14; the
-- rule tests/plans/plan-rule.ts now checks on every plan). An index that leads with the sort
-- while an equality filter is checked row by row passes on an evenly spread seed and reads
-- millions where the filter's rows are not spread evenly. These pairs walked that way:

-- Catalog requests filtered by the address a request was sent to, sorted by country or by
-- status. 0011 took them for served by 0002's index on the address, but that one continues
-- with the created date: on ten million requests the busiest address (a country's fallback)
-- sorted by country took 0.8 s fresh. Each leads with the address and continues with the sort
-- and its tie-breakers, so one index serves both directions.
create index catalog_orders_notified_email_country_idx on catalog_orders (location_notified_to_email, country, created_date desc, id desc);
create index catalog_orders_notified_email_status_idx on catalog_orders (location_notified_to_email, status_id, created_date desc, id desc);

-- Meeting bookings filtered by status, sorted by a name, the e-mail or the telephone: walked
-- 0007's index of the sort, skipping the other statuses' bookings (a rare one, canceled, skips
-- most of them).
create index meeting_bookings_status_firstname_idx on meeting_bookings (status, firstname, id);
create index meeting_bookings_status_lastname_idx on meeting_bookings (status, lastname, id);
create index meeting_bookings_status_email_idx on meeting_bookings (status, email, id);
create index meeting_bookings_status_telephone_idx on meeting_bookings (status, telephone, id);

-- Subscriptions of one newsletter sorted by newsletter (so by id): the planner walked the
-- primary key, skipping the other newsletters' subscriptions, because it prices the heap
-- reads of 0029's (newsletter_code, id) by how scattered the codes lie in the table. With the
-- page's columns in the index, the page is read from the index alone.
drop index newsletter_subscriptions_code_idx;
create index newsletter_subscriptions_code_idx on newsletter_subscriptions (newsletter_code, id) include (email, created_at, newsletter_id);
