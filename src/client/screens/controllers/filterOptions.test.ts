import { describe, expect, it } from "vitest";
import { filterableOptions, selectOptions } from "./filterOptions.ts";

const t = (key: string) => `<${key}>`;

describe("filterable select options", () => {
  const status = [
    { property: "delivered", name: "Delivered", count: 4 },
    { property: "mystery", name: "Mystery", count: 1 },
    { property: "new", name: "New", count: 2 },
    { property: null, count: 9 },
  ];

  it("shows the server's name (or the value) with the count, in the server's order", () => {
    expect(filterableOptions(status, undefined, t, "en")).toEqual([
      { value: "delivered", label: "Delivered (4)" },
      { value: "mystery", label: "Mystery (1)" },
      { value: "new", label: "New (2)" },
    ]);
    expect(filterableOptions([{ property: "x", count: 0 }], undefined, t, "en")).toEqual([{ value: "x", label: "x (0)" }]);
  });

  it("translates labelled values and orders them as the labels are, unlabelled ones last", () => {
    const labels = { new: "s.new", delivered: "s.delivered" };
    expect(filterableOptions(status, labels, t, "en").map((o) => o.label)).toEqual(["<s.new> (2)", "<s.delivered> (4)", "Mystery (1)"]);
  });

  it("names ISO country codes in the UI language, sorted by that name", () => {
    const countries = [
      { property: "SE", name: "Sweden", count: 2 },
      { property: "DE", name: "Germany", count: 1 },
      { property: "XK", count: 1 },
    ];
    expect(filterableOptions(countries, "country", t, "en").map((o) => o.label)).toEqual(["Germany (1)", "Kosovo (1)", "Sweden (2)"]);
    expect(filterableOptions(countries, "country", t, "sv-SE").map((o) => o.label)).toEqual(["Kosovo (1)", "Sverige (2)", "Tyskland (1)"]);
  });
});

describe("select options from any source of the YAML", () => {
  const sources = {
    filterable: {
      status: [
        { property: "new", count: 3 },
        { property: "done", count: 1 },
      ],
      newsletterCodes: [{ property: "general", count: 120 }],
    },
    preloaded: {
      listNewsletters: [
        { id: 1, code: "care" },
        { id: 2, code: "general" },
        { id: 3, code: null },
      ],
    },
  };
  const newsletters = {
    source: "operation" as const,
    operation: { operationId: "listNewsletters" as const, method: "get" as const, path: "/rest/newsletter/newsletters", pathParams: [] },
    value: "code",
    label: "code",
    failedKey: "k",
  };

  it("reads an operation's rows in their order, with the list's count of each (0 when it counts none)", () => {
    expect(selectOptions({ ...newsletters, counts: "newsletterCodes" }, sources, t, "en")).toEqual([
      { value: "care", label: "care (0)" },
      { value: "general", label: "general (120)" },
    ]);
    expect(selectOptions(newsletters, sources, t, "en")).toEqual([
      { value: "care", label: "care" },
      { value: "general", label: "general" },
    ]);
  });

  it("labels an operation's values by label keys, in the keys' order", () => {
    expect(selectOptions({ ...newsletters, labels: { general: "n.general", care: "n.care" } }, sources, t, "en")).toEqual([
      { value: "general", label: "<n.general>" },
      { value: "care", label: "<n.care>" },
    ]);
  });

  it("has no options before the operation answered", () => {
    expect(selectOptions(newsletters, { ...sources, preloaded: {} }, t, "en")).toEqual([]);
  });

  it("leaves the counts out for a cell, and reads filterable and static sources as the filters do", () => {
    const status = { source: "filterable" as const, property: "status", labels: { new: "s.new", done: "s.done" } };
    expect(selectOptions(status, sources, t, "en", false)).toEqual([
      { value: "new", label: "<s.new>" },
      { value: "done", label: "<s.done>" },
    ]);
    expect(selectOptions(status, sources, t, "en")).toEqual([
      { value: "new", label: "<s.new> (3)" },
      { value: "done", label: "<s.done> (1)" },
    ]);
    expect(selectOptions({ source: "static", values: [{ value: true, labelKey: "y" }] }, sources, t, "en")).toEqual([
      { value: "true", label: "<y>" },
    ]);
    expect(selectOptions(undefined, sources, t, "en")).toEqual([]);
  });
});
