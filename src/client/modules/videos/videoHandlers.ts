import { delay, http, HttpResponse } from "msw";
import { VIDEO_OPTIONS, VIDEO_SITES, VIDEOS } from "./videoFixtures.ts";
import type { Video, VideoInput } from "./videoTypes.ts";

const notFound = () => HttpResponse.json({ error: { code: "NOT_FOUND", message: "Video not found." } }, { status: 404 });
const invalid = (fields: Record<string, string>) =>
  HttpResponse.json(
    { error: { code: "VALIDATION", message: `Invalid video: ${Object.keys(fields).join(", ")}.`, fields } },
    { status: 400 },
  );

/** The update as the server checks it (src/server/domain/video-availability.ts): the rules the dialog keeps. */
function refusedFields(input: VideoInput): Record<string, string> {
  const fields: Record<string, string> = {};
  if (input.isAvailableForPartnerPages && input.availableToSpecificPartnerPages.length > 0)
    fields["availableToSpecificPartnerPages"] = "must be empty when isAvailableForPartnerPages is true";
  input.versions.forEach((version, index) => {
    const first = input.versions.findIndex((v) => v.site.id === version.site.id);
    if (first !== index) fields[`versions.${index}.site`] = `has a version already (versions.${first}); one version per site language`;
  });
  return fields;
}

function saved(input: VideoInput, stored: Video): Video {
  return {
    ...stored,
    header: input.header ?? null,
    preamble: input.preamble ?? null,
    quote: input.quote ?? null,
    quoter: input.quoter ?? null,
    versions: input.versions.map((v) => {
      const site = VIDEO_SITES.find((s) => s.id === v.site.id)!;
      const { site: _site, ...texts } = v;
      return { site: { id: site.id, name: site.name, languageCode: site.languageCode }, ...texts };
    }),
    isAvailableForPartnerPages: input.isAvailableForPartnerPages,
    availableToSpecificPartnerPages: input.availableToSpecificPartnerPages.map((p) => ({
      id: p.id,
      name: VIDEO_OPTIONS.find((o) => o.id === p.id)?.name ?? null,
    })),
    updatedAt: new Date().toISOString(),
  };
}

/**
 * msw handlers answering the video calls from memory, as the server would (stories and tests):
 * the page sorted by header (untitled last) and filtered, a saved video in the lists read after
 * it, a stale token refused with 409.
 */
export function videoHandlers(options: { videos?: Video[]; saveDelay?: number } = {}) {
  const videos = (options.videos ?? VIDEOS).map((v) => structuredClone(v));
  return [
    http.get("*/cms/sites", () => HttpResponse.json(VIDEO_SITES)),
    http.get("*/rest/company/locations/partner-pages/partner-pages-specific-videos", () => HttpResponse.json(VIDEO_OPTIONS)),
    http.get("*/rest/media/videos/video/get-page", ({ request }) => {
      const params = new URL(request.url).searchParams;
      const filters = JSON.parse(params.get("filters") ?? "{}") as { availableTo?: string | number; search?: string };
      const page = Number(params.get("page") ?? 1);
      const count = Number(params.get("count") ?? 100);
      const descending = params.get("direction") === "desc";
      const search = filters.search?.toLowerCase();
      const matching = videos
        .filter((v) => {
          if (filters.availableTo === "all") return v.isAvailableForPartnerPages;
          if (filters.availableTo !== undefined)
            return v.isAvailableForPartnerPages || v.availableToSpecificPartnerPages.some((p) => p.id === Number(filters.availableTo));
          return true;
        })
        .filter((v) => !search || [v.header, v.preamble, v.quote].some((text) => text?.toLowerCase().includes(search)))
        // Videos without a header last, as the server sorts them.
        .sort((a, b) => (!a.header ? 1 : !b.header ? -1 : a.header.localeCompare(b.header) * (descending ? -1 : 1)));
      const pages = new Map<number, { name: string; count: number }>();
      for (const video of videos)
        for (const p of video.availableToSpecificPartnerPages)
          pages.set(p.id, { name: p.name ?? String(p.id), count: (pages.get(p.id)?.count ?? 0) + 1 });
      return HttpResponse.json({
        list: matching.slice((page - 1) * count, page * count),
        total: matching.length,
        totalIsEstimate: false,
        filterable: {
          availableTo: [
            { property: "all", name: "Available for all partner-pages", count: videos.filter((v) => v.isAvailableForPartnerPages).length },
            ...[...pages].map(([id, p]) => ({ property: String(id), name: p.name, count: p.count })),
          ],
        },
      });
    }),
    http.get("*/rest/media/videos/:id", ({ params }) => {
      const video = videos.find((v) => v.id === Number(params.id));
      return video ? HttpResponse.json(video) : notFound();
    }),
    http.put("*/rest/media/videos/:id", async ({ request, params }) => {
      if (options.saveDelay) await delay(options.saveDelay);
      const index = videos.findIndex((v) => v.id === Number(params.id));
      if (index === -1) return notFound();
      const input = (await request.json()) as VideoInput;
      const refused = refusedFields(input);
      if (Object.keys(refused).length > 0) return invalid(refused);
      if (input.updatedAt && input.updatedAt !== videos[index]!.updatedAt)
        return HttpResponse.json(
          { error: { code: "CONFLICT", message: "The video was changed meanwhile.", fields: { updatedAt: "is stale" } } },
          { status: 409 },
        );
      videos[index] = saved(input, videos[index]!);
      return HttpResponse.json(videos[index]);
    }),
  ];
}

/** A save the server refuses field by field: a header over its limit, as the contract's validation says. */
export function refusingVideoHandlers() {
  return [
    http.put("*/rest/media/videos/:id", () =>
      HttpResponse.json(
        {
          error: {
            code: "VALIDATION",
            message: "Invalid video: header, versions.0.quote.",
            fields: { header: "must NOT have more than 300 characters", "versions.0.quote": "must NOT have more than 2000 characters" },
          },
        },
        { status: 400 },
      ),
    ),
    ...videoHandlers(),
  ];
}
