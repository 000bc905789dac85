import fc from "fast-check";
import { describe, expect, it } from "vitest";
import {
  isValidMoveTarget,
  newPublishedDate,
  placeAmongSiblings,
  renumbered,
  slugFromName,
  sortMedia,
  subtreeIds,
  type MediaSortMethod,
  type SortableMedia,
  type TreeFolder,
} from "./media-tree.ts";

// 1 ─┬─ 2 ─── 4 ─── 5
//    └─ 3
// 6 (another root)
const TREE: TreeFolder[] = [
  { id: 1, parentId: null },
  { id: 2, parentId: 1 },
  { id: 3, parentId: 1 },
  { id: 4, parentId: 2 },
  { id: 5, parentId: 4 },
  { id: 6, parentId: null },
];

describe("subtreeIds", () => {
  it("holds the folder and every descendant, and nothing else", () => {
    expect([...subtreeIds(TREE, 1)].sort()).toEqual([1, 2, 3, 4, 5]);
    expect([...subtreeIds(TREE, 2)].sort()).toEqual([2, 4, 5]);
    expect([...subtreeIds(TREE, 5)]).toEqual([5]);
    expect([...subtreeIds(TREE, 6)]).toEqual([6]);
  });

  it("ends on a cycle in the data instead of looping", () => {
    const cyclic: TreeFolder[] = [
      { id: 1, parentId: 2 },
      { id: 2, parentId: 1 },
    ];
    expect([...subtreeIds(cyclic, 1)].sort()).toEqual([1, 2]);
  });
});

describe("isValidMoveTarget", () => {
  it("refuses the folder itself and every descendant", () => {
    for (const target of [2, 4, 5]) expect(isValidMoveTarget(TREE, 2, target)).toBe(false);
  });

  it("allows the root, ancestors, siblings and other trees", () => {
    for (const target of [null, 1, 3, 6]) expect(isValidMoveTarget(TREE, 2, target)).toBe(true);
    expect(isValidMoveTarget(TREE, 5, 1)).toBe(true);
  });

  it("agrees with walking the target's ancestors, for every pair of a random tree", () => {
    fc.assert(
      fc.property(fc.array(fc.nat(), { minLength: 1, maxLength: 30 }), (parents) => {
        // Folder i+1's parent is an earlier folder (or the root): always a tree.
        const folders = parents.map((p, i) => ({ id: i + 1, parentId: p % (i + 1) === 0 ? null : p % (i + 1) }));
        const parentOf = new Map(folders.map((f) => [f.id, f.parentId]));
        const isAncestorOrSelf = (ancestor: number, id: number | null): boolean =>
          id !== null && (id === ancestor || isAncestorOrSelf(ancestor, parentOf.get(id) ?? null));
        for (const f of folders)
          for (const target of folders) expect(isValidMoveTarget(folders, f.id, target.id)).toBe(!isAncestorOrSelf(f.id, target.id));
      }),
    );
  });
});

describe("placeAmongSiblings", () => {
  it("appends when no position is given", () => {
    expect(placeAmongSiblings([1, 2, 3], [9])).toEqual([1, 2, 3, 9]);
  });

  it("moves a sibling up or down by its wanted position", () => {
    expect(placeAmongSiblings([1, 2, 3, 4], [3], 0)).toEqual([3, 1, 2, 4]);
    expect(placeAmongSiblings([1, 2, 3, 4], [1], 3)).toEqual([2, 3, 4, 1]);
    expect(placeAmongSiblings([1, 2, 3, 4], [2], 2)).toEqual([1, 3, 2, 4]);
  });

  it("clamps a position outside the list and keeps moved ids once", () => {
    expect(placeAmongSiblings([1, 2], [3], 99)).toEqual([1, 2, 3]);
    expect(placeAmongSiblings([1, 2], [3], -4)).toEqual([3, 1, 2]);
    expect(placeAmongSiblings([1, 2, 3], [3, 3, 1], 0)).toEqual([3, 1, 2]);
  });

  it("keeps every id exactly once, the moved ones together in their order", () => {
    fc.assert(
      fc.property(
        fc.uniqueArray(fc.integer({ min: 1, max: 50 })),
        fc.uniqueArray(fc.integer({ min: 1, max: 80 })),
        fc.option(fc.integer({ min: -5, max: 60 })),
        (siblings, moved, position) => {
          const placed = placeAmongSiblings(siblings, moved, position);
          expect(new Set(placed)).toEqual(new Set([...siblings, ...moved]));
          expect(placed.length).toBe(new Set([...siblings, ...moved]).size);
          const start = moved.length > 0 ? placed.indexOf(moved[0]!) : 0;
          expect(placed.slice(start, start + moved.length)).toEqual(moved);
        },
      ),
    );
  });
});

