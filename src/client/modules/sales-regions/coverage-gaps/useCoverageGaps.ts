import { $api } from "../../../api/client.ts";
import type { CoverageArea, CoverageGap } from "./coverageGaps.ts";

/**
 * The zip codes of an area that no store would get (listCoverageGaps). A new area drops the
 * pending read of the last one; handler changes make it stale (the contract's x-invalidates).
 */
export function useCoverageGaps(area: CoverageArea | null): {
  gaps: readonly CoverageGap[] | undefined;
  isLoading: boolean;
  isError: boolean;
} {
  const query = $api.useQuery(
    "get",
    "/rest/area-coverage-gaps/{countryOrRegionId}",
    { params: { path: { countryOrRegionId: area?.id ?? 0 }, query: { areaType: area?.kind ?? "country" } } },
    { enabled: area !== null, retry: false },
  );
  return { gaps: query.data, isLoading: query.isLoading && area !== null, isError: query.isError };
}
