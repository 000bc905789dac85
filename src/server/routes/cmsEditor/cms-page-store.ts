import { randomBytes } from "node:crypto";
import { sql, type Kysely, type Transaction } from "kysely";
import type { DB } from "../../db/schema.ts";
import { assertFresh, nextVersion } from "../../db/record-version.ts";
import { assignBlockSortOrders, MAX_BLOCK_SORT_ORDER } from "../../domain/block-order.ts";
import { slugFromName } from "../../domain/media-tree.ts";
import { sanitizeBlockData } from "../../domain/rich-text-policy.ts";
import { badRequest, conflict, notFound } from "../../http-errors.ts";
import type { BodyOf } from "../types.ts";
import { toBlock, toCmsPage, type Block, type BlockRow, type CmsPage, type PageRow } from "./cms-page-mapper.ts";
import { assertSettingsRight, settingsChanged } from "./page-rights.ts";

type Db = Kysely<DB> | Transaction<DB>;
type PageInput = BodyOf<"saveCmsPage">["page"];
type BlockInput = PageInput["blocks"][number];

/** A new block's id shared by its versions in other sites: random, the contract's pattern. */
export function newBlockId(): string {
  return `blk-${randomBytes(9).toString("base64url")}`;
}

/** Blocks with their site's name and language. */
export function selectBlocks(db: Db) {
  return db
    .selectFrom("blocks as b")
    .innerJoin("sites as s", "s.id", "b.site_id")
    .select([
      "b.id",
      "b.site_id",
      "b.page_id",
      "b.class",
      "b.block_id",
      "b.sort_order",
      "b.image",
      "b.data",
      "b.design",
      "b.updated_at",
      "s.name as site_name",
      "s.language_code",
    ])
    .$castTo<BlockRow>();
}

function selectPage(db: Db, id: number) {
  return db
    .selectFrom("pages as p")
    .innerJoin("sites as s", "s.id", "p.site_id")
    .leftJoin("content_items as c", "c.page_id", "p.id")
    .select([
      "p.id",
      "p.site_id",
      "p.title",
      "p.slug",
      "p.seo",
      "p.updated_at",
      "s.name as site_name",
      "s.language_code",
      "s.frontpage_id",
      "c.id as content_item_id",
    ])
    .where("p.id", "=", id)
    .$castTo<PageRow>();
}

/** A block's columns as stored from its input (rich text sanitised). */
function blockValues(block: BlockInput, sortOrder: number, blockId: string) {
  return {
    class: block.class,
    block_id: blockId,
    sort_order: sortOrder,
    image: block.image?.identifier ?? null,
    data: sanitizeBlockData(block.data ?? {}),
    design: block.design ?? {},
  };
}

/** CMS pages with their blocks (tag cmsEditor): read, save (create or update), delete. */
export class CmsPageStore {
  constructor(private readonly db: Kysely<DB>) {}

  /** The page with its blocks in order; 404 when unknown. */
  async get(id: number, db: Db = this.db): Promise<CmsPage> {
    const [page, blocks] = await Promise.all([
      selectPage(db, id).executeTakeFirst(),
      selectBlocks(db).where("b.page_id", "=", id).orderBy("b.sort_order").orderBy("b.id").execute(),
    ]);
    if (!page) throw notFound("CMS page");
    return toCmsPage(page, blocks);
  }

