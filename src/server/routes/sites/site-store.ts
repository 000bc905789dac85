import { sql, type Kysely, type Transaction } from "kysely";
import type { Database } from "../../db/database.ts";
import type { DB } from "../../db/schema.ts";
import { badRequest, conflict, notFound } from "../../http-errors.ts";
import { updateLocked } from "../../db/locked-update.ts";
import { nextVersion } from "../../db/record-version.ts";
import {
  booleanFilter,
  containsPattern,
  countTotal,
  inIdOrder,
  pageWindow,
  parseFilters,
  sortOf,
  textFilter,
  type Direction,
  type FilterValues,
  type PageQuery,
  type PageWindow,
} from "../paging.ts";
import { cursorBinding, keyPosition, keysetIdPage, readPage, rowKey, type KeyColumn, type KeyPosition, type RowKey } from "../keyset.ts";
import type { BodyOf } from "../types.ts";
import { toSite, type Site, type SiteRow } from "./site-mapper.ts";
import { assertPropertyRights, changedParts, mergeProperties } from "./site-properties.ts";

type SiteInput = BodyOf<"updateSite">;
type Db = Kysely<DB> | Transaction<DB>;

/** Sort fields of the contract's getSitesPage and their columns (sites_language_idx serves the default). */
export const SITE_SORT_COLUMNS = {
  languageCode: "s.language_code",
  name: "s.name",
  slug: "s.slug",
  isActive: "s.is_active",
  id: "s.id",
} as const;
export const DEFAULT_SITE_SORT = { field: "languageCode", direction: "asc" } as const;
/** Filter keys of getSitesPage; the contract lists the same in x-filters (a test compares them). */
export const SITE_FILTERS = { search: textFilter(200), isActive: booleanFilter() };
type SiteFilters = FilterValues<typeof SITE_FILTERS>;

/** The validated filters and sort of a page request (400 naming the bad part), with the sort's key. */
export function siteRequest(query: Pick<PageQuery, "filters" | "sort" | "direction">) {
  const filters = parseFilters(query.filters, SITE_FILTERS);
  const { field, column, direction } = sortOf(query, SITE_SORT_COLUMNS, DEFAULT_SITE_SORT);
  // Ties by id, in the asked direction; the id sort is its own key. No sort column is ever null.
  const keys: KeyColumn[] = [
    ...(column === "s.id" ? [] : [{ column, same: true, nullable: false }]),
    { column: "s.id", same: true, nullable: false },
  ];
  return { filters, field, column, direction, keys };
}
type SiteRequest = ReturnType<typeof siteRequest>;

/** What a cursor of the list is bound to (keyset.ts cursorBinding). */
function siteCursorBinding({ filters, field, direction }: SiteRequest): string {
  return cursorBinding("getSitesPage", filters, field, direction);
}

// Serialises site writes: languageCode has no unique index (only slug has), so the
// check-then-write of two concurrent requests must not interleave. Sites change rarely.
const SITE_WRITE_LOCK = 72_410_101;

/** The CMS sites, one per language, with their front page. */
export class SiteStore {
  constructor(private readonly database: Database) {}

  async list(): Promise<Site[]> {
    const rows = await this.selectSites(this.database.db).orderBy("s.language_code").orderBy("s.id").execute();
    return rows.map(toSite);
  }

  /**
   * One page of the sites table; filters and sort as the contract whitelists them. By number (a
   * jump), as a deferred join: the page of ids first, then the wide rows for just those ids.
   * With a cursor (next/previous), the ids by keyset: the page right after or before the
   * cursor's sort key.
   */
  async page(query: PageQuery) {
    const db = this.database.db;
    const request = siteRequest(query);
    const window = pageWindow(query);
    const binding = siteCursorBinding(request);
    const position = keyPosition(query, binding, request.keys);
    const { ids, nextCursor, previousCursor } = await this.pageIds(request, window, position, binding);
    const rows = ids.length > 0 ? await this.selectSites(db).where("s.id", "in", ids).execute() : [];
    const [{ total, totalIsEstimate }, filterable] = await Promise.all([
      countTotal(db, filteredSites(db, request.filters).select("s.id")),
      this.filterable(),
    ]);
    return { list: inIdOrder(rows, ids).map(toSite), total, totalIsEstimate, filterable, nextCursor, previousCursor };
  }

