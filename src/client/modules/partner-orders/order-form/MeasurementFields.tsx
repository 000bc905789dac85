import { useTranslation } from "react-i18next";
import { maxLengths } from "../../../../shared/api/maxLengths.ts";
import { TextField } from "../../common/TextField.tsx";
import type { DraftErrors, PropertyDraft } from "./propertyDraft.ts";

export interface MeasurementFieldsProps {
  idPrefix: string;
  draft: PropertyDraft;
  errors: DraftErrors;
  onEdit(change: (draft: PropertyDraft) => PropertyDraft): void;
}

/** A measurement's unit, range and default value. */
export function MeasurementFields({ idPrefix, draft, errors, onEdit }: MeasurementFieldsProps) {
  const { t } = useTranslation();
  const field = (name: "unit" | "minValue" | "maxValue" | "defaultValue", maxLength?: number) => (
    <TextField
      id={`${idPrefix}-${name}`}
      label={t(`partnerOrders.orderForm.${name}`)}
      value={draft[name]}
      onChange={(value) => onEdit((d) => ({ ...d, [name]: value }))}
      maxLength={maxLength}
      error={errors[name] ? t(`partnerOrders.orderForm.errors.${errors[name]}`) : undefined}
    />
  );
  return (
    <div style={{ display: "grid", gridTemplateColumns: "repeat(auto-fit, minmax(160px, 1fr))", gap: 12 }}>
      {field("unit", maxLengths.OrderFormPropertyInput.unit)}
      {field("minValue")}
      {field("maxValue")}
      {field("defaultValue", maxLengths.OrderFormPropertyInput.defaultValue)}
    </div>
  );
}
