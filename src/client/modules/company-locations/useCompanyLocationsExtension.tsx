import { useState } from "react";
import { usePermissions } from "../../app/session.tsx";
import type { Row } from "../../screens/controllers/useScreenTable.ts";
import type { ScreenExtension, ScreenExtensionContext } from "../../screens/screenExtension.ts";
import { usePartnerPageDelete } from "../partner-pages/usePartnerPageDelete.ts";
import { LocationCell, type LocationCellActions } from "./LocationCell.tsx";
import { LocationDialogs, type OpenLocationDialog } from "./LocationDialogs.tsx";
import type { CompanyLocation } from "./locationTypes.ts";
import { useCustomerNumberEdit } from "./useCustomerNumberEdit.ts";
import { useLocationTypeChange } from "./useLocationTypeChange.ts";

/**
 * The location list's hand-written part (screens/company-locations.screen.yaml): the inline type
 * and customer number, the partner page cell, and the location, managers and partner page
 * dialogs opened from a row or the toolbar.
 */
export function useCompanyLocationsExtension({ table }: ScreenExtensionContext): ScreenExtension {
  const permissions = usePermissions();
  const types = useLocationTypeChange(table);
  const customerNumbers = useCustomerNumberEdit(table);
  const [dialog, setDialog] = useState<OpenLocationDialog>(null);
  // The partner page hooks invalidate what their writes change (the locations too).
  const deletePartnerPage = usePartnerPageDelete<CompanyLocation>({ track: (location, work) => table.rowLoading.track(location, work) });
  const country = table.state.filters.country;
  const actions: LocationCellActions = {
    types,
    customerNumbers,
    canEdit: permissions.has("company"),
    isBusy: (location) => table.rowLoading.isLoading(location as Row),
    editPartnerPage: (location) => setDialog({ kind: "partnerPage", location }),
    deletePartnerPage: (location) => void deletePartnerPage(location),
  };

  return {
    renderCell: (field, row) => <LocationCell field={field} location={row as CompanyLocation} actions={actions} />,
    runRowAction(actionId, row) {
      const location = row as CompanyLocation;
      if (actionId === "edit") setDialog({ kind: "location", locationId: location.id });
      if (actionId === "managers") setDialog({ kind: "managers", location });
    },
    runToolbarAction(actionId) {
      if (actionId === "create") setDialog({ kind: "location", locationId: null });
    },
    // A new location starts in the country the list shows.
    overlays: (
      <LocationDialogs dialog={dialog} defaultCountry={typeof country === "string" ? country : undefined} onClose={() => setDialog(null)} />
    ),
  };
}
