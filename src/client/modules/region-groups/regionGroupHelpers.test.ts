import { describe, expect, it } from "vitest";
import { diffMembers, withGroup, withoutGroup } from "./groupAccountsDiff.ts";
import { descendantsOf, findGroup, flattenGroups, handledBySubGroups, possibleParents, toTreeNodes } from "./groupTree.ts";
import type { RegionGroup } from "./regionGroupTypes.ts";
import { countriesNeedingSubGroups } from "./subGroups.ts";

function group(id: number, name: string, over: Partial<RegionGroup> = {}): RegionGroup {
  return { id, name, childGroups: [], handlesCountries: [], handlesLocations: [], ...over };
}

const sweden = group(3, "Sweden", {
  handlesCountries: [{ id: 10, code: "SE", name: "Sweden" }],
  handlesLocations: [{ id: 100, name: "Stockholm store" }],
});
const stockholm = group(5, "Stockholm", { handlesLocations: [{ id: 101, name: "Kungsgatan" }] });
sweden.childGroups = [stockholm];
const nordics = group(1, "Nordics", {
  childGroups: [sweden, group(4, "norway")],
  handlesCountries: [
    { id: 10, code: "SE", name: "Sweden" },
    { id: 11, code: "NO", name: "Norway" },
    { id: 12, code: "DK", name: "Denmark" },
    { id: 13, code: "XN", name: " nordics " },
  ],
});
const tree = [nordics, group(2, "Benelux")];

describe("countriesNeedingSubGroups", () => {
  it("skips countries named like the group or an existing child, case-blind", () => {
    expect(countriesNeedingSubGroups(nordics).map((c) => c.name)).toEqual(["Denmark"]);
  });

  it("offers nothing when every country already has its group", () => {
    expect(countriesNeedingSubGroups(sweden)).toEqual([]);
    expect(countriesNeedingSubGroups(group(9, "Empty"))).toEqual([]);
  });
});

describe("group tree helpers", () => {
  it("flattens parents before children and finds by id", () => {
    expect(flattenGroups(tree).map((g) => g.id)).toEqual([1, 3, 5, 4, 2]);
    expect(findGroup(tree, 5)?.name).toBe("Stockholm");
    expect(findGroup(tree, 99)).toBeUndefined();
    expect(descendantsOf(nordics).map((g) => g.id)).toEqual([3, 5, 4]);
  });

  it("collects what sub-groups at any depth handle, with the sub-group's name", () => {
    const handled = handledBySubGroups(nordics);
    expect([...handled.countries]).toEqual([[10, "Sweden"]]);
    expect([...handled.locations]).toEqual([
      [100, "Sweden"],
      [101, "Stockholm"],
    ]);
    expect(handledBySubGroups(undefined).countries.size).toBe(0);
  });

  it("never offers a group or its sub-groups as its new parent", () => {
    expect(possibleParents(tree, sweden).map((g) => g.id)).toEqual([1, 4, 2]);
    expect(possibleParents(tree, undefined)).toHaveLength(5);
  });
});

describe("toTreeNodes", () => {
  it("expands only what is open, marks the selection, and counts members", () => {
    const withMembers = { ...group(2, "Benelux"), accounts: [{ id: 1, email: "a@x" }] };
    const nodes = toTreeNodes([nordics, withMembers], new Set([1]), 3);
    expect(nodes[0]).toMatchObject({ id: 1, label: "Nordics", isExpanded: true, hasCaret: true, icon: "folder-open", isSelected: false });
    expect(nodes[0]!.childNodes!.map((n) => [n.id, n.isSelected, n.isExpanded])).toEqual([
      [3, true, false],
      [4, false, false],
    ]);
    expect(nodes[1]).toMatchObject({ hasCaret: false, icon: "map", secondaryLabel: "1" });
    expect(nodes[1]!.childNodes).toBeUndefined();
  });
});

describe("group membership diff", () => {
  it("lists accounts to add and to remove, nothing for unchanged ones", () => {
    expect(diffMembers([1, 2, 3], [2, 3, 4, 5])).toEqual({ added: [4, 5], removed: [1] });
    expect(diffMembers([1], [1])).toEqual({ added: [], removed: [] });
    expect(diffMembers([], [])).toEqual({ added: [], removed: [] });
  });

  it("adds a group once and removes it, sending ids only", () => {
    expect(withGroup([{ id: 1 }], 2)).toEqual([{ id: 1 }, { id: 2 }]);
    expect(withGroup([{ id: 2, name: "x" } as { id: number }], 2)).toEqual([{ id: 2 }]);
    expect(withoutGroup([{ id: 1 }, { id: 2 }], 2)).toEqual([{ id: 1 }]);
  });
});
