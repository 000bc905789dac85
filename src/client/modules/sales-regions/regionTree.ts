import type { AreaRef, Handler, Region, RegionSearchRow, TopRegion, ZipCode, ZipCodeGroup } from "./salesRegionTypes.ts";

/** What the region tree shows: the country's level-1 regions, the regions loaded so far, what is open. */
export interface RegionTreeState {
  roots: readonly TopRegion[];
  /** Regions read with getRegion (children and zip codes), by id. */
  loaded: ReadonlyMap<number, Region>;
  /** Open nodes: `r:{regionId}` for a region, `g:{regionId}:{prefix}` for a zip-code group. */
  expanded: ReadonlySet<string>;
  /** The region whose children are loading for an expand (one at a time), else null. */
  expanding: number | null;
  selected: AreaRef | null;
}

/** How an expand ended: done, refused because another runs, or failed (with the load's error). */
export type ExpandOutcome = { kind: "done" } | { kind: "blocked" } | { kind: "failed"; error: unknown };

export const regionKey = (id: number) => `r:${id}`;
export const groupKey = (regionId: number, prefix: string) => `g:${regionId}:${prefix}`;

/** The prefixes of the groups (outermost first) that hold the zip code, or null when none does. */
export function zipGroupPath(groups: readonly ZipCodeGroup[], zipCodeId: number): string[] | null {
  for (const group of groups) {
    if (group.zipCodes.some((zip) => zip.id === zipCodeId)) return [group.prefix];
    const inner = zipGroupPath(group.groups ?? [], zipCodeId);
    if (inner) return [group.prefix, ...inner];
  }
  return null;
}

/** The zip code with this id among the loaded regions, with the region that holds it. */
export function findZipCode(loaded: ReadonlyMap<number, Region>, id: number): { zipCode: ZipCode; regionId: number } | undefined {
  for (const region of loaded.values()) {
    const zipCode = region.zipCodes.find((zip) => zip.id === id);
    if (zipCode) return { zipCode, regionId: region.id };
  }
  return undefined;
}

/** What may change of a region or zip code after a write. */
export interface AreaPatch {
  handlers?: Handler[];
  workingArea?: boolean;
  /** Zip codes only: false once handlers are set on the zip code itself. */
  handlersAreTemporary?: boolean;
}

function patchGroups(groups: readonly ZipCodeGroup[], id: number, patch: AreaPatch): ZipCodeGroup[] {
  return groups.map((group) => ({
    ...group,
    zipCodes: group.zipCodes.map((zip) => (zip.id === id ? { ...zip, ...patch } : zip)),
    ...(group.groups ? { groups: patchGroups(group.groups, id, patch) } : {}),
  }));
}

/** The loaded regions with a region's or zip code's handlers or flag changed (its copies in parents too). */
export function patchArea(loaded: ReadonlyMap<number, Region>, area: AreaRef, patch: AreaPatch): Map<number, Region> {
  const next = new Map<number, Region>();
  for (const [id, region] of loaded) {
    if (area.kind === "region") {
      const { handlersAreTemporary: _zipOnly, ...regionPatch } = patch;
      const own = id === area.id ? { ...region, ...regionPatch } : region;
      next.set(id, {
        ...own,
        regions: own.regions.map((child) => (child.id === area.id ? { ...child, ...regionPatch } : child)),
      });
    } else if (region.zipCodes.some((zip) => zip.id === area.id)) {
      next.set(id, {
        ...region,
        zipCodes: region.zipCodes.map((zip) => (zip.id === area.id ? { ...zip, ...patch } : zip)),
        zipCodeGroups: patchGroups(region.zipCodeGroups, area.id, patch),
      });
    } else next.set(id, region);
  }
  return next;
}

/** The ids of a search hit's region chain, topmost first. */
export function chainOf(row: RegionSearchRow): number[] {
  return [row.region1, row.region2, row.region3].filter((region) => region != null).map((region) => region.id);
}

/**
 * The region tree's state and its expands (spec part 2 section 4): a region's children are
 * loaded on its first expand, then only shown or hidden; an expand that must load is refused
 * while another expand loads, and so is opening the tree at a search hit (a recursive expand).
 * Plain (no React), so its rules are tested without rendering; `useRegionTree` binds it.
 */