describe("renumbered", () => {
  it("numbers 0..n by sortOrder, ties by id, gaps closed", () => {
    expect(
      renumbered([
        { id: 5, sortOrder: 10 },
        { id: 2, sortOrder: 3 },
        { id: 1, sortOrder: 3 },
        { id: 9, sortOrder: 0 },
      ]),
    ).toEqual([
      { id: 9, sortOrder: 0 },
      { id: 1, sortOrder: 1 },
      { id: 2, sortOrder: 2 },
      { id: 5, sortOrder: 3 },
    ]);
    expect(renumbered([])).toEqual([]);
  });
});

const item = (id: number, name: string, sortOrder: number, publishedDate: string | null): SortableMedia => ({
  id,
  name,
  sortOrder,
  publishedDate,
});
const MEDIA = [
  item(1, "Öland", 2, "2026-01-01T00:00:00Z"),
  item(2, "bed 10", 0, null),
  item(3, "Bed 2", 1, "2026-03-01T00:00:00Z"),
  item(4, "Ängel", 3, null),
  item(5, "Zebra", 4, "2026-03-01T00:00:00Z"),
];
const ids = (method: MediaSortMethod) => sortMedia(MEDIA, method).map((m) => m.id);

describe("sortMedia", () => {
  it("custom: ascending sortOrder", () => {
    expect(ids("custom")).toEqual([2, 3, 1, 4, 5]);
  });

  it("alphabetical: Swedish order, case-insensitive, numbers by value", () => {
    expect(ids("alphabetical")).toEqual([3, 2, 5, 4, 1]);
  });

  it("published_date: newest first, ties by sortOrder, undated last", () => {
    expect(ids("published_date")).toEqual([3, 5, 1, 2, 4]);
  });

  it("leaves the input as it was", () => {
    const before = MEDIA.map((m) => m.id);
    sortMedia(MEDIA, "alphabetical");
    expect(MEDIA.map((m) => m.id)).toEqual(before);
  });

  it("puts every undated item after every dated one, whatever the input order", () => {
    fc.assert(
      fc.property(fc.array(fc.option(fc.integer({ min: 0, max: 2e12 })), { maxLength: 40 }), (times) => {
        const media = times.map((t, i) => item(i + 1, `m${i}`, i, t === null ? null : new Date(t).toISOString()));
        const sorted = sortMedia(media, "published_date");
        const firstUndated = sorted.findIndex((m) => m.publishedDate === null);
        if (firstUndated >= 0) expect(sorted.slice(firstUndated).every((m) => m.publishedDate === null)).toBe(true);
        const dated = sorted.filter((m) => m.publishedDate !== null).map((m) => Date.parse(m.publishedDate as string));
        expect(dated).toEqual([...dated].sort((a, b) => b - a));
      }),
    );
  });
});

describe("slugFromName", () => {
  it("folds accents and joins words with single hyphens", () => {
    expect(slugFromName("Sängar & Madrasser – Vår 2026")).toBe("sangar-madrasser-var-2026");
    expect(slugFromName("  Ørsted  Æble ")).toBe("orsted-aeble");
  });

  it("answers the fallback when no letter or digit is left", () => {
    expect(slugFromName("!!!")).toBe("folder");
    expect(slugFromName("—", "media")).toBe("media");
  });

  it("always matches the contract's slug pattern", () => {
    fc.assert(
      fc.property(fc.string({ maxLength: 300 }), (name) => {
        expect(slugFromName(name)).toMatch(/^[a-z0-9]+(-[a-z0-9]+)*$/);
      }),
    );
  });
});

describe("newPublishedDate", () => {
  it("is the time with the milliseconds zeroed", () => {
    expect(newPublishedDate(new Date("2026-11-26T10:11:12.987Z")).toISOString()).toBe("2026-11-26T10:11:12.000Z");
  });
});
