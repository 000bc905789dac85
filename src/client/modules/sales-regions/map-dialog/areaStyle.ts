import type { ExpressionSpecification, FillLayerSpecification, LineLayerSpecification } from "maplibre-gl";
import { handlerColor } from "./handlerPalette.ts";

/** Source and layer ids of the dialog's map. */
export const AREAS_SOURCE = "sales-areas";
export const AREAS_FILL_LAYER = "sales-areas-fill";
export const AREAS_LINE_LAYER = "sales-areas-line";
export const OUTLINES_SOURCE = "sales-region-outlines";
export const OUTLINES_LAYER = "sales-region-outlines";

/** An area whose region has no handler: no fill, so the basemap shows through its grey outline. */
export const NO_HANDLER_FILL = "rgba(0, 0, 0, 0)";
const ZIP_OUTLINE = "#8f99a8";
const REGION_OUTLINE = "#1c2127";

/** A click being saved: the region (of the chosen level) and the location it is assigned to. */
export interface ColourOverride {
  region: number;
  handler: number;
}

/**
 * The fill colour of the areas: each area's own colour (its `color` property, "" for none),
 * except the regions of the overrides, drawn at once in their new handler's colour while their
 * assignment is saved. A paint expression, so an override costs no new data for the map.
 */
export function fillColorExpression(overrides: readonly ColourOverride[]): ExpressionSpecification {
  const own: ExpressionSpecification = ["case", ["==", ["get", "color"], ""], NO_HANDLER_FILL, ["get", "color"]];
  if (overrides.length === 0) return own;
  // The latest click on a region wins; a match may name each label once.
  const latest = new Map<number, number>();
  for (const { region, handler } of overrides) latest.set(region, handler);
  const branches = [...latest].flatMap(([region, handler]) => [region, handlerColor(handler)]);
  return ["match", ["get", "region"], ...branches, own] as unknown as ExpressionSpecification;
}

/** The areas' fill layer (clicked to assign). */
export function areaFillLayer(overrides: readonly ColourOverride[]): FillLayerSpecification {
  return {
    id: AREAS_FILL_LAYER,
    type: "fill",
    source: AREAS_SOURCE,
    paint: { "fill-color": fillColorExpression(overrides), "fill-opacity": 0.6 },
  };
}

/** The zip-code areas' thin grey outline. */
export const areaLineLayer: LineLayerSpecification = {
  id: AREAS_LINE_LAYER,
  type: "line",
  source: AREAS_SOURCE,
  paint: { "line-color": ZIP_OUTLINE, "line-width": 0.3, "line-opacity": 0.7 },
};

/** The outlines of the chosen level's regions. */
export const regionOutlineLayer: LineLayerSpecification = {
  id: OUTLINES_LAYER,
  type: "line",
  source: OUTLINES_SOURCE,
  paint: { "line-color": REGION_OUTLINE, "line-width": 1.2 },
};
