/**
 * The level-1 region shapes shipped with the product
 * (`db/seed/reference-data/region-shapes/level1.topo.json.gz`, written by
 * `npm run gen:region-shapes` from Natural Earth): decoding and lookup, no file access (the
 * caller reads and gunzips the file).
 */
import type { Feature, MultiPolygon, Polygon } from "geojson";
import { feature } from "topojson-client";
import type { GeometryCollection, Topology } from "topojson-specification";

/** One first-level region (län, fylke, maakunta, provincie, region, Land) of a market. */
export interface Level1Shape {
  /** Country and the level-1 code the seed keeps, e.g. `SE-AB`, `DE-BY`, `DK-17`. */
  id: string;
  country: string;
  /** Every level-1 code of the postal-code data that names this area (`AB` and `26` for Stockholm). */
  codes: string[];
  name: string;
  /** Natural Earth features it was made of (Natural Earth's ISO 3166-2 codes). */
  source: string[];
  geometry: Polygon | MultiPolygon;
}

interface ShapeProperties {
  country: string;
  codes: string[];
  name: string;
  source: string[];
}

/** Decodes the TopoJSON file (object `level1`); borders shared by two regions decode to identical coordinates. */
export function level1ShapesFromTopology(topology: Topology): Level1Shape[] {
  const object = topology.objects.level1 as GeometryCollection<ShapeProperties> | undefined;
  if (!object || object.type !== "GeometryCollection") throw new Error("region shapes: no `level1` geometry collection");
  return object.geometries.map((geometry) => {
    const decoded = feature(topology, geometry as never) as Feature;
    const properties = geometry.properties as ShapeProperties;
    if (decoded.geometry.type !== "Polygon" && decoded.geometry.type !== "MultiPolygon") {
      throw new Error(`region shapes: ${String(geometry.id)} is a ${decoded.geometry.type}`);
    }
    return {
      id: String(geometry.id),
      country: properties.country,
      codes: properties.codes,
      name: properties.name,
      source: properties.source,
      geometry: decoded.geometry,
    };
  });
}

/** Shapes by `country|code` for every code that names them (the seed's level-1 `regions.code`). */
export function level1ShapesByCode(shapes: Level1Shape[]): Map<string, Level1Shape> {
  const byCode = new Map<string, Level1Shape>();
  for (const shape of shapes) {
    for (const code of shape.codes) {
      const key = `${shape.country}|${code}`;
      if (byCode.has(key)) throw new Error(`region shapes: ${key} names two shapes`);
      byCode.set(key, shape);
    }
  }
  return byCode;
}
