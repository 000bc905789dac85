-- The History (listMediaOrders) sorts by every column it offers and filters by status, a name
-- or e-mail text and an order-date range (issue 14's rule, tests/plans): an index per sort
-- (0002 has order_date and total_downloads), one per sort within a status (a rare status,
-- "new" being the last three days' orders, would otherwise walk a sort index past most rows),
-- and trigram indexes for the text, which matches anywhere in the name or the e-mail.
create index media_orders_name_idx on media_orders (name, id);
create index media_orders_status_idx on media_orders (status, id);
create index media_orders_created_at_idx on media_orders (created_at, id);
create index media_orders_status_order_date_idx on media_orders (status, order_date, id);
create index media_orders_status_total_downloads_idx on media_orders (status, total_downloads, id);
create index media_orders_status_name_idx on media_orders (status, name, id);
create index media_orders_status_created_at_idx on media_orders (status, created_at, id);
create index media_orders_name_trgm_idx on media_orders using gin (lower(name) gin_trgm_ops);
create index media_orders_email_trgm_idx on media_orders using gin (lower(email) gin_trgm_ops);
