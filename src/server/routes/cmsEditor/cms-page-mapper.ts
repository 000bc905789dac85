import type { Row } from "../../db/schema.ts";
import type { AnswerOf } from "../types.ts";

export type CmsPage = AnswerOf<"getCmsPage">;
export type Block = AnswerOf<"updateBlockSlides">;
type SiteRef = CmsPage["site"];

/** A blocks row with its site's name and language. */
export type BlockRow = Pick<
  Row<"blocks">,
  "id" | "site_id" | "page_id" | "class" | "block_id" | "sort_order" | "image" | "data" | "design" | "updated_at"
> & { site_name: string; language_code: string };

/** A pages row with its site, its content item and whether it is the site's front page. */
export type PageRow = Pick<Row<"pages">, "id" | "site_id" | "title" | "slug" | "seo" | "updated_at"> & {
  site_name: string;
  language_code: string;
  frontpage_id: number | null;
  content_item_id: number | null;
};

const iso = (value: Date | string) => new Date(value).toISOString();

export function toBlock(row: BlockRow): Block {
  return {
    id: row.id,
    class: row.class,
    blockId: row.block_id,
    sortOrder: row.sort_order,
    image: row.image === null ? null : { identifier: row.image, type: "static" },
    data: row.data ?? {},
    design: row.design ?? {},
    pageId: row.page_id,
    site: { id: row.site_id, name: row.site_name, languageCode: row.language_code },
    updatedAt: iso(row.updated_at),
  };
}

export function toCmsPage(row: PageRow, blocks: readonly BlockRow[]): CmsPage {
  const site: SiteRef = { id: row.site_id, name: row.site_name, languageCode: row.language_code };
  return {
    id: row.id,
    title: row.title,
    slug: row.slug ?? "",
    site,
    contentItemId: row.content_item_id,
    blocks: blocks.map(toBlock),
    seo: row.seo ?? {},
    isFrontpage: row.frontpage_id === row.id,
    updatedAt: iso(row.updated_at),
  };
}
