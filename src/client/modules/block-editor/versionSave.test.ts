import { describe, expect, it } from "vitest";
import type { BlockInput, BlockVersion } from "./blockTypes.ts";
import { addVersion, removeVersion, versionDrafts } from "./blockVersions.ts";
import { pageBlocksWith, pageOfSite, versionChanges } from "./versionSave.ts";

const version = (siteId: number, id: number, pageId: number, header: string): BlockVersion => ({
  site: { id: siteId, name: `Site ${siteId}`, languageCode: `l${siteId}` },
  block: { id, class: "text_header", blockId: "b-1", sortOrder: 0, data: { header }, pageId },
});
const stored = [version(1, 11, 100, "Hej"), version(2, 21, 200, "Hello")];

describe("saving a block's language versions", () => {
  it("changes nothing when the versions are as read", () => {
    expect(versionChanges(stored, versionDrafts(stored), 1)).toEqual([]);
  });

  it("writes an edited version, adds a new one and removes a removed one; the current page's own version never", () => {
    let drafts = versionDrafts(stored).map((d) => (d.site.id === 2 ? { ...d, block: { ...d.block, data: { header: "Hi" } } } : d));
    drafts = drafts.map((d) => (d.site.id === 1 ? { ...d, block: { ...d.block, data: { header: "Changed here" } } } : d));
    drafts = addVersion(drafts, { id: 3, name: "Site 3", languageCode: "l3" });
    expect(versionChanges(stored, drafts, 1)).toEqual([
      { siteId: 2, block: expect.objectContaining({ id: 21, data: { header: "Hi" } }), storedId: 21 },
      { siteId: 3, block: expect.objectContaining({ id: null, blockId: "b-1" }), storedId: null },
    ]);
    expect(versionChanges(stored, removeVersion(versionDrafts(stored), 2), 1)).toEqual([{ siteId: 2, block: null, storedId: 21 }]);
  });

  it("puts the version on its site's page: replaced in place, added last, or left out", () => {
    const pageBlocks: BlockInput[] = [
      { id: 20, class: "quote", blockId: "b-0", sortOrder: 0, data: {} },
      { id: 21, class: "text_header", blockId: "b-1", sortOrder: 1, data: { header: "Hello" } },
    ];
    const edited: BlockInput = { id: 21, class: "text_header", blockId: "b-1", sortOrder: null, data: { header: "Hi" } };
    expect(pageBlocksWith(pageBlocks, { siteId: 2, block: edited, storedId: 21 })[1]).toMatchObject({
      id: 21,
      sortOrder: 1,
      data: { header: "Hi" },
    });
    expect(pageBlocksWith(pageBlocks, { siteId: 2, block: null, storedId: 21 }).map((b) => b.id)).toEqual([20]);
    const added = pageBlocksWith(pageBlocks, { siteId: 2, block: { ...edited, id: null }, storedId: null });
    expect(added).toHaveLength(3);
    expect(added[2]).toMatchObject({ id: null, sortOrder: null, blockId: "b-1" });
  });

  it("finds a site's page through the versions of the page's other blocks", () => {
    expect(pageOfSite([[version(1, 11, 100, "a")], stored], 2)).toBe(200);
    expect(pageOfSite([stored], 5)).toBeNull();
  });
});
