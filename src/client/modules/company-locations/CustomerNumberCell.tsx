import { Button, InputGroup } from "@blueprintjs/core";
import { useTranslation } from "react-i18next";
import { isEditing } from "./customerNumberEdit.ts";
import type { CompanyLocation } from "./locationTypes.ts";
import type { CustomerNumberEditing } from "./useCustomerNumberEdit.ts";

export interface CustomerNumberCellProps {
  location: CompanyLocation;
  editing: CustomerNumberEditing;
  isBusy: boolean;
  canEdit: boolean;
}

/** The row's customer number; a pencil edits it in place (Enter saves, Escape cancels). */
export function CustomerNumberCell({ location, editing, isBusy, canEdit }: CustomerNumberCellProps) {
  const { t } = useTranslation();
  const { edit } = editing;
  if (edit && isEditing(edit, location.id)) {
    return (
      <form
        style={{ display: "flex", gap: 4, alignItems: "center" }}
        onSubmit={(event) => {
          event.preventDefault();
          void editing.save(location);
        }}
      >
        <InputGroup
          size="small"
          autoFocus
          aria-label={t("companyLocations.list.customerNumberOf", { name: location.name })}
          value={edit.value}
          maxLength={50}
          onValueChange={editing.change}
          onKeyDown={(event) => {
            if (event.key === "Escape") editing.cancel();
          }}
          style={{ width: 120 }}
        />
        <Button type="submit" size="small" variant="minimal" icon="tick" aria-label={t("companyLocations.list.saveCustomerNumber")} />
        <Button
          size="small"
          variant="minimal"
          icon="cross"
          aria-label={t("companyLocations.list.cancelCustomerNumber")}
          onClick={editing.cancel}
        />
      </form>
    );
  }
  return (
    <span style={{ display: "inline-flex", gap: 4, alignItems: "center" }}>
      <span>{location.customerNumber || t("companyLocations.list.noValue")}</span>
      {canEdit && (
        <Button
          size="small"
          variant="minimal"
          icon="edit"
          disabled={isBusy}
          aria-label={t("companyLocations.list.editCustomerNumber", { name: location.name })}
          onClick={() => editing.start(location)}
        />
      )}
    </span>
  );
}
