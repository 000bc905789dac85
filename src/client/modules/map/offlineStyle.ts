import type { FeatureCollection } from "geojson";
import type { StyleSpecification } from "maplibre-gl";

/** Credits shown in every map's attribution: the country shapes, and the postal data's source. */
export const MAP_ATTRIBUTION = "Countries: Natural Earth · Postal codes: © GeoNames (CC BY 4.0)";

/** Colours of the offline basemap: sea, land, borders. */
const SEA = "#cfe3ef";
const LAND = "#f4f1ea";
const BORDER = "#9a8f80";

/**
 * The offline basemap: the world's countries (Natural Earth 50m from world-atlas) on a sea
 * background, from data shipped with the app. No `glyphs` and no sprite: nothing is fetched from
 * anywhere, and no layer draws text (labels would need glyphs).
 */
export function offlineStyle(countries: FeatureCollection): StyleSpecification {
  return {
    version: 8,
    name: "Offline basemap",
    sources: {
      countries: { type: "geojson", data: countries, attribution: MAP_ATTRIBUTION },
    },
    layers: [
      { id: "sea", type: "background", paint: { "background-color": SEA } },
      { id: "land", type: "fill", source: "countries", paint: { "fill-color": LAND } },
      { id: "borders", type: "line", source: "countries", paint: { "line-color": BORDER, "line-width": 0.8 } },
    ],
  };
}
