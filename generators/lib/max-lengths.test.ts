import { describe, expect, it } from "vitest";
import { maxLengths } from "../../src/shared/api/maxLengths.ts";
import contract from "../../src/shared/api/generated/openapi.gen.json" with { type: "json" };
import { MAX_LENGTHS_PATH, maxLengthsFile } from "./max-lengths.ts";

describe("the contract's text limits for the browser", () => {
  it("exports, per schema component, the maxLength of each property that has one", () => {
    const file = maxLengthsFile({
      components: {
        schemas: {
          Thing: { properties: { name: { maxLength: 200 }, count: {}, "odd-name": { maxLength: 5 } } },
          Unlimited: { properties: { id: {} } },
        },
      },
    });
    expect(file.path).toBe(MAX_LENGTHS_PATH);
    expect(file.content).toContain('export const Thing = { name: 200, "odd-name": 5 } as const;');
    expect(file.content).not.toContain("Unlimited");
    expect(file.content.startsWith("// DO NOT EDIT: generated from openapi/openapi.yaml")).toBe(true);
  });

  it("refuses a component name that cannot be an export", () => {
    expect(() => maxLengthsFile({ components: { schemas: { "Bad-Name": { properties: { a: { maxLength: 1 } } } } } })).toThrow(/Bad-Name/);
  });

  it("gives the forms the bundled contract's numbers", () => {
    const schemas = contract.components.schemas;
    // Every text property of the component with a limit, and only those.
    const limited = Object.entries(schemas.AccountInput.properties as Record<string, { maxLength?: number }>).filter(
      ([, property]) => property.maxLength !== undefined,
    );
    expect(maxLengths.AccountInput).toEqual(Object.fromEntries(limited.map(([name, property]) => [name, property.maxLength])));
    expect(Object.keys(maxLengths.AccountInput)).toEqual(expect.arrayContaining(["firstname", "lastname", "email", "password"]));
    expect(maxLengths.RegionGroupInput.name).toBe(schemas.RegionGroupInput.properties.name.maxLength);
  });
});
