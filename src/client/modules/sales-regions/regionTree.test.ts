import { describe, expect, it, vi } from "vitest";
import { createRegionTree, findZipCode, groupKey, regionKey, zipGroupPath } from "./regionTree.ts";
import { malmo, regionsById, searchRows, swedenCountry } from "./salesRegionFixtures.ts";
import type { Region } from "./salesRegionTypes.ts";
import { toTreeNodes } from "./treeNodes.ts";

/** A loader whose answers the test releases one by one. */
function controlledLoader() {
  const pending: { id: number; resolve: (r: Region) => void; reject: (e: unknown) => void }[] = [];
  const load = vi.fn(
    (id: number) =>
      new Promise<Region>((resolve, reject) => {
        pending.push({ id, resolve, reject });
      }),
  );
  const release = async (id: number) => {
    const index = pending.findIndex((p) => p.id === id);
    pending.splice(index, 1)[0]!.resolve(regionsById[id]!);
    await new Promise((r) => setTimeout(r, 0));
  };
  return { load, pending, release };
}

const roots = swedenCountry.regions!;

describe("region tree expands", () => {
  it("loads a region's children on its first expand, then only toggles them", async () => {
    const load = vi.fn(async (id: number) => regionsById[id]!);
    const tree = createRegionTree(load, roots);
    expect(await tree.toggleRegion(1)).toEqual({ kind: "done" });
    expect(tree.getState().expanded.has(regionKey(1))).toBe(true);
    expect(await tree.toggleRegion(1)).toEqual({ kind: "done" });
    expect(tree.getState().expanded.has(regionKey(1))).toBe(false);
    await tree.toggleRegion(1);
    expect(tree.getState().expanded.has(regionKey(1))).toBe(true);
    expect(load).toHaveBeenCalledTimes(1);
  });

  it("refuses an expand that must load while another loads, and a search hit's expand too", async () => {
    const { load, release } = controlledLoader();
    const tree = createRegionTree(load, roots);
    const first = tree.toggleRegion(1);
    expect(tree.getState().expanding).toBe(1);
    expect(await tree.toggleRegion(2)).toEqual({ kind: "blocked" });
    expect(await tree.expandTo(searchRows[0]!)).toEqual({ kind: "blocked" });
    expect(load).toHaveBeenCalledTimes(1);
    await release(1);
    expect(await first).toEqual({ kind: "done" });
    expect(tree.getState().expanding).toBeNull();
    // Once done, the next expand runs.
    const second = tree.toggleRegion(2);
    await release(2);
    expect(await second).toEqual({ kind: "done" });
  });

  it("still opens and closes what is loaded while an expand runs", async () => {
    const { load, release } = controlledLoader();
    const tree = createRegionTree(load, roots);
    const first = tree.toggleRegion(1);
    await release(1);
    await first;
    const second = tree.toggleRegion(2);
    expect(await tree.toggleRegion(1)).toEqual({ kind: "done" });
    expect(tree.getState().expanded.has(regionKey(1))).toBe(false);
    await release(2);
    await second;
  });

  it("says a failed load failed, leaves the region closed and lets the next expand run", async () => {
    const load = vi
      .fn()
      .mockRejectedValueOnce({ error: { code: "NOT_FOUND", message: "gone" } })
      .mockResolvedValue(regionsById[1]);
    const tree = createRegionTree(load, roots);
    const outcome = await tree.toggleRegion(1);
    expect(outcome).toEqual({ kind: "failed", error: { error: { code: "NOT_FOUND", message: "gone" } } });
    expect(tree.getState().expanded.size).toBe(0);
    expect(tree.getState().expanding).toBeNull();
    expect(await tree.toggleRegion(1)).toEqual({ kind: "done" });
  });

  it("opens the tree down to a region hit and chooses it", async () => {
    const tree = createRegionTree(async (id) => regionsById[id]!, roots);
    expect(await tree.expandTo(searchRows[0]!)).toEqual({ kind: "done" });
    const state = tree.getState();
    expect([...state.expanded]).toEqual([regionKey(1)]);
    expect(state.selected).toEqual({ kind: "region", id: 11 });
    expect(state.loaded.has(11)).toBe(true);
  });

  it("opens the tree down to a zip-code hit through its groups and chooses it", async () => {
    const tree = createRegionTree(async (id) => regionsById[id]!, roots);
    await tree.expandTo(searchRows[1]!);
    const state = tree.getState();
    expect([...state.expanded]).toEqual([regionKey(1), regionKey(11), groupKey(11, "211"), groupKey(11, "211 2")]);
    expect(state.selected).toEqual({ kind: "zipCode", id: 1021 });
    // The node is drawn, chosen, inside its open groups.
    const malmoNode = toTreeNodes(state)[0]!.childNodes!.find((n) => n.label === "Malmö")!;
    const group = malmoNode.childNodes!.find((n) => n.label.startsWith("211…"))!;
    const inner = group.childNodes!.find((n) => n.label.startsWith("211 2…"))!;
    expect(inner.childNodes!.find((n) => n.isSelected)?.label).toBe("211 21 Malmö");
  });

  it("starts afresh for a new country", async () => {
    const tree = createRegionTree(async (id) => regionsById[id]!, roots);
    await tree.toggleRegion(1);
    tree.reset([{ id: 9, name: "Oslo", level: 1 }]);
    expect(tree.getState()).toMatchObject({ roots: [{ id: 9 }], expanded: new Set(), selected: null });
    expect(tree.getState().loaded.size).toBe(0);
  });

  it("applies a write's handlers to the zip code and its copies in the groups", async () => {
    const tree = createRegionTree(async (id) => regionsById[id]!, roots);
    await tree.expandTo(searchRows[1]!);
    const handler = malmo.zipCodes[39]!.handlers[0] ?? regionsById[1]!.handlers[0]!;
    tree.patch({ kind: "zipCode", id: 1021 }, { handlers: [handler], handlersAreTemporary: false });
    const loaded = tree.getState().loaded;
    expect(findZipCode(loaded, 1021)?.zipCode.handlers).toEqual([handler]);
    const inGroup = loaded.get(11)!.zipCodeGroups[0]!.groups![2]!.zipCodes.find((z) => z.id === 1021)!;
    expect(inGroup.handlers).toEqual([handler]);
    tree.patch({ kind: "region", id: 11 }, { workingArea: true });
    expect(tree.getState().loaded.get(11)!.workingArea).toBe(true);
    expect(
      tree
        .getState()
        .loaded.get(1)!
        .regions.find((r) => r.id === 11)!.workingArea,
    ).toBe(true);
    expect("handlersAreTemporary" in tree.getState().loaded.get(11)!).toBe(false);
  });
});

