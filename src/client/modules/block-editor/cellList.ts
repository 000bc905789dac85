import type { components } from "../../../shared/api/contract.ts";
import type { BlockVersion } from "./blockTypes.ts";

/** One item of a block's list: an image list or video list cell, or a slideshow slide (contract BlockImageListCell etc.). */
export type Cell = Record<string, unknown>;
/** A video as the video list (GET /rest/media/videos/video/get-page) answers it. */
export type Video = components["schemas"]["Video"];

/** The list with an item added at the end; a full list (the contract's maxItems) stays as it is. */
export function addItem<T>(list: readonly T[], item: T, maxItems = Number.POSITIVE_INFINITY): T[] {
  return list.length >= maxItems ? [...list] : [...list, item];
}

/** The list without the item at `index`; an index outside it changes nothing. */
export function removeItem<T>(list: readonly T[], index: number): T[] {
  return list.filter((_, i) => i !== index);
}

/** Whether the item at `index` can move by `offset` places (up is -1) and stay in a list of `length`. */
export function canMoveItem(length: number, index: number, offset: number): boolean {
  const target = index + offset;
  return offset !== 0 && index >= 0 && index < length && target >= 0 && target < length;
}

/** The list with the item at `index` moved by `offset` places; an impossible move changes nothing. */
export function moveItem<T>(list: readonly T[], index: number, offset: number): T[] {
  const next = [...list];
  if (!canMoveItem(list.length, index, offset)) return next;
  const [moved] = next.splice(index, 1);
  next.splice(index + offset, 0, moved!);
  return next;
}

/** The list with the item at `index` replaced. */
export function replaceItem<T>(list: readonly T[], index: number, item: T): T[] {
  return list.map((current, i) => (i === index ? item : current));
}

/** A list of the data (cells, slides) as an array of cells, whatever was stored there. */
export function cellsOf(value: unknown): Cell[] {
  return Array.isArray(value) ? value.filter((c): c is Cell => typeof c === "object" && c !== null && !Array.isArray(c)) : [];
}

const TAGS = /<[^>]*>/g;

/** A cell's line in the compact list: its header, else its text without tags, else its image's or video's file name; "" when empty. */
export function cellSummary(cell: Cell): string {
  for (const key of ["header", "preamble", "text", "linkText"]) {
    const value = cell[key];
    if (typeof value === "string") {
      const text = value.replace(TAGS, " ").replace(/\s+/g, " ").trim();
      if (text) return text.length > 60 ? `${text.slice(0, 59)}…` : text;
    }
  }
  const image = (cell.image as { identifier?: unknown } | null | undefined)?.identifier;
  if (typeof image === "string" && image) return image;
  for (const key of ["UrlMp4", "UrlWebm", "UrlOgg"]) if (typeof cell[key] === "string" && cell[key]) return cell[key] as string;
  return "";
}

/** A video's texts in a site's language: that site's version where it has one, else the video's own. */
export function videoTexts(video: Video, siteId: number | undefined): { header: string | null; preamble: string | null } {
  const version = video.versions.find((v) => v.site.id === siteId);
  return {
    header: version?.header || video.header || null,
    preamble: version?.preamble || video.preamble || null,
  };
}

const VIDEO_FILE_FIELDS = ["UrlMp4", "UrlWebm", "UrlOgg", "BgVideo"] as const;

/**
 * The video block a video comes from (its blockId's versions): the site's version, else the
 * first one of class video; undefined when none is a video block.
 */
export function sourceVideoData(versions: readonly BlockVersion[], siteId: number | undefined): Cell | undefined {
  const videos = versions.filter((v) => v.block.class === "video");
  const chosen = videos.find((v) => v.site.id === siteId) ?? videos[0];
  return chosen ? ((chosen.block.data ?? {}) as Cell) : undefined;
}

/**
 * The cell with a video from the video list: its header and preamble (in the site's language),
 * and, when its video block was found, that block's files, background flag and poster image,
 * replacing the ones of the video chosen before. Fields the video has nothing for are kept.
 */
export function withVideo(cell: Cell, video: Video, siteId: number | undefined, source: Cell | undefined): Cell {
  const next: Cell = { ...cell };
  const texts = videoTexts(video, siteId);
  if (texts.header) next.header = texts.header;
  if (texts.preamble) next.preamble = texts.preamble;
  if (source) {
    for (const key of VIDEO_FILE_FIELDS) {
      const value = source[key];
      if (value === null || value === undefined || value === "") delete next[key];
      else next[key] = value;
    }
    if (source.image) next.image = source.image;
    if (typeof source.text === "string" && source.text) next.text = source.text;
  }
  return next;
}