  /** The page's ids in order, by keyset with a cursor (else by number), and the answer's cursors. */
  private async pageIds(request: SiteRequest, window: PageWindow, position: KeyPosition | undefined, binding: string) {
    const db = this.database.db;
    const { rows, ...cursors } = await readPage(position, request.direction, window, binding, {
      keyset: (reading, after, limit) => siteKeysetIdPage(db, request, reading, after, limit).execute(),
      numbered: (numbered) => siteIdPage(db, request, numbered).page.execute(),
    });
    return { ids: rows.map((r) => r.id), ...cursors };
  }

  /** The sites that hold a version of the block (one block row per site shares its blockId). */
  async listByBlockId(blockId: string): Promise<Site[]> {
    const rows = await this.selectSites(this.database.db)
      .where((eb) =>
        eb.exists(eb.selectFrom("blocks as b").select("b.id").whereRef("b.site_id", "=", "s.id").where("b.block_id", "=", blockId)),
      )
      .orderBy("s.language_code")
      .orderBy("s.id")
      .execute();
    return rows.map(toSite);
  }

  /** Creates a site, inactive unless isActive is true (contract createSite). */
  async create(input: SiteInput, permissions: readonly string[]): Promise<Site> {
    if (input.id !== undefined && input.id !== null) throw badRequest("A new site has no id yet.", { id: "must be empty for a new site" });
    // A site without pages cannot have a front page yet; the CMS sets it once content exists.
    if (input.frontpage) throw badRequest("A new site has no pages to use as front page.", { frontpage: "is not a page of this site" });
    assertPropertyRights(permissions, changedParts({}, input.properties));
    const name = requireName(input.name);
    return this.database.db.transaction().execute(async (trx) => {
      await lockSiteWrites(trx);
      await assertUnique(trx, input);
      const row = await trx
        .insertInto("sites")
        .values({
          name,
          language_code: input.languageCode!,
          slug: input.slug!,
          is_active: input.isActive === true,
          properties: JSON.stringify(mergeProperties({}, input.properties)),
        })
        .returning("id")
        .executeTakeFirstOrThrow();
      return this.get(trx, row.id);
    });
  }

  /** Changes the fields sent; answers the site before and after for the audit log. */
  async update(id: number, input: SiteInput, permissions: readonly string[]): Promise<{ before: Site; after: Site }> {
    if (input.id !== undefined && input.id !== null && input.id !== id)
      throw badRequest("The id does not match the path.", { id: "must equal the id in the path" });
    const name = input.name === undefined ? undefined : requireName(input.name);
    const lock = async (trx: Transaction<DB>) => {
      await lockSiteWrites(trx);
      return trx.selectFrom("sites").select(["id", "properties", "updated_at"]).where("id", "=", id).forUpdate().executeTakeFirst();
    };
    return updateLocked(
      this.database.db,
      { what: "Site", version: input.updatedAt, lock, read: (trx) => this.get(trx, id) },
      async (trx, current) => {
        assertPropertyRights(permissions, changedParts(current.properties, input.properties));
        await assertUnique(trx, input, id);
        if (input.frontpage) await assertPageOfSite(trx, input.frontpage.id, id);
        await trx
          .updateTable("sites")
          .set({
            ...(name !== undefined ? { name } : {}),
            ...(input.languageCode !== undefined ? { language_code: input.languageCode } : {}),
            ...(input.slug !== undefined ? { slug: input.slug } : {}),
            // Spec: a null isActive counts as active; the column stores that as true.
            ...(input.isActive !== undefined ? { is_active: input.isActive ?? true } : {}),
            ...(input.properties !== undefined
              ? { properties: JSON.stringify(mergeProperties(current.properties, input.properties)) }
              : {}),
            ...(input.frontpage !== undefined ? { frontpage_id: input.frontpage?.id ?? null } : {}),
            updated_at: nextVersion,
          })
          .where("id", "=", id)
          .execute();
      },
    );
  }

  private async get(db: Db, id: number): Promise<Site> {
    const row = await this.selectSites(db).where("s.id", "=", id).executeTakeFirst();
    if (!row) throw notFound("Site");
    return toSite(row);
  }

