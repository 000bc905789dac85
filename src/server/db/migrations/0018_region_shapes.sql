-- Shapes of the sales-region map (issue 15): a polygon for every zip code (level 0) and every
-- region of levels 1-3 of the six markets. They are made at build time by
-- `npm run gen:region-shapes` (level 1 from Natural Earth; zip codes as the Voronoi cells of
-- their points clipped to level 1; levels 2 and 3 as merges of their zip codes' cells) into a
-- committed file keyed by country and code, and the seed only loads them here: the
-- tessellation takes about a minute, which every first start would pay.
--
-- GeoJSON geometry (Polygon or MultiPolygon, WGS 84, longitude latitude) kept as json, not
-- jsonb: json keeps the text as written, so the map's answer splices it in without parsing
-- and printing it again. The box narrows a search by position before the exact test.
create table region_shapes (
  id bigint generated always as identity primary key,
  country_id bigint not null references countries (id) on delete cascade,
  level smallint not null check (level between 0 and 3),
  region_id bigint references regions (id) on delete cascade,
  zip_code_id bigint references zip_codes (id) on delete cascade,
  geojson json not null,
  min_lat double precision not null,
  max_lat double precision not null,
  min_lng double precision not null,
  max_lng double precision not null,
  check ((level = 0) = (zip_code_id is not null)),
  check ((level > 0) = (region_id is not null))
);
create unique index region_shapes_zip_code_key on region_shapes (zip_code_id) where zip_code_id is not null;
create unique index region_shapes_region_key on region_shapes (region_id) where region_id is not null;
create index region_shapes_country_level_idx on region_shapes (country_id, level);

-- The map's answer (getAreaGeoJson) is kept in each server's memory under the version
-- 'area_map', bumped in the writing transaction by every change to what it shows: handlers of
-- regions, a region's working-area flag or place in the tree, which regions a zip code lies
-- in, and the shapes.
create trigger region_handlers_area_map_version after insert or update or delete or truncate on region_handlers
  for each statement execute function bump_cache_version('area_map');
create trigger regions_area_map_version after insert or delete or update of working_area, parent_id, level on regions
  for each statement execute function bump_cache_version('area_map');
create trigger regions_area_map_truncate_version after truncate on regions
  for each statement execute function bump_cache_version('area_map');
create trigger zip_codes_area_map_version after insert or delete or update of zip_code, region1_id, region2_id, region3_id on zip_codes
  for each statement execute function bump_cache_version('area_map');
create trigger zip_codes_area_map_truncate_version after truncate on zip_codes
  for each statement execute function bump_cache_version('area_map');
create trigger region_shapes_area_map_version after insert or update or delete or truncate on region_shapes
  for each statement execute function bump_cache_version('area_map');

-- The features' shapes and regions (everything but handlers and working areas) change only
-- with the postal data: kept under a version of their own, 'area_shapes', so that a handler
-- assigned on the map rebuilds the answer from kept shapes instead of reading them again.
create trigger regions_area_shapes_version after insert or delete or update of parent_id, level on regions
  for each statement execute function bump_cache_version('area_shapes');
create trigger regions_area_shapes_truncate_version after truncate on regions
  for each statement execute function bump_cache_version('area_shapes');
create trigger zip_codes_area_shapes_version after insert or delete or update of zip_code, region1_id, region2_id, region3_id on zip_codes
  for each statement execute function bump_cache_version('area_shapes');
create trigger zip_codes_area_shapes_truncate_version after truncate on zip_codes
  for each statement execute function bump_cache_version('area_shapes');
create trigger region_shapes_area_shapes_version after insert or update or delete or truncate on region_shapes
  for each statement execute function bump_cache_version('area_shapes');

insert into cache_version_shards (name, shard, version) values ('area_map', nextval('cache_version_shard_numbers'), 1);
insert into cache_version_shards (name, shard, version) values ('area_shapes', nextval('cache_version_shard_numbers'), 1);