describe("zipGroupPath", () => {
  it("names the groups that hold a zip code, outermost first", () => {
    expect(zipGroupPath(malmo.zipCodeGroups, 1021)).toEqual(["211", "211 2"]);
    expect(zipGroupPath(malmo.zipCodeGroups, 1201)).toEqual(["212"]);
    expect(zipGroupPath(malmo.zipCodeGroups, 99)).toBeNull();
    expect(zipGroupPath([], 1021)).toBeNull();
  });
});

describe("toTreeNodes", () => {
  it("shows a region's child regions, then its zip codes as the server grouped them", async () => {
    const tree = createRegionTree(async (id) => regionsById[id]!, roots);
    await tree.toggleRegion(1);
    await tree.toggleRegion(11);
    const [skane, stockholm] = toTreeNodes(tree.getState());
    expect(stockholm).toMatchObject({ label: "Stockholm", hasCaret: true, isExpanded: false });
    expect(skane!.childNodes!.map((n) => n.label)).toEqual(["Malmö", "Lund"]);
    const malmoNode = skane!.childNodes![0]!;
    expect(malmoNode.childNodes!.map((n) => n.label)).toEqual(["211… (36)", "212… (4)"]);
    tree.toggleGroup(groupKey(11, "212"));
    const opened = toTreeNodes(tree.getState())[0]!.childNodes![0]!.childNodes![1]!;
    expect(opened.childNodes!.map((n) => [n.label, n.handlerCount])).toEqual([
      ["212 10 Malmö", 1],
      ["212 11 Malmö", undefined],
      ["212 12 Malmö", undefined],
      ["212 13 Malmö", undefined],
    ]);
  });

  it("shows a region's few zip codes ungrouped, and no caret once it is known to be empty", async () => {
    const tree = createRegionTree(async (id) => (id === 12 ? { ...regionsById[12]!, zipCodes: [] } : regionsById[id]!), roots);
    await tree.toggleRegion(2);
    expect(toTreeNodes(tree.getState())[1]!.childNodes!.map((n) => n.label)).toEqual(["111 22 Stockholm"]);
    await tree.toggleRegion(1);
    await tree.toggleRegion(12);
    expect(toTreeNodes(tree.getState())[0]!.childNodes![1]).toMatchObject({ label: "Lund", hasCaret: false });
  });
});
