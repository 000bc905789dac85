import { sql, type Kysely, type Transaction } from "kysely";
import type { DB } from "../../db/schema.ts";
import { updateLocked } from "../../db/locked-update.ts";
import { nextVersion } from "../../db/record-version.ts";
import { checkVideoWrite, type VideoWrite } from "../../domain/video-availability.ts";
import { badRequest, notFound } from "../../http-errors.ts";
import { countTotal, pageWindow, type PageQuery, type PageWindow } from "../paging.ts";
import { ALL_PARTNER_PAGES_OPTION } from "../partnerPages/partner-page-store.ts";
import type { AnswerOf, BodyOf } from "../types.ts";
import { matchingVideos, sortedVideos, videoRequest } from "./video-list.ts";
import { readVideos, type Video } from "./video-mapper.ts";

type VideoPage = AnswerOf<"listVideos">;
type FilterOption = VideoPage["filterable"]["availableTo"][number];

/** Videos (from the CMS's video blocks): the paged table, one, and an update of texts, versions and availability. */
export class VideoStore {
  constructor(private readonly db: Kysely<DB>) {}

  /** One page (a few hundred videos at most: the page's ids, then their versions and pages), with the exact total and the options. */
  async page(query: PageQuery): Promise<VideoPage> {
    const matching = matchingVideos(this.db, videoRequest(query).filters);
    const [ids, counted, availableTo] = await Promise.all([
      videoIdPage(this.db, query, pageWindow(query)).execute(),
      countTotal(this.db, matching.select("v.id")),
      this.availabilityOptions(),
    ]);
    return {
      list: await readVideos(
        this.db,
        ids.map((r) => Number(r.id)),
      ),
      ...counted,
      filterable: { availableTo },
    };
  }

  async get(id: number, db: Kysely<DB> | Transaction<DB> = this.db): Promise<Video> {
    const [video] = await readVideos(db, [id]);
    if (!video) throw notFound("Video");
    return video;
  }

  /**
   * Writes the video's texts, its versions (one per site: versions not sent are removed) and its
   * availability (every page, or the listed ones) under the version it was read at; answers it
   * before and after for the audit log.
   */
  async update(id: number, input: BodyOf<"updateVideo">): Promise<{ before: Video; after: Video }> {
    const checked = checkVideoWrite(id, input);
    if (!checked.ok) throw badRequest(`Invalid video: ${Object.keys(checked.fields).join(", ")}.`, checked.fields);
    const write = checked.value;
    return updateLocked(
      this.db,
      {
        what: "Video",
        version: input.updatedAt,
        lock: (trx) => trx.selectFrom("videos").select(["id", "updated_at"]).where("id", "=", id).forUpdate().executeTakeFirst(),
        read: (trx) => this.get(id, trx),
      },
      async (trx) => {
        await assertKnown(trx, write);
        await trx
          .updateTable("videos")
          .set({ ...write.texts, is_available_for_partner_pages: write.forAllPartnerPages, updated_at: nextVersion })
          .where("id", "=", id)
          .execute();
        await writeVersions(trx, id, write);
        await trx.deleteFrom("video_partner_pages").where("video_id", "=", id).execute();
        if (write.partnerPageIds.length > 0) {
          await trx
            .insertInto("video_partner_pages")
            .values(write.partnerPageIds.map((pageId) => ({ video_id: id, partner_page_id: pageId })))
            .execute();
        }
      },
    );
  }

  /**
   * 'all' (named as the partner pages' video options name it) with the videos available to every
   * page, then each partner page some video lists, by name, with the videos it may show (its
   * own and those for all), as the availableTo filter finds them.
   */
  private async availabilityOptions(): Promise<FilterOption[]> {
    const [forAll, pages] = await Promise.all([
      this.db
        .selectFrom("videos")
        .select(sql<number>`count(*)::int`.as("n"))
        .where("is_available_for_partner_pages", "=", true)
        .executeTakeFirstOrThrow(),
      this.db
        .selectFrom("video_partner_pages as vp")
        .innerJoin("partner_pages as p", "p.id", "vp.partner_page_id")
        .innerJoin("videos as v", "v.id", "vp.video_id")
        .where("v.is_available_for_partner_pages", "=", false)
        .select(["p.id", "p.name", sql<number>`count(*)::int`.as("n")])
        .groupBy(["p.id", "p.name"])
        .orderBy("p.name")
        .orderBy("p.id")
        .execute(),
    ]);
    const all = Number(forAll.n);
    return [
      { property: ALL_PARTNER_PAGES_OPTION.id, name: ALL_PARTNER_PAGES_OPTION.name, count: all },
      ...pages.map((p) => ({ property: String(p.id), name: p.name, count: Number(p.n) + all })),
    ];
  }
}

/** The ids of one page in the sort's order (the statement tests/plans checks). */
export function videoIdPage(db: Kysely<DB>, query: PageQuery, window: PageWindow) {
  const request = videoRequest(query);
  return sortedVideos(matchingVideos(db, request.filters).select("v.id"), request).offset(window.offset).limit(window.limit);
}

/** 400 naming every version's site and listed page that does not exist. */
async function assertKnown(trx: Transaction<DB>, write: VideoWrite): Promise<void> {
  const siteIds = write.versions.map((v) => v.siteId);
  const [sites, pages] = await Promise.all([
    siteIds.length === 0 ? [] : trx.selectFrom("sites").select("id").where("id", "in", siteIds).execute(),
    write.partnerPageIds.length === 0
      ? []
      : trx.selectFrom("partner_pages").select("id").where("id", "in", write.partnerPageIds).forShare().execute(),
  ]);
  const knownSites = new Set(sites.map((s) => Number(s.id)));
  const knownPages = new Set(pages.map((p) => Number(p.id)));
  const fields: Record<string, string> = {};
  write.versions.forEach((v, i) => {
    if (!knownSites.has(v.siteId)) fields[`versions.${i}.site.id`] = "is not a known site";
  });
  write.partnerPageIds.forEach((pageId) => {
    if (!knownPages.has(pageId))
      fields[`availableToSpecificPartnerPages.${write.partnerPageIds.indexOf(pageId)}.id`] = "is not a known partner page";
  });
  if (Object.keys(fields).length > 0) throw badRequest(`Invalid video: ${Object.keys(fields).join(", ")}.`, fields);
}

/** The versions as sent: those of other sites removed, the rest written (one row per site, migration 0002's key). */
async function writeVersions(trx: Transaction<DB>, videoId: number, write: VideoWrite): Promise<void> {
  const siteIds = write.versions.map((v) => v.siteId);
  let removal = trx.deleteFrom("video_versions").where("video_id", "=", videoId);
  if (siteIds.length > 0) removal = removal.where("site_id", "not in", siteIds);
  await removal.execute();
  if (write.versions.length === 0) return;
  await trx
    .insertInto("video_versions")
    .values(
      write.versions.map((v) => ({
        video_id: videoId,
        site_id: v.siteId,
        header: v.header,
        preamble: v.preamble,
        quote: v.quote,
        quoter: v.quoter,
      })),
    )
    .onConflict((oc) =>
      oc.columns(["video_id", "site_id"]).doUpdateSet((eb) => ({
        header: eb.ref("excluded.header"),
        preamble: eb.ref("excluded.preamble"),
        quote: eb.ref("excluded.quote"),
        quoter: eb.ref("excluded.quoter"),
        updated_at: sql`now()`,
      })),
    )
    .execute();
}
