/** Bookings of one location (null: of deleted locations) that match the list's filters. */
export interface LocationCount {
  locationId: number | null;
  n: number;
}

/** The locations a page of the location sort draws from; null stands for deleted locations. */
export interface LocationSpan {
  locationIds: Array<number | null>;
  /** Matching bookings of the locations sorted before the first of them. */
  skipped: number;
}

/**
 * Under the location sort a page holds the bookings of a few neighbouring locations, and no
 * index spans both tables, so sorting in SQL would sort every booking for each page. The counts
 * of the matching bookings (in the sort's order of locations, ascending, as loadCounts answers
 * them; filtered by the caller) tell which locations cover rows offset..offset+limit; the page query then sorts only their bookings, read through the
 * location index. An empty list means the page is past the end.
 */
export function locationSpan(counts: readonly LocationCount[], direction: "asc" | "desc", offset: number, limit: number): LocationSpan {
  // Rows of one location are adjacent, so insertion order is the locations' ascending order.
  const perLocation = new Map<number | null, number>();
  for (const row of counts) {
    if (row.n > 0) perLocation.set(row.locationId, (perLocation.get(row.locationId) ?? 0) + row.n);
  }
  const ordered = [...perLocation];
  if (direction === "desc") ordered.reverse();

  const locationIds: Array<number | null> = [];
  let skipped = 0;
  let before = 0;
  for (const [locationId, n] of ordered) {
    if (before + n <= offset) {
      skipped += n;
    } else {
      locationIds.push(locationId);
      if (before + n >= offset + limit) break;
    }
    before += n;
  }
  return { locationIds, skipped };
}
