import { describe, expect, it } from "vitest";
import { formatCell, valueAt } from "./formatCell.ts";

const t = (key: string) => `<${key}>`;

describe("formatCell", () => {
  it("shows dates as YYYY-MM-DD in Stockholm time", () => {
    expect(formatCell("2026-03-01T23:30:00Z", { format: "date" }, t)).toBe("2026-03-02");
    expect(formatCell("2026-03-01", { format: "date" }, t)).toBe("2026-03-01");
  });

  it("adds HH:mm to date-times unless the time is 23:59", () => {
    expect(formatCell("2026-06-10T07:05:00Z", { format: "datetime" }, t)).toBe("2026-06-10 09:05");
    expect(formatCell("2026-06-10T21:59:00Z", { format: "datetime" }, t)).toBe("2026-06-10");
  });

  it("translates booleans and enum values, formats numbers, and leaves empties empty", () => {
    expect(formatCell(true, { format: "boolean" }, t)).toBe("<screens.values.yes>");
    expect(formatCell(false, { format: "boolean" }, t)).toBe("<screens.values.no>");
    expect(formatCell("failed", { format: "enum", enumLabels: { failed: "catalog.status.failed" } }, t)).toBe("<catalog.status.failed>");
    expect(formatCell("other", { format: "enum", enumLabels: {} }, t)).toBe("other");
    expect(formatCell(12345.5, { format: "number" }, t, "en-GB")).toBe("12,345.5");
    expect(formatCell(null, { format: "boolean" }, t)).toBe("");
    expect(formatCell(undefined, { format: "text" }, t)).toBe("");
  });

  it("labels each value of a list of enum values", () => {
    expect(
      formatCell(["vase", "sleepmask", "other"], { format: "enum", enumLabels: { vase: "p.vase", sleepmask: "p.sleepmask" } }, t),
    ).toBe("<p.vase>, <p.sleepmask>, other");
    expect(formatCell([], { format: "enum", enumLabels: {} }, t)).toBe("");
  });

  it("names a country code in the UI language, the code itself when unknown", () => {
    expect(formatCell("SE", { format: "country" }, t, "en-GB")).toBe("Sweden");
    expect(formatCell("SE", { format: "country" }, t, "sv-SE")).toBe("Sverige");
    expect(formatCell("XK", { format: "country" }, t, "en-GB")).toBe("Kosovo");
    expect(formatCell("Q1", { format: "country" }, t, "en-GB")).toBe("Q1");
  });

  it("leaves a custom column's object empty without the extension that draws it", () => {
    expect(formatCell({ code: "new" }, { format: "custom" }, t)).toBe("");
    expect(formatCell("plain", { format: "custom" }, t)).toBe("plain");
  });

  it("reads nested fields by dotted path", () => {
    expect(valueAt({ frontpage: { title: "Start" } }, "frontpage.title")).toBe("Start");
    expect(valueAt({ frontpage: null }, "frontpage.title")).toBeUndefined();
  });
});
