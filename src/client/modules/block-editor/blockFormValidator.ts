import { toErrorSchema, type RJSFSchema, type RJSFValidationError, type ValidationData, type ValidatorType } from "@rjsf/utils";

type Schema = Record<string, unknown>;

// Unicode code points, as JSON Schema counts a string's length.
const lengthOf = (text: string) => [...text].length;

/** The contract's limits a value breaks (maxLength, minLength, pattern, minimum, maximum, maxItems), at their paths. */
export function limitErrors(schema: Schema, value: unknown, path: string[] = []): RJSFValidationError[] {
  if (value === null || value === undefined) return [];
  const property = path.length > 0 ? `.${path.join(".")}` : "";
  const error = (name: string, params: Record<string, unknown>): RJSFValidationError => ({
    name,
    params,
    property,
    message: name,
    stack: `${property} ${name}`,
    schemaPath: "",
  });
  const errors: RJSFValidationError[] = [];
  if (typeof value === "string") {
    if (typeof schema.maxLength === "number" && lengthOf(value) > schema.maxLength)
      errors.push(error("maxLength", { limit: schema.maxLength }));
    if (typeof schema.minLength === "number" && lengthOf(value) < schema.minLength)
      errors.push(error("minLength", { limit: schema.minLength }));
    if (typeof schema.pattern === "string" && !new RegExp(schema.pattern, "u").test(value)) errors.push(error("pattern", {}));
  }
  if (typeof value === "number") {
    if (typeof schema.minimum === "number" && value < schema.minimum) errors.push(error("minimum", { limit: schema.minimum }));
    if (typeof schema.maximum === "number" && value > schema.maximum) errors.push(error("maximum", { limit: schema.maximum }));
  }
  if (Array.isArray(value)) {
    if (typeof schema.maxItems === "number" && value.length > schema.maxItems) errors.push(error("maxItems", { limit: schema.maxItems }));
    const items = schema.items as Schema | undefined;
    if (items) value.forEach((item, i) => errors.push(...limitErrors(items, item, [...path, String(i)])));
  } else if (typeof value === "object") {
    const properties = (schema.properties ?? {}) as Record<string, Schema>;
    for (const [key, child] of Object.entries(properties))
      errors.push(...limitErrors(child, (value as Record<string, unknown>)[key], [...path, key]));
  }
  return errors;
}

/**
 * The block forms' validator: the contract's limits checked in the browser, where ajv cannot
 * compile schemas (the CSP has no unsafe-eval, and the block schemas have no precompiled
 * validators). Everything else the server checks on save (400 naming the field).
 */
export const blockFormValidator: ValidatorType = {
  // The block forms pass no custom validation, so only the limits' errors are answered.
  validateFormData(formData, schema, _customValidate, transformErrors, uiSchema): ValidationData<unknown> {
    let errors = limitErrors(schema as Schema, formData);
    if (transformErrors) errors = transformErrors(errors, uiSchema);
    return { errors, errorSchema: toErrorSchema(errors) };
  },
  isValid(schema: RJSFSchema, formData: unknown) {
    return limitErrors(schema as Schema, formData).length === 0;
  },
  rawValidation<Result>(schema: RJSFSchema, formData?: unknown) {
    return { errors: limitErrors(schema as Schema, formData) as Result[] };
  },
};
