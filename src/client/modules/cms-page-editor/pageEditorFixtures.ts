import { http, HttpResponse } from "msw";
import type { BlockVersion, Site } from "../block-editor/blockTypes.ts";
import type { CmsPage } from "./pageDraft.ts";

const VERSION = "2026-11-20T09:00:00.000Z";

const site = (id: number, name: string, languageCode: string): Site => ({
  id,
  name,
  languageCode,
  slug: languageCode,
  isActive: true,
  properties: {},
  frontpage: null,
});

/** English, Swedish and German sites. */
export const editorSites: Site[] = [site(1, "Website", "en"), site(2, "Webbplats", "sv"), site(3, "Webseite", "de")];

/** The English 'About us' page: a text header, a text story and a popup with display rules. */
export const aboutPage: CmsPage = {
  id: 7,
  title: "About us",
  slug: "about-us",
  site: { id: 1, name: "Website", languageCode: "en" },
  isFrontpage: false,
  updatedAt: VERSION,
  blocks: [
    {
      id: 71,
      class: "text_header",
      blockId: "blk-about-1",
      sortOrder: 0,
      data: { header: "About us", preamble: "Handmade since 1852." },
      pageId: 7,
    },
    {
      id: 72,
      class: "text_story",
      blockId: "blk-about-2",
      sortOrder: 1,
      data: { header: "Our history", text: "<p>It began in a workshop.</p>" },
      pageId: 7,
    },
    {
      id: 73,
      class: "popup",
      blockId: "blk-about-3",
      sortOrder: 2,
      data: {
        header: "Spring offer",
        rules: { type: "logical", operator: "&&", rules: [{ type: "comparator", property: "country", comparator: "==", value: "SE" }] },
      },
      pageId: 7,
    },
  ],
};

/** The Swedish versions of the page's blocks: on page 17 of the Swedish site. */
export function versionsOf(blockId: string): BlockVersion[] {
  const block = aboutPage.blocks.find((b) => b.blockId === blockId);
  if (!block) return [];
  const en: BlockVersion = { site: aboutPage.site, block };
  if (blockId === "blk-about-3") return [en];
  const sv: BlockVersion = {
    site: { id: 2, name: "Webbplats", languageCode: "sv" },
    block: { ...block, id: block.id + 100, pageId: 17, data: { header: `${String(block.data.header)} (sv)` } },
  };
  return [en, sv];
}

/** The Swedish page holding the versions. */
export const swedishPage: CmsPage = {
  id: 17,
  title: "Om oss",
  slug: "om-oss",
  site: { id: 2, name: "Webbplats", languageCode: "sv" },
  updatedAt: VERSION,
  blocks: aboutPage.blocks.slice(0, 2).map((b) => versionsOf(b.blockId)[1]!.block),
};

/** The page editor's calls answered from the fixtures; a save answers the page as sent. */
export function pageEditorHandlers(page: CmsPage = aboutPage) {
  return [
    http.get("*/cms/editor/page", ({ request }) => {
      const id = Number(new URL(request.url).searchParams.get("id"));
      if (id === page.id) return HttpResponse.json(page);
      if (id === swedishPage.id) return HttpResponse.json(swedishPage);
      return HttpResponse.json({ error: { code: "NOT_FOUND", message: "CMS page not found." } }, { status: 404 });
    }),
    http.post("*/cms/editor/save", async ({ request }) => {
      const { page: sent } = (await request.json()) as { page: { id: number; blocks: CmsPage["blocks"] } };
      const base = sent.id === swedishPage.id ? swedishPage : page;
      const blocks = sent.blocks.map((b, i) => ({
        ...b,
        id: b.id ?? 900 + i,
        blockId: b.blockId ?? `blk-new-${i}`,
        sortOrder: b.sortOrder ?? i,
        data: b.data ?? {},
      }));
      return HttpResponse.json({ ...base, blocks, updatedAt: "2026-11-21T09:00:00.000Z" });
    }),
    http.post("*/cms/editor/deletePage", () => HttpResponse.json({ success: true })),
    http.post("*/cms/editor/block/set-preview-block", async ({ request }) =>
      HttpResponse.json({ identifier: ((await request.json()) as { identifier: string }).identifier }),
    ),
    // The preview page itself (the frames' source), as the server renders a stored block.
    http.get(
      "*/en/preview-block",
      () => new HttpResponse("<!doctype html><title>Preview</title><p>Block</p>", { headers: { "Content-Type": "text/html" } }),
    ),
    http.get("*/cms/editor/block/by-block-id/:blockId", ({ params }) => HttpResponse.json(versionsOf(String(params.blockId)))),
    http.post("*/cms/upload/upload", () => HttpResponse.json(["3f2a9c-bed.jpg"])),
    http.get("*/cms/sites", () => HttpResponse.json(editorSites)),
    http.get("*/rest/product/products/bed-models", () => HttpResponse.json([{ name: "Aurora", colors: [] }])),
  ];
}
