import type { Feature, FeatureCollection, Geometry } from "geojson";
import type { Bounds } from "../../map/fitBounds.ts";
import { handlerColor } from "./handlerPalette.ts";
import type { AreaCollection, AreaFeature, MapLevel } from "./mapDialogTypes.ts";

/** The properties of a drawn area: flat values only (maplibre's sources stringify arrays). */
export interface DrawnAreaProperties {
  zipCode: string;
  countryCode: string;
  /** The id of the zip code's region of the chosen level, or -1 when it has none. */
  region: number;
  /** The handler whose colour the area takes, or -1 for none. */
  handler: number;
  /** That handler's colour; "" when there is none. */
  color: string;
  /** How many handlers the region has. */
  handlerCount: number;
}

const NONE = -1;

/** The handler ids of the feature's region of the level (none when the zip code has no region there). */
export function handlersAt(feature: AreaFeature, level: MapLevel): number[] {
  const props = feature.properties as Record<string, unknown>;
  if (props[`r${level}`] == null) return [];
  const handlers = props[`r${level}h`];
  return Array.isArray(handlers) ? handlers.filter((id): id is number => typeof id === "number") : [];
}

/** The feature's region id of the level, or null. */
export function regionAt(feature: AreaFeature, level: MapLevel): number | null {
  const id = (feature.properties as Record<string, unknown>)[`r${level}`];
  return typeof id === "number" ? id : null;
}

/**
 * Which handler colours an area: its region's first handler, except that the location chosen in
 * the dialog wins wherever it is a handler, so an assignment shows in its colour (and keeps it
 * after the map is read again) even in a region that had handlers before.
 */
export function colouringHandler(handlers: readonly number[], chosenLocationId: number | null): number | null {
  if (chosenLocationId !== null && handlers.includes(chosenLocationId)) return chosenLocationId;
  return handlers[0] ?? null;
}

/**
 * The areas as drawn at a level: every feature with a geometry, its properties flattened to what
 * the layers read (region, colouring handler and its colour). Features without a geometry (a zip
 * code with no shape) are left out.
 */
export function drawnAreas(
  collection: AreaCollection | undefined,
  level: MapLevel,
  chosenLocationId: number | null,
): FeatureCollection<Geometry, DrawnAreaProperties> {
  const features: Feature<Geometry, DrawnAreaProperties>[] = [];
  for (const feature of collection?.features ?? []) {
    if (!feature.geometry) continue;
    const handlers = handlersAt(feature, level);
    const handler = colouringHandler(handlers, chosenLocationId);
    features.push({
      type: "Feature",
      ...(feature.id === undefined ? {} : { id: feature.id }),
      geometry: feature.geometry as unknown as Geometry,
      properties: {
        zipCode: feature.properties.zipCode,
        countryCode: feature.properties.countryCode,
        region: regionAt(feature, level) ?? NONE,
        handler: handler ?? NONE,
        color: handler === null ? "" : handlerColor(handler),
        handlerCount: handlers.length,
      },
    });
  }
  return { type: "FeatureCollection", features };
}

/** A handler on the map at a level: its id, colour and how many regions of that level it handles. */
export interface HandlerOnMap {
  id: number;
  color: string;
  regionCount: number;
}

/** Every handler of the level's regions, each once with the number of its regions, by id. */
export function handlersOnMap(collection: AreaCollection | undefined, level: MapLevel): HandlerOnMap[] {
  const regions = new Map<number, Set<number>>();
  for (const feature of collection?.features ?? []) {
    const region = regionAt(feature, level);
    if (region === null) continue;
    for (const id of handlersAt(feature, level)) {
      let set = regions.get(id);
      if (!set) regions.set(id, (set = new Set()));
      set.add(region);
    }
  }
  return [...regions].sort(([a], [b]) => a - b).map(([id, set]) => ({ id, color: handlerColor(id), regionCount: set.size }));
}

function visit(coordinates: unknown, into: (longitude: number, latitude: number) => void) {
  if (!Array.isArray(coordinates)) return;
  if (typeof coordinates[0] === "number" && typeof coordinates[1] === "number") {
    const [longitude, latitude] = coordinates as [number, number];
    if (Number.isFinite(longitude) && Number.isFinite(latitude)) into(longitude, latitude);
    return;
  }
  for (const inner of coordinates) visit(inner, into);
}

/** The box around every area of the collection (the dialog zooms to the chosen country), or null when none has a shape. */
export function collectionBounds(collection: AreaCollection | undefined): Bounds | null {
  let west = Infinity;
  let south = Infinity;
  let east = -Infinity;
  let north = -Infinity;
  for (const feature of collection?.features ?? []) {
    visit(feature.geometry?.coordinates, (longitude, latitude) => {
      west = Math.min(west, longitude);
      east = Math.max(east, longitude);
      south = Math.min(south, latitude);
      north = Math.max(north, latitude);
    });
  }
  if (west === Infinity) return null;
  return [
    [west, south],
    [east, north],
  ];
}