export function createRegionTree(load: (id: number) => Promise<Region>, roots: readonly TopRegion[] = []) {
  let state: RegionTreeState = { roots, loaded: new Map(), expanded: new Set(), expanding: null, selected: null };
  const listeners = new Set<() => void>();
  const loads = new Map<number, Promise<Region>>();
  // Set before the first await, so two clicks in one tick see the first one's expand.
  let isBusy = false;

  const set = (change: Partial<RegionTreeState>) => {
    state = { ...state, ...change };
    for (const listener of listeners) listener();
  };

  /** The region read once; a load in flight is shared. */
  function ensureLoaded(id: number): Promise<Region> {
    const known = state.loaded.get(id);
    if (known) return Promise.resolve(known);
    let pending = loads.get(id);
    if (!pending) {
      pending = load(id)
        .then((region) => {
          set({ loaded: new Map(state.loaded).set(id, region) });
          return region;
        })
        .finally(() => loads.delete(id));
      loads.set(id, pending);
    }
    return pending;
  }

  const withExpanded = (keys: readonly string[], open: boolean) => {
    const next = new Set(state.expanded);
    for (const key of keys) {
      if (open) next.add(key);
      else next.delete(key);
    }
    return next;
  };

  /** Runs an expand that loads, unless one already runs. */
  async function exclusive(firstRegion: number, run: () => Promise<void>): Promise<ExpandOutcome> {
    if (isBusy) return { kind: "blocked" };
    isBusy = true;
    set({ expanding: firstRegion });
    try {
      await run();
      return { kind: "done" };
    } catch (error) {
      return { kind: "failed", error };
    } finally {
      isBusy = false;
      set({ expanding: null });
    }
  }

  return {
    getState: () => state,
    subscribe(listener: () => void) {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
    /** A new country: its level-1 regions, nothing loaded, open or chosen. */
    reset(nextRoots: readonly TopRegion[]) {
      loads.clear();
      set({ roots: nextRoots, loaded: new Map(), expanded: new Set(), selected: null });
    },
    /** Opens or closes a region; the first open loads its children (refused while another expand loads). */
    async toggleRegion(id: number): Promise<ExpandOutcome> {
      const key = regionKey(id);
      if (state.loaded.has(id)) {
        set({ expanded: withExpanded([key], !state.expanded.has(key)) });
        return { kind: "done" };
      }
      return exclusive(id, async () => {
        await ensureLoaded(id);
        set({ expanded: withExpanded([key], true) });
      });
    },
    /** Opens or closes a zip-code group (its zip codes came with the region). */
    toggleGroup(key: string) {
      set({ expanded: withExpanded([key], !state.expanded.has(key)) });
    },
    /** Opens the tree down to a search hit and chooses it (refused while another expand loads). */
    expandTo(row: RegionSearchRow): Promise<ExpandOutcome> {
      const chain = chainOf(row);
      return exclusive(chain[0]!, async () => {
        const keys: string[] = [];
        let last: Region | undefined;
        for (const id of chain) {
          set({ expanding: id });
          last = await ensureLoaded(id);
          keys.push(regionKey(id));
        }
        const zip = row.zipCode;
        if (zip && last) {
          keys.push(...(zipGroupPath(last.zipCodeGroups, zip.id) ?? []).map((prefix) => groupKey(last.id, prefix)));
          set({ expanded: withExpanded(keys, true), selected: { kind: "zipCode", id: zip.id } });
        } else {
          // The hit is the chain's last region: open its parents, choose it.
          set({ expanded: withExpanded(keys.slice(0, -1), true), selected: { kind: "region", id: chain[chain.length - 1]! } });
        }
      });
    },
    /** Chooses a region or zip code; a region is read (not opened) so its handlers can be shown. */
    select(area: AreaRef | null): Promise<unknown> {
      set({ selected: area });
      return area?.kind === "region" ? ensureLoaded(area.id) : Promise.resolve();
    },
    /** A write's answer applied to the region or zip code and to its copies in the tree. */
    patch(area: AreaRef, patch: AreaPatch) {
      set({ loaded: patchArea(state.loaded, area, patch) });
    },
  };
}

export type RegionTree = ReturnType<typeof createRegionTree>;
