import { describe, expect, it } from "vitest";
import { activationWarning, isSiteActive, openingIsActive } from "./siteActivation.ts";

describe("site activation (spec part 1 section 4)", () => {
  it("treats a null isActive as active", () => {
    expect(isSiteActive(null)).toBe(true);
    expect(isSiteActive(undefined)).toBe(true);
    expect(isSiteActive(false)).toBe(false);
  });

  it("warns that an inactive site switched to active will go live", () => {
    expect(activationWarning("edit", false, true)).toBe("goLive");
    expect(activationWarning("edit", false, null)).toBe("goLive");
  });

  it("warns of broken links when an existing active site is switched off", () => {
    expect(activationWarning("edit", true, false)).toBe("brokenLinks");
    expect(activationWarning("edit", null, false)).toBe("brokenLinks");
  });

  it("does not warn when activity does not change", () => {
    expect(activationWarning("edit", true, true)).toBeNull();
    expect(activationWarning("edit", null, true)).toBeNull();
    expect(activationWarning("edit", false, false)).toBeNull();
  });

  it("starts a new site inactive and warns only when it is created active", () => {
    expect(openingIsActive("create", undefined)).toBe(false);
    expect(openingIsActive("create", null)).toBe(false);
    expect(activationWarning("create", undefined, false)).toBeNull();
    expect(activationWarning("create", undefined, true)).toBe("goLive");
  });

  it("opens an existing site with a null isActive as active", () => {
    expect(openingIsActive("edit", null)).toBe(true);
    expect(openingIsActive("edit", false)).toBe(false);
  });
});
