import { useMemo, useState } from "react";
import { useTranslation } from "react-i18next";
import { $api } from "../../api/client.ts";
import { countryGroups, type ChoosableCountry } from "./countryChoices.ts";

const LONG = { staleTime: 5 * 60_000 };

/**
 * The country selector: what the screen preloads (countries with catalog requests and with
 * company locations, spec part 2 section 2), every country behind 'All other countries', the
 * groups and the chosen country.
 */
export function useCountryChoice() {
  const { i18n } = useTranslation();
  const withRequests = $api.useQuery("get", "/rest/location/countries/where-catalog-request", {}, LONG);
  const withLocations = $api.useQuery("get", "/rest/location/countries/where-location", {}, LONG);
  const all = $api.useQuery("get", "/rest/location/countries", {}, LONG);
  const [showRest, setShowRest] = useState(false);
  const [countryId, setCountryId] = useState<number | null>(null);
  const isSwedish = i18n.language?.startsWith("sv") ?? false;

  const everyCountry = all.data;
  const groups = useMemo(() => {
    const nameOf = (c: ChoosableCountry & { nameSv?: string | null }) => (isSwedish && c.nameSv) || c.name;
    const preloaded = [...(withRequests.data ?? []), ...(withLocations.data ?? [])];
    return countryGroups(preloaded, everyCountry ?? [], showRest, nameOf).map((group) => ({
      ...group,
      countries: group.countries.map((c) => ({ ...c, label: nameOf(c) })),
    }));
  }, [withRequests.data, withLocations.data, everyCountry, showRest, isSwedish]);

  const chosen = (everyCountry ?? []).find((c) => c.id === countryId) ?? null;
  return {
    groups,
    countryId,
    /** The chosen country from the list (code and name), before its regions are read. */
    chosen,
    choose: setCountryId,
    showRest,
    revealRest: () => setShowRest(true),
    isLoading: withRequests.isLoading || withLocations.isLoading || all.isLoading,
    isError: withRequests.isError || withLocations.isError || all.isError,
  };
}
