import { describe, expect, it } from "vitest";
import type { TimeSchema } from "./locationTypes.ts";
import { emptyWeek } from "./openingHours.ts";
import { activeSchema, addSchema, schemaNameProblem, setSchemaActive } from "./timeSchemas.ts";

const schema = (name: string, active = false): TimeSchema => ({ name, active, openingHours: emptyWeek() });

describe("time schemas (only one active)", () => {
  it("activating one deactivates the others", () => {
    const next = setSchemaActive([schema("Regular", true), schema("Summer"), schema("Winter")], 1, true);
    expect(next.map((s) => s.active)).toEqual([false, true, false]);
    expect(activeSchema(next)?.name).toBe("Summer");
  });

  it("switching one off leaves the others as they are", () => {
    expect(setSchemaActive([schema("Regular", true), schema("Summer")], 0, false).map((s) => s.active)).toEqual([false, false]);
  });

  it("a new schema needs a name, not used by another (case-insensitive)", () => {
    const schemas = [schema("Summer")];
    expect(schemaNameProblem(schemas, "  ")).toBe("required");
    expect(schemaNameProblem(schemas, "summer ")).toBe("duplicate");
    expect(schemaNameProblem(schemas, "Summer", 0)).toBeNull();
    expect(schemaNameProblem(schemas, "Winter")).toBeNull();
  });

  it("a new schema is inactive and starts from a copy of the given week", () => {
    const week = { ...emptyWeek(), monday: [{ opening: "10:00", closing: "18:00" }] };
    const [added] = addSchema([], " Christmas ", week);
    expect(added).toEqual({ name: "Christmas", active: false, openingHours: week });
    expect(added!.openingHours.monday[0]).not.toBe(week.monday[0]);
  });
});
