import type { SiteProperties } from "../../db/schema.ts";
import type { AnswerOf } from "../types.ts";

export type Site = AnswerOf<"updateSite">;

/** A sites row joined with its front page (title and slug of the page). */
export interface SiteRow {
  id: number;
  name: string;
  language_code: string;
  slug: string;
  is_active: boolean;
  properties: SiteProperties;
  frontpage_id: number | null;
  frontpage_title: string | null;
  frontpage_slug: string | null;
  updated_at: Date;
}

export function toSite(row: SiteRow): Site {
  return {
    id: row.id,
    name: row.name,
    languageCode: row.language_code,
    slug: row.slug,
    isActive: row.is_active,
    properties: row.properties ?? {},
    frontpage: row.frontpage_id === null ? null : { id: row.frontpage_id, title: row.frontpage_title ?? "", slug: row.frontpage_slug ?? "" },
    updatedAt: new Date(row.updated_at).toISOString(),
  };
}
