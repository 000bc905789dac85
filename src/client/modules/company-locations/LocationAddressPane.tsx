import { useMemo } from "react";
import { FormGroup, HTMLSelect } from "@blueprintjs/core";
import { useTranslation } from "react-i18next";
import { $api } from "../../api/client.ts";
import { localCountryName } from "../common/countryNames.ts";
import { CoordinateLookup } from "./CoordinateLookup.tsx";
import { FIELD_LABEL_KEYS } from "./fieldLabels.ts";
import { fieldMessage } from "./fieldMessage.ts";
import type { LocationDraft } from "./locationDraft.ts";
import { LocationTextField } from "./LocationTextField.tsx";
import type { LocationDialogState } from "./useLocationDialog.ts";

export interface LocationAddressPaneProps {
  draft: LocationDraft;
  state: Pick<LocationDialogState, "changeAddress" | "errors" | "failure">;
}

const row = { display: "flex", gap: 12, flexWrap: "wrap" } as const;

/** The postal address and its coordinates, with the coordinate lookup. */
export function LocationAddressPane({ draft, state }: LocationAddressPaneProps) {
  const { t, i18n } = useTranslation();
  const { address } = draft;
  const message = (field: string) => fieldMessage(state.errors, state.failure?.fields, field, t);
  const countries = $api.useQuery("get", "/rest/location/countries", {}, { staleTime: Infinity });
  const locale = i18n.language?.replace("_", "-") || "sv-SE";
  // Names in the interface's language as the list and its country filter name them, sorted that
  // way; the stored code shows even before the list.
  const options = useMemo(
    () =>
      (countries.data ?? [])
        .map((country) => ({ code: country.code, name: localCountryName(country, locale) }))
        .sort((a, b) => a.name.localeCompare(b.name, locale)),
    [countries.data, locale],
  );
  const text = (field: "street" | "zipCode" | "city" | "city2") => (
    <LocationTextField
      id={`location-${field}`}
      label={t(FIELD_LABEL_KEYS[field])}
      value={address[field]}
      onChange={(value) => state.changeAddress({ [field]: value })}
      error={message(`address.${field}`)}
    />
  );

  return (
    <div>
      {text("street")}
      <div style={row}>
        {text("zipCode")}
        {text("city")}
      </div>
      <div style={row}>
        {text("city2")}
        <FormGroup
          label={t(FIELD_LABEL_KEYS.country)}
          labelFor="location-country"
          helperText={message("address.country.code")}
          style={{ flex: 1, minWidth: 200 }}
        >
          <HTMLSelect
            id="location-country"
            fill
            value={address.countryCode}
            onChange={({ target }) => state.changeAddress({ countryCode: target.value })}
          >
            <option value="">{t("companyLocations.dialog.chooseCountry")}</option>
            {address.countryCode && !options.some((o) => o.code === address.countryCode) && (
              <option value={address.countryCode}>{address.countryCode}</option>
            )}
            {options.map((country) => (
              <option key={country.code} value={country.code}>
                {country.name}
              </option>
            ))}
          </HTMLSelect>
        </FormGroup>
      </div>
      <div style={row}>
        <LocationTextField
          id="location-latitude"
          label={t(FIELD_LABEL_KEYS.latitude)}
          value={address.latitude}
          onChange={(latitude) => state.changeAddress({ latitude })}
          error={message("address.latitude")}
        />
        <LocationTextField
          id="location-longitude"
          label={t(FIELD_LABEL_KEYS.longitude)}
          value={address.longitude}
          onChange={(longitude) => state.changeAddress({ longitude })}
          error={message("address.longitude")}
        />
      </div>
      <CoordinateLookup address={address} onCoordinates={(latitude, longitude) => state.changeAddress({ latitude, longitude })} />
    </div>
  );
}
