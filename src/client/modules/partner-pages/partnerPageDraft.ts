import type { PartnerPage, PartnerPageInput, PartnerPageOwner, Site } from "./partnerPageTypes.ts";

/**
 * A partner page as its dialog edits it: the default-language ('en') page's name and host name,
 * one version per other site, and the locations that use it (spec part 1 sections 2 and 9).
 */
export const DEFAULT_PAGE_LANGUAGE = "en";

export interface PartnerPageDraft {
  id: number | null;
  updatedAt: string | null;
  name: string;
  hostname: string;
  versions: { siteId: number; siteName: string; name: string }[];
  locations: { id: number; name: string }[];
}

export function draftFromPage(page: PartnerPage): PartnerPageDraft {
  return {
    id: page.id,
    updatedAt: page.updatedAt ?? null,
    name: page.name,
    hostname: page.hostname,
    versions: page.versions.map((v) => ({ siteId: v.site.id, siteName: v.site.name, name: v.name })),
    locations: page.locations.map((l) => ({ id: l.id, name: l.name })),
  };
}

/** A new page for a location: named after it and used by it. */
export function newPageDraft(owner: Pick<PartnerPageOwner, "id" | "name">): PartnerPageDraft {
  return { id: null, updatedAt: null, name: owner.name, hostname: "", versions: [], locations: [{ id: owner.id, name: owner.name }] };
}

/** Sites that can get a version: not the default language's (its name is the page's own), not one that has one. */
export function sitesWithoutVersion(sites: readonly Site[], draft: PartnerPageDraft): Site[] {
  return sites.filter((site) => site.languageCode !== DEFAULT_PAGE_LANGUAGE && !draft.versions.some((v) => v.siteId === site.id));
}

/** A new version starts with the page's name, so only the translation needs typing. */
export function withVersion(draft: PartnerPageDraft, site: Pick<Site, "id" | "name">): PartnerPageDraft {
  if (draft.versions.some((v) => v.siteId === site.id)) return draft;
  return { ...draft, versions: [...draft.versions, { siteId: site.id, siteName: site.name, name: draft.name }] };
}

export function withoutVersion(draft: PartnerPageDraft, siteId: number): PartnerPageDraft {
  return { ...draft, versions: draft.versions.filter((v) => v.siteId !== siteId) };
}

export function withVersionName(draft: PartnerPageDraft, siteId: number, name: string): PartnerPageDraft {
  return { ...draft, versions: draft.versions.map((v) => (v.siteId === siteId ? { ...v, name } : v)) };
}

export function withLocation(draft: PartnerPageDraft, location: { id: number; name: string }): PartnerPageDraft {
  if (draft.locations.some((l) => l.id === location.id)) return draft;
  return { ...draft, locations: [...draft.locations, { id: location.id, name: location.name }] };
}

export function withoutLocation(draft: PartnerPageDraft, locationId: number): PartnerPageDraft {
  return { ...draft, locations: draft.locations.filter((l) => l.id !== locationId) };
}

/** The body of create and update; the host name goes lower-case, as the contract requires. */
export function toPartnerPageInput(draft: PartnerPageDraft): PartnerPageInput {
  return {
    ...(draft.id === null ? {} : { id: draft.id, updatedAt: draft.updatedAt }),
    name: draft.name.trim(),
    hostname: draft.hostname.trim().toLowerCase(),
    versions: draft.versions.map((v) => ({ site: { id: v.siteId }, name: v.name.trim() })),
    locations: draft.locations.map((l) => ({ id: l.id })),
  };
}
