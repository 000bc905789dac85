import type { operations } from "../../../../shared/api/contract.ts";

type Json<R> = R extends { content: { "application/json": infer J } } ? J : never;

/** One zip code no store would get, as listCoverageGaps answers it. */
export type CoverageGap = Json<operations["listCoverageGaps"]["responses"][200]>[number];

/** The area whose gaps are shown: a country or a region. */
export interface CoverageArea {
  kind: "country" | "region";
  id: number;
}

/** How many gaps the panel lists before "and N more" (the CSV has them all). */
export const SHOWN_GAPS = 50;

/** The gaps' zip-code ids, for a map layer that marks them (pointColors of the map module). */
export function gapZipCodeIds(gaps: readonly Pick<CoverageGap, "id">[] | undefined): Set<number> {
  return new Set((gaps ?? []).map((gap) => gap.id));
}

/** The CSV download of the area's gaps (exportCoverageGapsCsv), same origin as the app. */
export function coverageGapsCsvHref(area: CoverageArea): string {
  return `/rest/area-coverage-gaps/${area.id}/export-result-as-csv?areaType=${area.kind}`;
}

/** The first gaps to list and how many more there are. */
export function shownGaps<T>(gaps: readonly T[], limit = SHOWN_GAPS): { shown: readonly T[]; more: number } {
  return { shown: gaps.slice(0, limit), more: Math.max(0, gaps.length - limit) };
}

/** Where the gap's requests go instead, as a locale key. */
export function fallsToKey(gap: Pick<CoverageGap, "fallsTo">): string {
  return gap.fallsTo === "fallback" ? "salesRegions.coverage.fallsTo.fallback" : "salesRegions.coverage.fallsTo.nowhere";
}

/** The gap's place: locality and its most specific region, as far as known. */
export function gapPlace(gap: Pick<CoverageGap, "locality" | "region1" | "region2" | "region3">): string {
  const region = gap.region3 ?? gap.region2 ?? gap.region1;
  return [gap.locality, region].filter((part, i, all) => part && all.indexOf(part) === i).join(", ");
}