  /**
   * Creates the page (no id) or saves it (its version checked under the row lock): title, slug,
   * SEO, and its blocks as sent, blocks left out deleted. Design and SEO changes need their
   * rights (403). Answers the page before (null for a create) and after.
   */
  async save(input: PageInput, permissions: readonly string[]): Promise<{ before: CmsPage | null; after: CmsPage }> {
    const title = input.title.trim();
    if (!title) throw badRequest("The title is required.", { "page.title": "is required" });
    return this.db.transaction().execute(async (trx) => {
      let before: CmsPage | null = null;
      let pageId: number;
      let siteId: number;
      let stored: { id: number; design: Record<string, unknown> }[] = [];
      if (input.id === undefined || input.id === null) {
        if (input.siteId === undefined || input.siteId === null)
          throw badRequest("A new page needs its site.", { "page.siteId": "is required for a new page" });
        const site = await trx.selectFrom("sites").select("id").where("id", "=", input.siteId).executeTakeFirst();
        if (!site) throw notFound("Site");
        siteId = site.id;
        assertSettingsRight(permissions, settingsChanged({}, input.seo), "page.seo", "cmsSeo");
        pageId = (
          await trx
            .insertInto("pages")
            .values({ site_id: siteId, title, slug: input.slug || slugFromName(title, "page"), seo: JSON.stringify(input.seo ?? {}) })
            .returning("id")
            .executeTakeFirstOrThrow()
        ).id;
        if (input.contentItemId !== undefined && input.contentItemId !== null) await linkItem(trx, input.contentItemId, pageId, siteId);
      } else {
        const current = await trx
          .selectFrom("pages")
          .select(["id", "site_id", "seo", "slug", "updated_at"])
          .where("id", "=", input.id)
          .forUpdate()
          .executeTakeFirst();
        if (!current) throw notFound("CMS page");
        assertFresh(current, input.updatedAt, "page.updatedAt");
        if (input.siteId !== undefined && input.siteId !== null && input.siteId !== current.site_id)
          throw badRequest("A page cannot move to another site.", { "page.siteId": "is not the page's site" });
        pageId = current.id;
        siteId = current.site_id;
        before = await this.get(pageId, trx);
        assertSettingsRight(permissions, settingsChanged(current.seo, input.seo), "page.seo", "cmsSeo");
        await trx
          .updateTable("pages")
          .set({
            title,
            slug: input.slug || current.slug || slugFromName(title, "page"),
            ...(input.seo !== undefined ? { seo: JSON.stringify(input.seo) } : {}),
            updated_at: nextVersion,
          })
          .where("id", "=", pageId)
          .execute();
        stored = await trx.selectFrom("blocks").select(["id", "design"]).where("page_id", "=", pageId).execute();
      }
      await this.saveBlocks(trx, pageId, siteId, input.blocks, stored, permissions);
      return { before, after: await this.get(pageId, trx) };
    });
  }

  /** Replaces the page's blocks by the ones sent: updates, inserts, and deletes the rest (3 statements). */
  private async saveBlocks(
    trx: Transaction<DB>,
    pageId: number,
    siteId: number,
    blocks: readonly BlockInput[],
    stored: readonly { id: number; design: Record<string, unknown> }[],
    permissions: readonly string[],
  ) {
    const storedById = new Map(stored.map((b) => [b.id, b]));
    const sortOrders = assignBlockSortOrders(blocks);
    const kept = new Set<number>();
    const updates: (ReturnType<typeof blockValues> & { id: number })[] = [];
    const inserts: ReturnType<typeof blockValues>[] = [];
    for (const [index, block] of blocks.entries()) {
      const at = `page.blocks.${index}`;
      const old = block.id === undefined || block.id === null ? undefined : storedById.get(block.id);
      if (block.id !== undefined && block.id !== null && !old)
        throw badRequest("The block is not a block of this page.", { [`${at}.id`]: "names no block of this page" });
      if (old && kept.has(old.id)) throw badRequest("The block is sent twice.", { [`${at}.id`]: "is sent twice" });
      if (sortOrders[index]! > MAX_BLOCK_SORT_ORDER)
        throw badRequest("A new block would be placed past sortOrder 100000; give the blocks lower sortOrders.", {
          [`${at}.sortOrder`]: "would be past 100000",
        });
      assertSettingsRight(permissions, settingsChanged(old?.design ?? {}, block.design), `${at}.design`, "cmsDesign");
      const values = blockValues(block, sortOrders[index]!, block.blockId || newBlockId());
      if (old) {
        kept.add(old.id);
        updates.push({ ...values, id: old.id });
      } else inserts.push(values);
    }
    await assertBlockIdsFree(trx, siteId, pageId, [...updates, ...inserts]);
    const removed = stored.filter((b) => !kept.has(b.id)).map((b) => b.id);
    if (removed.length > 0) await trx.deleteFrom("blocks").where("id", "in", removed).execute();
    if (updates.length > 0) {
      await sql`update blocks b set class = x.class, block_id = x.block_id, sort_order = x.sort_order, image = x.image,
          data = x.data, design = x.design,
          updated_at = greatest(now(), date_trunc('milliseconds', b.updated_at) + interval '1 millisecond')
        from jsonb_to_recordset(${JSON.stringify(updates)}::jsonb)
          as x(id bigint, class text, block_id text, sort_order int, image text, data jsonb, design jsonb)
        where b.id = x.id and b.page_id = ${pageId}
          and (b.class, b.block_id, b.sort_order, b.image, b.data, b.design)
            is distinct from (x.class, x.block_id, x.sort_order, x.image, x.data, x.design)`.execute(trx);
    }
    if (inserts.length > 0) {
      await trx
        .insertInto("blocks")
        .values(
          inserts.map((b) => ({
            ...b,
            site_id: siteId,
            page_id: pageId,
            data: JSON.stringify(b.data),
            design: JSON.stringify(b.design),
          })),
        )
        .execute();
    }
  }

