import type { RJSFSchema } from "@rjsf/utils";
import { hashForSchema, schemaParser } from "@rjsf/utils";
import createAjvInstance from "@rjsf/validator-ajv8/lib/createAjvInstance.js";
// CommonJS: under NodeNext its default import is module.exports, which is the function itself.
import standalone from "ajv/dist/standalone/index.js";
import type { ScreenConfig, ScreenDialogConfig } from "../../src/client/screens/screenConfig.ts";
import { hiddenParts, permittedSchema } from "../../src/client/screens/controllers/dialogForm.ts";
import { banner, type GeneratedFile } from "./generated-file.ts";

/**
 * The validators of a screen's dialog forms, compiled here to plain functions (ajv's standalone
 * code, as rjsf's `compileSchemaValidators` does) so the browser never compiles a schema: the
 * app's Content-Security-Policy has no 'unsafe-eval', and ajv's run-time compiler needs it.
 *
 * A dialog's form schema depends on the account: parts it lacks the permission for are taken
 * out (dialogForm.ts). Every such variant is compiled, keyed like rjsf's precompiled validator
 * looks them up (the schema's hash), so the form validates whatever the account sees.
 */

// ajv's standalone code reaches its run-time helpers by require(), which an ES module in the
// browser has not got: each is replaced by a named import of src/client/forms/validatorRuntime.ts.
const RUNTIME_HELPERS: Record<string, string> = {
  'require("ajv/dist/runtime/ucs2length").default': "ucs2length",
  'require("ajv-formats/dist/formats").fullFormats': "fullFormats",
};

/** Every schema a dialog's form can have, one per combination of the parts an account may see. */
export function dialogSchemaVariants(dialog: ScreenDialogConfig): RJSFSchema[] {
  const permissions = [...new Set(dialog.parts.map((part) => part.permission))];
  const variants = new Map<string, RJSFSchema>();
  for (let mask = 0; mask < 1 << permissions.length; mask++) {
    const granted = new Set(permissions.filter((_, i) => mask & (1 << i)));
    const schema = permittedSchema(
      dialog.schema,
      hiddenParts(dialog, (p) => granted.has(p)),
    );
    variants.set(hashForSchema(schema), schema);
  }
  return [...variants.values()];
}

/** The module of a screen's precompiled form validators; undefined for a screen without dialogs. */
export function formValidatorsFile(source: string, config: ScreenConfig, outDir: string): GeneratedFile | undefined {
  const roots = Object.values(config.dialogs).flatMap((dialog) => (dialog ? dialogSchemaVariants(dialog) : []));
  if (roots.length === 0) return undefined;
  // Each root with its sub-schemas (the options of anyOf/oneOf rjsf checks one by one), by hash.
  const schemas = new Map<string, RJSFSchema>();
  for (const root of roots) for (const [id, schema] of Object.entries(schemaParser(root))) schemas.set(id, schema as RJSFSchema);
  const ids = [...schemas.keys()].sort();
  const ajv = createAjvInstance(undefined, undefined, {
    code: { source: true, esm: true, lines: true },
    schemas: ids.map((id) => schemas.get(id)!),
  });
  let code: string = standalone.default(ajv, Object.fromEntries(ids.map((id) => [exportName(id), id])));
  const used = new Set<string>();
  for (const [call, name] of Object.entries(RUNTIME_HELPERS)) {
    if (!code.includes(call)) continue;
    code = code.split(call).join(name);
    used.add(name);
  }
  const leftover = /require\([^)]*\)/.exec(code);
  if (leftover)
    throw new Error(`${source}: the compiled form validators need ${leftover[0]}; add it to RUNTIME_HELPERS and validatorRuntime.ts.`);
  code = code.replace(/^"use strict";\n/, "");
  const imports = used.size > 0 ? `import { ${[...used].sort().join(", ")} } from "../../forms/validatorRuntime.ts";\n` : "";
  const map = ids.map((id) => `  ${JSON.stringify(id)}: ${exportName(id)},`).join("\n");
  return {
    path: `${outDir}/${config.resource}.validators.gen.ts`,
    content:
      `${banner(source)}// @ts-nocheck -- ajv's standalone code, not written for the type checker.\n` +
      `/* eslint-disable */\n${imports}\n${code.trimEnd()}\n\n` +
      `/** Every dialog form schema of this screen (each permission variant) → its validator, by schema hash. */\n` +
      `export const formValidators = {\n${map}\n};\n`,
  };
}

function exportName(id: string): string {
  return `validate_${id.replace(/[^A-Za-z0-9_]/g, "_")}`;
}
