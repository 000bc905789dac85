-- getRegion's answer (a region with its parent chain, child regions, zip codes, zip-code groups
-- and the handlers of each) is kept in each server's memory under the version 'region_answers'
-- (issue 15: a tree expand p50 within 10 ms; Sweden's largest level-2 region, 1,500 zip codes,
-- took 30 ms and 900 KB to build, serialise and compress on every expand). It is bumped in the
-- writing transaction by every change to anything the answer shows: regions (names, bounds,
-- flags, place in the tree), zip codes (any column), the handlers of regions and zip codes, the
-- handling stores (name and address) and the countries (name, code; a fallback e-mail edit bumps it
-- too, harmlessly). Country handlers are a table of their own the answer does not show.
create trigger regions_region_answers_version after insert or update or delete or truncate on regions
  for each statement execute function bump_cache_version('region_answers');
create trigger zip_codes_region_answers_version after insert or update or delete or truncate on zip_codes
  for each statement execute function bump_cache_version('region_answers');
create trigger region_handlers_region_answers_version after insert or update or delete or truncate on region_handlers
  for each statement execute function bump_cache_version('region_answers');
create trigger zip_code_handlers_region_answers_version after insert or update or delete or truncate on zip_code_handlers
  for each statement execute function bump_cache_version('region_answers');
create trigger company_locations_region_answers_version after insert or update or delete or truncate on company_locations
  for each statement execute function bump_cache_version('region_answers');
create trigger countries_region_answers_version after insert or update or delete or truncate on countries
  for each statement execute function bump_cache_version('region_answers');

insert into cache_version_shards (name, shard, version) values ('region_answers', nextval('cache_version_shard_numbers'), 1);

-- The zip codes directly in a region (the bulk of the answer: Stockholm's 1,500) are kept apart
-- under 'region_zip_codes', bumped by writes to zip_codes only, so an answer made fresh by a
-- handler or working-area change does not read them again.
create trigger zip_codes_region_zip_codes_version after insert or update or delete or truncate on zip_codes
  for each statement execute function bump_cache_version('region_zip_codes');

insert into cache_version_shards (name, shard, version) values ('region_zip_codes', nextval('cache_version_shard_numbers'), 1);
