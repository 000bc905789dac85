import { useMemo } from "react";
import { useQuery } from "@tanstack/react-query";
import { fetchZipPoints } from "../../map/zipPoints.ts";
import { pointColors, zipPointsLayer } from "../../map/ZipPointsLayer.ts";
import { gapZipCodeIds } from "../coverage-gaps/coverageGaps.ts";
import { useCoverageGaps } from "../coverage-gaps/useCoverageGaps.ts";

/** A coverage gap's point: the error red of the app's palette, opaque. */
const GAP_COLOR = [205, 66, 70, 255] as const;
/** Every other zip code's point is not drawn (its area is already on the map). */
const COVERED_COLOR = [0, 0, 0, 0] as const;

/**
 * The coverage-gaps layer of the map dialog (issue 15): the country's zip codes that no store
 * would get, as red points over the areas. The points come once per country as binary
 * (getZipCodePoints) and are coloured from the gaps' ids (listCoverageGaps), so an assignment
 * that closes a gap recolours them without fetching the points again. Nothing is read while
 * the layer is off.
 */
export function useGapPoints(country: { id: number; code: string }, enabled: boolean) {
  const points = useQuery({
    queryKey: ["zip-code-points", country.code],
    queryFn: ({ signal }) => fetchZipPoints(country.code, signal),
    enabled,
    staleTime: Infinity,
  });
  const { gaps } = useCoverageGaps(enabled ? { kind: "country", id: country.id } : null);
  const layer = useMemo(() => {
    if (!enabled || !points.data || !gaps) return null;
    const colors = pointColors(points.data, gapZipCodeIds(gaps), GAP_COLOR, COVERED_COLOR);
    // A new layer object with new colours: deck.gl sees new data and uploads them again.
    return zipPointsLayer(points.data, { id: "coverage-gaps", colors, radiusPixels: 3 });
  }, [enabled, points.data, gaps]);
  return { layer, isLoading: enabled && (points.isLoading || !gaps), isError: points.isError };
}
