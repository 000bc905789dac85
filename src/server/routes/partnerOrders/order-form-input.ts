import type { OrderFormDataType, OrderFormOption } from "../../db/schema.ts";
import { badRequest } from "../../http-errors.ts";
import type { BodyOf } from "../types.ts";

export type OrderFormPropertyInput = BodyOf<"saveOrderFormTemplateProperty">;

/** The columns a property's definition (default or a template's override) is stored in. */
export interface PropertyDefinition {
  display_name: string;
  data_type: OrderFormDataType;
  options: OrderFormOption[];
  unit: string | null;
  min_value: number | null;
  max_value: number | null;
  default_value: string | null;
}

const MEASUREMENT = /^-?\d+(\.\d+)?$/;

/**
 * A property body checked beyond what the contract's schema says (400 naming every failing
 * field): the name not blank; a choice has options with distinct codes and no unit or range, its
 * default one of its codes; a measurement has no options, a range from low to high, its default
 * a number within it. Blank texts are stored as null.
 */
export function checkPropertyInput(propertyCode: string, input: OrderFormPropertyInput): PropertyDefinition {
  const fields: Record<string, string> = {};
  if (input.code !== undefined && input.code !== null && input.code !== propertyCode)
    fields.code = "must equal the propertyCode in the path";
  const displayName = input.displayName.trim();
  if (displayName === "") fields.displayName = "must not be blank";
  const options = (input.options ?? []).map((o) => ({ code: o.code.trim(), displayName: o.displayName.trim() }));
  const unit = blankToNull(input.unit);
  const minValue = input.minValue ?? null;
  const maxValue = input.maxValue ?? null;
  const defaultValue = blankToNull(input.defaultValue);

  if (input.dataType === "choice") {
    if (options.length === 0) fields.options = "needs at least one option for a choice";
    const seen = new Set<string>();
    options.forEach((o, i) => {
      if (o.code === "") fields[`options.${i}.code`] = "must not be blank";
      else if (seen.has(o.code)) fields[`options.${i}.code`] = "appears more than once";
      seen.add(o.code);
      if (o.displayName === "") fields[`options.${i}.displayName`] = "must not be blank";
    });
    if (unit !== null) fields.unit = "is only for a measurement";
    if (minValue !== null) fields.minValue = "is only for a measurement";
    if (maxValue !== null) fields.maxValue = "is only for a measurement";
    if (defaultValue !== null && !seen.has(defaultValue)) fields.defaultValue = "must be the code of one of the options";
  } else {
    if (options.length > 0) fields.options = "are only for a choice";
    if (minValue !== null && maxValue !== null && minValue > maxValue) fields.maxValue = "must not be below minValue";
    if (defaultValue !== null) {
      const value = Number(defaultValue);
      if (!MEASUREMENT.test(defaultValue)) fields.defaultValue = "must be a number";
      else if ((minValue !== null && value < minValue) || (maxValue !== null && value > maxValue))
        fields.defaultValue = "must be within minValue and maxValue";
    }
  }
  if (Object.keys(fields).length > 0) throw badRequest("The property is not valid.", fields);
  return {
    display_name: displayName,
    data_type: input.dataType,
    options: input.dataType === "choice" ? options : [],
    unit,
    min_value: minValue,
    max_value: maxValue,
    default_value: defaultValue,
  };
}

function blankToNull(value: string | null | undefined): string | null {
  const trimmed = value?.trim() ?? "";
  return trimmed === "" ? null : trimmed;
}
