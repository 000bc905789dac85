import type { components } from "../../../shared/api/contract.ts";

/** The sites and every site's nodes, as getCmsTree answers them. */
export type CmsTree = components["schemas"]["CmsTree"];
export type CmsSite = components["schemas"]["Site"];
export type TreeNode = components["schemas"]["TreeNode"];
export type TreeNodeInput = components["schemas"]["TreeNodeInput"];
export type TreeNodeMoveInput = components["schemas"]["TreeNodeMoveInput"];
/** A content item (the node's label, slug and language, with its page) as the contract answers it. */
export type ContentItem = components["schemas"]["ContentItem"];
export type ContentItemInput = components["schemas"]["ContentItemInput"];
