import { describe, expect, it } from "vitest";
import { loadContract } from "../../contract.ts";
import { LOCATION_FILTERS, LOCATION_SORT_COLUMNS } from "./location-query.ts";

describe("getLocationsPage whitelists", () => {
  const page = loadContract().paths["/rest/company/locations/get-by-page"]!.get as Record<string, any>;
  const csv = loadContract().paths["/rest/company/locations/export-result-as-csv"]!.get as Record<string, any>;
  const sortEnum = (operation: Record<string, any>) =>
    [...operation.parameters.find((p: { name?: string }) => p.name === "sort").schema.enum].sort();

  it("filter by exactly the keys the contract's x-filters lists", () => {
    expect(Object.keys(LOCATION_FILTERS).sort()).toEqual(Object.keys(page["x-filters"]).sort());
  });
  it("sort by exactly the fields of the contract's sort enum, the same for the page and the CSV export", () => {
    expect(Object.keys(LOCATION_SORT_COLUMNS).sort()).toEqual(sortEnum(page));
    expect(sortEnum(csv)).toEqual(sortEnum(page));
  });
});
