import { Button } from "@blueprintjs/core";
import { useTranslation } from "react-i18next";
import type { Row } from "../../screens/controllers/useScreenTable.ts";
import { ScreenFilters } from "../../screens/views/ScreenFilters.tsx";
import { ScreenPageFrame } from "../../screens/views/ScreenPageFrame.tsx";
import { ScreenTable } from "../../screens/views/ScreenTable.tsx";
import { PartnerPageDialog } from "../partner-pages/PartnerPageDialog.tsx";
import { LocationCell } from "./LocationCell.tsx";
import { LocationDialog } from "./LocationDialog.tsx";
import { LOCATION_LIST_CONFIG } from "./locationListConfig.ts";
import { LocationManagersDialog } from "./LocationManagersDialog.tsx";
import type { CompanyLocation } from "./locationTypes.ts";
import { useCompanyLocationsScreen } from "./useCompanyLocationsScreen.ts";

/**
 * Location list (state app.company.location.list): paged table with search, country ('NL' by
 * default) and active (true by default) filters, inline type and customer number edits, the
 * partner page per row, the location and managers dialogs, and the CSV export link.
 */
export function CompanyLocationsScreen() {
  const { t } = useTranslation();
  const screen = useCompanyLocationsScreen();
  const { table, dialog } = screen;
  const asLocation = (row: Row) => row as unknown as CompanyLocation;

  return (
    <ScreenPageFrame
      titleId="company-locations-title"
      title={t(LOCATION_LIST_CONFIG.titleKey)}
      filters={<ScreenFilters filters={LOCATION_LIST_CONFIG.filters} table={table} />}
    >
      <ScreenTable
        config={LOCATION_LIST_CONFIG}
        table={table}
        actions={screen.rowActions}
        onAction={(action, row) => screen.runRowAction(action.id, asLocation(row))}
        renderCell={(field, row) => <LocationCell field={field} location={asLocation(row)} screen={screen} />}
        toolbarEnd={
          screen.canEdit && <Button intent="primary" icon="add" text={t("companyLocations.list.create")} onClick={screen.createLocation} />
        }
      />
      {dialog?.kind === "location" && (
        <LocationDialog locationId={dialog.locationId} defaultCountry={screen.defaultCountry} onClose={screen.closeDialog} />
      )}
      {dialog?.kind === "managers" && <LocationManagersDialog location={dialog.location} onClose={screen.closeDialog} />}
      {dialog?.kind === "partnerPage" && <PartnerPageDialog owner={dialog.location} onClose={screen.closeDialog} />}
    </ScreenPageFrame>
  );
}
