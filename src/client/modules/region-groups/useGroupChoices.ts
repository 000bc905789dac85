import { $api } from "../../api/client.ts";
import type { GroupCountry, GroupLocation } from "./regionGroupTypes.ts";

/** The countries and locations a group can handle (reference lists, cached by the query client). */
export function useGroupChoices(): { countries: GroupCountry[]; locations: GroupLocation[]; isLoading: boolean; isError: boolean } {
  const countries = $api.useQuery("get", "/rest/location/countries", {}, { staleTime: 5 * 60_000 });
  const locations = $api.useQuery("get", "/rest/company/locations", {}, { staleTime: 60_000 });
  return {
    countries: (countries.data ?? []).map((c) => ({ id: c.id, code: c.code, name: c.name })),
    locations: (locations.data ?? []).map((l) => ({ id: l.id, name: l.name })),
    isLoading: countries.isLoading || locations.isLoading,
    isError: countries.isError || locations.isError,
  };
}
