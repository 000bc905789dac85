/** How many locations 'Latest added locations' keeps (spec part 2 section 4: the last 2 added). */
export const RECENT_LIMIT = 2;

/** Where this browser keeps them. */
export const RECENT_STORAGE_KEY = "salesRegions.mapDialog.recentLocations";

/** The list after a location was added on the map: it first, once, at most RECENT_LIMIT. */
export function rememberLocation(recent: readonly number[], locationId: number, limit = RECENT_LIMIT): number[] {
  return [locationId, ...recent.filter((id) => id !== locationId)].slice(0, limit);
}

/** The kept list; anything unreadable counts as none. */
export function readRecentLocations(storage: Pick<Storage, "getItem"> | undefined = globalThis.localStorage): number[] {
  try {
    const value: unknown = JSON.parse(storage?.getItem(RECENT_STORAGE_KEY) ?? "[]");
    if (!Array.isArray(value)) return [];
    return value.filter((id): id is number => Number.isInteger(id) && id > 0).slice(0, RECENT_LIMIT);
  } catch {
    return [];
  }
}

/** Keeps the list; a full or refused storage only loses the memory, never the assignment. */
export function storeRecentLocations(recent: readonly number[], storage: Pick<Storage, "setItem"> | undefined = globalThis.localStorage) {
  try {
    storage?.setItem(RECENT_STORAGE_KEY, JSON.stringify(recent));
  } catch {
    // Private mode or quota: nothing to do.
  }
}
