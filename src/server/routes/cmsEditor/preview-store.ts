import { sql, type Kysely } from "kysely";
import type { DB } from "../../db/schema.ts";
import { sanitizeBlockData } from "../../domain/rich-text-policy.ts";
import { notFound } from "../../http-errors.ts";
import type { BodyOf } from "../types.ts";
import type { PreviewBlock } from "./block-preview-page.ts";

/** How long a preview block is kept (contract setPreviewBlock: one hour). */
const PREVIEW_TTL = "1 hour";

/** Blocks kept for the preview page, in the database so every server instance renders them. */
export class PreviewStore {
  constructor(private readonly db: Kysely<DB>) {}

  /** Keeps the block (rich text sanitised) under its identifier for an hour, replacing an earlier one. */
  async put(request: BodyOf<"setPreviewBlock">, accountId: number): Promise<void> {
    const { data: block } = request;
    const stored: PreviewBlock = {
      class: block.class,
      image: block.image ?? null,
      data: sanitizeBlockData(block.data ?? {}),
      design: block.design ?? {},
    };
    await this.db.transaction().execute(async (trx) => {
      // Expired previews go as new ones come: the table holds at most an hour of them.
      await trx
        .deleteFrom("cms_preview_blocks")
        .where("expires_at", "<", sql<Date>`now()`)
        .execute();
      await trx
        .insertInto("cms_preview_blocks")
        .values({
          identifier: request.identifier,
          block: JSON.stringify(stored),
          account_id: accountId,
          expires_at: sql<Date>`now() + ${PREVIEW_TTL}::interval`,
        })
        .onConflict((oc) =>
          oc.column("identifier").doUpdateSet({
            block: (eb) => eb.ref("excluded.block"),
            account_id: (eb) => eb.ref("excluded.account_id"),
            expires_at: (eb) => eb.ref("excluded.expires_at"),
          }),
        )
        .execute();
    });
  }

  /** The block kept under the identifier; 404 when there is none or it expired. */
  async get(identifier: string): Promise<PreviewBlock> {
    const row = await this.db
      .selectFrom("cms_preview_blocks")
      .select("block")
      .where("identifier", "=", identifier)
      .where("expires_at", ">", sql<Date>`now()`)
      .executeTakeFirst();
    if (!row) throw notFound("Preview");
    return row.block as unknown as PreviewBlock;
  }
}
