import { describe, expect, it } from "vitest";
import { loadContract } from "../../contract.ts";
import { SUBSCRIPTION_FILTERS, SUBSCRIPTION_SORTS, subscriptionRequest } from "./subscription-list.ts";

describe("newsletter subscription list whitelists", () => {
  const paths = loadContract().paths;
  const page = paths["/rest/newsletter/subscriptions/get-page"]!.get as Record<string, any>;
  const csv = paths["/rest/newsletter/subscriptions/export-list-to-csv"]!.get as Record<string, any>;
  const sortEnum = (operation: Record<string, any>) =>
    [...operation.parameters.find((p: { name?: string }) => p.name === "sort").schema.enum].sort();

  it("filter by exactly the keys the contract's x-filters lists, the export's the same", () => {
    expect(Object.keys(SUBSCRIPTION_FILTERS).sort()).toEqual(Object.keys(page["x-filters"]).sort());
    expect(csv["x-filters"]).toEqual(page["x-filters"]);
  });

  it("sort by exactly the contract's sort enum, the same for the export", () => {
    expect(Object.keys(SUBSCRIPTION_SORTS).sort()).toEqual(sortEnum(page));
    expect(sortEnum(csv)).toEqual(sortEnum(page));
  });

  it("sort newest first by default, another field ascending, every sort ending with the id", () => {
    expect(subscriptionRequest({})).toEqual({ filters: {}, columns: ["s.created_at", "s.id"], direction: "desc" });
    expect(subscriptionRequest({ sort: "email" })).toMatchObject({ direction: "asc", columns: ["s.email", "s.id"] });
    for (const columns of Object.values(SUBSCRIPTION_SORTS)) expect(columns.at(-1)).toBe("s.id");
  });

  it("read the filters trimmed, empty as none, and refuse others naming them", () => {
    expect(subscriptionRequest({ filters: JSON.stringify({ search: "  anna ", newsletterCode: "" }) }).filters).toEqual({ search: "anna" });
    expect(() => subscriptionRequest({ filters: JSON.stringify({ newsletterCode: 3 }) })).toThrow(/filters\.newsletterCode/);
    expect(() => subscriptionRequest({ filters: JSON.stringify({ newsletter: "general" }) })).toThrow(/filters\.newsletter/);
    expect(() => subscriptionRequest({ sort: "id" })).toThrow(/sort/);
  });
});
