import type { RJSFSchema, ValidatorType } from "@rjsf/utils";
import { createPrecompiledValidator } from "@rjsf/validator-ajv8";
import type { FormValidators } from "../screenConfig.ts";

/**
 * The validator of a dialog's form: the functions `npm run gen` compiled for its schema (the
 * CSP forbids compiling one in the browser). A schema without one is a generator bug, said at
 * once rather than as a form that silently never saves.
 */
export function formValidator(validators: FormValidators | undefined, schema: RJSFSchema): ValidatorType {
  if (!validators) throw new Error("This screen has no precompiled form validators; run `npm run gen`.");
  return createPrecompiledValidator(validators, schema);
}
