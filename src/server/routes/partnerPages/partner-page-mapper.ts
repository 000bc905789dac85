import type { AnswerOf } from "../types.ts";

export type PartnerPage = AnswerOf<"getLocationPartnerPage">;

export interface PartnerPageRow {
  id: number;
  hostname: string;
  name: string;
  updated_at: Date;
}

export interface VersionRow {
  partner_page_id: number;
  site_id: number;
  site_name: string;
  site_language_code: string;
  name: string;
}

export interface PageLocationRow {
  partner_page_id: number;
  id: number;
  name: string;
}

/** A page with its per-site versions (by language code) and its locations (by name). */
export function toPartnerPage(row: PartnerPageRow, versions: readonly VersionRow[], locations: readonly PageLocationRow[]): PartnerPage {
  return {
    id: row.id,
    hostname: row.hostname,
    name: row.name,
    versions: versions.map((v) => ({ site: { id: v.site_id, name: v.site_name, languageCode: v.site_language_code }, name: v.name })),
    locations: locations.map((l) => ({ id: l.id, name: l.name })),
    updatedAt: new Date(row.updated_at).toISOString(),
  };
}
