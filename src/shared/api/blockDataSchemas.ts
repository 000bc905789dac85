import contract from "./generated/openapi.gen.json" with { type: "json" };

/**
 * The contract's block data schemas (openapi/components/schemas/BlockData<Class>.yaml), for the
 * block editor's forms: the same schemas the server validates a page save with. Only the CMS
 * editor's chunk imports this file (it carries the bundled contract).
 */
type JsonSchema = Record<string, unknown>;

const schemas = contract.components.schemas as unknown as Record<string, JsonSchema>;

/** A component schema of the contract by name (its $refs point at #/components/schemas/<name>). */
export function contractSchema(name: string): JsonSchema | undefined {
  return schemas[name];
}

/** Block class → the name of its data schema (BlockDataOfClass's x-block-data-schemas). */
export const blockDataSchemaNames = (schemas.BlockDataOfClass as { "x-block-data-schemas": Record<string, string> })[
  "x-block-data-schemas"
];
