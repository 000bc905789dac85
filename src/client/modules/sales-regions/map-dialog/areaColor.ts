import type { FeatureCollection, Geometry } from "geojson";
import type { DrawnAreaProperties } from "./areaFeatures.ts";
import type { ColourOverride } from "./areaStyle.ts";
import { handlerColor } from "./handlerPalette.ts";

/**
 * The colour the map paints a zip code's area in: the latest override of its region while a
 * click is saved, else its own colour ("" for none). The same rule as fillColorExpression, so
 * the panel can say what the map shows.
 */
export function areaColorOf(
  areas: FeatureCollection<Geometry, DrawnAreaProperties>,
  overrides: readonly ColourOverride[],
  zipCode: string,
): string {
  const feature = areas.features.find((f) => f.properties.zipCode === zipCode);
  if (!feature) return "";
  const override = overrides.findLast((o) => o.region === feature.properties.region);
  return override ? handlerColor(override.handler) : feature.properties.color;
}
