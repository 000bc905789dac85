import type { PartnerPageVideoOption, Site, Video, VideoInput } from "./videoTypes.ts";

/** The texts a video has in general and again per site language (spec part 2 section 3). */
export const VIDEO_TEXTS = ["header", "preamble", "quote", "quoter"] as const;
export type VideoText = (typeof VIDEO_TEXTS)[number];
type Texts = Record<VideoText, string>;

/** One version of the video: its texts for one site (language). */
export interface VideoVersionDraft extends Texts {
  siteId: number;
  siteName: string;
  languageCode: string;
}

/** A partner page the video is available to. */
export interface PartnerPageChoice {
  id: number;
  name: string;
}

/**
 * A video as its dialog edits it: the general texts, one version per site language, and its
 * availability, either every partner page (the flag) or the pages listed, never both (spec part
 * 2 section 5).
 */
export interface VideoDraft extends Texts {
  id: number;
  updatedAt: string | null;
  blockId: string | null;
  versions: VideoVersionDraft[];
  isAvailableForPartnerPages: boolean;
  partnerPages: PartnerPageChoice[];
}

export function draftFromVideo(video: Video): VideoDraft {
  return {
    id: video.id,
    updatedAt: video.updatedAt ?? null,
    blockId: video.blockId ?? null,
    header: video.header ?? "",
    preamble: video.preamble ?? "",
    quote: video.quote ?? "",
    quoter: video.quoter ?? "",
    versions: video.versions.map((v) => ({
      siteId: v.site.id,
      siteName: v.site.name ?? String(v.site.id),
      languageCode: v.site.languageCode ?? "",
      header: v.header ?? "",
      preamble: v.preamble ?? "",
      quote: v.quote ?? "",
      quoter: v.quoter ?? "",
    })),
    isAvailableForPartnerPages: video.isAvailableForPartnerPages,
    // The server keeps the list empty with the flag; a stray entry would make the save a 400.
    partnerPages: video.isAvailableForPartnerPages
      ? []
      : video.availableToSpecificPartnerPages.map((p) => ({ id: p.id, name: p.name ?? String(p.id) })),
  };
}

/**
 * The name a video is shown by: its header; null when it has none (the screens show 'undefined
 * name'). A version's header is the title on its site only, so it does not name the video here.
 */
export function videoTitle(video: { header?: string | null }): string | null {
  return video.header?.trim() || null;
}

/**
 * Sites a version can be added for: active ones whose language has no version yet. Adding a
 * version takes its language off this list; removing it puts it back.
 */
export function sitesWithoutVersion(sites: readonly Site[], draft: Pick<VideoDraft, "versions">): Site[] {
  const taken = new Set(draft.versions.map((v) => v.languageCode));
  const takenSites = new Set(draft.versions.map((v) => v.siteId));
  // isActive null counts as active (contract Site).
  return sites.filter((site) => site.isActive !== false && !taken.has(site.languageCode) && !takenSites.has(site.id));
}

/** A new version for a site starts with the general texts, so only the translation needs typing. */
export function withVersion(draft: VideoDraft, site: Pick<Site, "id" | "name" | "languageCode">): VideoDraft {
  if (draft.versions.some((v) => v.siteId === site.id || v.languageCode === site.languageCode)) return draft;
  const version: VideoVersionDraft = {
    siteId: site.id,
    siteName: site.name,
    languageCode: site.languageCode,
    header: draft.header,
    preamble: draft.preamble,
    quote: draft.quote,
    quoter: draft.quoter,
  };
  return { ...draft, versions: [...draft.versions, version] };
}

export function withoutVersion(draft: VideoDraft, siteId: number): VideoDraft {
  return { ...draft, versions: draft.versions.filter((v) => v.siteId !== siteId) };
}

export function withVersionText(draft: VideoDraft, siteId: number, field: VideoText, value: string): VideoDraft {
  return { ...draft, versions: draft.versions.map((v) => (v.siteId === siteId ? { ...v, [field]: value } : v)) };
}

/** Available to every partner page: the list of specific pages is emptied. */
export function availableToAll(draft: VideoDraft): VideoDraft {
  return { ...draft, isAvailableForPartnerPages: true, partnerPages: [] };
}

/** Available to the pages listed only: the all-partner-pages flag is turned off. */
export function availableToPages(draft: VideoDraft, pages: readonly PartnerPageChoice[]): VideoDraft {
  const unique = pages.filter((page, index) => pages.findIndex((p) => p.id === page.id) === index);
  return { ...draft, isAvailableForPartnerPages: false, partnerPages: unique };
}

/** The partner pages a video can be listed for (the options without the 'all' entry). */
export function partnerPageChoices(options: readonly PartnerPageVideoOption[]): PartnerPageChoice[] {
  return options.flatMap((option) => (typeof option.id === "number" ? [{ id: option.id, name: option.name }] : []));
}

const orNull = (text: string) => text.trim() || null;

/** The body of the update: trimmed texts (empty ones as null) and the token read with the video. */
export function toVideoInput(draft: VideoDraft): VideoInput {
  return {
    id: draft.id,
    updatedAt: draft.updatedAt,
    header: orNull(draft.header),
    preamble: orNull(draft.preamble),
    quote: orNull(draft.quote),
    quoter: orNull(draft.quoter),
    versions: draft.versions.map((v) => ({
      site: { id: v.siteId },
      header: orNull(v.header),
      preamble: orNull(v.preamble),
      quote: orNull(v.quote),
      quoter: orNull(v.quoter),
    })),
    isAvailableForPartnerPages: draft.isAvailableForPartnerPages,
    availableToSpecificPartnerPages: draft.isAvailableForPartnerPages ? [] : draft.partnerPages.map((p) => ({ id: p.id })),
  };
}
