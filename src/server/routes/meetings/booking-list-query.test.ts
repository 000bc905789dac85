import { describe, expect, it } from "vitest";
import { loadContract } from "../../contract.ts";
import { BOOKING_FILTERS, BOOKING_SORTS, BOOKING_STATUSES, listRequest } from "./booking-list-query.ts";

describe("listBookedVisits whitelists", () => {
  const paths = loadContract().paths;
  const list = paths["/rest/meeting/booked-visits"]!.get as Record<string, any>;
  const csv = paths["/rest/meeting/booked-visits-csv"]!.get as Record<string, any>;
  const sortEnum = (operation: Record<string, any>) =>
    [...operation.parameters.find((p: { name?: string }) => p.name === "sort").schema.enum].sort();

  it("filter by exactly the keys the contract's x-filters lists", () => {
    expect(Object.keys(BOOKING_FILTERS).sort()).toEqual(Object.keys(list["x-filters"]).sort());
    expect(list["x-filters"].status.enum).toEqual(BOOKING_STATUSES);
  });

  it("offer and accept exactly the contract's MeetingBookingStatus enum, new by default", () => {
    const schema = (loadContract() as unknown as { components: { schemas: Record<string, { enum: string[]; default: string }> } })
      .components.schemas.MeetingBookingStatus!;
    expect(BOOKING_STATUSES).toEqual(schema.enum);
    expect(schema.default).toBe(BOOKING_STATUSES[0]);
  });

  it("sort by exactly the fields of the contract's sort enum, the same as the CSV export's", () => {
    expect(Object.keys(BOOKING_SORTS).sort()).toEqual(sortEnum(list));
    expect(sortEnum(csv)).toEqual(sortEnum(list));
  });

  it("sort newest first by default, and a field without direction ascending", () => {
    expect(listRequest({})).toMatchObject({ direction: "desc", ordering: BOOKING_SORTS.createdAt });
    expect(listRequest({ sort: "lastname" })).toMatchObject({ direction: "asc", ordering: BOOKING_SORTS.lastname });
    expect(listRequest({ sort: "location", direction: "desc" })).toMatchObject({ direction: "desc", ordering: BOOKING_SORTS.location });
  });

  it("read a location filter as a number, from a number or its digits", () => {
    expect(listRequest({ filters: JSON.stringify({ location: 12 }) }).filters).toEqual({ location: 12 });
    expect(listRequest({ filters: JSON.stringify({ location: "12", status: "done", country: "SE" }) }).filters).toEqual({
      location: 12,
      status: "done",
      country: "SE",
    });
    expect(() => listRequest({ filters: JSON.stringify({ location: "12a" }) })).toThrow(/filters\.location/);
  });
});
