import { FormGroup, HTMLSelect } from "@blueprintjs/core";
import { useTranslation } from "react-i18next";
import type { CountryGroup } from "./countryChoices.ts";

const REST = "rest";

export interface CountrySelectProps {
  groups: ReadonlyArray<Omit<CountryGroup, "countries"> & { countries: ReadonlyArray<{ id: number; label: string }> }>;
  value: number | null;
  onChange(countryId: number): void;
  /** Whether 'All other countries' has been chosen (the rest of the countries are listed). */
  showRest: boolean;
  onShowRest(): void;
  disabled?: boolean;
}

const GROUP_TITLES = {
  countries: "salesRegions.countries.withRegions",
  other: "salesRegions.countries.other",
  rest: "salesRegions.countries.allOther",
} as const;

/** The country selector: 'Countries' / 'Other countries', plus 'All other countries' (spec part 2 section 2). */
export function CountrySelect({ groups, value, onChange, showRest, onShowRest, disabled = false }: CountrySelectProps) {
  const { t } = useTranslation();
  return (
    <FormGroup label={t("salesRegions.countries.label")} labelFor="sales-regions-country" inline style={{ margin: 0 }}>
      <HTMLSelect
        id="sales-regions-country"
        value={value === null ? "" : String(value)}
        disabled={disabled}
        onChange={(event) => {
          if (event.currentTarget.value === REST) onShowRest();
          else if (event.currentTarget.value !== "") onChange(Number(event.currentTarget.value));
        }}
      >
        <option value="" disabled>
          {t("salesRegions.countries.choose")}
        </option>
        {groups.map((group) => (
          <optgroup key={group.kind} label={t(GROUP_TITLES[group.kind])}>
            {group.countries.map((country) => (
              <option key={country.id} value={country.id}>
                {country.label}
              </option>
            ))}
          </optgroup>
        ))}
        {!showRest && <option value={REST}>{t("salesRegions.countries.allOther")}</option>}
      </HTMLSelect>
    </FormGroup>
  );
}