  /** Deletes the page and its blocks (its content item stays, without a page); a front page is 409. */
  async delete(pageId: number): Promise<CmsPage> {
    return this.db.transaction().execute(async (trx) => {
      const page = await trx.selectFrom("pages").select("id").where("id", "=", pageId).forUpdate().executeTakeFirst();
      if (!page) throw notFound("CMS page");
      const before = await this.get(pageId, trx);
      if (before.isFrontpage) throw conflict("A site's front page cannot be deleted.", { pageId: "is the site's front page" });
      await trx.deleteFrom("pages").where("id", "=", pageId).execute();
      return before;
    });
  }

  /** Every site's version of a block (one per site); 404 when no site has one. */
  async versions(blockId: string) {
    const rows = await selectBlocks(this.db).where("b.block_id", "=", blockId).orderBy("s.language_code").orderBy("s.id").execute();
    if (rows.length === 0) throw notFound("Block");
    return rows.map((row) => {
      const block = toBlock(row);
      return { site: block.site!, block };
    });
  }

  /** Replaces a slideshow block's slides (rich text sanitised); its page's version moves on too. */
  async updateSlides(input: BodyOf<"updateBlockSlides">): Promise<{ before: Block; after: Block }> {
    return this.db.transaction().execute(async (trx) => {
      const current = await trx
        .selectFrom("blocks")
        .select(["id", "class", "page_id", "data", "updated_at"])
        .where("id", "=", input.id)
        .forUpdate()
        .executeTakeFirst();
      if (!current) throw notFound("Block");
      assertFresh(current, input.updatedAt);
      if (current.class !== "slideshow") throw badRequest("Only a slideshow block has slides.", { id: "is not a slideshow block" });
      const read = async () => toBlock(await selectBlocks(trx).where("b.id", "=", input.id).executeTakeFirstOrThrow());
      const before = await read();
      const slides = sanitizeBlockData(input.slides);
      await trx
        .updateTable("blocks")
        .set({ data: JSON.stringify({ ...current.data, slides }), updated_at: nextVersion })
        .where("id", "=", input.id)
        .execute();
      // A page save read before this change must not write the old slides back (409 instead).
      if (current.page_id !== null)
        await trx.updateTable("pages").set({ updated_at: nextVersion }).where("id", "=", current.page_id).execute();
      return { before, after: await read() };
    });
  }
}

/** Links the content item (of the page's site, without a page yet) to the new page. */
async function linkItem(trx: Transaction<DB>, itemId: number, pageId: number, siteId: number) {
  const item = await trx
    .selectFrom("content_items")
    .select(["id", "site_id", "page_id"])
    .where("id", "=", itemId)
    .forUpdate()
    .executeTakeFirst();
  if (!item) throw notFound("Content item");
  if (item.site_id !== siteId)
    throw badRequest("The content item belongs to another site.", { "page.contentItemId": "is an item of another site" });
  if (item.page_id !== null) throw conflict("The content item already shows a page.", { "page.contentItemId": "already shows a page" });
  await trx.updateTable("content_items").set({ page_id: pageId, updated_at: nextVersion }).where("id", "=", itemId).execute();
}

/** 409 when another page of the site holds a version of a block id the save uses, or the save uses one twice. */
async function assertBlockIdsFree(trx: Transaction<DB>, siteId: number, pageId: number, blocks: readonly { block_id: string }[]) {
  const ids = blocks.map((b) => b.block_id);
  if (new Set(ids).size !== ids.length)
    throw conflict("Two blocks of the page share a block id.", { "page.blocks": "use one block id twice" });
  if (ids.length === 0) return;
  const taken = await trx
    .selectFrom("blocks")
    .select("block_id")
    .where("site_id", "=", siteId)
    .where("block_id", "in", ids)
    .where((eb) => eb.or([eb("page_id", "is", null), eb("page_id", "!=", pageId)]))
    .executeTakeFirst();
  if (taken)
    throw conflict("Another page of this site already has a version of this block.", { "page.blocks": "use a block id of another page" });
}
