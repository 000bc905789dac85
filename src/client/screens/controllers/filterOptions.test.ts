import { describe, expect, it } from "vitest";
import { filterableOptions } from "./filterOptions.ts";

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
