import type { OpeningHoursWeek, TimeSchema } from "./locationTypes.ts";
import { copyWeek } from "./openingHours.ts";

/**
 * Named time schemas (e.g. 'Summer'): only one can be active; activating one deactivates the
 * others (spec part 1 section 4). A new schema needs a name (section 5); names are unique, as
 * the server checks.
 */

export type SchemaNameProblem = "required" | "duplicate";

/** Switches one schema on (every other off) or off. */
export function setSchemaActive(schemas: readonly TimeSchema[], index: number, active: boolean): TimeSchema[] {
  return schemas.map((schema, i) => (i === index ? { ...schema, active } : active ? { ...schema, active: false } : schema));
}

/** Why a name cannot be used for the schema at index (or a new one), or null. */
export function schemaNameProblem(schemas: readonly TimeSchema[], name: string, index?: number): SchemaNameProblem | null {
  const key = name.trim().toLowerCase();
  if (!key) return "required";
  return schemas.some((schema, i) => i !== index && schema.name.trim().toLowerCase() === key) ? "duplicate" : null;
}

/** A new inactive schema that starts from the given weekly hours, so only changes need typing. */
export function addSchema(schemas: readonly TimeSchema[], name: string, startFrom: OpeningHoursWeek): TimeSchema[] {
  return [...schemas, { name: name.trim(), active: false, openingHours: copyWeek(startFrom) }];
}

export function activeSchema(schemas: readonly TimeSchema[]): TimeSchema | undefined {
  return schemas.find((schema) => schema.active);
}
