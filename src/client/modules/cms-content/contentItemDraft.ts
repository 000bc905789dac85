import type { ContentItem, ContentItemInput } from "./cmsTypes.ts";

/** What the content item form edits: the item's label and slug (its language is the site's). */
export interface ContentItemDraft {
  label: string;
  slug: string;
}

export const draftOf = (item: ContentItem | undefined): ContentItemDraft => ({ label: item?.label ?? "", slug: item?.slug ?? "" });

/** The form's own checks, as the contract states them; keys are the fields, values i18n keys. */
export function draftErrors(draft: ContentItemDraft): Partial<Record<keyof ContentItemDraft, string>> {
  const errors: Partial<Record<keyof ContentItemDraft, string>> = {};
  if (draft.label.trim() === "") errors.label = "cmsContent.item.labelRequired";
  // Empty: the server derives the slug from the label.
  if (draft.slug !== "" && !/^[a-z0-9]+(-[a-z0-9]+)*$/.test(draft.slug)) errors.slug = "cmsContent.item.slugPattern";
  return errors;
}

/**
 * The body of createContentItem / updateContentItem: an empty slug is sent as null (derived from
 * the label); an update carries the version it was read at, so a change made meanwhile is 409.
 */
export function bodyOf(draft: ContentItemDraft, item?: ContentItem): ContentItemInput {
  return {
    label: draft.label.trim(),
    slug: draft.slug === "" ? null : draft.slug,
    ...(item ? { updatedAt: item.updatedAt ?? null } : {}),
  };
}
