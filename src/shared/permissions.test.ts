import { describe, expect, it } from "vitest";
import { canEditLanguage, hasAnyPermission, hasPermission, INDIVIDUAL_PERMISSIONS, normalisePermissions } from "./permissions.ts";

describe("permissions", () => {
  it("'all' grants every permission; nothing grants nothing", () => {
    expect(hasPermission(["all"], "warranty")).toBe(true);
    expect(hasPermission(["cms"], "cmsSeo")).toBe(false);
    expect(hasPermission(undefined, "cms")).toBe(false);
    expect(hasAnyPermission(["company"], ["salesRegions", "company"])).toBe(true);
    expect(hasAnyPermission(["media"], ["salesRegions", "company"])).toBe(false);
  });

  it("collapses every individual code to ['all'] and drops unknown ones", () => {
    expect(normalisePermissions([...INDIVIDUAL_PERMISSIONS])).toEqual(["all"]);
    expect(normalisePermissions(["cms", "bogus", "cms", "account"])).toEqual(["account", "cms"]);
    expect(normalisePermissions(["all", "cms"])).toEqual(["all"]);
    expect(normalisePermissions([])).toEqual([]);
  });

  it("allows language editing for 'all' or the language, with or without region", () => {
    expect(canEditLanguage(["all"], "de")).toBe(true);
    expect(canEditLanguage(["sv"], "sv_SE")).toBe(true);
    expect(canEditLanguage(["sv"], "sv")).toBe(true);
    expect(canEditLanguage(["sv"], "en")).toBe(false);
    expect(canEditLanguage([], "en")).toBe(false);
    expect(canEditLanguage(["sv"], "")).toBe(false);
  });
});
