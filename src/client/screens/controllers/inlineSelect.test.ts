import { describe, expect, it } from "vitest";
import { cellOptions, inlineSelectBody } from "./inlineSelect.ts";
import { operationOptionSources } from "./usePreloadedOptions.ts";

describe("an inline select's update body", () => {
  it("carries the chosen value and the fields copied from the row, dotted paths included", () => {
    const row = { id: 7, status: "new", location: { id: 3 } };
    expect(inlineSelectBody({ field: "status", body: { bookingId: "id" } }, row, "done")).toEqual({ bookingId: 7, status: "done" });
    expect(inlineSelectBody({ field: "status", body: { bookingId: "id", locationId: "location.id" } }, row, "canceled")).toEqual({
      bookingId: 7,
      locationId: 3,
      status: "canceled",
    });
  });
});

describe("an inline select's options", () => {
  const options = [
    { value: "new", label: "New" },
    { value: "done", label: "Done" },
  ];

  it("are the source's when they hold the row's value", () => {
    expect(cellOptions(options, "done", "Done")).toEqual(options);
  });

  it("put the row's own value first when the source lacks it (still loading, or no longer offered)", () => {
    expect(cellOptions([], "canceled", "Canceled")).toEqual([{ value: "canceled", label: "Canceled" }]);
    expect(cellOptions(options, "canceled", "Canceled")).toEqual([{ value: "canceled", label: "Canceled" }, ...options]);
    expect(cellOptions(options, "", "")).toEqual(options);
  });
});

describe("the option lists a screen reads when it opens", () => {
  const newsletters = {
    source: "operation" as const,
    operation: { operationId: "listNewsletters" as const, method: "get" as const, path: "/rest/newsletter/newsletters", pathParams: [] },
    value: "code",
    label: "code",
    failedKey: "k",
  };
  const column = (options: unknown) => ({
    field: "f",
    labelKey: "k",
    sortable: false,
    format: "text" as const,
    inlineSelect: { options } as never,
  });

  it("are its filters' and inline selects' operation sources, one per operation", () => {
    const config = {
      filters: [
        { key: "a", labelKey: "k", widget: "select" as const, options: newsletters },
        { key: "b", labelKey: "k", widget: "select" as const, options: { source: "filterable" as const, property: "b" } },
        { key: "c", labelKey: "k", widget: "text" as const },
      ],
      columns: [column(newsletters), { field: "g", labelKey: "k", sortable: false, format: "text" as const }],
    };
    expect(operationOptionSources(config)).toEqual([newsletters]);
    expect(operationOptionSources({ filters: [], columns: [] })).toEqual([]);
  });
});
