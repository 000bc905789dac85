/**
 * Rules of the media library's folder tree and media order (spec part 2, section 4 "Media
 * tree"), pure so the store and its tests share them: sibling order, which moves are valid, and
 * how a folder's media are sorted.
 */

export type MediaSortMethod = "custom" | "alphabetical" | "published_date";

/** A folder as far as the tree's shape goes. */
export interface TreeFolder {
  id: number;
  parentId: number | null;
}

/**
 * The ids of a folder and every folder below it. Walks the parent links from the given folders
 * (a tree read whole: 2,000 folders at most in practice), and stops at a cycle rather than loop.
 */
export function subtreeIds(folders: readonly TreeFolder[], rootId: number): Set<number> {
  const children = new Map<number, number[]>();
  for (const f of folders) {
    if (f.parentId === null) continue;
    const list = children.get(f.parentId) ?? [];
    list.push(f.id);
    children.set(f.parentId, list);
  }
  const seen = new Set<number>([rootId]);
  const stack = [rootId];
  while (stack.length > 0) {
    for (const child of children.get(stack.pop()!) ?? []) {
      if (seen.has(child)) continue;
      seen.add(child);
      stack.push(child);
    }
  }
  return seen;
}

/**
 * Whether `targetParentId` is a valid new parent of `folderId`: a folder cannot be moved into
 * itself or any of its descendants (that would cut the subtree off the tree). null is the root,
 * always valid.
 */
export function isValidMoveTarget(folders: readonly TreeFolder[], folderId: number, targetParentId: number | null): boolean {
  if (targetParentId === null) return true;
  return !subtreeIds(folders, folderId).has(targetParentId);
}

/**
 * Sibling order after placing `movedIds` (in that order) at `position` among the other siblings
 * (kept in their order); null or a position past the end appends. The answer's index is each
 * id's new sortOrder, so siblings are always numbered 0..n without gaps or ties.
 */
export function placeAmongSiblings(
  siblingIds: readonly number[],
  movedIds: readonly number[],
  position: number | null | undefined = null,
): number[] {
  const moved = new Set(movedIds);
  const others = siblingIds.filter((id) => !moved.has(id));
  const at = position === null || position === undefined ? others.length : Math.max(0, Math.min(position, others.length));
  return [...others.slice(0, at), ...new Set(movedIds), ...others.slice(at)];
}

/** Items in their current order (sortOrder, then id as the tie-break), renumbered 0..n. */
export function renumbered<T extends { id: number; sortOrder: number }>(items: readonly T[]): { id: number; sortOrder: number }[] {
  return [...items].sort((a, b) => a.sortOrder - b.sortOrder || a.id - b.id).map((item, index) => ({ id: item.id, sortOrder: index }));
}

/** What a media item needs to be sorted. */
export interface SortableMedia {
  id: number;
  name: string;
  sortOrder: number;
  publishedDate: Date | string | null;
}

const timeOf = (date: Date | string | null): number | null => {
  if (date === null) return null;
  const time = date instanceof Date ? date.getTime() : Date.parse(date);
  return Number.isNaN(time) ? null : time;
};

const collator = new Intl.Collator("sv", { sensitivity: "base", numeric: true });

/**
 * Compares media by a folder's sort method: custom by ascending sortOrder, alphabetical by name
 * (Swedish collation, case-insensitive, numbers by value), published_date newest first with the
 * undated last. Ties fall back to sortOrder, then id, so the order is total and stable.
 */
export function compareMedia(method: MediaSortMethod): (a: SortableMedia, b: SortableMedia) => number {
  const tieBreak = (a: SortableMedia, b: SortableMedia) => a.sortOrder - b.sortOrder || a.id - b.id;
  switch (method) {
    case "custom":
      return tieBreak;
    case "alphabetical":
      return (a, b) => collator.compare(a.name, b.name) || tieBreak(a, b);
    case "published_date":
      return (a, b) => {
        const ta = timeOf(a.publishedDate);
        const tb = timeOf(b.publishedDate);
        if (ta === null || tb === null) return ta === tb ? tieBreak(a, b) : ta === null ? 1 : -1;
        return tb - ta || tieBreak(a, b);
      };
  }
}

/** The media sorted by the folder's method (a new array). */
export function sortMedia<T extends SortableMedia>(media: readonly T[], method: MediaSortMethod): T[] {
  return [...media].sort(compareMedia(method));
}

/**
 * A URL slug from a name: lower case ASCII letters and digits joined by single hyphens (å, ä, ö
 * and other accents folded), "folder" when nothing is left; the contract's slug pattern.
 */
export function slugFromName(name: string, fallback = "folder"): string {
  const slug = name
    .normalize("NFKD")
    .replace(/[\u0300-\u036f]/g, "")
    .toLowerCase()
    .replace(/ø/g, "o")
    .replace(/æ/g, "ae")
    .replace(/ß/g, "ss")
    .replace(/[^a-z0-9]+/g, "-")
    .replace(/^-+|-+$/g, "")
    .slice(0, 200)
    .replace(/-+$/, "");
  return slug || fallback;
}

/** A new media item's published date: now with the milliseconds zeroed (section 4). */
export function newPublishedDate(now: Date): Date {
  return new Date(Math.floor(now.getTime() / 1000) * 1000);
}
