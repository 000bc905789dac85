import { describe, expect, it } from "vitest";
import { INDIVIDUAL_PERMISSIONS, PERMISSION_CODES, type PermissionCode } from "../../../shared/permissions.ts";
import { isChosen, toggleChoice, toggleLanguage, togglePermission } from "./permissionToggles.ts";

const everyIndividual = [...INDIVIDUAL_PERMISSIONS];
const except = (code: PermissionCode) => everyIndividual.filter((c) => c !== code);

describe("togglePermission", () => {
  it("toggles 'all' between all and none, whatever else is set", () => {
    expect(togglePermission([], "all")).toEqual(["all"]);
    expect(togglePermission(["all"], "all")).toEqual([]);
    expect(togglePermission(["account", "media"], "all")).toEqual(["all"]);
  });

  it("adds and removes one permission, keeping display order", () => {
    expect(togglePermission([], "media")).toEqual(["media"]);
    expect(togglePermission(["media"], "account")).toEqual(["account", "media"]);
    expect(togglePermission(["account", "media"], "account")).toEqual(["media"]);
    expect(togglePermission(["media"], "media")).toEqual([]);
  });

  // Exhaustive over every code: the two rules that change the shape of the set.
  it.each(INDIVIDUAL_PERMISSIONS)("collapses to ['all'] when ticking %s completes the set", (code) => {
    expect(togglePermission(except(code), code)).toEqual(["all"]);
  });

  it.each(INDIVIDUAL_PERMISSIONS)("expands to every other permission when unticking %s under 'all'", (code) => {
    const next = togglePermission(["all"], code);
    expect(next).toEqual(except(code));
    expect(next).toHaveLength(INDIVIDUAL_PERMISSIONS.length - 1);
    // ...and ticking it again collapses back.
    expect(togglePermission(next, code)).toEqual(["all"]);
  });

  it("never holds 'all' together with individual codes", () => {
    const sets: PermissionCode[][] = [[], ["all"], ["media"], except("cms")];
    for (const set of sets) {
      for (const code of PERMISSION_CODES) {
        const next = togglePermission(set, code);
        expect(next.includes("all") && next.length > 1, `${set} + ${code}`).toBe(false);
        expect(new Set(next).size).toBe(next.length);
      }
    }
  });
});

describe("isChosen", () => {
  it("shows every box ticked under 'all'", () => {
    for (const code of PERMISSION_CODES) expect(isChosen(["all"], code)).toBe(true);
    expect(isChosen(["media"], "media")).toBe(true);
    expect(isChosen(["media"], "cms")).toBe(false);
    expect(isChosen([], "all")).toBe(false);
  });
});

describe("toggleLanguage", () => {
  const languages = ["da", "en", "sv"];

  it("toggles 'all' and expands it minus the unticked language", () => {
    expect(toggleLanguage([], "all", languages)).toEqual(["all"]);
    expect(toggleLanguage(["all"], "all", languages)).toEqual([]);
    expect(toggleLanguage(["all"], "en", languages)).toEqual(["da", "sv"]);
  });

  it("does not collapse to 'all' when every current language is ticked ('all' covers future ones)", () => {
    expect(toggleLanguage(["da", "en"], "sv", languages)).toEqual(["da", "en", "sv"]);
  });

  it("keeps a right for a language no site has any more", () => {
    expect(toggleLanguage(["fi"], "sv", languages)).toEqual(["sv", "fi"]);
  });
});

describe("toggleChoice", () => {
  it("collapses only when asked to", () => {
    const rules = { individuals: ["a", "b"], collapseWhenComplete: true };
    expect(toggleChoice(["a"], "b", rules)).toEqual(["all"]);
    expect(toggleChoice(["a"], "b", { ...rules, collapseWhenComplete: false })).toEqual(["a", "b"]);
  });
});
