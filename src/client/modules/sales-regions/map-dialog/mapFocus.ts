import { boundsOf, type Bounds } from "../../map/fitBounds.ts";
import { markersOf, positionOf, type MapPoint } from "../../map/markers.ts";
import type { RegionTreeState } from "../regionTree.ts";
import type { Region, ZipCode, ZipCodeGroup } from "../salesRegionTypes.ts";

/** What the screen's map shows: a region, a zip code or a zip-code group (spec part 2 section 4: one at a time). */
export type MapFocus =
  { kind: "region"; id: number } | { kind: "zipCode"; id: number } | { kind: "group"; regionId: number; prefix: string } | null;

const GROUP_KEY = /^g:(\d+):(.+)$/;

/**
 * The focus after the tree changed: a new choice in the tree, or a zip-code group just opened,
 * replaces the one before (the latest wins); a new country clears it.
 */
export function nextFocus(previous: RegionTreeState | null, current: RegionTreeState, focus: MapFocus): MapFocus {
  if (previous && previous.roots !== current.roots) return null;
  const before = previous?.selected ?? null;
  const now = current.selected;
  if (now?.kind !== before?.kind || now?.id !== before?.id) return now ? { kind: now.kind, id: now.id } : null;
  let opened: MapFocus = null;
  for (const key of current.expanded) {
    if (previous?.expanded.has(key)) continue;
    const match = GROUP_KEY.exec(key);
    if (match) opened = { kind: "group", regionId: Number(match[1]), prefix: match[2]! };
  }
  return opened ?? focus;
}

function findGroup(groups: readonly ZipCodeGroup[], prefix: string): ZipCodeGroup | undefined {
  for (const group of groups) {
    if (group.prefix === prefix) return group;
    const inner = findGroup(group.groups ?? [], prefix);
    if (inner) return inner;
  }
  return undefined;
}

function groupZips(group: ZipCodeGroup): ZipCode[] {
  return [...group.zipCodes, ...(group.groups ?? []).flatMap(groupZips)];
}

function findZip(loaded: ReadonlyMap<number, Region>, id: number): ZipCode | undefined {
  for (const region of loaded.values()) {
    const zip = region.zipCodes.find((z) => z.id === id);
    if (zip) return zip;
  }
  return undefined;
}

/** The zip codes of the focus among what the tree has loaded. */
export function focusZipCodes(focus: MapFocus, state: RegionTreeState): ZipCode[] {
  if (!focus) return [];
  if (focus.kind === "region") return state.loaded.get(focus.id)?.zipCodes ?? [];
  if (focus.kind === "zipCode") {
    const zip = findZip(state.loaded, focus.id);
    return zip ? [zip] : [];
  }
  const region = state.loaded.get(focus.regionId);
  const group = region && findGroup(region.zipCodeGroups, focus.prefix);
  return group ? groupZips(group) : [];
}

/** A 'lat,lng' outline point, or null when malformed. */
function parsePoint(text: string): { latitude: string; longitude: string } | null {
  const parts = text.split(",");
  if (parts.length !== 2) return null;
  return { latitude: parts[0]!.trim(), longitude: parts[1]!.trim() };
}

/** Where a zip code's marker goes: the centre of its well-formed outline points, or null when it has none. */
export function outlineCentre(zip: Pick<ZipCode, "coordinates">): { latitude: number; longitude: number } | null {
  const points = zip.coordinates.map((text) => positionOf(parsePoint(text))).filter((point) => point !== null);
  if (points.length === 0) return null;
  return {
    latitude: points.reduce((sum, p) => sum + p.latitude, 0) / points.length,
    longitude: points.reduce((sum, p) => sum + p.longitude, 0) / points.length,
  };
}

/**
 * The markers of zip codes (spec part 2 section 5): at the centre of the outline points, skipping
 * malformed ones; with none well formed, at the zip code's own latitude and longitude; with
 * neither, no marker.
 */
export function zipMarkers(zips: readonly ZipCode[]): MapPoint<ZipCode>[] {
  return markersOf(zips, outlineCentre, (zip) => zip);
}

/** Where the map zooms for the focus: a region's boundaries, else the box of its markers. */
export function focusBounds(focus: MapFocus, state: RegionTreeState, markers: readonly MapPoint<ZipCode>[]): Bounds | null {
  if (focus?.kind === "region") {
    const box = state.loaded.get(focus.id)?.regionBoundaries;
    if (box) {
      return [
        [box.minLng, box.minLat],
        [box.maxLng, box.maxLat],
      ];
    }
  }
  return boundsOf(markers);
}
