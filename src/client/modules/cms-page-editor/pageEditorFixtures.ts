import { http, HttpResponse } from "msw";
import type { Block, BlockVersion, Site } from "../block-editor/blockTypes.ts";
import type { Video } from "../block-editor/cellList.ts";
import type { BlockSlidesUpdate } from "../block-editor/slidesSave.ts";
import type { CmsPage } from "./pageDraft.ts";

const VERSION = "2026-11-20T09:00:00.000Z";
/** The versions a slides save gives the slideshow and its page. */
export const SLIDES_SAVED_VERSION = "2026-11-22T09:00:00.000Z";
export const PAGE_AFTER_SLIDES_VERSION = "2026-11-22T09:00:00.001Z";

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

const image = (identifier: string) => ({ identifier, type: "static" as const });

/** The English 'Showroom' page: a slideshow, an image list and a video list, their slides and cells edited in lists. */
export const showroomPage: CmsPage = {
  id: 8,
  title: "Showroom",
  slug: "showroom",
  site: { id: 1, name: "Website", languageCode: "en" },
  isFrontpage: false,
  updatedAt: VERSION,
  blocks: [
    {
      id: 81,
      class: "slideshow",
      blockId: "blk-show-1",
      sortOrder: 0,
      data: { header: "Our beds", slides: [{ header: "Vividus", image: image("vividus.jpg") }, { header: "Aurora" }] },
      pageId: 8,
      updatedAt: VERSION,
    },
    {
      id: 82,
      class: "image_list",
      blockId: "blk-show-2",
      sortOrder: 1,
      data: {
        header: "Materials",
        cells: [{ header: "Horsehair", image: image("horsehair.jpg") }, { header: "Cotton" }, { header: "Wool" }],
      },
      pageId: 8,
      updatedAt: VERSION,
    },
    {
      id: 83,
      class: "video_list",
      blockId: "blk-show-3",
      sortOrder: 2,
      data: {
        header: "Films",
        cells: [{ header: "Our workshop", UrlMp4: "/media/video/workshop.mp4", UrlOgg: "/media/video/workshop.ogv" }],
      },
      pageId: 8,
      updatedAt: VERSION,
    },
  ],
};

/** The video block the 'Caring for your bed' video comes from. */
export const careVideoBlock: BlockVersion = {
  site: { id: 1, name: "Website", languageCode: "en" },
  block: {
    id: 99,
    class: "video",
    blockId: "blk-video-care",
    sortOrder: 0,
    pageId: 30,
    data: { header: "Care", UrlMp4: "/media/video/care.mp4", UrlWebm: "/media/video/care.webm", BgVideo: true, image: image("care.jpg") },
  },
};

const video = (id: number, header: string | null, blockId: string | null, versions: Video["versions"] = []): Video => ({
  id,
  header,
  preamble: header ? `About ${header.toLowerCase()}.` : null,
  blockId,
  versions,
  availableToSpecificPartnerPages: [],
  isAvailableForPartnerPages: true,
});

/** The video list: one from a video block (with a Swedish version), one without a block, one without a title. */
export const editorVideos: Video[] = [
  video(5, "Caring for your bed", "blk-video-care", [
    { site: { id: 2, name: "Webbplats", languageCode: "sv" }, header: "Skötsel av sängen" },
  ]),
  video(6, "Our workshop", null),
  video(7, null, null),
];

/** The Swedish versions of the page's blocks: on page 17 of the Swedish site. */
export function versionsOf(blockId: string): BlockVersion[] {
  if (blockId === careVideoBlock.block.blockId) return [careVideoBlock];
  const block = [...aboutPage.blocks, ...showroomPage.blocks].find((b) => b.blockId === blockId);
  if (!block) return [];
  const en: BlockVersion = { site: aboutPage.site, block };
  if (!blockId.startsWith("blk-about-") || blockId === "blk-about-3") return [en];
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

/**
 * The page editor's calls answered from the fixtures; a save answers the page as sent. A slides
 * save checks the slideshow's version and, like the server, moves it and its page's version on.
 */
export function pageEditorHandlers(page: CmsPage = aboutPage) {
  let showroom = showroomPage;
  return [
    http.get("*/cms/editor/page", ({ request }) => {
      const id = Number(new URL(request.url).searchParams.get("id"));
      if (id === page.id) return HttpResponse.json(page);
      if (id === swedishPage.id) return HttpResponse.json(swedishPage);
      if (id === showroom.id) return HttpResponse.json(showroom);
      return HttpResponse.json({ error: { code: "NOT_FOUND", message: "CMS page not found." } }, { status: 404 });
    }),
    http.post("*/cms/editor/save", async ({ request }) => {
      const { page: sent } = (await request.json()) as { page: { id: number; blocks: CmsPage["blocks"] } };
      const base = sent.id === swedishPage.id ? swedishPage : sent.id === showroom.id ? showroom : page;
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
    http.post("*/cms/editor/block/update-slides", async ({ request }) => {
      const sent = (await request.json()) as BlockSlidesUpdate;
      const block = showroom.blocks.find((b) => b.id === sent.id);
      if (!block) return HttpResponse.json({ error: { code: "NOT_FOUND", message: "Block not found." } }, { status: 404 });
      if (sent.updatedAt !== block.updatedAt)
        return HttpResponse.json({ error: { code: "CONFLICT", message: "changed", fields: { updatedAt: "is stale" } } }, { status: 409 });
      const saved: Block = { ...block, data: { ...block.data, slides: sent.slides }, updatedAt: SLIDES_SAVED_VERSION };
      showroom = { ...showroom, updatedAt: PAGE_AFTER_SLIDES_VERSION, blocks: showroom.blocks.map((b) => (b.id === saved.id ? saved : b)) };
      return HttpResponse.json(saved);
    }),
    http.get("*/rest/media/videos/video/get-page", () =>
      HttpResponse.json({ list: editorVideos, total: editorVideos.length, totalIsEstimate: false, filterable: { availableTo: [] } }),
    ),
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
