import type { Row } from "../../db/schema.ts";
import type { AnswerOf } from "../types.ts";

export type ContentItem = AnswerOf<"getContentItem">;
export type TreeNode = AnswerOf<"updateCmsTreeItems">["nodes"][number];

/** A content_items row with its site's language and its page's title. */
export type ContentItemRow = Pick<
  Row<"content_items">,
  | "id"
  | "site_id"
  | "parent_id"
  | "page_id"
  | "label"
  | "slug"
  | "sort_order"
  | "exclude_from_navigation"
  | "exclude_from_search"
  | "created_date"
  | "updated_at"
> & { language_code: string; page_title: string | null };

const iso = (value: Date | string) => new Date(value).toISOString();

/** A content item as the contract answers it; children as given (empty when not asked for). */
export function toContentItem(row: ContentItemRow, children: ContentItem[] = []): ContentItem {
  return {
    id: row.id,
    label: row.label,
    slug: row.slug,
    language: row.language_code,
    content: row.page_id === null ? null : { id: row.page_id, title: row.page_title },
    sortOrder: row.sort_order,
    createdDate: iso(row.created_date),
    children,
    parentId: row.parent_id,
    siteId: row.site_id,
    excludeFromNavigation: row.exclude_from_navigation,
    excludeFromSearch: row.exclude_from_search,
    updatedAt: iso(row.updated_at),
  };
}

/** A content item seen as a tree node (the site tree of /cms/tree). */
export function toTreeNode(row: Omit<ContentItemRow, "language_code" | "page_title" | "created_date" | "updated_at">): TreeNode {
  return {
    id: row.id,
    label: row.label,
    sortOrder: row.sort_order,
    excludeFromNavigation: row.exclude_from_navigation,
    excludeFromSearch: row.exclude_from_search,
    siteId: row.site_id,
    parentId: row.parent_id,
    slug: row.slug,
    pageId: row.page_id,
  };
}
