import { Button } from "@blueprintjs/core";
import { useTranslation } from "react-i18next";
import type { CompanyLocation } from "./locationTypes.ts";

export interface PartnerPageCellProps {
  location: CompanyLocation;
  isBusy: boolean;
  onEdit(location: CompanyLocation): void;
  onDelete(location: CompanyLocation): void;
}

/** The row's partner page: its name opens the page's dialog, a bin deletes it; without one, a button creates one. */
export function PartnerPageCell({ location, isBusy, onEdit, onDelete }: PartnerPageCellProps) {
  const { t } = useTranslation();
  const page = location.partnerPage;
  if (!page) {
    return (
      <Button
        size="small"
        variant="minimal"
        icon="add"
        disabled={isBusy}
        title={t("companyLocations.list.addPartnerPage")}
        aria-label={t("companyLocations.list.addPartnerPageOf", { name: location.name })}
        onClick={() => onEdit(location)}
      />
    );
  }
  return (
    // The name gives way (ellipsis, whole in its title) so the bin stays in the column.
    <span style={{ display: "inline-flex", gap: 2, alignItems: "center", maxWidth: "100%" }}>
      <Button
        size="small"
        variant="minimal"
        ellipsizeText
        disabled={isBusy}
        text={page.name}
        title={page.name}
        aria-label={t("companyLocations.list.editPartnerPage", { name: page.name })}
        onClick={() => onEdit(location)}
        style={{ minWidth: 0 }}
      />
      <Button
        size="small"
        variant="minimal"
        intent="danger"
        icon="trash"
        disabled={isBusy}
        aria-label={t("companyLocations.list.deletePartnerPage", { name: page.name })}
        onClick={() => onDelete(location)}
      />
    </span>
  );
}
