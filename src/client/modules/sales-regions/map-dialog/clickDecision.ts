import type { AreaType, MapLevel } from "./mapDialogTypes.ts";

/** What a click on an area of the map carries (the drawn feature's properties). */
export interface ClickedArea {
  zipCode: string;
  countryCode: string;
  /** The region of the chosen level, -1 when the zip code has none there. */
  region: number;
}

/** The call a click makes (assignAreaHandler's query), with the region it colours. */
export interface AssignRequest {
  storeId: number;
  zipCode: string;
  countryCode: string;
  level: MapLevel;
  type: AreaType;
  region: number;
}

/** A hint instead of a call: what is missing before a click can assign. */
export type ClickHint = "chooseLocationAndType" | "chooseLocation" | "chooseType" | "noRegion";

export type ClickDecision = { kind: "assign"; request: AssignRequest } | { kind: "hint"; hint: ClickHint };

/**
 * Spec part 2 section 4: a click assigns only with a location and a type chosen; otherwise the
 * dialog tells what to choose and sends nothing. A zip code with no region at the level has
 * nothing to assign to.
 */
export function decideClick(
  area: ClickedArea,
  choice: { locationId: number | null; type: AreaType | null; level: MapLevel },
): ClickDecision {
  const { locationId, type, level } = choice;
  if (locationId === null && type === null) return { kind: "hint", hint: "chooseLocationAndType" };
  if (locationId === null) return { kind: "hint", hint: "chooseLocation" };
  if (type === null) return { kind: "hint", hint: "chooseType" };
  if (area.region < 0) return { kind: "hint", hint: "noRegion" };
  return {
    kind: "assign",
    request: { storeId: locationId, zipCode: area.zipCode, countryCode: area.countryCode, level, type, region: area.region },
  };
}

/** The clicked area from a map feature's properties, or null when they are not one of ours. */
export function clickedAreaOf(properties: Record<string, unknown> | null | undefined): ClickedArea | null {
  if (!properties) return null;
  const { zipCode, countryCode, region } = properties;
  if (typeof zipCode !== "string" || typeof countryCode !== "string") return null;
  return { zipCode, countryCode, region: typeof region === "number" ? region : -1 };
}
