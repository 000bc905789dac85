-- The zip codes' points (getZipCodePoints, issue 15) are kept in each server's memory under
-- 'area_shapes' with the map's shapes (0018): postal data, bumped when zip codes come, go, are
-- renamed or move between regions. A point is also its latitude and longitude, which 0018's
-- triggers do not watch; a moved point must show on the next call too, wherever it was moved.
create trigger zip_codes_points_area_shapes_version after update of latitude, longitude on zip_codes
  for each statement execute function bump_cache_version('area_shapes');
