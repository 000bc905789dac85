import { useMemo } from "react";
import { useTranslation } from "react-i18next";
import { $api } from "../../api/client.ts";
import { localCountryName } from "./countryNames.ts";

/**
 * Every country as a form's country select offers it: ISO code and name in the interface's
 * language, sorted that way (listCountries, kept for the session).
 */
export function useCountryOptions(): readonly { code: string; name: string }[] {
  const { i18n } = useTranslation();
  const countries = $api.useQuery("get", "/rest/location/countries", {}, { staleTime: Infinity });
  const locale = i18n.language?.replace("_", "-") || "sv-SE";
  return useMemo(
    () =>
      (countries.data ?? [])
        .map((country) => ({ code: country.code, name: localCountryName(country, locale) }))
        .sort((a, b) => a.name.localeCompare(b.name, locale)),
    [countries.data, locale],
  );
}
