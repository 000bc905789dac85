import { Ajv, type ValidateFunction } from "ajv";
import addFormatsModule from "ajv-formats";
import { loadContract } from "../../contract.ts";

const addFormats = addFormatsModule as unknown as (ajv: Ajv) => Ajv;

/**
 * The contract's data schema of each block class (BlockDataOfClass's x-block-data-schemas map:
 * class → BlockData<Class>). Requests are checked by the contract's validator already; this is
 * for data that did not come through a request (the demo seed's blocks, stored previews), so it
 * is held to the same schemas.
 */
export function blockDataSchemas(): Record<string, string> {
  const schemas = loadContract().components.schemas as Record<string, Record<string, unknown>>;
  return schemas.BlockDataOfClass!["x-block-data-schemas"] as Record<string, string>;
}

let validators: Map<string, ValidateFunction> | undefined;

/** The problems of a block's data against its class's schema (ajv's instance paths and messages); [] when valid. */
export function blockDataProblems(blockClass: string, data: unknown): string[] {
  if (!validators) {
    const document = loadContract();
    const shared = JSON.parse(
      JSON.stringify({ $id: "contract", components: { schemas: document.components.schemas ?? {} } }).replace(
        /"\$ref":"#\//g,
        '"$ref":"contract#/',
      ),
    );
    const ajv = addFormats(new Ajv({ strict: false, allErrors: true }));
    ajv.addSchema(shared);
    validators = new Map(
      Object.entries(blockDataSchemas()).map(([cls, name]) => [cls, ajv.compile({ $ref: `contract#/components/schemas/${name}` })]),
    );
  }
  const validate = validators.get(blockClass);
  if (!validate) return [`class: ${blockClass} is not a block class`];
  return validate(data) ? [] : (validate.errors ?? []).map((e) => `data${e.instancePath} ${e.message ?? "is invalid"}`);
}
