/**
 * Point-in-polygon by ray casting (even-odd rule), shared by the shape filter of the location
 * list (wkt-shape.ts) and the demo data that puts seeded stores into geographic areas.
 * Coordinates are [longitude, latitude] as in WKT; the ring may be closed (first point repeated
 * last) or open, and wound either way.
 *
 * A point exactly on an edge is decided by the half-open rule of the crossing test: it counts
 * as inside on the edges where the ray (towards +longitude) starts inside, i.e. a bottom or left
 * edge, and outside on a top or right edge. That way two shapes sharing an edge never both claim
 * a point on it.
 */
export type Ring = readonly (readonly [number, number])[];

export function insideRing(ring: Ring, longitude: number, latitude: number): boolean {
  let inside = false;
  for (let i = 0, j = ring.length - 1; i < ring.length; j = i++) {
    const [xi, yi] = ring[i]!;
    const [xj, yj] = ring[j]!;
    // The edge straddles the horizontal line through the point, and crosses it to the point's right.
    if (yi > latitude !== yj > latitude && longitude < ((xj - xi) * (latitude - yi)) / (yj - yi) + xi) inside = !inside;
  }
  return inside;
}
