/** The highest zoom a fit may reach: one store alone is shown with its town around it. */
export const FIT_MAX_ZOOM = 11;

/** [[west, south], [east, north]] in degrees. */
export type Bounds = [[number, number], [number, number]];

/** The box around the points, or null when there are none. */
export function boundsOf(points: readonly { longitude: number; latitude: number }[]): Bounds | null {
  if (points.length === 0) return null;
  let west = Infinity;
  let south = Infinity;
  let east = -Infinity;
  let north = -Infinity;
  for (const { longitude, latitude } of points) {
    west = Math.min(west, longitude);
    east = Math.max(east, longitude);
    south = Math.min(south, latitude);
    north = Math.max(north, latitude);
  }
  return [
    [west, south],
    [east, north],
  ];
}

/**
 * The options of a fit (maplibre's fitBounds): padding, no animation, and the zoom capped at
 * FIT_MAX_ZOOM (a single point, or points a street apart, would otherwise zoom to the maximum).
 */
export function fitOptions(padding = 40, maxZoom = FIT_MAX_ZOOM): { padding: number; maxZoom: number; duration: number } {
  return { padding, maxZoom: Math.min(maxZoom, FIT_MAX_ZOOM), duration: 0 };
}

/** The bounds of a fit made safe: a zero-size box (one point) is widened a little, so maplibre can fit it. */
export function fittableBounds(bounds: Bounds): Bounds {
  const [[west, south], [east, north]] = bounds;
  const pad = 0.0005;
  return [
    [west === east ? west - pad : west, south === north ? south - pad : south],
    [west === east ? east + pad : east, south === north ? north + pad : north],
  ];
}
