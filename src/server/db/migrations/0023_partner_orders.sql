-- The quote tables by status (issue 16): every sort the contract offers, alone and with the
-- country filter, reads an index of the status's live quotes in order (DESIGN.md section 3;
-- tests/plans). Deleted quotes are kept (0002) but in no list, so every index is partial.
-- createdTime has quotes_status_idx (0002). Nulls (a quote without a customer name or country)
-- sort last ascending, as keyset.ts expects of the default collation's order.

-- id.
create index quotes_status_id_idx on quotes (status, id) where deleted_at is null;

-- customerName1.
create index quotes_status_name_idx on quotes (status, customer_name1, id) where deleted_at is null;

-- customerCountry (a country's quotes newest first), and the country filter with createdTime;
-- replaces 0002's index of the same columns without the id that ends every sort key.
create index quotes_status_country_created_idx on quotes (status, customer_country, created_time, id) where deleted_at is null;
drop index quotes_status_country_idx;

-- The country filter with the id and name sorts.
create index quotes_status_country_id_idx on quotes (status, customer_country, id) where deleted_at is null;
create index quotes_status_country_name_idx on quotes (status, customer_country, customer_name1, id) where deleted_at is null;
