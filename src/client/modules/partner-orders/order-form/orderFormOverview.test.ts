import { describe, expect, it } from "vitest";
import { OVERVIEW, propertyAt } from "../partnerOrderFixtures.ts";
import { canDeleteOverride, isNewFor, overviewRows, templatesOf } from "./orderFormOverview.ts";

describe("the order form overview", () => {
  it("puts the templates beside the default, without 'default' itself", () => {
    expect(templatesOf(OVERVIEW).map((t) => t.code)).toEqual(["hotel", "export"]);
  });

  it("marks per property the templates that override it (their differences)", () => {
    expect(overviewRows(OVERVIEW).map((row) => [row.property.code, row.differs])).toEqual([
      ["width", [false, false]],
      ["firmness", [true, false]],
    ]);
  });

  it("counts a property new for a template while it is not among its differences, never for the default", () => {
    const hotel = OVERVIEW.templates[1]!;
    expect(isNewFor(hotel, "width")).toBe(true);
    expect(isNewFor(hotel, "firmness")).toBe(false);
    expect(isNewFor({ code: "default", differences: [] }, "width")).toBe(false);
  });

  it("lets only a template's saved override be deleted", () => {
    expect(canDeleteOverride(propertyAt("hotel", "firmness")!, { templateCode: "hotel", propertyCode: "firmness" })).toBe(true);
    expect(canDeleteOverride(propertyAt("hotel", "width")!, { templateCode: "hotel", propertyCode: "width" })).toBe(false);
    expect(canDeleteOverride(propertyAt("default", "width")!, { templateCode: "default", propertyCode: "width" })).toBe(false);
  });
});
