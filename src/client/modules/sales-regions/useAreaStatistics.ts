import { $api } from "../../api/client.ts";
import { statisticsBars, type StatisticsBar } from "./statisticsBars.ts";

/** The area the statistics are about: a country or a region. */
export interface StatisticsArea {
  areaType: "country" | "region";
  id: number;
}

/**
 * The statistics bars of an area. A new area drops the pending read of the last one (react-query
 * aborts a read nobody observes any more); a failure shows no bars, silently (spec part 2 section 8).
 */
export function useAreaStatistics(area: StatisticsArea | null): { bars: StatisticsBar[]; isLoading: boolean } {
  const query = $api.useQuery(
    "get",
    "/rest/area-statistics/{countryOrRegionId}",
    { params: { path: { countryOrRegionId: area?.id ?? 0 }, query: { areaType: area?.areaType ?? "country" } } },
    { enabled: area !== null, retry: false },
  );
  return { bars: query.isError || !query.data ? [] : statisticsBars(query.data), isLoading: query.isLoading && area !== null };
}
