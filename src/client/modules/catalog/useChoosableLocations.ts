import { useMemo } from "react";
import { $api } from "../../api/client.ts";
import type { LocationOption } from "./catalogTypes.ts";

export interface ChoosableLocations {
  locations: readonly LocationOption[];
  isLoading: boolean;
  isError: boolean;
}

/**
 * The locations a catalog request may be sent to: every active company location, by name
 * (GET /rest/company/locations). Loaded when a chooser first needs them, then cached.
 */
export function useChoosableLocations(isNeeded: boolean): ChoosableLocations {
  const query = $api.useQuery("get", "/rest/company/locations", {}, { enabled: isNeeded, staleTime: 5 * 60_000 });
  const locations = useMemo(() => (query.data ?? []).filter((location) => location.active), [query.data]);
  return { locations, isLoading: query.isLoading, isError: query.isError };
}
