import { useMemo } from "react";
import { $api } from "../../api/client.ts";
import { useCountryNames } from "../common/countryNames.ts";
import type { GroupCountry, GroupLocation } from "./regionGroupTypes.ts";

/**
 * The countries and locations a group can handle (reference lists, cached by the query client);
 * countries in the order of their names in the UI language (the dialog shows those names).
 */
export function useGroupChoices(): { countries: GroupCountry[]; locations: GroupLocation[]; isLoading: boolean; isError: boolean } {
  const countries = $api.useQuery("get", "/rest/location/countries", {}, { staleTime: 5 * 60_000 });
  const locations = $api.useQuery("get", "/rest/company/locations", {}, { staleTime: 60_000 });
  const names = useCountryNames();
  const countryChoices = useMemo(
    () =>
      (countries.data ?? [])
        .map((c) => ({ choice: { id: c.id, code: c.code, name: c.name }, label: names.country(c) }))
        .sort((a, b) => a.label.localeCompare(b.label))
        .map(({ choice }) => choice),
    [countries.data, names],
  );
  return {
    countries: countryChoices,
    locations: (locations.data ?? []).map((l) => ({ id: l.id, name: l.name })),
    isLoading: countries.isLoading || locations.isLoading,
    isError: countries.isError || locations.isError,
  };
}
