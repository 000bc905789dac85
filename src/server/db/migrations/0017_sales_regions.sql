-- Sales regions (issue 15): the region search's prefix matches, each one index range.
--
-- searchRegions matches region names, zip codes and localities starting with the typed term,
-- case-insensitively, within one country. text_pattern_ops: a LIKE 'term%' is an index range
-- whatever the database's collation. Zip codes are matched as customers type them (spaces and
-- dashes ignored, as routing finds them: 0005's zip_codes_compact_idx is the same expression
-- with the default operator class, which answers equality only).
create index regions_country_name_prefix_idx on regions (country_id, lower(name) text_pattern_ops);
create index zip_codes_compact_prefix_idx
  on zip_codes (country_id, upper(regexp_replace(zip_code, '[^0-9A-Za-z]+', '', 'g')) text_pattern_ops);
create index zip_codes_locality_prefix_idx on zip_codes (country_id, lower(locality) text_pattern_ops);

-- Coverage statistics (getAreaStatistics, issue 15: p50 ≤ 20 ms per country, maintained rather
-- than a scan per call). Where a catalog request goes depends on the zip code's own handlers,
-- then on its region chain, then on its country; handlers sit on a few hundred zip codes and
-- regions, while a country has up to ~20,000 zip codes that share a few hundred region chains.
-- So the zip codes are kept counted per region chain (0 for a missing level), by triggers, and
-- the statistics route each chain once (and the few zip codes with handlers of their own one
-- by one) instead of every zip code. Handlers, stores and flags change all day and are read at
-- call time, so no handler write has anything to maintain; zip codes move between regions only
-- when the postal data is loaded.
create table zip_code_chain_counts (
  country_id bigint not null,
  region1_id bigint not null,
  region2_id bigint not null,
  region3_id bigint not null,
  n bigint not null,
  primary key (country_id, region1_id, region2_id, region3_id)
);

create function zip_code_chain_counts_insert() returns trigger language plpgsql as $$
begin
  insert into zip_code_chain_counts (country_id, region1_id, region2_id, region3_id, n)
  select country_id, coalesce(region1_id, 0), coalesce(region2_id, 0), coalesce(region3_id, 0), count(*) from changed_new
  group by 1, 2, 3, 4 order by 1, 2, 3, 4
  on conflict (country_id, region1_id, region2_id, region3_id) do update set n = zip_code_chain_counts.n + excluded.n;
  return null;
end;
$$;

create function zip_code_chain_counts_delete() returns trigger language plpgsql as $$
begin
  insert into zip_code_chain_counts (country_id, region1_id, region2_id, region3_id, n)
  select country_id, coalesce(region1_id, 0), coalesce(region2_id, 0), coalesce(region3_id, 0), -count(*) from changed_old
  group by 1, 2, 3, 4 order by 1, 2, 3, 4
  on conflict (country_id, region1_id, region2_id, region3_id) do update set n = zip_code_chain_counts.n + excluded.n;
  return null;
end;
$$;

-- The net change per chain: an update that moves no zip code between chains writes nothing.
create function zip_code_chain_counts_update() returns trigger language plpgsql as $$
begin
  insert into zip_code_chain_counts (country_id, region1_id, region2_id, region3_id, n)
  select country_id, r1, r2, r3, sum(delta) from (
    select country_id, coalesce(region1_id, 0) as r1, coalesce(region2_id, 0) as r2, coalesce(region3_id, 0) as r3, 1 as delta
    from changed_new
    union all
    select country_id, coalesce(region1_id, 0), coalesce(region2_id, 0), coalesce(region3_id, 0), -1 from changed_old
  ) as changes
  group by 1, 2, 3, 4
  having sum(delta) <> 0
  order by 1, 2, 3, 4
  on conflict (country_id, region1_id, region2_id, region3_id) do update set n = zip_code_chain_counts.n + excluded.n;
  return null;
end;
$$;

create function zip_code_chain_counts_reset() returns trigger language plpgsql as $$
begin
  delete from zip_code_chain_counts;
  return null;
end;
$$;

create trigger zip_code_chain_counts_on_insert after insert on zip_codes
  referencing new table as changed_new for each statement execute function zip_code_chain_counts_insert();
-- A transition table cannot go with a column list (update of ...), so every update statement
-- runs it; one that moves nothing (a working-area flag) writes nothing.
create trigger zip_code_chain_counts_on_update after update on zip_codes
  referencing old table as changed_old new table as changed_new for each statement execute function zip_code_chain_counts_update();
create trigger zip_code_chain_counts_on_delete after delete on zip_codes
  referencing old table as changed_old for each statement execute function zip_code_chain_counts_delete();
create trigger zip_code_chain_counts_on_truncate after truncate on zip_codes
  for each statement execute function zip_code_chain_counts_reset();

insert into zip_code_chain_counts (country_id, region1_id, region2_id, region3_id, n)
select country_id, coalesce(region1_id, 0), coalesce(region2_id, 0), coalesce(region3_id, 0), count(*)
from zip_codes group by 1, 2, 3, 4;
