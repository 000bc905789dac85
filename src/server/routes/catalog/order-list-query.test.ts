import { describe, expect, it } from "vitest";
import { loadContract } from "../../contract.ts";
import {
  CATALOG_ORDER_FILTERS,
  CATALOG_ORDER_SORTS,
  FEW_MATCHES,
  FEW_MATCHES_MAX,
  listRequest,
  readsMatchesWhole,
  searchWords,
} from "./order-list-query.ts";

describe("catalog list whitelists", () => {
  const paths = loadContract().paths;
  const operations = [
    paths["/rest/catalog/catalog-orders/get-by-page"]!.get,
    paths["/rest/catalog/catalog-orders/export-result-as-csv"]!.get,
  ] as Array<Record<string, any>>;

  it.each(operations.map((op) => [op.operationId, op]))("%s filters by exactly the keys of its x-filters", (_id, operation) => {
    expect(Object.keys(CATALOG_ORDER_FILTERS).sort()).toEqual(Object.keys(operation["x-filters"]).sort());
  });

  it.each(operations.map((op) => [op.operationId, op]))("%s sorts by exactly the fields of its sort enum", (_id, operation) => {
    const sort = operation.parameters.find((p: { name?: string }) => p.name === "sort");
    expect(Object.keys(CATALOG_ORDER_SORTS).sort()).toEqual([...sort.schema.enum].sort());
  });

  it("sorts newest first by default, and a field without direction ascending", () => {
    expect(listRequest({})).toMatchObject({ direction: "desc", ordering: CATALOG_ORDER_SORTS.createdDate });
    expect(listRequest({ sort: "lastname" })).toMatchObject({ direction: "asc", ordering: CATALOG_ORDER_SORTS.lastname });
  });

  it("splits search text into at most eight words", () => {
    expect(searchWords("  anna   malmö ")).toEqual(["anna", "malmö"]);
    expect(searchWords(undefined)).toEqual([]);
    expect(searchWords("a b c d e f g h i j")).toHaveLength(8);
  });
});

describe("reading the matches of two or more filters whole", () => {
  it("reads up to FEW_MATCHES whole whatever the filters alone hold", () => {
    expect(readsMatchesWhole(0, [])).toBe(true);
    expect(readsMatchesWhole(FEW_MATCHES, [FEW_MATCHES])).toBe(true);
  });

  it("reads more whole, up to FEW_MATCHES_MAX, when they are a tenth or less of every filter alone", () => {
    // Status new + Denmark on ten million requests: 12,801 of new's 146,000 and Denmark's 900,000.
    expect(readsMatchesWhole(12_801, [146_000, 900_000])).toBe(true);
    expect(readsMatchesWhole(12_801, [120_000, 900_000])).toBe(false);
    expect(readsMatchesWhole(FEW_MATCHES_MAX, [10 * FEW_MATCHES_MAX])).toBe(true);
    expect(readsMatchesWhole(FEW_MATCHES_MAX + 1, [100 * FEW_MATCHES_MAX])).toBe(false);
  });

  it("walks the sort's index past FEW_MATCHES when no filter alone is counted", () => {
    expect(readsMatchesWhole(FEW_MATCHES + 1, [])).toBe(false);
  });
});
