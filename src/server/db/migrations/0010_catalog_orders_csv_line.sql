-- Each catalog request keeps its record of the CSV export (exportCatalogOrdersCsv), written
-- when the request is written. Formatting nineteen cells per row at export time (timestamps,
-- the offers array, CSV quoting of every text) was the export's whole cost: 7 s of database
-- time for 1,030,000 rows on a two-core machine, where reading the kept records takes 1.5 s.
-- The price is ~250 bytes a row and a few microseconds per write.
--
-- The record is the file's line as csv-stream.ts writes it (csvCell: an apostrophe before a
-- formula start, RFC 4180 quoting, CRLF), times to the second in Europe/Stockholm
-- (REPORT_TIME_ZONE). tests/api/catalog-orders-csv-line.test.ts holds both to the same output.

-- The cell functions are plain SQL expressions that PostgreSQL inlines where they are used (a
-- call costs ~4 µs, inlined ~0.5 µs): hence not STRICT (a CASE is not strict) and to_char's
-- STABLE, not IMMUTABLE.

-- A cell quoted per RFC 4180 when it holds a quote, comma or line break, its quotes doubled.
create function csv_quoted(value text) returns text language sql immutable parallel safe as $$
  select case when value ~ '[",\r\n]' then '"' || replace(value, '"', '""') || '"' else value end
$$;

-- One cell: an apostrophe before = + - @ tab or carriage return (a spreadsheet would run it as
-- a formula), then quoted as above; null is an empty cell.
create function csv_cell(value text) returns text language sql immutable parallel safe as $$
  select case
    when value is null then ''
    when ascii(value) in (61, 43, 45, 64, 9, 13) then csv_quoted('''' || value)
    else csv_quoted(value)
  end
$$;

-- Local time to the second as spreadsheets read it (2026-01-02 13:45:00); null is an empty cell.
create function csv_local_time(value timestamptz) returns text language sql stable parallel safe as $$
  select coalesce(to_char(value at time zone 'Europe/Stockholm', 'YYYY-MM-DD HH24:MI:SS'), '')
$$;

alter table catalog_orders add column csv_line text;

-- Written on every insert and update from the row as it will be stored, so no writer (the API,
-- a seed, psql, a cascade from a deleted store) can leave it behind.
-- The record is one expression of plpgsql (planned once per session, the cell functions inlined
-- into it), the export's columns in the contract's order (order-export.ts names them in the
-- header). ~50 µs per written row.
create function catalog_order_csv_line() returns trigger language plpgsql as $$
declare
  status_name text;
  location_name text;
begin
  -- One query for both names (each statement from a trigger costs as much as the record).
  select s.name, l.name into status_name, location_name
    from catalog_order_statuses s left join company_locations l on l.id = new.notified_location_id
    where s.id = new.status_id;
  new.csv_line := new.id::text
    || ',' || csv_local_time(new.created_date)
    || ',' || csv_cell(new.firstname)
    || ',' || csv_cell(new.lastname)
    || ',' || csv_cell(new.email)
    || ',' || csv_cell(new.phone)
    || ',' || csv_cell(new.street)
    || ',' || csv_cell(new.apartment_number)
    || ',' || csv_cell(new.region)
    || ',' || csv_cell(new.city)
    || ',' || csv_cell(new.zip_code)
    || ',' || csv_cell(new.country)
    || ',' || csv_cell(array_to_string(new.offers, ' '))
    || ',' || csv_cell(status_name)
    || ',' || csv_local_time(new.location_notified_at)
    || ',' || csv_cell(new.location_notified_to_email)
    || ',' || csv_cell(new.location_notified_by_match_type)
    || ',' || csv_cell(location_name)
    || ',' || csv_cell(new.error_message)
    || E'\r\n';
  return new;
end;
$$;

create trigger catalog_orders_csv_line before insert or update on catalog_orders
  for each row execute function catalog_order_csv_line();

-- The record names the status and the store: renaming either rewrites its requests' records
-- (an update that sets nothing else; the row trigger above writes the record anew). The
-- trigger's argument names the column of catalog_orders that refers to the renamed row.
create function catalog_order_csv_lines_naming() returns trigger language plpgsql as $$
begin
  execute format('update catalog_orders set csv_line = null where %I = $1', tg_argv[0]) using new.id;
  return null;
end;
$$;

create trigger catalog_orders_csv_line after update of name on company_locations
  for each row when (old.name is distinct from new.name) execute function catalog_order_csv_lines_naming('notified_location_id');
create trigger catalog_orders_csv_line after update of name on catalog_order_statuses
  for each row when (old.name is distinct from new.name) execute function catalog_order_csv_lines_naming('status_id');

-- Existing requests get theirs now (an update of every row; minutes for a million).
update catalog_orders set csv_line = null;
alter table catalog_orders alter column csv_line set not null;
