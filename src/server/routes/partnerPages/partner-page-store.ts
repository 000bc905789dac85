import { sql, type Kysely, type Transaction } from "kysely";
import type { Database } from "../../db/database.ts";
import type { DB } from "../../db/schema.ts";
import { badRequest, conflict, notFound } from "../../http-errors.ts";
import { updateLocked } from "../../db/locked-update.ts";
import { nextVersion } from "../../db/record-version.ts";
import { containsPattern } from "../paging.ts";
import type { AnswerOf, BodyOf } from "../types.ts";
import { toPartnerPage, type PartnerPage, type PartnerPageRow } from "./partner-page-mapper.ts";

type Db = Kysely<DB> | Transaction<DB>;
type PageInput = BodyOf<"updatePartnerPage">;

/** The partner pages' default language: the page's own name is its 'en' page (spec section 9). */
export const DEFAULT_PAGE_LANGUAGE = "en";
/** Searches answer at most this many pages (contract: maxItems 50). */
const SEARCH_LIMIT = 50;
/** The first choice of a video's availability (spec part 2 section 7). */
export const ALL_PARTNER_PAGES_OPTION = { id: "all" as const, name: "Available for all partner-pages" };

/** Partner pages: a default-language page plus one version per site, used by one or more locations. */
export class PartnerPageStore {
  constructor(private readonly database: Database) {}

  /** Creates the page and attaches it to the location (and to any locations the body lists). */
  async create(input: BodyOf<"createPartnerPage">): Promise<PartnerPage> {
    const page = input.partnerPage;
    if (page.id !== undefined && page.id !== null)
      throw badRequest("A new partner page has no id yet.", { "partnerPage.id": "must be empty for a new partner page" });
    return this.database.db.transaction().execute(async (trx) => {
      const checked = await checkPage(trx, page, "partnerPage.");
      const locationIds = [input.locationId, ...(page.locations ?? []).map((l) => l.id).filter((id) => id !== input.locationId)];
      const fieldOf = (index: number) =>
        index === 0 ? "locationId" : `partnerPage.locations.${(page.locations ?? []).findIndex((l) => l.id === locationIds[index])}.id`;
      await lockFreeLocations(trx, locationIds, undefined, fieldOf);
      await assertHostnameFree(trx, checked.hostname, undefined, "partnerPage.hostname");
      const { id } = await trx
        .insertInto("partner_pages")
        .values({ hostname: checked.hostname, name: checked.name })
        .returning("id")
        .executeTakeFirstOrThrow()
        .catch(hostnameTaken("partnerPage.hostname"));
      await writeVersions(trx, id, checked.versions);
      await trx.updateTable("company_locations").set({ partner_page_id: id }).where("id", "in", locationIds).execute();
      return this.get(trx, id);
    });
  }

  /** Changes the page; versions are replaced, and locations too when the body lists them. */
  async update(id: number, input: PageInput): Promise<{ before: PartnerPage; after: PartnerPage }> {
    if (input.id !== undefined && input.id !== null && input.id !== id)
      throw badRequest("The id does not match the path.", { id: "must equal the id in the path" });
    const lock = (trx: Transaction<DB>) =>
      trx.selectFrom("partner_pages").select(["id", "updated_at"]).where("id", "=", id).forUpdate().executeTakeFirst();
    return updateLocked(
      this.database.db,
      { what: "Partner page", version: input.updatedAt, lock, read: (trx) => this.get(trx, id) },
      async (trx) => {
        const checked = await checkPage(trx, input, "");
        await assertHostnameFree(trx, checked.hostname, id, "hostname");
        if (input.locations) {
          const locationIds = [...new Set(input.locations.map((l) => l.id))];
          await lockFreeLocations(
            trx,
            locationIds,
            id,
            (index) => `locations.${input.locations!.findIndex((l) => l.id === locationIds[index])}.id`,
          );
          let detach = trx.updateTable("company_locations").set({ partner_page_id: null }).where("partner_page_id", "=", id);
          if (locationIds.length > 0) detach = detach.where("id", "not in", locationIds);
          await detach.execute();
          if (locationIds.length > 0)
            await trx.updateTable("company_locations").set({ partner_page_id: id }).where("id", "in", locationIds).execute();
        }
        await trx
          .updateTable("partner_pages")
          .set({ hostname: checked.hostname, name: checked.name, updated_at: nextVersion })
          .where("id", "=", id)
          .execute()
          .catch(hostnameTaken("hostname"));
        await trx.deleteFrom("partner_page_versions").where("partner_page_id", "=", id).execute();
        await writeVersions(trx, id, checked.versions);
      },
    );
  }

