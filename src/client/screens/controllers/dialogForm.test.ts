import type { RJSFSchema } from "@rjsf/utils";
import { describe, expect, it } from "vitest";
import { isStaleSave } from "../../api/errors.ts";
import { formDataFrom, hiddenParts, permittedSchema, serverFieldErrors, submitBody, translatedUiSchema } from "./dialogForm.ts";

const schema: RJSFSchema = {
  type: "object",
  required: ["name"],
  properties: {
    name: { type: "string" },
    isActive: { type: ["boolean", "null"] },
    properties: {
      type: "object",
      properties: {
        design: { type: "object", properties: { theme: { type: ["string", "null"] } } },
        seo: { type: "object", properties: { title: { type: ["string", "null"] } } },
      },
    },
  },
};
const dialog = {
  schema,
  fields: ["name", "isActive", "properties"],
  passthrough: ["id", "updatedAt"],
  sendAsNull: [] as string[],
  parts: [
    { field: "properties.design", permission: "cmsDesign" },
    { field: "properties.seo", permission: "cmsSeo" },
  ],
  uiSchema: { isActive: { "ui:widget": "switch", "ui:help": "help.key" } },
  labels: {
    name: "f.name",
    isActive: "f.isActive",
    properties: "f.properties",
    "properties.design": "f.design",
    "properties.design.theme": "f.theme",
  },
};
const row = {
  id: 4,
  updatedAt: "2026-01-01T00:00:00.000Z",
  name: "Sverige",
  isActive: true,
  slug: "se",
  properties: { design: { theme: "classic" }, seo: { title: "Sängar" } },
};

describe("dialog parts gated by permission", () => {
  it("hides the parts whose permission the account lacks", () => {
    expect(hiddenParts(dialog, (p) => p === "cmsSeo")).toEqual(["properties.design"]);
    expect(hiddenParts(dialog, () => true)).toEqual([]);
  });

  it("drops a hidden part from the schema, and an object left empty with it", () => {
    const seoOnly = permittedSchema(schema, ["properties.design"]);
    expect(Object.keys((seoOnly.properties!.properties as RJSFSchema).properties!)).toEqual(["seo"]);
    const neither = permittedSchema(schema, ["properties.design", "properties.seo"]);
    expect(Object.keys(neither.properties!)).toEqual(["name", "isActive"]);
    expect(Object.keys(schema.properties!)).toHaveLength(3);
  });

  it("never puts a hidden part into the form data, so it is never sent", () => {
    expect(formDataFrom(row, permittedSchema(schema, ["properties.design"]))).toEqual({
      name: "Sverige",
      isActive: true,
      properties: { seo: { title: "Sängar" } },
    });
    expect(formDataFrom(row, permittedSchema(schema, ["properties.design", "properties.seo"]))).toEqual({
      name: "Sverige",
      isActive: true,
    });
    expect(row.properties.design).toEqual({ theme: "classic" });
  });
});

describe("form data and body", () => {
  it("shows only the dialog's fields and sends id and updatedAt back on edit", () => {
    const formData = formDataFrom(row, schema);
    expect(formData).not.toHaveProperty("slug");
    expect(submitBody({ ...formData, name: "Sweden" }, dialog, row)).toEqual({
      id: 4,
      updatedAt: row.updatedAt,
      name: "Sweden",
      isActive: true,
      properties: row.properties,
    });
    expect(submitBody({ name: "New" }, { passthrough: [], sendAsNull: [] })).toEqual({ name: "New" });
  });

  it("sends the fields the server owns as null, whatever the form holds", () => {
    expect(submitBody({ name: "New", status: { code: "new" } }, { passthrough: [], sendAsNull: ["status", "notifiedLocation"] })).toEqual({
      name: "New",
      status: null,
      notifiedLocation: null,
    });
  });

  it("translates enum labels given as a list or by value", () => {
    const ui = translatedUiSchema(
      { uiSchema: { offers: { "ui:enumNames": { vase: "p.vase" } }, kind: { "ui:enumNames": ["k.a", "k.b"] } }, labels: {} },
      (k) => `<${k}>`,
    );
    expect(ui.offers["ui:enumNames"]).toEqual({ vase: "<p.vase>" });
    expect(ui.kind["ui:enumNames"]).toEqual(["<k.a>", "<k.b>"]);
  });

  it("labels every field, nested ones too, and translates the YAML's text options", () => {
    const ui = translatedUiSchema(dialog, (k) => `<${k}>`);
    expect(ui.name["ui:title"]).toBe("<f.name>");
    expect(ui.isActive).toEqual({ "ui:widget": "switch", "ui:help": "<help.key>", "ui:title": "<f.isActive>" });
    expect(ui.properties.design.theme["ui:title"]).toBe("<f.theme>");
    expect(dialog.uiSchema.isActive["ui:help"]).toBe("help.key");
  });
});

describe("server field errors", () => {
  it("tells a stale save (409 on the concurrency token) from other refusals", () => {
    expect(
      isStaleSave({ error: { code: "CONFLICT", message: "The record changed since it was opened.", fields: { updatedAt: "is stale" } } }),
    ).toBe(true);
    expect(
      isStaleSave({ error: { code: "CONFLICT", message: "Another site already uses this slug.", fields: { slug: "is already in use" } } }),
    ).toBe(false);
    expect(isStaleSave({ error: { code: "VALIDATION", message: "Bad", fields: { updatedAt: "bad" } } })).toBe(false);
    expect(isStaleSave(new Error("network"))).toBe(false);
  });

  it("puts the server's 400/409 fields onto the form's fields, nested paths included", () => {
    const { errorSchema, other } = serverFieldErrors(
      { name: "is already in use", "properties.design.theme": "is too long", updatedAt: "is stale" },
      schema,
    );
    expect(errorSchema).toEqual({
      name: { __errors: ["is already in use"] },
      properties: { design: { theme: { __errors: ["is too long"] } } },
    });
    expect(other).toEqual(["updatedAt: is stale"]);
  });

  it("answers nothing for an error without fields", () => {
    expect(serverFieldErrors(undefined, schema)).toEqual({ errorSchema: {}, other: [] });
  });
});
