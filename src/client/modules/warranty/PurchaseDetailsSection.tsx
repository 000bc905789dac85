import { useMemo } from "react";
import { Button, Checkbox, FormGroup, HTMLSelect } from "@blueprintjs/core";
import { useTranslation } from "react-i18next";
import { LocationChooser } from "../catalog/LocationChooser.tsx";
import { useChoosableLocations } from "../catalog/useChoosableLocations.ts";
import { intlLocale, purchaseMonths, purchaseYears } from "./purchaseDates.ts";
import type { WarrantyDraft } from "./warrantyDraft.ts";

export interface PurchaseDetailsSectionProps {
  draft: WarrantyDraft;
  change(next: (draft: WarrantyDraft) => WarrantyDraft): void;
  messageOf(field: string): string | undefined;
}

/** Where and when the bed was bought (years 1993..this year, months by name) and the care reminders. */
export function PurchaseDetailsSection({ draft, change, messageOf }: PurchaseDetailsSectionProps) {
  const { t, i18n } = useTranslation();
  const locale = intlLocale(i18n.language);
  const years = useMemo(() => purchaseYears(new Date()), []);
  const months = useMemo(() => purchaseMonths(locale), [locale]);
  const stores = useChoosableLocations(true);
  const value = draft.purchaseLocation ? (stores.locations.find((location) => location.id === draft.purchaseLocation!.id) ?? null) : null;
  const numberSelect = (
    field: "purchasedYear" | "purchasedMonth",
    label: string,
    placeholder: string,
    options: { value: number; label: string }[],
  ) => {
    const error = messageOf(field);
    return (
      <FormGroup
        label={label}
        labelFor={`warranty-${field}`}
        labelInfo={t("common.form.required")}
        intent={error ? "danger" : "none"}
        helperText={error && <span id={`warranty-${field}-help`}>{error}</span>}
      >
        <HTMLSelect
          id={`warranty-${field}`}
          fill
          value={draft[field] === null ? "" : String(draft[field])}
          aria-invalid={error ? true : undefined}
          aria-describedby={error ? `warranty-${field}-help` : undefined}
          onChange={(event) => {
            const chosen = event.currentTarget.value === "" ? null : Number(event.currentTarget.value);
            change((d) => ({ ...d, [field]: chosen }));
          }}
          options={[{ value: "", label: placeholder }, ...options.map((option) => ({ value: String(option.value), label: option.label }))]}
        />
      </FormGroup>
    );
  };
  const locationError = messageOf("purchaseLocation");
  return (
    <section className="warranty-dialog-section" aria-labelledby="warranty-purchase-heading">
      <h3 id="warranty-purchase-heading" className="bp6-heading">
        {t("warranty.sections.purchase")}
      </h3>
      <FormGroup
        label={t("warranty.fields.purchaseLocation")}
        labelFor="warranty-purchaseLocation"
        intent={locationError ? "danger" : "none"}
        helperText={locationError}
      >
        {value === null && draft.purchaseLocation ? (
          // A store no longer listed (inactive), or the list still loading: its name, and a way to choose again.
          <span>
            {draft.purchaseLocation.name}
            <Button
              variant="minimal"
              size="small"
              icon="cross"
              aria-label={t("catalog.send.clear")}
              title={t("catalog.send.clear")}
              onClick={() => change((d) => ({ ...d, purchaseLocation: null }))}
            />
          </span>
        ) : (
          <LocationChooser
            inputId="warranty-purchaseLocation"
            label={t("warranty.fields.purchaseLocation")}
            locations={stores.locations}
            homeCountry={null}
            fill
            value={value}
            onChange={(location) => change((d) => ({ ...d, purchaseLocation: location && { id: location.id, name: location.name } }))}
          />
        )}
      </FormGroup>
      <div className="warranty-purchase-date">
        {numberSelect(
          "purchasedYear",
          t("warranty.fields.purchasedYear"),
          t("warranty.fields.chooseYear"),
          years.map((year) => ({ value: year, label: String(year) })),
        )}
        {numberSelect("purchasedMonth", t("warranty.fields.purchasedMonth"), t("warranty.fields.chooseMonth"), months)}
      </div>
      <Checkbox
        label={t("warranty.fields.careReminders")}
        checked={draft.careReminders}
        onChange={(event) => {
          const careReminders = event.currentTarget.checked;
          change((d) => ({ ...d, careReminders }));
        }}
      />
    </section>
  );
}
