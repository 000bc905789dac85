import fs from "node:fs";
import { hashForSchema } from "@rjsf/utils";
import { createPrecompiledValidator } from "@rjsf/validator-ajv8";
import { describe, expect, it } from "vitest";
import { sitesScreen } from "../../src/client/screens/generated/sites.screen.gen.ts";
import { catalogOrdersScreen } from "../../src/client/screens/generated/catalogOrders.screen.gen.ts";
import { hiddenParts, permittedSchema } from "../../src/client/screens/controllers/dialogForm.ts";
import { dialogSchemaVariants } from "./form-validators.ts";

const siteEdit = sitesScreen.dialogs.edit!;

describe("precompiled form validators", () => {
  it("compiles one schema per combination of the parts an account may see", () => {
    // Sites: design (cmsDesign) and SEO (cmsSeo) parts, each shown or not.
    expect(dialogSchemaVariants(siteEdit)).toHaveLength(4);
    expect(dialogSchemaVariants(catalogOrdersScreen.dialogs.edit!)).toHaveLength(1);
  });

  it.each([
    ["all", ["all"]],
    ["cms only", ["cms"]],
    ["cms and design", ["cms", "cmsDesign"]],
    ["cms and SEO", ["cms", "cmsSeo"]],
  ])("has the validator of the form an account with %s sees", (_label, granted) => {
    const has = (p: string) => granted.includes("all") || granted.includes(p);
    for (const dialog of Object.values(sitesScreen.dialogs)) {
      const schema = permittedSchema(dialog!.schema, hiddenParts(dialog!, has));
      expect(sitesScreen.formValidators?.[hashForSchema(schema)]).toBeTypeOf("function");
    }
  });

  it("validates as the contract says: required, patterns, lengths counted in characters", () => {
    const validator = createPrecompiledValidator(sitesScreen.formValidators!, siteEdit.schema);
    const errors = (data: object) => validator.validateFormData(data, siteEdit.schema).errors.map((e) => `${e.property} ${e.name}`);
    expect(errors({ name: "Sverige", languageCode: "sv", slug: "se" })).toEqual([]);
    expect(errors({ languageCode: "sv", slug: "Not A Slug" })).toEqual(["name required", ".slug pattern"]);
    // 200 emoji are 200 characters (400 UTF-16 units): within the name's maxLength of 200.
    expect(errors({ name: "😀".repeat(200), languageCode: "sv", slug: "se" })).toEqual([]);
    expect(errors({ name: "😀".repeat(201), languageCode: "sv", slug: "se" })).toEqual([".name maxLength"]);
  });

  it("needs neither eval nor require in the browser", () => {
    for (const file of fs.readdirSync("src/client/screens/generated").filter((f) => f.endsWith(".validators.gen.ts"))) {
      const code = fs.readFileSync(`src/client/screens/generated/${file}`, "utf8");
      expect(code, file).not.toMatch(/\brequire\(|new Function|\beval\(/);
    }
  });
});
