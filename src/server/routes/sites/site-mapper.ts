import type { Row } from "../../db/schema.ts";
import type { AnswerOf } from "../types.ts";

export type Site = AnswerOf<"updateSite">;

/** A sites row joined with its front page (title and slug of the page). */
export type SiteRow = Pick<
  Row<"sites">,
  "id" | "name" | "language_code" | "slug" | "is_active" | "properties" | "frontpage_id" | "updated_at"
> & {
  frontpage_title: Row<"pages">["title"] | null;
  frontpage_slug: Row<"pages">["slug"];
};

export function toSite(row: SiteRow): Site {
  return {
    id: row.id,
    name: row.name,
    languageCode: row.language_code,
    slug: row.slug,
    isActive: row.is_active,
    properties: row.properties ?? {},
    frontpage:
      row.frontpage_id === null ? null : { id: row.frontpage_id, title: row.frontpage_title ?? "", slug: row.frontpage_slug ?? "" },
    updatedAt: new Date(row.updated_at).toISOString(),
  };
}
