import { describe, expect, it } from "vitest";
import { moveAmongSiblings, moveBeside, moveTargets, moveUnder } from "../common/orderedTree.ts";
import { cmsTree } from "./cmsFixtures.ts";
import { dropSide, initialSiteId, nodeEditsOf, pageMovesOf, siteTreeOf, withNodeFields, type CmsNode } from "./cmsTree.ts";

const english = siteTreeOf(cmsTree.nodes, 1);
const labels = (nodes: readonly CmsNode[]): unknown[] => nodes.map((n) => (n.children.length ? [n.label, labels(n.children)] : n.label));

describe("the CMS content tree", () => {
  it("takes one site's nodes, each level in its sortOrder, with the page and flags of each", () => {
    expect(labels(english)).toEqual(["Home", ["Beds", ["Aurora", "Eira"]], "About us"]);
    expect(labels(siteTreeOf(cmsTree.nodes, 2))).toEqual(["Home", "Beds"]);
    expect(siteTreeOf(cmsTree.nodes, 3)).toEqual([]);
    expect(english[0]).toMatchObject({ id: 1, slug: "home", pageId: 501, excludeFromNavigation: false });
    const shuffled = [
      { ...cmsTree.nodes[2]!, sortOrder: 0 },
      { ...cmsTree.nodes[0]!, sortOrder: 1 },
    ];
    expect(labels(siteTreeOf(shuffled, 1))).toEqual(["About us", "Home"]);
  });

  it("opens on the asked site if it exists, else the first active one", () => {
    expect(initialSiteId(cmsTree.sites, 2)).toBe(2);
    expect(initialSiteId(cmsTree.sites, 99)).toBe(1);
    expect(initialSiteId([cmsTree.sites[2]!, cmsTree.sites[1]!], null)).toBe(2);
    expect(initialSiteId([cmsTree.sites[2]!], null)).toBe(3);
    expect(initialSiteId([], null)).toBeNull();
  });

  it("offers as move targets neither the node, its descendants nor its present parent", () => {
    expect(moveTargets(english, 2).map((t) => t.node.label)).toEqual(["Home", "About us"]);
    expect(moveTargets(english, 3).map((t) => t.node.label)).toEqual(["Home", "Eira", "About us"]);
    // Refused moves leave the tree as it was.
    expect(labels(moveUnder(english, 2, 3))).toEqual(labels(english));
    expect(labels(moveUnder(english, 2, 2))).toEqual(labels(english));
  });

  it("sends no moves and no edits for an unchanged tree", () => {
    expect(pageMovesOf(english, english)).toEqual([]);
    expect(nodeEditsOf(english, english)).toEqual([]);
  });

  it("sends the whole sibling list a reorder changed, each node at its index", () => {
    const edited = moveAmongSiblings(english, 5, -1);
    expect(labels(edited)).toEqual(["Home", "About us", ["Beds", ["Aurora", "Eira"]]]);
    expect(pageMovesOf(english, edited)).toEqual([
      { id: 1, parentId: null, sortOrder: 0 },
      { id: 5, parentId: null, sortOrder: 1 },
      { id: 2, parentId: null, sortOrder: 2 },
    ]);
  });

  it("sends both lists of a move under another node, the new parent's before its children", () => {
    const edited = moveUnder(english, 5, 3);
    expect(labels(edited)).toEqual(["Home", ["Beds", [["Aurora", ["About us"]], "Eira"]]]);
    expect(pageMovesOf(english, edited)).toEqual([
      { id: 1, parentId: null, sortOrder: 0 },
      { id: 2, parentId: null, sortOrder: 1 },
      { id: 5, parentId: 3, sortOrder: 0 },
    ]);
  });

  it("moves a parent under its former child in an order the server accepts step by step", () => {
    // Aurora to the top first, then Beds under Aurora: Aurora's move must be sent before Beds'.
    const edited = moveUnder(moveUnder(english, 3, 5), 2, 3);
    const moves = pageMovesOf(english, edited);
    expect(moves.findIndex((m) => m.id === 3)).toBeLessThan(moves.findIndex((m) => m.id === 2));
    expect(moves).toContainEqual({ id: 2, parentId: 3, sortOrder: 0 });
  });

  it("drops a node in the target's place: after it coming from above, before it otherwise", () => {
    expect(dropSide(english, 1, 5)).toBe("after");
    expect(dropSide(english, 5, 1)).toBe("before");
    expect(dropSide(english, 3, 5)).toBe("before");
    expect(labels(moveBeside(english, 1, 5, dropSide(english, 1, 5)))).toEqual([["Beds", ["Aurora", "Eira"]], "About us", "Home"]);
    expect(labels(moveBeside(english, 4, 1, dropSide(english, 4, 1)))).toEqual(["Eira", "Home", ["Beds", ["Aurora"]], "About us"]);
    // Never into its own subtree.
    expect(labels(moveBeside(english, 2, 3, "before"))).toEqual(labels(english));
  });

  it("sends only the node fields that changed, the label trimmed", () => {
    const edited = withNodeFields(withNodeFields(english, 4, { label: " Eira bed ", excludeFromSearch: true }), 5, {
      excludeFromNavigation: true,
    });
    expect(nodeEditsOf(english, edited)).toEqual([
      { id: 4, label: "Eira bed", excludeFromSearch: true },
      { id: 5, excludeFromNavigation: true },
    ]);
    expect(pageMovesOf(english, edited)).toEqual([]);
  });
});
