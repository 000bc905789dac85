import { describe, expect, it } from "vitest";
import { loadContract } from "../../contract.ts";
import { CATALOG_ORDER_FILTERS, CATALOG_ORDER_SORTS, listRequest, searchWords } from "./order-list-query.ts";

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
