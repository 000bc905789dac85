import { sql, type Kysely, type Transaction } from "kysely";
import type { DB } from "../../db/schema.ts";
import { updateLocked } from "../../db/locked-update.ts";
import { nextVersion } from "../../db/record-version.ts";
import { slugFromName } from "../../domain/media-tree.ts";
import { nestNodes } from "../../domain/cms-tree.ts";
import { badRequest, conflict, notFound } from "../../http-errors.ts";
import type { BodyOf } from "../types.ts";
import { toContentItem, type ContentItem, type ContentItemRow } from "./content-item-mapper.ts";

type Db = Kysely<DB> | Transaction<DB>;
type ContentItemInput = BodyOf<"updateContentItem">;

// A site's tree changes (create, reposition, move) hold this lock per site for their
// transaction, so two writers never number one sibling list from the same old state.
const TREE_LOCK = 72_410_018;

/** Takes the tree lock of each site, in id order (two sites locked in one order never deadlock). */
export async function lockSiteTrees(trx: Transaction<DB>, siteIds: readonly number[]) {
  for (const siteId of [...new Set(siteIds)].sort((a, b) => a - b)) {
    await sql`select pg_advisory_xact_lock(${TREE_LOCK}, ${siteId}::int)`.execute(trx);
  }
}

/** Content items with their site's language and their page's title. */
export function selectContentItems(db: Db) {
  return db
    .selectFrom("content_items as c")
    .innerJoin("sites as s", "s.id", "c.site_id")
    .leftJoin("pages as p", "p.id", "c.page_id")
    .select([
      "c.id",
      "c.site_id",
      "c.parent_id",
      "c.page_id",
      "c.label",
      "c.slug",
      "c.sort_order",
      "c.exclude_from_navigation",
      "c.exclude_from_search",
      "c.created_date",
      "c.updated_at",
      "s.language_code",
      "p.title as page_title",
    ])
    .$castTo<ContentItemRow>();
}

/** The content items of the CMS (tag contentItems): trees per site, one item, create and update. */
export class ContentItemStore {
  constructor(private readonly db: Kysely<DB>) {}

  /** Every site's (or one site's) top-level items with their children filled recursively. */
  async list(siteId: number | undefined): Promise<ContentItem[]> {
    if (siteId !== undefined) {
      const site = await this.db.selectFrom("sites").select("id").where("id", "=", siteId).executeTakeFirst();
      if (!site) throw notFound("Site");
    }
    let query = selectContentItems(this.db);
    if (siteId !== undefined) query = query.where("c.site_id", "=", siteId);
    const rows = await query.orderBy("c.site_id").execute();
    const nested = nestNodes(rows.map((row) => ({ row, id: row.id, parentId: row.parent_id, sortOrder: row.sort_order })));
    type Nested = (typeof nested)[number];
    const toItem = (node: Nested): ContentItem => toContentItem(node.row, (node.children as Nested[]).map(toItem));
    // Sites in id order, each site's top level in its order (nestNodes sorts by sortOrder only).
    return nested.sort((a, b) => a.row.site_id - b.row.site_id || a.sortOrder - b.sortOrder || a.id - b.id).map(toItem);
  }

  /** One item with its direct children (their own children left out); 404 when unknown. */
  async get(id: number, db: Db = this.db): Promise<ContentItem> {
    const [item, children] = await Promise.all([
      selectContentItems(db).where("c.id", "=", id).executeTakeFirst(),
      selectContentItems(db).where("c.parent_id", "=", id).orderBy("c.sort_order").orderBy("c.id").execute(),
    ]);
    if (!item) throw notFound("Content item");
    return toContentItem(
      item,
      children.map((c) => toContentItem(c)),
    );
  }

  /**
   * Creates an item under the parent (the path's id), in the parent's site: last among its
   * siblings, or at sortOrder (the siblings from there move down one). Without content.id it
   * gets a new empty page titled as its label.
   */
  async create(parentId: number, input: BodyOf<"createContentItem">): Promise<ContentItem> {
    const label = requireLabel(input.label);
    return this.db.transaction().execute(async (trx) => {
      const parent = await trx.selectFrom("content_items").select(["id", "site_id"]).where("id", "=", parentId).executeTakeFirst();
      if (!parent) throw notFound("Content item");
      await lockSiteTrees(trx, [parent.site_id]);
      const slug = input.slug || slugFromName(label, "page");
      await assertSiblingSlugFree(trx, parent.site_id, parentId, slug);
      const siblings = await trx
        .selectFrom("content_items")
        .select(["id", "sort_order"])
        .where("parent_id", "=", parentId)
        .orderBy("sort_order")
        .orderBy("id")
        .execute();
      const at = Math.min(input.sortOrder ?? siblings.length, siblings.length);
      await renumber(
        trx,
        siblings.map((s) => s.id),
        at,
      );
      const pageId =
        input.content?.id !== undefined
          ? await assertFreePage(trx, input.content.id, parent.site_id)
          : (
              await trx
                .insertInto("pages")
                .values({ site_id: parent.site_id, title: label, slug })
                .returning("id")
                .executeTakeFirstOrThrow()
            ).id;
      const site = await trx.selectFrom("sites").select("language_code").where("id", "=", parent.site_id).executeTakeFirstOrThrow();
      const created = await trx
        .insertInto("content_items")
        .values({
          site_id: parent.site_id,
          parent_id: parentId,
          page_id: pageId,
          label,
          slug,
          language: site.language_code,
          sort_order: at,
          exclude_from_navigation: input.excludeFromNavigation ?? false,
          exclude_from_search: input.excludeFromSearch ?? false,
        })
        .returning("id")
        .executeTakeFirstOrThrow();
      return this.get(created.id, trx);
    });
  }

