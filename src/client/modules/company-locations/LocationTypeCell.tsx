import { HTMLSelect } from "@blueprintjs/core";
import { useTranslation } from "react-i18next";
import { LOCATION_TYPE_OPTIONS, locationTypeToOption, optionToLocationType } from "./locationTypeOptions.ts";
import type { CompanyLocation } from "./locationTypes.ts";
import type { LocationTypeChange } from "./useLocationTypeChange.ts";

export interface LocationTypeCellProps {
  location: CompanyLocation;
  types: LocationTypeChange;
  isBusy: boolean;
  canEdit: boolean;
}

/** The row's type as a select that saves at once (the list's inline type change). */
export function LocationTypeCell({ location, types, isBusy, canEdit }: LocationTypeCellProps) {
  const { t } = useTranslation();
  const value = types.typeOf(location);
  if (!canEdit) return <>{t(LOCATION_TYPE_OPTIONS.find((o) => o.value === value)?.labelKey ?? "companyLocations.types.none")}</>;
  return (
    <HTMLSelect
      minimal
      aria-label={t("companyLocations.list.typeOf", { name: location.name })}
      value={locationTypeToOption(value)}
      disabled={isBusy}
      style={{ minWidth: 140 }}
      onChange={({ target }) => void types.change(location, optionToLocationType(target.value))}
    >
      {LOCATION_TYPE_OPTIONS.map((option) => (
        <option key={option.labelKey} value={locationTypeToOption(option.value)}>
          {t(option.labelKey)}
        </option>
      ))}
    </HTMLSelect>
  );
}
