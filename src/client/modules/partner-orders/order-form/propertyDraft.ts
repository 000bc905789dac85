import type { OrderFormProperty, OrderFormPropertyInput, PropertyDataType, PropertyOption } from "../partnerOrderTypes.ts";

/**
 * A property's edit in the dialog: numbers kept as typed until saved, so a half-typed "-" or
 * "1." is not lost; the options list edited in place. Pure, so the rules are tested without React.
 */
export interface PropertyDraft {
  displayName: string;
  dataType: PropertyDataType;
  options: PropertyOption[];
  unit: string;
  minValue: string;
  maxValue: string;
  defaultValue: string;
}

/** What a field or an option can be wrong with; the dialog words each kind in the UI language. */
export type DraftErrorKind =
  "required" | "optionsRequired" | "duplicateOption" | "defaultNotAnOption" | "range" | "number" | "tooLong" | "invalid";

/** Errors by field path as the server names them: displayName, options, options.2.code, maxValue … */
export type DraftErrors = Readonly<Record<string, DraftErrorKind>>;

export function draftOf(property: OrderFormProperty): PropertyDraft {
  const text = (value: number | string | null | undefined) => (value === null || value === undefined ? "" : String(value));
  return {
    displayName: property.displayName,
    dataType: property.dataType,
    options: property.options.map((option) => ({ ...option })),
    unit: text(property.unit),
    minValue: text(property.minValue),
    maxValue: text(property.maxValue),
    defaultValue: text(property.defaultValue),
  };
}

const NUMBER = /^-?\d+(\.\d+)?$/;
const numberOrNull = (text: string) => (text.trim() === "" ? null : Number(text.trim()));
const textOrNull = (text: string) => (text.trim() === "" ? null : text.trim());

/** The draft's problems, found as the server would find them, so most refusals never leave the browser. */
export function validateDraft(draft: PropertyDraft): DraftErrors {
  const errors: Record<string, DraftErrorKind> = {};
  if (draft.displayName.trim() === "") errors.displayName = "required";
  if (draft.dataType === "choice") {
    if (draft.options.length === 0) errors.options = "optionsRequired";
    const seen = new Set<string>();
    draft.options.forEach((option, i) => {
      const code = option.code.trim();
      if (code === "") errors[`options.${i}.code`] = "required";
      else if (seen.has(code)) errors[`options.${i}.code`] = "duplicateOption";
      seen.add(code);
      if (option.displayName.trim() === "") errors[`options.${i}.displayName`] = "required";
    });
    const chosen = textOrNull(draft.defaultValue);
    if (chosen !== null && !seen.has(chosen)) errors.defaultValue = "defaultNotAnOption";
    return errors;
  }
  for (const field of ["minValue", "maxValue", "defaultValue"] as const) {
    if (draft[field].trim() !== "" && !NUMBER.test(draft[field].trim())) errors[field] = "number";
  }
  const [min, max, value] = [numberOrNull(draft.minValue), numberOrNull(draft.maxValue), numberOrNull(draft.defaultValue)];
  if (!errors.minValue && !errors.maxValue && min !== null && max !== null && min > max) errors.maxValue = "range";
  if (!errors.defaultValue && value !== null && ((min !== null && value < min) || (max !== null && value > max)))
    errors.defaultValue = "range";
  return errors;
}

/**
 * The body of the save: a choice sends its options and no measurement fields, a measurement no
 * options; the version read (updatedAt) and whether the template's override is new go along,
 * so the server refuses a save over someone else's.
 */
export function inputOf(draft: PropertyDraft, property: OrderFormProperty): OrderFormPropertyInput {
  const isChoice = draft.dataType === "choice";
  return {
    code: property.code,
    displayName: draft.displayName.trim(),
    dataType: draft.dataType,
    options: isChoice ? draft.options.map((o) => ({ code: o.code.trim(), displayName: o.displayName.trim() })) : [],
    unit: isChoice ? null : textOrNull(draft.unit),
    minValue: isChoice ? null : numberOrNull(draft.minValue),
    maxValue: isChoice ? null : numberOrNull(draft.maxValue),
    defaultValue: textOrNull(draft.defaultValue),
    isNew: property.isNew ?? false,
    updatedAt: property.updatedAt ?? null,
  };
}

/** Switching the type: a default that belongs to the other type is dropped (a number is no option code). */
export function withDataType(draft: PropertyDraft, dataType: PropertyDataType): PropertyDraft {
  if (dataType === draft.dataType) return draft;
  return { ...draft, dataType, defaultValue: "" };
}

export function withOptionAdded(draft: PropertyDraft): PropertyDraft {
  return { ...draft, options: [...draft.options, { code: "", displayName: "" }] };
}

/** Removes an option; a default naming it is cleared with it. */
export function withOptionRemoved(draft: PropertyDraft, index: number): PropertyDraft {
  const removed = draft.options[index];
  return {
    ...draft,
    options: draft.options.filter((_, i) => i !== index),
    defaultValue: removed && removed.code.trim() === draft.defaultValue.trim() ? "" : draft.defaultValue,
  };
}

/** Edits an option; a default naming its old code follows the new one. */
export function withOptionChanged(draft: PropertyDraft, index: number, change: Partial<PropertyOption>): PropertyDraft {
  const old = draft.options[index];
  if (!old) return draft;
  const next = { ...old, ...change };
  const followsCode = change.code !== undefined && old.code.trim() !== "" && old.code.trim() === draft.defaultValue.trim();
  return {
    ...draft,
    options: draft.options.map((option, i) => (i === index ? next : option)),
    defaultValue: followsCode ? next.code : draft.defaultValue,
  };
}
