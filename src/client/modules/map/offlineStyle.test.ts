import { describe, expect, it } from "vitest";
import { MAP_ATTRIBUTION, offlineStyle } from "./offlineStyle.ts";

describe("the offline basemap", () => {
  const style = offlineStyle({ type: "FeatureCollection", features: [] });

  it("fetches nothing: no glyphs, no sprite, no source by URL", () => {
    expect(style).not.toHaveProperty("glyphs");
    expect(style).not.toHaveProperty("sprite");
    for (const source of Object.values(style.sources)) {
      expect(source).not.toHaveProperty("url");
      expect(source).not.toHaveProperty("tiles");
      expect(typeof (source as { data: unknown }).data).toBe("object");
    }
    expect(style.layers.some((layer) => layer.type === "symbol")).toBe(false);
  });

  it("credits Natural Earth and GeoNames", () => {
    expect(MAP_ATTRIBUTION).toContain("GeoNames");
    expect(MAP_ATTRIBUTION).toContain("Natural Earth");
    expect(JSON.stringify(style.sources)).toContain("GeoNames");
  });
});
