import { banner, type GeneratedFile } from "./generated-file.ts";

const SOURCE = "openapi/openapi.yaml";
export const MAX_LENGTHS_PATH = "src/shared/api/generated/maxLengths.gen.ts";

const IDENTIFIER = /^[A-Za-z_$][\w$]*$/;

type Schema = { properties?: Record<string, { maxLength?: unknown }> };

/**
 * The contract's text limits for the browser: per schema component, the `maxLength` of each of
 * its properties that has one. Forms give their inputs these limits (and say so) instead of
 * copying the numbers; the client never loads the bundled contract itself (half a megabyte).
 * One export per component, so a screen's chunk carries only the components it uses.
 */
export function maxLengthsFile(document: { components?: { schemas?: Record<string, Schema> } }): GeneratedFile {
  const schemas = document.components?.schemas ?? {};
  const exports = Object.entries(schemas).flatMap(([name, schema]) => {
    const limits = Object.entries(schema.properties ?? {}).filter(
      (entry): entry is [string, { maxLength: number }] => typeof entry[1].maxLength === "number",
    );
    if (limits.length === 0) return [];
    if (!IDENTIFIER.test(name)) throw new Error(`${SOURCE}: schema component '${name}' is not a valid identifier for ${MAX_LENGTHS_PATH}`);
    const fields = limits
      .map(([property, { maxLength }]) => `${IDENTIFIER.test(property) ? property : JSON.stringify(property)}: ${maxLength}`)
      .join(", ");
    return [`export const ${name} = { ${fields} } as const;`];
  });
  const doc = "/** Per schema component of the contract: the maxLength of each property that has one. */\n";
  return { path: MAX_LENGTHS_PATH, content: `${banner(SOURCE)}\n${doc}${exports.join("\n")}\n` };
}
