import type { Feature, FeatureCollection, MultiLineString, Position } from "geojson";
import { regionAt } from "./areaFeatures.ts";
import type { AreaCollection, MapLevel } from "./mapDialogTypes.ts";

const key = ([longitude, latitude]: Position) => `${longitude!.toFixed(6)},${latitude!.toFixed(6)}`;

function ringsOf(geometry: AreaCollection["features"][number]["geometry"]): Position[][] {
  if (!geometry) return [];
  if (geometry.type === "Polygon") return geometry.coordinates as Position[][];
  if (geometry.type === "MultiPolygon") return (geometry.coordinates as Position[][][]).flat();
  return [];
}

/**
 * The outlines of the level's regions, made from their zip-code areas: the zip-code areas tile
 * a country (Voronoi cells sharing their borders vertex for vertex), so an edge drawn once within
 * a region is on its outline and an edge drawn twice lies between two of its own zip codes. One
 * MultiLineString per region; linear in the number of vertices, no polygon union needed.
 */
export function regionOutlines(
  collection: AreaCollection | undefined,
  level: MapLevel,
): FeatureCollection<MultiLineString, { region: number }> {
  const edges = new Map<string, { region: number; from: Position; to: Position; count: number }>();
  for (const feature of collection?.features ?? []) {
    const region = regionAt(feature, level);
    if (region === null) continue;
    for (const ring of ringsOf(feature.geometry)) {
      for (let i = 0; i + 1 < ring.length; i++) {
        const from = ring[i]!;
        const to = ring[i + 1]!;
        const a = key(from);
        const b = key(to);
        if (a === b) continue;
        const edge = `${region}|${a < b ? `${a}|${b}` : `${b}|${a}`}`;
        const known = edges.get(edge);
        if (known) known.count++;
        else edges.set(edge, { region, from, to, count: 1 });
      }
    }
  }
  const byRegion = new Map<number, Position[][]>();
  for (const { region, from, to, count } of edges.values()) {
    if (count !== 1) continue;
    let lines = byRegion.get(region);
    if (!lines) byRegion.set(region, (lines = []));
    lines.push([from, to]);
  }
  const features: Feature<MultiLineString, { region: number }>[] = [...byRegion].map(([region, lines]) => ({
    type: "Feature",
    properties: { region },
    geometry: { type: "MultiLineString", coordinates: lines },
  }));
  return { type: "FeatureCollection", features };
}