  /** Counts per isActive value over all sites: a handful of rows, so no counter table is needed. */
  private async filterable() {
    const rows = await this.database.db
      .selectFrom("sites")
      .select(["is_active", sql<number>`count(*)::int`.as("n")])
      .groupBy("is_active")
      .execute();
    const countOf = (value: boolean) => Number(rows.find((r) => r.is_active === value)?.n ?? 0);
    return {
      isActive: [
        { property: "true", count: countOf(true) },
        { property: "false", count: countOf(false) },
      ],
    };
  }

  private selectSites(db: Db) {
    return db
      .selectFrom("sites as s")
      .leftJoin("pages as p", "p.id", "s.frontpage_id")
      .select([
        "s.id",
        "s.name",
        "s.language_code",
        "s.slug",
        "s.is_active",
        "s.properties",
        "s.frontpage_id",
        "s.updated_at",
        "p.title as frontpage_title",
        "p.slug as frontpage_slug",
      ])
      .$castTo<SiteRow>();
  }
}

function requireName(name: string | undefined): string {
  const trimmed = name?.trim();
  if (!trimmed) throw badRequest("The name is required.", { name: "is required" });
  return trimmed;
}

async function lockSiteWrites(trx: Transaction<DB>) {
  await sql`select pg_advisory_xact_lock(${SITE_WRITE_LOCK})`.execute(trx);
}

/** 409 naming every field (languageCode, slug) another site already uses. */
async function assertUnique(db: Db, input: SiteInput, exceptId?: number) {
  if (input.languageCode === undefined && input.slug === undefined) return;
  let q = db.selectFrom("sites").select(["language_code", "slug"]);
  if (exceptId !== undefined) q = q.where("id", "!=", exceptId);
  const clashes = await q
    .where((eb) =>
      eb.or([
        ...(input.languageCode !== undefined ? [eb("language_code", "=", input.languageCode)] : []),
        ...(input.slug !== undefined ? [eb(sql`lower(slug)`, "=", input.slug.toLowerCase())] : []),
      ]),
    )
    .execute();
  const fields: Record<string, string> = {};
  if (clashes.some((c) => c.language_code === input.languageCode)) fields.languageCode = "is already in use";
  if (input.slug !== undefined && clashes.some((c) => c.slug.toLowerCase() === input.slug!.toLowerCase()))
    fields.slug = "is already in use";
  if (Object.keys(fields).length > 0) throw conflict(`Another site already uses this ${Object.keys(fields).join(" and ")}.`, fields);
}

async function assertPageOfSite(db: Db, pageId: number, siteId: number) {
  const page = await db.selectFrom("pages").select("id").where("id", "=", pageId).where("site_id", "=", siteId).executeTakeFirst();
  if (!page) throw badRequest("The front page must be a page of this site.", { frontpage: "is not a page of this site" });
}

/** The sites matching the filters (alias s), to select, sort and join on. */
function filteredSites(db: Db, filters: SiteFilters) {
  let matching = db.selectFrom("sites as s");
  if (filters.search) {
    const like = containsPattern(filters.search);
    matching = matching.where((eb) =>
      eb.or([eb("s.name", "ilike", like), eb("s.language_code", "ilike", like), eb("s.slug", "ilike", like)]),
    );
  }
  // The column is not null; "null counts as active" is honoured on write.
  if (filters.isActive !== undefined) matching = matching.where("s.is_active", "=", filters.isActive);
  return matching;
}

/**
 * The ids (and sort keys, for the page's cursors) of one page by number in the requested order
 * (ties by id), with the filtered query the total counts; tests/plans checks its plan for every
 * filter × sort × direction pair.
 */
export function siteIdPage(db: Db, request: SiteRequest, window: PageWindow) {
  const { filters, column, direction, keys } = request;
  const matching = filteredSites(db, filters).select("s.id");
  const ids = matching.orderBy(column, direction).orderBy("s.id", direction).offset(window.offset).limit(window.limit);
  const page = db
    .selectFrom(ids.as("ids"))
    .innerJoin("sites as s", "s.id", "ids.id")
    .select(["s.id", rowKey(keys).as("key")])
    .orderBy(column, direction)
    .orderBy("s.id", direction);
  return { matching, page };
}

/** The ids and keys of up to `limit` sites after a sort key (keyset paging; tests/plans checks it too). */
export function siteKeysetIdPage(db: Db, request: SiteRequest, direction: Direction, after: RowKey, limit: number) {
  return keysetIdPage<DB>(db, () => filteredSites(db, request.filters), request.keys, "s.id", direction, after, limit);
}
