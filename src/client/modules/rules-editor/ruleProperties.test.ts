import fc from "fast-check";
import { describe, expect, it } from "vitest";
import {
  BED_MODEL_KEY,
  comparatorsFor,
  defaultValueFor,
  MAX_NUMBER_VALUE,
  MAX_VALUE_LENGTH,
  newComparator,
  parseValue,
  propertyChange,
  propertyFor,
  valueText,
  withBedModelProperty,
  type RuleProperty,
  type RuleValueKind,
} from "./ruleProperties.ts";
import { COMPARATORS, type RuleComparator } from "./rulesTree.ts";

const COUNTRY: RuleProperty = { key: "country", label: "Country", kind: "text" };
const VISITS: RuleProperty = { key: "visits", label: "Visits", kind: "number" };
const CUSTOMER: RuleProperty = { key: "isCustomer", label: "Customer", kind: "boolean" };
const KINDS: RuleValueKind[] = ["text", "number", "boolean", "choice"];

describe("withBedModelProperty", () => {
  it("adds a 'Bed Model' choice among the bed models' names, last", () => {
    const list = withBedModelProperty([COUNTRY, VISITS], ["Nordic Classic", "Solstice", "Nordic Classic"], "Bed Model");
    expect(list).toEqual([
      COUNTRY,
      VISITS,
      { key: "bedModel", label: "Bed Model", kind: "choice", options: ["Nordic Classic", "Solstice"] },
    ]);
  });

  it("adds it to an empty list, with no models yet", () => {
    expect(withBedModelProperty([], [], "Sängmodell")).toEqual([{ key: BED_MODEL_KEY, label: "Sängmodell", kind: "choice", options: [] }]);
  });

  it("keeps a list that has a bed model property already, as a copy", () => {
    const own: RuleProperty = { key: "bedModel", label: "Model", kind: "text" };
    const given = [own, COUNTRY];
    const list = withBedModelProperty(given, ["Solstice"], "Bed Model");
    expect(list).toEqual(given);
    expect(list).not.toBe(given);
  });
});

describe("propertyFor", () => {
  it("finds a listed property by key", () => {
    expect(propertyFor([COUNTRY, VISITS], "visits", 3)).toBe(VISITS);
  });

  it("shows an unlisted key as itself, its kind read from the value", () => {
    expect(propertyFor([COUNTRY], "segment", "gold")).toEqual({ key: "segment", label: "segment", kind: "text" });
    expect(propertyFor([COUNTRY], "age", 40)).toEqual({ key: "age", label: "age", kind: "number" });
    expect(propertyFor([COUNTRY], "vip", false)).toEqual({ key: "vip", label: "vip", kind: "boolean" });
    expect(propertyFor([], "x", null).kind).toBe("text");
  });
});

describe("comparatorsFor", () => {
  it("offers ordering for numbers only", () => {
    expect(comparatorsFor("number")).toEqual(["==", "!=", "<", "<=", ">", ">="]);
    for (const kind of ["text", "boolean", "choice"] as const) expect(comparatorsFor(kind)).toEqual(["==", "!="]);
  });

  it("always offers the rule's current comparator, in the usual order", () => {
    expect(comparatorsFor("text", ">=")).toEqual(["==", "!=", ">="]);
    fc.assert(
      fc.property(fc.constantFrom(...KINDS), fc.constantFrom(...COMPARATORS), (kind, current) => {
        const offered = comparatorsFor(kind, current);
        expect(offered).toContain(current);
        expect(offered).toEqual(COMPARATORS.filter((c) => offered.includes(c)));
      }),
    );
  });
});

describe("new comparators and property changes", () => {
  it("start from each kind's default", () => {
    expect(defaultValueFor(COUNTRY)).toBe("");
    expect(defaultValueFor(VISITS)).toBeNull();
    expect(defaultValueFor(CUSTOMER)).toBe(true);
    expect(defaultValueFor({ key: "bedModel", label: "Bed Model", kind: "choice", options: ["Solstice", "Aurora"] })).toBe("Solstice");
    expect(defaultValueFor({ key: "bedModel", label: "Bed Model", kind: "choice", options: [] })).toBeNull();
  });

  it("a new comparator tests the first property with ==", () => {
    expect(newComparator([VISITS, COUNTRY])).toEqual({ type: "comparator", property: "visits", comparator: "==", value: null });
    expect(newComparator([])).toEqual({ type: "comparator", property: "", comparator: "==", value: "" });
  });

  it("choosing another property starts its value again and keeps a comparator it offers", () => {
    const rule: RuleComparator = { type: "comparator", property: "visits", comparator: ">=", value: 3 };
    expect(propertyChange(COUNTRY, rule)).toEqual({ property: "country", comparator: "==", value: "" });
    expect(propertyChange(VISITS, { ...rule, comparator: "!=" })).toEqual({ property: "visits", comparator: "!=", value: null });
    expect(propertyChange(CUSTOMER, { ...rule, comparator: "!=" })).toEqual({ property: "isCustomer", comparator: "!=", value: true });
  });
});

describe("values and their form controls", () => {
  it("text is kept, cut to the contract's length", () => {
    expect(parseValue("text", "SE")).toBe("SE");
    expect(parseValue("text", "")).toBe("");
    expect(parseValue("text", "x".repeat(600))).toHaveLength(MAX_VALUE_LENGTH);
  });

  it("numbers are parsed and held to the contract's bounds; none when empty or not a number", () => {
    expect(parseValue("number", "42")).toBe(42);
    expect(parseValue("number", "-1.5")).toBe(-1.5);
    expect(parseValue("number", " ")).toBeNull();
    expect(parseValue("number", "abc")).toBeNull();
    expect(parseValue("number", "1e20")).toBe(MAX_NUMBER_VALUE);
    expect(parseValue("number", "-1e20")).toBe(-MAX_NUMBER_VALUE);
  });

  it("booleans and choices", () => {
    expect(parseValue("boolean", "true")).toBe(true);
    expect(parseValue("boolean", "false")).toBe(false);
    expect(parseValue("choice", "Solstice")).toBe("Solstice");
    expect(parseValue("choice", "")).toBeNull();
  });

  it("a value shown and read back is the same value", () => {
    fc.assert(
      fc.property(fc.string({ maxLength: MAX_VALUE_LENGTH }), (text) => {
        expect(parseValue("text", valueText(text))).toBe(text);
      }),
    );
    fc.assert(
      fc.property(fc.double({ min: -MAX_NUMBER_VALUE, max: MAX_NUMBER_VALUE, noNaN: true }), (number) => {
        expect(parseValue("number", valueText(number))).toBe(number === 0 ? 0 : number);
      }),
    );
    for (const flag of [true, false]) expect(parseValue("boolean", valueText(flag))).toBe(flag);
    expect(valueText(null)).toBe("");
    expect(parseValue("number", valueText(null))).toBeNull();
  });
});
