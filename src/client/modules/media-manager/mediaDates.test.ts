import { describe, expect, it } from "vitest";
import { fromLocalInput, toLocalInput } from "./mediaDates.ts";

describe("the published date field", () => {
  it("shows an instant in local time to the second and reads it back as the same instant", () => {
    const iso = "2026-03-29T01:30:15.000Z";
    const local = toLocalInput(iso);
    expect(local).toMatch(/^\d{4}-\d\d-\d\dT\d\d:\d\d:\d\d$/);
    expect(fromLocalInput(local)).toBe(iso);
  });

  it("shows nothing for no date or a bad one, and reads an empty field as no date", () => {
    expect(toLocalInput(null)).toBe("");
    expect(toLocalInput("not a date")).toBe("");
    expect(fromLocalInput("")).toBeNull();
    expect(fromLocalInput("2026-13-45T99:00")).toBeNull();
  });
});
