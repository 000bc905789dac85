import { describe, expect, it } from "vitest";
import { loadContract } from "../../contract.ts";
import { HttpError } from "../../http-errors.ts";
import { assertPropertyRights, changedParts, mergeProperties } from "./site-properties.ts";
import { SITE_FILTERS, SITE_SORT_COLUMNS } from "./site-store.ts";

describe("site properties", () => {
  const stored = { design: { theme: "classic", primaryColor: "#1f3a5f" }, seo: { title: "Beds" } };

  it("counts a part as changed only when its content differs (nulls equal missing fields)", () => {
    expect(changedParts(stored, undefined)).toEqual([]);
    expect(changedParts(stored, { design: { primaryColor: "#1f3a5f", theme: "classic", logoIdentifier: null } })).toEqual([]);
    expect(changedParts(stored, { design: { theme: "modern" } })).toEqual(["design"]);
    expect(changedParts(stored, { seo: { title: "Beds", noIndex: true } })).toEqual(["seo"]);
    expect(changedParts({}, { design: {}, seo: { title: null } })).toEqual([]);
  });

  it("needs cmsDesign for design and cmsSeo for SEO; 'all' grants both", () => {
    expect(() => assertPropertyRights(["cms"], [])).not.toThrow();
    expect(() => assertPropertyRights(["all"], ["design", "seo"])).not.toThrow();
    expect(() => assertPropertyRights(["cms", "cmsSeo"], ["seo"])).not.toThrow();
    const error = (() => {
      try {
        assertPropertyRights(["cms", "cmsSeo"], ["design", "seo"]);
      } catch (e) {
        return e as HttpError;
      }
    })();
    expect(error?.statusCode).toBe(403);
    expect(error?.message).toBe("Changing properties.design needs cmsDesign.");
  });

  it("replaces each sent part as a whole and keeps the others", () => {
    expect(mergeProperties(stored, { design: { theme: "modern" } })).toEqual({ design: { theme: "modern" }, seo: { title: "Beds" } });
    expect(mergeProperties(stored, undefined)).toEqual(stored);
    expect(mergeProperties({}, { seo: { title: "x" }, design: undefined })).toEqual({ seo: { title: "x" } });
  });
});

describe("getSitesPage whitelists", () => {
  const operation = loadContract().paths["/cms/sites/get-by-page"]!.get as Record<string, any>;

  it("filter by exactly the keys the contract's x-filters lists", () => {
    expect(Object.keys(SITE_FILTERS).sort()).toEqual(Object.keys(operation["x-filters"]).sort());
  });

  it("sort by exactly the fields of the contract's sort enum", () => {
    const sort = operation.parameters.find((p: { name?: string }) => p.name === "sort");
    expect(Object.keys(SITE_SORT_COLUMNS).sort()).toEqual([...sort.schema.enum].sort());
  });
});
