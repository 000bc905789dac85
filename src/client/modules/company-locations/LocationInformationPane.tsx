import { Checkbox, FormGroup, HTMLSelect, Switch } from "@blueprintjs/core";
import { useTranslation } from "react-i18next";
import { FIELD_LABEL_KEYS } from "./fieldLabels.ts";
import { fieldMessage } from "./fieldMessage.ts";
import type { LocationDraft } from "./locationDraft.ts";
import { LOCATION_TYPE_OPTIONS, locationTypeToOption, optionToLocationType } from "./locationTypeOptions.ts";
import { LocationTextField } from "./LocationTextField.tsx";
import type { CompanyLocation } from "./locationTypes.ts";
import type { LocationDialogState } from "./useLocationDialog.ts";

export interface LocationInformationPaneProps {
  draft: LocationDraft;
  stored: CompanyLocation | null;
  state: Pick<LocationDialogState, "change" | "errors" | "failure">;
}

const row = { display: "flex", gap: 12, flexWrap: "wrap" } as const;

/** Name, type, contact details, links, customer number and the location's switches. */
export function LocationInformationPane({ draft, stored, state }: LocationInformationPaneProps) {
  const { t } = useTranslation();
  const { change } = state;
  const message = (field: string) => fieldMessage(state.errors, state.failure?.fields, field, t);
  const text = (
    field: "name" | "phone" | "email" | "website" | "instagramUrl" | "customerNumber",
    extra: Partial<Parameters<typeof LocationTextField>[0]> = {},
  ) => (
    <LocationTextField
      id={`location-${field}`}
      label={t(FIELD_LABEL_KEYS[field])}
      value={draft[field]}
      onChange={(value) => change({ [field]: value })}
      error={message(field)}
      {...extra}
    />
  );

  return (
    <div>
      <div style={row}>
        {text("name")}
        <FormGroup label={t("companyLocations.fields.locationType")} labelFor="location-type" style={{ minWidth: 200 }}>
          <HTMLSelect
            id="location-type"
            fill
            value={locationTypeToOption(draft.locationType)}
            onChange={({ target }) => change({ locationType: optionToLocationType(target.value) })}
          >
            {LOCATION_TYPE_OPTIONS.map((option) => (
              <option key={option.labelKey} value={locationTypeToOption(option.value)}>
                {t(option.labelKey)}
              </option>
            ))}
          </HTMLSelect>
        </FormGroup>
      </div>
      <div style={row}>
        {text("phone", { type: "tel" })}
        {text("email", { type: "email" })}
      </div>
      <div style={row}>
        {text("website", { helperText: t("companyLocations.form.urlHint"), placeholder: "https://" })}
        {text("instagramUrl", { helperText: t("companyLocations.form.urlHint"), placeholder: "https://www.instagram.com/" })}
      </div>
      <div style={row}>{text("customerNumber")}</div>
      <Switch label={t("companyLocations.fields.active")} checked={draft.active} onChange={() => change({ active: !draft.active })} />
      <Switch
        label={t("companyLocations.fields.shouldRetrieveCatalogRequests")}
        checked={draft.shouldRetrieveCatalogRequests}
        onChange={() => change({ shouldRetrieveCatalogRequests: !draft.shouldRetrieveCatalogRequests })}
      />
      <Switch
        label={t("companyLocations.fields.isVividusRetailer")}
        checked={draft.isVividusRetailer}
        onChange={() => change({ isVividusRetailer: !draft.isVividusRetailer })}
      />
      {draft.id === null && (
        <Checkbox
          label={t("companyLocations.fields.createManager")}
          checked={draft.createManager}
          onChange={() => change({ createManager: !draft.createManager })}
        />
      )}
      {stored && (
        <dl style={{ display: "grid", gridTemplateColumns: "max-content 1fr", gap: "4px 12px", marginTop: 12 }}>
          <dt>{t("companyLocations.fields.fullSlug")}</dt>
          <dd style={{ margin: 0 }}>{stored.fullSlug || t("companyLocations.list.noValue")}</dd>
          {/* Areas are drawn on the geographic areas screen; the location keeps the one it has. */}
          <dt>{t("companyLocations.fields.geographicArea")}</dt>
          <dd style={{ margin: 0 }}>{stored.geographicArea?.name ?? t("companyLocations.dialog.noArea")}</dd>
          <dt>{t("companyLocations.fields.partnerPage")}</dt>
          <dd style={{ margin: 0 }}>
            {stored.partnerPage
              ? `${stored.partnerPage.name} (${stored.partnerPage.hostname})`
              : t("companyLocations.dialog.noPartnerPage")}
          </dd>
        </dl>
      )}
    </div>
  );
}