  /**
   * Changes the fields sent (label, slug, flags, page, position among its siblings); the site
   * and parent stay (moves are the tree's update-pages). Answers the item before and after.
   */
  async update(id: number, input: ContentItemInput): Promise<{ before: ContentItem; after: ContentItem }> {
    if (input.id !== undefined && input.id !== null && input.id !== id)
      throw badRequest("The id does not match the path.", { id: "must equal the id in the path" });
    const label = requireLabel(input.label);
    return updateLocked(
      this.db,
      {
        what: "Content item",
        version: input.updatedAt,
        lock: async (trx) => {
          const item = await trx.selectFrom("content_items").select("site_id").where("id", "=", id).executeTakeFirst();
          if (item) await lockSiteTrees(trx, [item.site_id]);
          return trx
            .selectFrom("content_items")
            .select(["id", "site_id", "parent_id", "page_id", "slug", "sort_order", "updated_at"])
            .where("id", "=", id)
            .forUpdate()
            .executeTakeFirst();
        },
        read: (trx) => this.get(id, trx),
      },
      async (trx, current) => {
        const slug = input.slug || current.slug;
        if (slug !== current.slug) await assertSiblingSlugFree(trx, current.site_id, current.parent_id, slug, id);
        let pageId = current.page_id;
        if (input.content === null) pageId = null;
        else if (input.content !== undefined && input.content.id !== current.page_id)
          pageId = await assertFreePage(trx, input.content.id, current.site_id);
        let sortOrder: number | undefined;
        if (input.sortOrder !== undefined && input.sortOrder !== null && input.sortOrder !== current.sort_order) {
          const siblings = await siblingsOf(trx, current.site_id, current.parent_id, id);
          sortOrder = Math.min(input.sortOrder, siblings.length);
          await renumber(trx, siblings, sortOrder);
        }
        await trx
          .updateTable("content_items")
          .set({
            label,
            slug,
            page_id: pageId,
            ...(sortOrder !== undefined ? { sort_order: sortOrder } : {}),
            ...(typeof input.excludeFromNavigation === "boolean" ? { exclude_from_navigation: input.excludeFromNavigation } : {}),
            ...(typeof input.excludeFromSearch === "boolean" ? { exclude_from_search: input.excludeFromSearch } : {}),
            updated_at: nextVersion,
          })
          .where("id", "=", id)
          .execute();
      },
    );
  }
}

function requireLabel(label: string): string {
  const trimmed = label.trim();
  if (!trimmed) throw badRequest("The label is required.", { label: "is required" });
  return trimmed;
}

/** The other items under the same parent, in their order. */
async function siblingsOf(trx: Transaction<DB>, siteId: number, parentId: number | null, exceptId: number): Promise<number[]> {
  let query = trx.selectFrom("content_items").select("id").where("site_id", "=", siteId).where("id", "!=", exceptId);
  query = parentId === null ? query.where("parent_id", "is", null) : query.where("parent_id", "=", parentId);
  const rows = await query.orderBy("sort_order").orderBy("id").execute();
  return rows.map((r) => r.id);
}

/** Numbers the siblings 0..n, leaving the position `gap` free for the item placed there. */
async function renumber(trx: Transaction<DB>, orderedIds: readonly number[], gap: number) {
  if (orderedIds.length === 0) return;
  const orders = orderedIds.map((id, index) => ({ id, sort_order: index < gap ? index : index + 1 }));
  await sql`update content_items c set sort_order = x.sort_order
    from jsonb_to_recordset(${JSON.stringify(orders)}::jsonb) as x(id bigint, sort_order int)
    where c.id = x.id and c.sort_order <> x.sort_order`.execute(trx);
}

/** 409 naming slug when a sibling (same site and parent) already uses it. */
async function assertSiblingSlugFree(trx: Transaction<DB>, siteId: number, parentId: number | null, slug: string, exceptId?: number) {
  let query = trx.selectFrom("content_items").select("id").where("site_id", "=", siteId).where("slug", "=", slug);
  query = parentId === null ? query.where("parent_id", "is", null) : query.where("parent_id", "=", parentId);
  if (exceptId !== undefined) query = query.where("id", "!=", exceptId);
  if (await query.executeTakeFirst())
    throw conflict("Another item at this level already uses this slug.", { slug: "is already used here" });
}

/** The page's id when it is a page of the site not shown by another item; else 404/400/409. */
async function assertFreePage(trx: Transaction<DB>, pageId: number, siteId: number): Promise<number> {
  const page = await trx.selectFrom("pages").select(["id", "site_id"]).where("id", "=", pageId).executeTakeFirst();
  if (!page) throw notFound("CMS page");
  if (page.site_id !== siteId) throw badRequest("The page belongs to another site.", { "content.id": "is a page of another site" });
  const shown = await trx.selectFrom("content_items").select("id").where("page_id", "=", pageId).executeTakeFirst();
  if (shown) throw conflict("Another content item already shows this page.", { "content.id": "is shown by another item" });
  return pageId;
}
