import fs from "node:fs";
import path from "node:path";
import zlib from "node:zlib";
import { fileURLToPath } from "node:url";
import polygonClipping from "polygon-clipping";
import type { MultiPolygon as ClipMultiPolygon } from "polygon-clipping";
import { describe, expect, it } from "vitest";
import { level1ShapesByCode, level1ShapesFromTopology } from "./region-shapes.ts";

const file = path.join(path.dirname(fileURLToPath(import.meta.url)), "../db/seed/reference-data/region-shapes/level1.topo.json.gz");
const shapes = level1ShapesFromTopology(JSON.parse(zlib.gunzipSync(fs.readFileSync(file)).toString("utf8")));
const coords = (g: (typeof shapes)[number]["geometry"]) => (g.type === "Polygon" ? [g.coordinates] : g.coordinates) as ClipMultiPolygon;

describe("level-1 region shapes (committed file)", () => {
  it("is small and has every market's regions", () => {
    expect(fs.statSync(file).size).toBeLessThan(600_000);
    const perCountry = Object.fromEntries(
      ["SE", "NL", "NO", "DK", "FI", "DE"].map((c) => [c, shapes.filter((s) => s.country === c).length]),
    );
    expect(perCountry).toEqual({ SE: 21, NL: 12, NO: 15, DK: 5, FI: 18, DE: 16 });
  });

  it("finds a shape by every code the postal data uses", () => {
    const byCode = level1ShapesByCode(shapes);
    expect(byCode.get("SE|AB")!.id).toBe("SE-AB");
    expect(byCode.get("SE|26")!.id).toBe("SE-AB");
    expect(byCode.get("DE|02")!.id).toBe("DE-BY");
    expect(byCode.get("DK|84")!.id).toBe("DK-17");
    expect(byCode.get("NO|46")!.source).toEqual(["NO-12", "NO-14"]);
  });

  it("tiles each country: neighbours share borders and never overlap", () => {
    for (const country of ["DK", "NL"]) {
      const mine = shapes.filter((s) => s.country === country);
      for (let i = 0; i < mine.length; i++) {
        for (let j = i + 1; j < mine.length; j++) {
          const overlap = polygonClipping.intersection(coords(mine[i]!.geometry), coords(mine[j]!.geometry));
          expect(overlap, `${mine[i]!.id} × ${mine[j]!.id}`).toEqual([]);
        }
      }
    }
  });
});
