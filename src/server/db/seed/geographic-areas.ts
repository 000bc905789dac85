import { insideRing } from "../../domain/point-in-ring.ts";
import { bulkInsert } from "./batch.ts";
import type { SeedContext } from "./context.ts";

/** A polygon ring as [longitude, latitude] pairs (WKT order), not closed. */
type Ring = [number, number][];

const rectangle = (minLat: number, maxLat: number, minLng: number, maxLng: number): Ring => [
  [minLng, minLat],
  [maxLng, minLat],
  [maxLng, maxLat],
  [minLng, maxLat],
];

const AREAS: readonly { name: string; polygons: Ring[] }[] = [
  { name: "Stockholm inner city", polygons: [rectangle(59.3, 59.36, 17.98, 18.12)] },
  { name: "Greater Gothenburg", polygons: [rectangle(57.62, 57.78, 11.85, 12.1)] },
  {
    name: "Randstad",
    polygons: [
      [
        [4.2, 52.0],
        [4.55, 52.45],
        [5.2, 52.45],
        [5.25, 52.0],
        [4.6, 51.85],
      ],
    ],
  },
  { name: "Oslo region", polygons: [rectangle(59.85, 60.0, 10.6, 10.95)] },
  { name: "Copenhagen and Malmö", polygons: [rectangle(55.6, 55.75, 12.45, 12.65), rectangle(55.55, 55.63, 12.95, 13.05)] },
  { name: "Helsinki capital region", polygons: [rectangle(60.13, 60.32, 24.6, 25.2)] },
  { name: "Berlin", polygons: [rectangle(52.38, 52.62, 13.1, 13.7)] },
  { name: "Munich", polygons: [rectangle(48.06, 48.25, 11.4, 11.75)] },
];

export interface AreaInfo {
  id: number;
  name: string;
  polygons: Ring[];
}

export async function seedGeographicAreas(ctx: SeedContext): Promise<AreaInfo[]> {
  const rows = AREAS.map((area) => {
    const points = area.polygons.flat();
    return {
      name: area.name,
      wkt_shape: toMultiPolygonWkt(area.polygons),
      min_lat: Math.min(...points.map((p) => p[1])),
      max_lat: Math.max(...points.map((p) => p[1])),
      min_lng: Math.min(...points.map((p) => p[0])),
      max_lng: Math.max(...points.map((p) => p[0])),
      created_at: new Date(ctx.referenceDate.getTime() - 400 * 86_400_000),
      updated_at: new Date(ctx.referenceDate.getTime() - 400 * 86_400_000),
    };
  });
  const ids = await bulkInsert(
    ctx.db,
    "geographic_areas",
    {
      name: "text",
      wkt_shape: "text",
      min_lat: "float8",
      max_lat: "float8",
      min_lng: "float8",
      max_lng: "float8",
      created_at: "timestamptz",
      updated_at: "timestamptz",
    },
    rows,
    { returning: true },
  );
  return AREAS.map((a, i) => ({ id: ids[i]!, name: a.name, polygons: a.polygons }));
}

export function toMultiPolygonWkt(polygons: Ring[]): string {
  const ring = (r: Ring) => [...r, r[0]!].map(([lng, lat]) => `${lng} ${lat}`).join(", ");
  return `MULTIPOLYGON(${polygons.map((p) => `((${ring(p)}))`).join(", ")})`;
}

/** The area a point lies in, if any (the same rule as the location list's shape filter). */
export function areaContaining(areas: readonly AreaInfo[], latitude: number, longitude: number): AreaInfo | undefined {
  return areas.find((a) => a.polygons.some((ring) => insideRing(ring, longitude, latitude)));
}
