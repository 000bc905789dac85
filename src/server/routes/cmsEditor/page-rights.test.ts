import { describe, expect, it } from "vitest";
import { HttpError } from "../../http-errors.ts";
import { assertSettingsRight, settingsChanged } from "./page-rights.ts";

describe("page rights", () => {
  it("counts settings as changed only when their content differs", () => {
    expect(settingsChanged({ theme: "dark", fullWidth: true }, undefined)).toBe(false);
    expect(settingsChanged({ theme: "dark", fullWidth: true }, { fullWidth: true, theme: "dark", cssClass: null })).toBe(false);
    expect(settingsChanged({}, {})).toBe(false);
    expect(settingsChanged(null, { theme: null })).toBe(false);
    expect(settingsChanged({ theme: "dark" }, { theme: "light" })).toBe(true);
    expect(settingsChanged({ theme: "dark" }, {})).toBe(true);
    expect(settingsChanged({}, { noIndex: false })).toBe(true);
  });

  it("needs the right only for a change; 'all' grants it", () => {
    expect(() => assertSettingsRight(["cms"], false, "design", "cmsDesign")).not.toThrow();
    expect(() => assertSettingsRight(["cms", "cmsSeo"], true, "seo", "cmsSeo")).not.toThrow();
    expect(() => assertSettingsRight(["all"], true, "design", "cmsDesign")).not.toThrow();
    let error: unknown;
    try {
      assertSettingsRight(["cms"], true, "page.blocks.2.design", "cmsDesign");
    } catch (e) {
      error = e;
    }
    expect(error).toBeInstanceOf(HttpError);
    expect((error as HttpError).statusCode).toBe(403);
    expect((error as HttpError).message).toBe("Changing page.blocks.2.design needs cmsDesign.");
  });
});
