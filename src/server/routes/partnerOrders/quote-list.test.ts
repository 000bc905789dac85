import { describe, expect, it } from "vitest";
import { loadContract } from "../../contract.ts";
import { QUOTE_FILTERS, QUOTE_SORT_KEYS, quoteCursorBinding, quoteRequest } from "./quote-list.ts";

describe("listQuotesByStatus whitelists", () => {
  const operation = loadContract().paths["/partner-order/quote/table/{status}"]!.get as Record<string, any>;

  it("filter by exactly the keys the contract's x-filters lists, and sort by exactly its sort enum", () => {
    expect(Object.keys(QUOTE_FILTERS).sort()).toEqual(Object.keys(operation["x-filters"]).sort());
    const sort = operation.parameters.find((p: { name?: string }) => p.name === "sort");
    expect(Object.keys(QUOTE_SORT_KEYS).sort()).toEqual([...sort.schema.enum].sort());
  });

  it("sorts newest first by default and ends every key with the id", () => {
    expect(quoteRequest("new", {})).toMatchObject({ field: "createdTime", direction: "desc" });
    for (const keys of Object.values(QUOTE_SORT_KEYS)) expect(keys.at(-1)!.column).toBe("q.id");
  });

  it("refuses unknown filters, sorts and malformed values, naming them", () => {
    expect(() => quoteRequest("new", { filters: JSON.stringify({ status: "new" }) })).toThrow(/status/);
    expect(() => quoteRequest("new", { filters: JSON.stringify({ customerCountry: "se" }) })).toThrow(/customerCountry/);
    expect(() => quoteRequest("new", { sort: "total" })).toThrow(/sort/);
  });

  it("binds a cursor to the status, the filters, the sort and the direction", () => {
    const binding = (status: "new" | "waiting", query: Record<string, string>) => quoteCursorBinding(quoteRequest(status, query));
    const base = binding("new", {});
    expect(binding("new", {})).toBe(base);
    expect(binding("waiting", {})).not.toBe(base);
    expect(binding("new", { direction: "asc" })).not.toBe(base);
    expect(binding("new", { sort: "id" })).not.toBe(base);
    expect(binding("new", { filters: JSON.stringify({ customerCountry: "SE" }) })).not.toBe(base);
  });
});
