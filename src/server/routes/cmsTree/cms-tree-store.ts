import { sql, type Kysely, type Transaction } from "kysely";
import type { DB } from "../../db/schema.ts";
import { nextVersion } from "../../db/record-version.ts";
import { nestNodes, planTreeMoves, type CmsTreeMoveProblem } from "../../domain/cms-tree.ts";
import { badRequest, conflict, notFound, type HttpError } from "../../http-errors.ts";
import { toTreeNode, type TreeNode } from "../contentItems/content-item-mapper.ts";
import { lockSiteTrees } from "../contentItems/content-item-store.ts";
import type { BodyOf } from "../types.ts";

type ItemEdit = BodyOf<"updateCmsTreeItems">["nodes"][number];
type PageMove = BodyOf<"updateCmsTreePages">["pages"][number];

const NODE_COLUMNS = [
  "id",
  "site_id",
  "parent_id",
  "page_id",
  "label",
  "slug",
  "sort_order",
  "exclude_from_navigation",
  "exclude_from_search",
] as const;

/** The CMS site tree (tag cmsTree): every site's nodes, and saving their fields and positions. */
export class CmsTreeStore {
  constructor(private readonly db: Kysely<DB>) {}

  /** Every node of every site, top-level nodes with their children (siteId on each). */
  async nodes(): Promise<TreeNode[]> {
    const rows = await this.db.selectFrom("content_items").select(NODE_COLUMNS).orderBy("site_id").execute();
    const nested = nestNodes(rows.map((row) => ({ row, id: row.id, parentId: row.parent_id, sortOrder: row.sort_order })));
    type Nested = (typeof nested)[number];
    const toNode = (node: Nested): TreeNode => ({ ...toTreeNode(node.row), children: (node.children as Nested[]).map(toNode) });
    // Sites in id order, each site's top level in its order.
    return nested.sort((a, b) => a.row.site_id - b.row.site_id || a.sortOrder - b.sortOrder || a.id - b.id).map(toNode);
  }

  /**
   * Saves label, sortOrder and the exclusion flags of each node sent (the fields it sends), all
   * in one transaction; an unknown id fails the whole save with 404. Answers the saved nodes.
   */
  async updateItems(edits: readonly ItemEdit[]): Promise<TreeNode[]> {
    const ids = [...new Set(edits.map((e) => e.id))];
    return this.db.transaction().execute(async (trx) => {
      const sites = await trx.selectFrom("content_items").select(["id", "site_id"]).where("id", "in", ids).execute();
      if (sites.length !== ids.length) throw notFound("Content item");
      await lockSiteTrees(
        trx,
        sites.map((s) => s.site_id),
      );
      for (const [index, edit] of edits.entries()) {
        const label = edit.label === undefined ? undefined : edit.label.trim();
        if (label === "") throw badRequest("The label is required.", { [`nodes.${index}.label`]: "is required" });
        const changes = {
          ...(label !== undefined ? { label } : {}),
          ...(edit.sortOrder !== undefined ? { sort_order: edit.sortOrder } : {}),
          ...(edit.excludeFromNavigation !== undefined ? { exclude_from_navigation: edit.excludeFromNavigation } : {}),
          ...(edit.excludeFromSearch !== undefined ? { exclude_from_search: edit.excludeFromSearch } : {}),
        };
        if (Object.keys(changes).length === 0) continue;
        await trx
          .updateTable("content_items")
          .set({ ...changes, updated_at: nextVersion })
          .where("id", "=", edit.id)
          .execute();
      }
      return this.read(trx, ids);
    });
  }

  /**
   * Moves the nodes to their new parents and positions in one transaction (domain/cms-tree.ts
   * checks the moves and renumbers every sibling list touched 0..n). Unknown node or parent:
   * 404; a parent in another site, or the node itself or a descendant: 409 naming the entry.
   * Answers every node whose parent or position changed, the moved ones included.
   */
  async updatePages(moves: readonly PageMove[]): Promise<TreeNode[]> {
    return this.db.transaction().execute(async (trx) => {
      const named = [...new Set(moves.flatMap((m) => [m.id, ...(m.parentId == null ? [] : [m.parentId])]))];
      const sites = await trx.selectFrom("content_items").select("site_id").distinct().where("id", "in", named).execute();
      await lockSiteTrees(
        trx,
        sites.map((s) => s.site_id),
      );
      const rows =
        sites.length === 0
          ? []
          : await trx
              .selectFrom("content_items")
              .select(["id", "site_id", "parent_id", "sort_order"])
              .where(
                "site_id",
                "in",
                sites.map((s) => s.site_id),
              )
              .execute();
      const plan = planTreeMoves(
        rows.map((r) => ({ id: r.id, siteId: r.site_id, parentId: r.parent_id, sortOrder: r.sort_order })),
        moves.map((m) => ({ id: m.id, parentId: m.parentId ?? null, sortOrder: m.sortOrder })),
      );
      if (!plan.ok) throw moveError(plan.problem);
      if (plan.changes.length > 0) {
        const changes = plan.changes.map((c) => ({ id: c.id, parent_id: c.parentId, sort_order: c.sortOrder }));
        // One statement for every change. The sibling-slug index is checked at its end, so a
        // slug clash in the new place is a 409 (the database's unique violation).
        await sql`update content_items c set parent_id = x.parent_id, sort_order = x.sort_order,
            updated_at = greatest(now(), date_trunc('milliseconds', c.updated_at) + interval '1 millisecond')
          from jsonb_to_recordset(${JSON.stringify(changes)}::jsonb) as x(id bigint, parent_id bigint, sort_order int)
          where c.id = x.id`.execute(trx);
      }
      const answered = [...new Set([...plan.changes.map((c) => c.id), ...moves.map((m) => m.id)])];
      return this.read(trx, answered);
    });
  }

  private async read(db: Kysely<DB> | Transaction<DB>, ids: readonly number[]): Promise<TreeNode[]> {
    if (ids.length === 0) return [];
    const rows = await db.selectFrom("content_items").select(NODE_COLUMNS).where("id", "in", ids).orderBy("id").execute();
    return rows.map(toTreeNode);
  }
}

function moveError(problem: CmsTreeMoveProblem): HttpError {
  const at = `pages.${problem.index}`;
  switch (problem.kind) {
    case "unknownNode":
    case "unknownParent":
      return notFound("Content item");
    case "otherSite":
      return conflict("A page cannot move to another site.", { [`${at}.parentId`]: "is a node of another site" });
    case "underItself":
      return conflict("A page cannot move under itself or one of its descendants.", { [`${at}.parentId`]: "is the page or below it" });
    case "movedTwice":
      return badRequest("A page is moved twice in one save.", { [`${at}.id`]: "is moved by an earlier entry" });
  }
}
