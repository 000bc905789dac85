import type { Row } from "../../db/schema.ts";
import type { AnswerOf } from "../types.ts";

export type PartnerPage = AnswerOf<"getLocationPartnerPage">;

export type PartnerPageRow = Pick<Row<"partner_pages">, "id" | "hostname" | "name" | "updated_at">;

/** A version joined with its site. */
export type VersionRow = Pick<Row<"partner_page_versions">, "partner_page_id" | "site_id" | "name"> & {
  site_name: Row<"sites">["name"];
  site_language_code: Row<"sites">["language_code"];
};

/** A location of a page: the location's id and name. */
export type PageLocationRow = Pick<Row<"partner_page_locations">, "partner_page_id"> & Pick<Row<"company_locations">, "id" | "name">;

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
