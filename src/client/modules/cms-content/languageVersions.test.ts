import { describe, expect, it } from "vitest";
import { cmsTree } from "./cmsFixtures.ts";
import { siteTreeOf } from "./cmsTree.ts";
import { languageVersionsOf } from "./languageVersions.ts";
import { FIXED_PURGE_TARGETS, purgeTargetsOf } from "./purgeTargets.ts";

describe("an item's versions per language", () => {
  const english = siteTreeOf(cmsTree.nodes, 1);
  const versions = (id: number) =>
    languageVersionsOf(cmsTree.sites, cmsTree.nodes, 1, english, id).map((v) => [v.site.languageCode, v.node?.id ?? null]);

  it("are the items at the same address in each other site, or none there", () => {
    expect(versions(2)).toEqual([
      ["sv", 12],
      ["de", null],
    ]);
    // Aurora is beds/aurora: the Swedish Beds has no Aurora.
    expect(versions(3)).toEqual([
      ["sv", null],
      ["de", null],
    ]);
    expect(versions(999)).toEqual([]);
  });
});

describe("the purge targets", () => {
  it("are the configuration's, else the three fixed ones", () => {
    expect(purgeTargetsOf({ purgeTargets: [{ code: "7", name: "Main" }] })).toEqual([{ code: "7", name: "Main" }]);
    expect(purgeTargetsOf({})).toBe(FIXED_PURGE_TARGETS);
    expect(purgeTargetsOf({ purgeTargets: [] })).toHaveLength(3);
  });
});
