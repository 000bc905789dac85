-- Short pending lists for every GIN index (issue 14): searches stay fast while rows keep arriving.
--
-- A GIN index takes new rows into a pending list (fastupdate) and merges it into the index when
-- it outgrows gin_pending_list_limit (4 MB by default) or at vacuum; until then every scan reads
-- the whole list. On ten million catalog requests, 2,000 new requests (some 17 minutes at two a
-- second) left 492 pending pages in the search table's trigram index, and a search for a rare
-- word read them all: its index scan took 46 ms instead of 6 (EXPLAIN ANALYZE, BUFFERS).
-- With a 64 kB list a scan reads at most 8 pending pages, and the writer that fills it merges
-- some thirty rows' entries at once, sorted, as the list was made for.
--
-- Every GIN index in the schema gets it; a new one must set it too (src/server/db/migrate.test.ts checks all).

do $$
declare
  gin_index record;
begin
  for gin_index in
    select c.relname from pg_index i
    join pg_class c on c.oid = i.indexrelid
    join pg_am a on a.oid = c.relam
    join pg_namespace n on n.oid = c.relnamespace
    where a.amname = 'gin' and n.nspname = current_schema()
  loop
    execute format('alter index %I set (gin_pending_list_limit = 64)', gin_index.relname);
  end loop;
end $$;
