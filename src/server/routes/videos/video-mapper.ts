import type { QueryCreator } from "kysely";
import type { DB } from "../../db/schema.ts";
import type { AnswerOf } from "../types.ts";

export type Video = AnswerOf<"getVideo">;

interface VideoRow {
  id: number;
  header: string | null;
  preamble: string | null;
  quote: string | null;
  quoter: string | null;
  block_id: string | null;
  is_available_for_partner_pages: boolean;
  updated_at: Date | string;
}

const VIDEO_COLUMNS = [
  "v.id",
  "v.header",
  "v.preamble",
  "v.quote",
  "v.quoter",
  "v.block_id",
  "v.is_available_for_partner_pages",
  "v.updated_at",
] as const;

/**
 * The videos of the given ids with their versions (by the site's language) and the partner
 * pages that list them (by name): three statements however many videos, answered in the ids'
 * order.
 */
export async function readVideos(db: QueryCreator<DB>, ids: readonly number[]): Promise<Video[]> {
  if (ids.length === 0) return [];
  const [videos, versions, pages] = await Promise.all([
    db.selectFrom("videos as v").select(VIDEO_COLUMNS).where("v.id", "in", ids).execute(),
    db
      .selectFrom("video_versions as vv")
      .innerJoin("sites as st", "st.id", "vv.site_id")
      .select(["vv.video_id", "vv.header", "vv.preamble", "vv.quote", "vv.quoter", "st.id as site_id", "st.name", "st.language_code"])
      .where("vv.video_id", "in", ids)
      .orderBy("st.language_code")
      .orderBy("st.id")
      .execute(),
    db
      .selectFrom("video_partner_pages as vp")
      .innerJoin("partner_pages as p", "p.id", "vp.partner_page_id")
      .select(["vp.video_id", "p.id", "p.name"])
      .where("vp.video_id", "in", ids)
      .orderBy("p.name")
      .orderBy("p.id")
      .execute(),
  ]);
  const byId = new Map(videos.map((row) => [Number(row.id), row as VideoRow]));
  return ids.flatMap((id) => {
    const row = byId.get(id);
    if (!row) return [];
    return [
      {
        id: Number(row.id),
        header: row.header,
        preamble: row.preamble,
        quote: row.quote,
        quoter: row.quoter,
        blockId: row.block_id,
        versions: versions
          .filter((v) => Number(v.video_id) === id)
          .map((v) => ({
            site: { id: Number(v.site_id), name: v.name, languageCode: v.language_code },
            header: v.header,
            preamble: v.preamble,
            quote: v.quote,
            quoter: v.quoter,
          })),
        // The list is empty for a video available to all (the update keeps it so).
        availableToSpecificPartnerPages: pages.filter((p) => Number(p.video_id) === id).map((p) => ({ id: Number(p.id), name: p.name })),
        isAvailableForPartnerPages: row.is_available_for_partner_pages,
        updatedAt: new Date(row.updated_at).toISOString(),
      },
    ];
  });
}
