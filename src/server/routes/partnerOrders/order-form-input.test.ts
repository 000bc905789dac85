import { describe, expect, it } from "vitest";
import { HttpError } from "../../http-errors.ts";
import { checkPropertyInput, type OrderFormPropertyInput } from "./order-form-input.ts";

const fieldsOf = (input: Partial<OrderFormPropertyInput>, code = "width") => {
  try {
    checkPropertyInput(code, { displayName: "Width", dataType: "measurement", ...input } as OrderFormPropertyInput);
    return [];
  } catch (error) {
    if (!(error instanceof HttpError)) throw error;
    return Object.keys(error.fields ?? {}).sort();
  }
};

describe("checkPropertyInput", () => {
  it("stores a measurement with its unit, range and default, blanks as null", () => {
    expect(
      checkPropertyInput("width", {
        displayName: " Width ",
        dataType: "measurement",
        unit: " ",
        minValue: 80,
        maxValue: 210,
        defaultValue: "160",
      }),
    ).toEqual({
      display_name: "Width",
      data_type: "measurement",
      options: [],
      unit: null,
      min_value: 80,
      max_value: 210,
      default_value: "160",
    });
  });

  it("stores a choice with its trimmed options and default", () => {
    expect(
      checkPropertyInput("firmness", {
        displayName: "Firmness",
        dataType: "choice",
        options: [{ code: " soft ", displayName: "Soft" }],
        defaultValue: "soft",
        isNew: true,
        templateCode: "anything",
      }),
    ).toMatchObject({ data_type: "choice", options: [{ code: "soft", displayName: "Soft" }], default_value: "soft", unit: null });
  });

  it("names every field that does not hold together", () => {
    expect(fieldsOf({})).toEqual([]);
    expect(fieldsOf({ code: "length" })).toEqual(["code"]);
    expect(fieldsOf({ code: "width" })).toEqual([]);
    expect(fieldsOf({ displayName: "  " })).toEqual(["displayName"]);
    expect(fieldsOf({ minValue: 5, maxValue: 4 })).toEqual(["maxValue"]);
    expect(fieldsOf({ minValue: 5, maxValue: 5, defaultValue: "5" })).toEqual([]);
    expect(fieldsOf({ minValue: 5, defaultValue: "4.5" })).toEqual(["defaultValue"]);
    expect(fieldsOf({ maxValue: 5, defaultValue: "5.5" })).toEqual(["defaultValue"]);
    expect(fieldsOf({ defaultValue: "1e3" })).toEqual(["defaultValue"]);
    expect(fieldsOf({ defaultValue: "-2.25" })).toEqual([]);
    expect(fieldsOf({ options: [{ code: "a", displayName: "A" }] })).toEqual(["options"]);
    expect(fieldsOf({ dataType: "choice" })).toEqual(["options"]);
    expect(fieldsOf({ dataType: "choice", options: [{ code: "a", displayName: "A" }], unit: "cm", minValue: 1, maxValue: 2 })).toEqual([
      "maxValue",
      "minValue",
      "unit",
    ]);
    expect(
      fieldsOf({
        dataType: "choice",
        options: [
          { code: "a", displayName: "A" },
          { code: " ", displayName: " " },
          { code: "a", displayName: "B" },
        ],
        defaultValue: "b",
      }),
    ).toEqual(["defaultValue", "options.1.code", "options.1.displayName", "options.2.code"]);
  });
});
