/** A point to draw on the map: a store, a zip code. */
export interface MapPoint<T = unknown> {
  longitude: number;
  latitude: number;
  item: T;
}

/** A latitude and longitude as a record may carry them (null, missing, or a number stored as text). */
export interface MaybeCoordinates {
  latitude?: number | string | null;
  longitude?: number | string | null;
}

function coordinate(value: number | string | null | undefined, limit: number): number | null {
  if (value === null || value === undefined || value === "") return null;
  const number = typeof value === "number" ? value : Number(value);
  return Number.isFinite(number) && Math.abs(number) <= limit ? number : null;
}

/**
 * The position of a record, or null when it has none that can be drawn: missing, not a number,
 * out of range, or 0,0 (the null island of a geocoder that found nothing).
 */
export function positionOf(coordinates: MaybeCoordinates | null | undefined): { longitude: number; latitude: number } | null {
  if (!coordinates) return null;
  const latitude = coordinate(coordinates.latitude, 90);
  const longitude = coordinate(coordinates.longitude, 180);
  if (latitude === null || longitude === null) return null;
  if (latitude === 0 && longitude === 0) return null;
  return { longitude, latitude };
}

/**
 * The markers of the items that have a position, skipping malformed coordinates. `fallback`
 * gives a second place to look (e.g. the zip code's own latitude/longitude when the address has
 * none or a malformed one).
 */
export function markersOf<T>(
  items: readonly T[],
  coordinatesOf: (item: T) => MaybeCoordinates | null | undefined,
  fallback?: (item: T) => MaybeCoordinates | null | undefined,
): MapPoint<T>[] {
  const points: MapPoint<T>[] = [];
  for (const item of items) {
    const position = positionOf(coordinatesOf(item)) ?? (fallback ? positionOf(fallback(item)) : null);
    if (position) points.push({ ...position, item });
  }
  return points;
}
