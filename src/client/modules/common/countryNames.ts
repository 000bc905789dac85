import { useMemo } from "react";
import { useTranslation } from "react-i18next";
import { countryName } from "../../screens/controllers/formatCell.ts";

/** A country as answers name it: its ISO code and (English) name. */
export interface CodedCountry {
  code?: string | null;
  name?: string | null;
}

/** A one-line address as the server writes it, with the country it ends in. */
export interface DisplayedAddress {
  displayAddress: string;
  country?: CodedCountry | null;
}

/**
 * A country's name in the UI language, by its code, as the tables and their country filters
 * name it (formatCell's countryName); the answer's own name when it has no code.
 */
export function localCountryName(country: CodedCountry, locale: string): string {
  return country.code ? countryName(country.code, locale) : (country.name ?? "");
}

/**
 * An address line with its country in the UI language. The server writes displayAddress with the
 * English country name last ("Bogstadveien 5, 0355 Oslo, Norway", also the geocoder's input);
 * the country's code says which name belongs in its place. Anything else is left as written.
 */
export function localDisplayAddress(address: DisplayedAddress, locale: string): string {
  const { displayAddress, country } = address;
  if (!country?.code || !country.name) return displayAddress;
  const local = localCountryName(country, locale);
  if (displayAddress === country.name) return local;
  const suffix = `, ${country.name}`;
  return displayAddress.endsWith(suffix) ? `${displayAddress.slice(0, -suffix.length)}, ${local}` : displayAddress;
}

/** The two above in the current UI language. */
export function useCountryNames(): { country(country: CodedCountry): string; address(address: DisplayedAddress): string } {
  const { i18n } = useTranslation();
  const locale = i18n.language?.replace("_", "-") || "sv-SE";
  return useMemo(
    () => ({
      country: (country: CodedCountry) => localCountryName(country, locale),
      address: (address: DisplayedAddress) => localDisplayAddress(address, locale),
    }),
    [locale],
  );
}
