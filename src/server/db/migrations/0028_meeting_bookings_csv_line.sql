-- Each meeting booking keeps its record of the CSV export (exportBookedVisitsCsv), as a catalog
-- request does (0010, whose csv_cell and csv_local_time it uses): formatting nine cells per row
-- at export time would be most of an export of a million bookings, reading kept records by COPY
-- takes a second or two. The price is ~120 bytes a row and a few microseconds per write.
--
-- The record is the file's line as csv-stream.ts writes it (an apostrophe before a formula
-- start, RFC 4180 quoting, CRLF): id, createdAt (Europe/Stockholm to the second), firstname,
-- lastname, email, telephone, location (its name), country (its ISO code), status.
-- tests/api/meeting-bookings-export.test.ts holds the kept record to csv-stream.ts's output.

alter table meeting_bookings add column csv_line text;

-- Written on every insert and update from the row as it will be stored. The location's name and
-- country are those the booking keeps (0013's trigger meeting_bookings_location_keys, which runs
-- before this one: row triggers of one event fire in name order, and "location_keys" sorts
-- before "record_csv_line"), so a location renamed or moved rewrites its bookings' records
-- through 0013's update of their keys.
create function meeting_booking_csv_line() returns trigger language plpgsql as $$
declare
  country_code text;
begin
  select k.code into country_code from countries k where k.id = new.location_country_id;
  new.csv_line := new.id::text
    || ',' || csv_local_time(new.created_at)
    || ',' || csv_cell(new.firstname)
    || ',' || csv_cell(new.lastname)
    || ',' || csv_cell(new.email)
    || ',' || csv_cell(new.telephone)
    || ',' || csv_cell(new.location_name)
    || ',' || csv_cell(country_code)
    || ',' || csv_cell(new.status)
    || E'\r\n';
  return new;
end;
$$;

create trigger meeting_bookings_record_csv_line before insert or update on meeting_bookings
  for each row execute function meeting_booking_csv_line();

-- A country's code changed (rare: a correction) rewrites the records of its bookings.
create function meeting_bookings_csv_follow_country() returns trigger language plpgsql as $$
begin
  update meeting_bookings set csv_line = null where location_country_id = new.id;
  return null;
end;
$$;

create trigger meeting_bookings_csv_line after update of code on countries
  for each row when (old.code is distinct from new.code) execute function meeting_bookings_csv_follow_country();

-- Existing bookings get theirs now (an update of every row).
update meeting_bookings set csv_line = null;
alter table meeting_bookings alter column csv_line set not null;
