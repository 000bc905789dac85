import { describe, expect, it } from "vitest";
import { buildTree, descendantIds, type GroupRow } from "./group-tree.ts";

const at = new Date("2026-01-01T00:00:00Z");
const rows: GroupRow[] = [
  { id: 1, name: "Nordics", description: null, parent_id: null, updated_at: at },
  { id: 2, name: "Sweden", description: null, parent_id: 1, updated_at: at },
  { id: 3, name: "Stockholm", description: null, parent_id: 2, updated_at: at },
  { id: 4, name: "Benelux", description: "NL, BE", parent_id: null, updated_at: at },
];
const noExtras = { countries: new Map(), locations: new Map(), accounts: new Map() };

describe("region group tree", () => {
  it("nests children under their parents and keeps roots apart", () => {
    const tree = buildTree(rows, noExtras);
    expect(tree.map((n) => n.name)).toEqual(["Nordics", "Benelux"]);
    expect(tree[0]!.childGroups[0]!.name).toBe("Sweden");
    expect(tree[0]!.childGroups[0]!.childGroups[0]!.parentGroup).toEqual({ id: 2, name: "Sweden", description: null });
    expect(tree[1]!.childGroups).toEqual([]);
  });

  it("lists every descendant, and none for a leaf", () => {
    expect([...descendantIds(rows, 1)].sort()).toEqual([2, 3]);
    expect(descendantIds(rows, 3).size).toBe(0);
  });
});
