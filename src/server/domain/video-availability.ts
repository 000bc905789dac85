import type { components } from "../../shared/api/contract.ts";

type VideoInput = components["schemas"]["VideoInput"];

/** A video's texts (the video's own, or one site's version), trimmed; empty ones null. */
export interface VideoTexts {
  header: string | null;
  preamble: string | null;
  quote: string | null;
  quoter: string | null;
}

/** A checked video update: its texts, one version per site, and where it may be shown. */
export interface VideoWrite {
  texts: VideoTexts;
  versions: (VideoTexts & { siteId: number })[];
  /** Available to every partner page (then no page is listed). */
  forAllPartnerPages: boolean;
  /** The pages that may show it, each once, in the order sent (empty when forAllPartnerPages). */
  partnerPageIds: number[];
}

export type VideoCheck = { ok: true; value: VideoWrite } | { ok: false; fields: Record<string, string> };

const text = (value: string | null | undefined): string | null => value?.trim() || null;

export const textsOf = (input: {
  header?: string | null;
  preamble?: string | null;
  quote?: string | null;
  quoter?: string | null;
}): VideoTexts => ({
  header: text(input.header),
  preamble: text(input.preamble),
  quote: text(input.quote),
  quoter: text(input.quoter),
});

/**
 * The rules of a video update (spec part 2 section 5), every failure named by its field:
 * - the body's id, when set, is the path's;
 * - one version per site, and so per language (a site has one language, migration 0009): a
 *   second version for a site is refused, never merged;
 * - availability is either every partner page (the flag, with no page listed) or the listed
 *   pages (flag false). The screen empties the list when the flag is set; a body with both is
 *   refused rather than guessed at. A page listed twice is refused too.
 * Whether the sites and pages exist is the store's check.
 */
export function checkVideoWrite(id: number, input: VideoInput): VideoCheck {
  const fields: Record<string, string> = {};
  if (input.id !== undefined && input.id !== null && input.id !== id) fields.id = "must equal the id in the path";

  const seenSites = new Map<number, number>();
  input.versions.forEach((version, index) => {
    const first = seenSites.get(version.site.id);
    if (first !== undefined) fields[`versions.${index}.site`] = `has a version already (versions.${first}); one version per site language`;
    else seenSites.set(version.site.id, index);
  });

  const pages = input.availableToSpecificPartnerPages;
  if (input.isAvailableForPartnerPages && pages.length > 0) {
    fields.availableToSpecificPartnerPages = "must be empty when isAvailableForPartnerPages is true";
  }
  const seenPages = new Set<number>();
  pages.forEach((page, index) => {
    if (seenPages.has(page.id)) fields[`availableToSpecificPartnerPages.${index}.id`] = "is listed twice";
    seenPages.add(page.id);
  });

  if (Object.keys(fields).length > 0) return { ok: false, fields };
  return {
    ok: true,
    value: {
      texts: textsOf(input),
      versions: input.versions.map((version) => ({ siteId: version.site.id, ...textsOf(version) })),
      forAllPartnerPages: input.isAvailableForPartnerPages,
      partnerPageIds: input.isAvailableForPartnerPages ? [] : [...seenPages],
    },
  };
}
