import { COMPARATORS, type Comparator, type RuleComparator, type RuleValue } from "./rulesTree.ts";

/** What a property's value is, which decides the value control and the comparators offered. */
export type RuleValueKind = "text" | "number" | "boolean" | "choice";

/** A property a comparator can test (the editor's property list). */
export interface RuleProperty {
  /** Stored in the rule's `property` (e.g. country, language, bedModel). */
  key: string;
  /** Shown to staff, already translated. */
  label: string;
  kind: RuleValueKind;
  /** The values offered for kind 'choice'. */
  options?: readonly string[];
}

/** The key of the property list's added 'Bed Model' entry (spec part 2 section 9). */
export const BED_MODEL_KEY = "bedModel";

/** The contract's bounds of a comparator's value. */
export const MAX_VALUE_LENGTH = 500;
export const MAX_NUMBER_VALUE = 1_000_000_000_000;

/**
 * The property list with the 'Bed Model' entry added (spec part 2 section 9): a choice among the
 * bed models' names. A list that has a bedModel property already is kept as it is.
 */
export function withBedModelProperty(properties: readonly RuleProperty[], bedModelNames: readonly string[], label: string): RuleProperty[] {
  if (properties.some((property) => property.key === BED_MODEL_KEY)) return [...properties];
  const options = [...new Set(bedModelNames)];
  return [...properties, { key: BED_MODEL_KEY, label, kind: "choice", options }];
}

/**
 * The property a rule names. A rule saved with a property the list does not hold (renamed, or
 * from another tool) is still shown under its own key, its kind read from its value, so that
 * opening and saving a block never changes its rules.
 */
export function propertyFor(properties: readonly RuleProperty[], key: string, value: RuleValue): RuleProperty {
  const known = properties.find((property) => property.key === key);
  if (known) return known;
  const kind: RuleValueKind = typeof value === "number" ? "number" : typeof value === "boolean" ? "boolean" : "text";
  return { key, label: key, kind };
}

/**
 * The comparators offered for a kind: ordering only means something for numbers. The rule's
 * current comparator is always offered too, so a saved rule is shown as it is.
 */
export function comparatorsFor(kind: RuleValueKind, current?: Comparator): Comparator[] {
  const offered: readonly Comparator[] = kind === "number" ? COMPARATORS : ["==", "!="];
  return current === undefined || offered.includes(current)
    ? [...offered]
    : COMPARATORS.filter((c) => offered.includes(c) || c === current);
}

/** The value a new comparator on this property starts with. */
export function defaultValueFor(property: RuleProperty): RuleValue {
  switch (property.kind) {
    case "text":
      return "";
    case "number":
      return null;
    case "boolean":
      return true;
    case "choice":
      return property.options?.[0] ?? null;
  }
}

/** A new comparator: the first property of the list (or none), ==, and that property's default. */
export function newComparator(properties: readonly RuleProperty[]): RuleComparator {
  const first = properties[0];
  return { type: "comparator", property: first?.key ?? "", comparator: "==", value: first ? defaultValueFor(first) : "" };
}

/**
 * The change of a comparator when another property is chosen: the value starts again from the
 * new property's default (a country code means nothing as a bed model), and a comparator the
 * new kind does not offer becomes ==.
 */
export function propertyChange(property: RuleProperty, current: RuleComparator): Partial<RuleComparator> {
  const keepsComparator = comparatorsFor(property.kind).includes(current.comparator);
  return { property: property.key, comparator: keepsComparator ? current.comparator : "==", value: defaultValueFor(property) };
}

/** A value as its form control shows it ("" for none). */
export function valueText(value: RuleValue): string {
  return value === null ? "" : String(value);
}

/**
 * A value from its form control's text: numbers parsed and held to the contract's bounds (empty
 * or not a number is none), booleans from 'true'/'false', a choice's empty entry is none, text
 * cut to the contract's length.
 */
export function parseValue(kind: RuleValueKind, text: string): RuleValue {
  switch (kind) {
    case "text":
      return text.slice(0, MAX_VALUE_LENGTH);
    case "number": {
      if (text.trim() === "") return null;
      const number = Number(text);
      if (!Number.isFinite(number)) return null;
      return Math.min(MAX_NUMBER_VALUE, Math.max(-MAX_NUMBER_VALUE, number));
    }
    case "boolean":
      return text === "true";
    case "choice":
      return text === "" ? null : text.slice(0, MAX_VALUE_LENGTH);
  }
}
