import { describe, expect, it } from "vitest";
import { propertyAt } from "../partnerOrderFixtures.ts";
import {
  draftOf,
  inputOf,
  validateDraft,
  withDataType,
  withOptionAdded,
  withOptionChanged,
  withOptionRemoved,
  type PropertyDraft,
} from "./propertyDraft.ts";

const width = propertyAt("default", "width")!;
const firmness = propertyAt("default", "firmness")!;

describe("a property's draft", () => {
  it("starts from the property with its numbers as text", () => {
    expect(draftOf(width)).toEqual({
      displayName: "Width",
      dataType: "measurement",
      options: [],
      unit: "cm",
      minValue: "80",
      maxValue: "210",
      defaultValue: "160",
    });
  });

  it("sends a measurement without options, a choice without unit and range, with the version read", () => {
    expect(inputOf({ ...draftOf(width), minValue: " 90 ", unit: "" }, width)).toEqual({
      code: "width",
      displayName: "Width",
      dataType: "measurement",
      options: [],
      unit: null,
      minValue: 90,
      maxValue: 210,
      defaultValue: "160",
      isNew: false,
      updatedAt: "2026-11-01T10:00:00.000Z",
    });
    const choice: PropertyDraft = { ...draftOf(firmness), unit: "cm", minValue: "1" };
    expect(inputOf(choice, firmness)).toMatchObject({
      dataType: "choice",
      unit: null,
      minValue: null,
      maxValue: null,
      defaultValue: "medium",
    });
    expect(inputOf(choice, firmness).options).toHaveLength(3);
  });

  it("marks a template's first override as new, with no version", () => {
    const hotelWidth = propertyAt("hotel", "width")!;
    expect(inputOf(draftOf(hotelWidth), hotelWidth)).toMatchObject({ isNew: true, updatedAt: null });
  });

  it("finds what the server would refuse: a blank name, numbers, the range, the default", () => {
    expect(validateDraft(draftOf(width))).toEqual({});
    expect(validateDraft({ ...draftOf(width), displayName: " " })).toEqual({ displayName: "required" });
    expect(validateDraft({ ...draftOf(width), minValue: "abc" })).toEqual({ minValue: "number" });
    expect(validateDraft({ ...draftOf(width), minValue: "300" })).toEqual({ maxValue: "range", defaultValue: "range" });
    expect(validateDraft({ ...draftOf(width), defaultValue: "250" })).toEqual({ defaultValue: "range" });
  });

  it("needs a choice's options complete, their codes distinct and the default among them", () => {
    expect(validateDraft(draftOf(firmness))).toEqual({});
    expect(validateDraft({ ...draftOf(firmness), options: [], defaultValue: "" })).toEqual({ options: "optionsRequired" });
    const twice = withOptionChanged(withOptionAdded(draftOf(firmness)), 3, { code: "soft", displayName: "" });
    expect(validateDraft(twice)).toEqual({ "options.3.code": "duplicateOption", "options.3.displayName": "required" });
    expect(validateDraft({ ...draftOf(firmness), defaultValue: "extra" })).toEqual({ defaultValue: "defaultNotAnOption" });
  });

  it("edits the options list: add, rename (the default follows its code), remove (the default goes with it)", () => {
    const added = withOptionAdded(draftOf(firmness));
    expect(added.options.at(-1)).toEqual({ code: "", displayName: "" });
    const renamed = withOptionChanged(draftOf(firmness), 1, { code: "mid" });
    expect(renamed.options[1]).toEqual({ code: "mid", displayName: "Medium" });
    expect(renamed.defaultValue).toBe("mid");
    expect(withOptionChanged(draftOf(firmness), 0, { displayName: "Very soft" }).defaultValue).toBe("medium");
    const removed = withOptionRemoved(draftOf(firmness), 1);
    expect(removed.options.map((o) => o.code)).toEqual(["soft", "firm"]);
    expect(removed.defaultValue).toBe("");
    expect(withOptionRemoved(draftOf(firmness), 0).defaultValue).toBe("medium");
  });

  it("drops the default when the type changes, as a number is no option code", () => {
    expect(withDataType(draftOf(width), "choice")).toMatchObject({ dataType: "choice", defaultValue: "" });
    expect(withDataType(draftOf(width), "measurement")).toEqual(draftOf(width));
  });
});
