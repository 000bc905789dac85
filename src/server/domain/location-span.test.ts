import { describe, expect, it } from "vitest";
import { locationSpan, type LocationCount } from "./location-span.ts";

// Locations 1 (3 bookings: 2 new, 1 done), 2 (1 done), 3 (4 new), then deleted ones (2 new).
interface Row extends LocationCount {
  status: string;
  country: string;
}
const row = (locationId: number | null, status: string, n: number): Row => ({
  status,
  locationId,
  country: locationId === 3 ? "DK" : "SE",
  n,
});
const COUNTS = [row(1, "new", 2), row(1, "done", 1), row(2, "done", 1), row(3, "new", 4), row(null, "new", 2)];

describe("locationSpan", () => {
  it("finds the locations whose bookings cover the page, ascending", () => {
    expect(locationSpan(COUNTS, "asc", 0, 3)).toEqual({ locationIds: [1], skipped: 0 });
    expect(locationSpan(COUNTS, "asc", 0, 4)).toEqual({ locationIds: [1, 2], skipped: 0 });
    expect(locationSpan(COUNTS, "asc", 2, 3)).toEqual({ locationIds: [1, 2, 3], skipped: 0 });
    expect(locationSpan(COUNTS, "asc", 3, 1)).toEqual({ locationIds: [2], skipped: 3 });
    expect(locationSpan(COUNTS, "asc", 7, 100)).toEqual({ locationIds: [3, null], skipped: 4 });
  });

  it("walks from the other end descending, deleted locations first", () => {
    expect(locationSpan(COUNTS, "desc", 0, 2)).toEqual({ locationIds: [null], skipped: 0 });
    expect(locationSpan(COUNTS, "desc", 1, 2)).toEqual({ locationIds: [null, 3], skipped: 0 });
    expect(locationSpan(COUNTS, "desc", 6, 5)).toEqual({ locationIds: [2, 1], skipped: 6 });
  });

  it("counts the rows it is given (the caller's filtered ones), summed per location", () => {
    const where = (keep: (r: Row) => boolean) => COUNTS.filter(keep);
    expect(
      locationSpan(
        where((r) => r.status === "done"),
        "asc",
        1,
        10,
      ),
    ).toEqual({ locationIds: [2], skipped: 1 });
    expect(
      locationSpan(
        where((r) => r.country === "DK"),
        "asc",
        0,
        10,
      ),
    ).toEqual({ locationIds: [3], skipped: 0 });
    expect(
      locationSpan(
        where((r) => r.locationId === 2 && r.status === "new"),
        "asc",
        0,
        10,
      ),
    ).toEqual({ locationIds: [], skipped: 0 });
  });

  it("skips locations without bookings", () => {
    expect(locationSpan([row(1, "new", 0), row(2, "new", 1)], "asc", 0, 1)).toEqual({ locationIds: [2], skipped: 0 });
  });

  it("answers no location for a page past the end", () => {
    expect(locationSpan(COUNTS, "asc", 10, 5)).toEqual({ locationIds: [], skipped: 10 });
    expect(locationSpan([], "desc", 0, 100)).toEqual({ locationIds: [], skipped: 0 });
  });
});