  /** Deletes the page; its locations keep no page, videos and subscriptions lose the link (foreign keys). */
  async delete(id: number): Promise<PartnerPage> {
    return this.database.db.transaction().execute(async (trx) => {
      const before = await this.get(trx, id);
      await trx.deleteFrom("partner_pages").where("id", "=", id).execute();
      return before;
    });
  }

  /** The location's page; 404 when the location is missing or uses another page. */
  async getForLocation(locationId: number, pageId: number): Promise<PartnerPage> {
    const location = await this.database.db
      .selectFrom("company_locations")
      .select("partner_page_id")
      .where("id", "=", locationId)
      .executeTakeFirst();
    if (!location) throw notFound("Location");
    if (location.partner_page_id !== pageId) throw notFound("Partner page of this location");
    return this.get(this.database.db, pageId);
  }

  /** Pages whose name or host name contains the text, by name; an empty text lists the first ones. */
  async search(searchString: string): Promise<PartnerPage[]> {
    let query = this.database.db.selectFrom("partner_pages").select(["id", "hostname", "name", "updated_at"]);
    const text = searchString.trim();
    if (text) {
      const like = containsPattern(text);
      query = query.where((eb) => eb.or([eb("name", "ilike", like), eb("hostname", "ilike", like)]));
    }
    const rows = await query.orderBy("name").orderBy("id").limit(SEARCH_LIMIT).execute();
    return this.withDetails(this.database.db, rows);
  }

  /** The choices of a video's availability: 'all' first, then every page by name. */
  async videoOptions(): Promise<AnswerOf<"listPartnerPageVideoOptions">> {
    const rows = await this.database.db.selectFrom("partner_pages").select(["id", "name"]).orderBy("name").orderBy("id").execute();
    return [ALL_PARTNER_PAGES_OPTION, ...rows];
  }

  /** Pages through which at least one newsletter subscription was made, with their number, by name. */
  async withNewsletterSubscribers(): Promise<AnswerOf<"listPartnerPagesWithNewsletterSubscribers">> {
    const rows = await this.database.db
      .selectFrom("partner_pages as p")
      .innerJoin("newsletter_subscriptions as s", "s.partner_page_id", "p.id")
      .select(["p.id", "p.name", "p.hostname", sql<number>`count(*)::int`.as("n")])
      .groupBy(["p.id", "p.name", "p.hostname"])
      .orderBy("p.name")
      .orderBy("p.id")
      .execute();
    return rows.map((r) => ({ id: r.id, name: r.name, hostname: r.hostname, numberOfSubscribers: Number(r.n) }));
  }

  private async get(db: Db, id: number): Promise<PartnerPage> {
    const row = await db
      .selectFrom("partner_pages")
      .select(["id", "hostname", "name", "updated_at"])
      .where("id", "=", id)
      .executeTakeFirst();
    if (!row) throw notFound("Partner page");
    return (await this.withDetails(db, [row]))[0]!;
  }

  private async withDetails(db: Db, rows: PartnerPageRow[]): Promise<PartnerPage[]> {
    if (rows.length === 0) return [];
    const ids = rows.map((r) => r.id);
    const versions = await db
      .selectFrom("partner_page_versions as v")
      .innerJoin("sites as s", "s.id", "v.site_id")
      .select(["v.partner_page_id", "v.site_id", "s.name as site_name", "s.language_code as site_language_code", "v.name"])
      .where("v.partner_page_id", "in", ids)
      .orderBy("s.language_code")
      .orderBy("s.id")
      .execute();
    const locations = await db
      .selectFrom("company_locations")
      .select(["partner_page_id", "id", "name"])
      .where("partner_page_id", "in", ids)
      .orderBy("name")
      .orderBy("id")
      .execute();
    return rows.map((row) =>
      toPartnerPage(
        row,
        versions.filter((v) => v.partner_page_id === row.id),
        locations.filter((l) => l.partner_page_id === row.id).map((l) => ({ ...l, partner_page_id: l.partner_page_id! })),
      ),
    );
  }
}

