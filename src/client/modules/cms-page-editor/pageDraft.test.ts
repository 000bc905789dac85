import { describe, expect, it } from "vitest";
import type { Block } from "../block-editor/blockTypes.ts";
import {
  blockSummary,
  deleteFailureText,
  draftBlocks,
  isPageWithSavedSlides,
  isStalePageSave,
  pageSaveBody,
  type CmsPage,
} from "./pageDraft.ts";
import { pageEditorPath, pageIdOf } from "./pageEditorPath.ts";

const page: CmsPage = {
  id: 7,
  title: "About us",
  slug: "about-us",
  site: { id: 1, name: "Sweden", languageCode: "sv" },
  seo: { metaTitle: "About" },
  updatedAt: "2026-11-26T10:00:00.000Z",
  blocks: [
    { id: 12, class: "text_story", blockId: "b-2", sortOrder: 4, data: { text: "<p>Second</p>" }, pageId: 7, site: { id: 1 } },
    { id: 11, class: "text_header", blockId: "b-1", sortOrder: 1, data: { header: "First" }, updatedAt: "2026-11-26T09:00:00.000Z" },
  ],
};

describe("the page editor's draft", () => {
  it("holds the blocks in page order, each with a key of its own and without the server's pageId and site", () => {
    const drafts = draftBlocks(page);
    expect(drafts.map((b) => b.id)).toEqual([11, 12]);
    expect(new Set(drafts.map((b) => b.key)).size).toBe(2);
    expect(drafts[1]).not.toHaveProperty("pageId");
    expect(drafts[1]).not.toHaveProperty("site");
    expect(drafts[0]!.updatedAt).toBe("2026-11-26T09:00:00.000Z");
  });

  it("saves the page with its version, title, slug and SEO as read and the blocks without their keys", () => {
    const body = pageSaveBody(page, draftBlocks(page));
    expect(body.page).toMatchObject({ id: 7, title: "About us", slug: "about-us", seo: { metaTitle: "About" }, updatedAt: page.updatedAt });
    expect(body.page.blocks.map((b) => b.id)).toEqual([11, 12]);
    expect(body.page.blocks[0]).not.toHaveProperty("key");
  });

  it("sends no SEO when none was read, so a save cannot clear it", () => {
    const { seo: _seo, ...withoutSeo } = page;
    expect(pageSaveBody(withoutSeo, []).page).not.toHaveProperty("seo");
  });

  it("tells a save refused for a changed page (409 naming page.updatedAt, or 428) from other refusals", () => {
    expect(isStalePageSave({ error: { code: "CONFLICT", message: "x", fields: { "page.updatedAt": "changed" } } })).toBe(true);
    expect(isStalePageSave({ error: { code: "VERSION_REQUIRED", message: "x" } })).toBe(true);
    expect(isStalePageSave({ error: { code: "CONFLICT", message: "x", fields: { "page.blocks": "taken" } } })).toBe(false);
    expect(isStalePageSave(new Error("network"))).toBe(false);
  });

  it("words a failed delete as the spec says: the server's message, else the status text, else 'Unknown error'", () => {
    const server = { error: { code: "CONFLICT", message: "A site's front page cannot be deleted." } };
    expect(deleteFailureText(server, "Conflict", "Unknown error")).toBe("A site's front page cannot be deleted.");
    expect(deleteFailureText(undefined, "Bad Gateway", "Unknown error")).toBe("Bad Gateway");
    expect(deleteFailureText(undefined, "", "Unknown error")).toBe("Unknown error");
    expect(deleteFailureText({ error: { code: "X", message: " " } }, undefined, "Unknown error")).toBe("Unknown error");
  });

  it("summarises a block by its first text, tags removed and cut at 80 characters", () => {
    expect(blockSummary({ data: { header: "Our history" } })).toBe("Our history");
    expect(blockSummary({ data: { header: "", text: "<p>Handmade <b>since</b> 1852</p>" } })).toBe("Handmade since 1852");
    expect(blockSummary({ data: { text: "x".repeat(100) } })).toHaveLength(80);
    expect(blockSummary({ data: {} })).toBe("");
  });
});

describe("the page editor's address", () => {
  it("names the page by its id in the path and reads it back", () => {
    expect(pageEditorPath(42)).toBe("/app/cms/content/page/42");
    expect(pageIdOf("42")).toBe(42);
  });

  it("refuses an id that is missing, not a positive whole number or too large", () => {
    for (const raw of [undefined, "", "0", "-1", "1.5", "abc", "99999999999999999"]) expect(pageIdOf(raw)).toBeNull();
  });
});

describe("the page read again after a slides save", () => {
  const slideshow: Block = {
    id: 13,
    class: "slideshow",
    blockId: "b-3",
    sortOrder: 5,
    data: { header: "Beds", slides: [{ header: "Old" }] },
    updatedAt: "2026-11-26T09:00:00.000Z",
  };
  const before: CmsPage = { ...page, blocks: [...page.blocks, slideshow] };
  const saved: Block = { ...slideshow, data: { header: "Beds", slides: [{ header: "New" }] }, updatedAt: "2026-11-27T09:00:00.000Z" };
  // As the server answers it: the slides and the versions moved on, keys in another order.
  const after: CmsPage = {
    ...before,
    updatedAt: "2026-11-27T09:00:00.001Z",
    blocks: [{ ...saved, data: { slides: [{ header: "New" }], header: "Beds" } }, ...page.blocks.map((b) => ({ ...b }))],
  };

  it("is the page as read with just those slides: the editor carries on from its new version", () => {
    expect(isPageWithSavedSlides(before, after, saved)).toBe(true);
  });

  it("is someone else's change when anything else differs: the title, another block, a block gone or added, the order", () => {
    expect(isPageWithSavedSlides(before, { ...after, title: "Renamed" }, saved)).toBe(false);
    expect(isPageWithSavedSlides(before, { ...after, seo: { metaTitle: "Other" } }, saved)).toBe(false);
    const [first, ...rest] = after.blocks;
    expect(
      isPageWithSavedSlides(before, { ...after, blocks: [first!, { ...rest[0]!, data: { text: "<p>x</p>" } }, rest[1]!] }, saved),
    ).toBe(false);
    expect(isPageWithSavedSlides(before, { ...after, blocks: [first!, rest[0]!] }, saved)).toBe(false);
    expect(isPageWithSavedSlides(before, { ...after, blocks: [...after.blocks, { ...slideshow, id: 14 }] }, saved)).toBe(false);
    expect(
      isPageWithSavedSlides(before, { ...after, blocks: after.blocks.map((b) => ({ ...b, sortOrder: 9 - b.sortOrder })) }, saved),
    ).toBe(false);
  });

  it("is someone else's change when the slides stored are not the ones saved", () => {
    expect(isPageWithSavedSlides(before, before, saved)).toBe(false);
  });
});
