import { describe, expect, it } from "vitest";
import { AREAS_FILL_LAYER, AREAS_SOURCE, NO_HANDLER_FILL, areaFillLayer, fillColorExpression } from "./areaStyle.ts";
import { handlerColor } from "./handlerPalette.ts";

const own = ["case", ["==", ["get", "color"], ""], NO_HANDLER_FILL, ["get", "color"]];

describe("fillColorExpression", () => {
  it("paints each area its own colour, none where it has no handler", () => {
    expect(fillColorExpression([])).toEqual(own);
  });

  it("paints the regions of clicks being saved in their new colour", () => {
    expect(
      fillColorExpression([
        { region: 11, handler: 7 },
        { region: 12, handler: 9 },
      ]),
    ).toEqual(["match", ["get", "region"], 11, handlerColor(7), 12, handlerColor(9), own]);
  });

  it("names a region once, in its latest click's colour", () => {
    expect(
      fillColorExpression([
        { region: 11, handler: 7 },
        { region: 11, handler: 9 },
      ]),
    ).toEqual(["match", ["get", "region"], 11, handlerColor(9), own]);
  });
});

describe("areaFillLayer", () => {
  it("is the clickable fill layer over the areas' source", () => {
    const layer = areaFillLayer([{ region: 3, handler: 1 }]);
    expect(layer.id).toBe(AREAS_FILL_LAYER);
    expect(layer.source).toBe(AREAS_SOURCE);
    expect(layer.paint?.["fill-color"]).toEqual(["match", ["get", "region"], 3, handlerColor(1), own]);
  });
});