interface CheckedPage {
  hostname: string;
  name: string;
  versions: { siteId: number; name: string }[];
}

/**
 * Field rules beyond the contract's: a name that is not only spaces, one version per site,
 * versions of existing sites only (404), and none for the default-language site, whose name is
 * the page's own.
 */
async function checkPage(db: Db, page: PageInput, prefix: string): Promise<CheckedPage> {
  const problems: Record<string, string> = {};
  const name = page.name.trim();
  if (!name) problems[`${prefix}name`] = "is required";
  const versions = (page.versions ?? []).map((v, index) => {
    const versionName = v.name.trim();
    if (!versionName) problems[`${prefix}versions.${index}.name`] = "is required";
    return { siteId: v.site.id, name: versionName, index };
  });
  const seen = new Set<number>();
  for (const v of versions) {
    if (seen.has(v.siteId)) problems[`${prefix}versions.${v.index}.site.id`] = "has a version already (one version per site)";
    seen.add(v.siteId);
  }
  const siteIds = [...seen];
  const sites = siteIds.length > 0 ? await db.selectFrom("sites").select(["id", "language_code"]).where("id", "in", siteIds).execute() : [];
  for (const v of versions) {
    const site = sites.find((s) => s.id === v.siteId);
    if (site?.language_code === DEFAULT_PAGE_LANGUAGE) {
      problems[`${prefix}versions.${v.index}.site.id`] =
        `is the default-language ('${DEFAULT_PAGE_LANGUAGE}') site, whose name is the page's own`;
    }
  }
  if (Object.keys(problems).length > 0) throw badRequest(`The partner page has errors: ${Object.keys(problems).join(", ")}.`, problems);
  if (sites.length < siteIds.length) throw notFound("Site");
  return { hostname: page.hostname.toLowerCase(), name, versions: versions.map(({ siteId, name }) => ({ siteId, name })) };
}

/** Locks the locations; 404 for one that does not exist, 409 for one that has another page. */
async function lockFreeLocations(trx: Transaction<DB>, ids: number[], pageId: number | undefined, fieldOf: (index: number) => string) {
  if (ids.length === 0) return;
  const rows = await trx
    .selectFrom("company_locations")
    .select(["id", "partner_page_id"])
    .where("id", "in", ids)
    .orderBy("id")
    .forUpdate()
    .execute();
  if (rows.length < ids.length) throw notFound("Location");
  const fields: Record<string, string> = {};
  ids.forEach((id, index) => {
    const taken = rows.find((r) => r.id === id)!.partner_page_id;
    if (taken !== null && taken !== pageId) fields[fieldOf(index)] = `already has partner page ${taken}`;
  });
  if (Object.keys(fields).length > 0) throw conflict("A location already has another partner page; a location has at most one.", fields);
}

async function assertHostnameFree(db: Db, hostname: string, exceptId: number | undefined, field: string) {
  let query = db
    .selectFrom("partner_pages")
    .select("id")
    .where(sql`lower(hostname)`, "=", hostname);
  if (exceptId !== undefined) query = query.where("id", "!=", exceptId);
  if (await query.executeTakeFirst()) throw hostnameConflict(field);
}

const hostnameConflict = (field: string) => conflict("Another partner page already uses this host name.", { [field]: "is already in use" });

/** A concurrent save that took the host name between the check and the write (unique index). */
function hostnameTaken(field: string) {
  return (error: { code?: string }): never => {
    throw error?.code === "23505" ? hostnameConflict(field) : error;
  };
}

async function writeVersions(trx: Transaction<DB>, pageId: number, versions: CheckedPage["versions"]) {
  if (versions.length === 0) return;
  await trx
    .insertInto("partner_page_versions")
    .values(versions.map((v) => ({ partner_page_id: pageId, site_id: v.siteId, name: v.name })))
    .execute();
}
