import { useState } from "react";
import { usePermissions } from "../../app/session.tsx";
import { useFailureToast } from "../../screens/controllers/useFailureToast.ts";
import { useScreenTable } from "../../screens/controllers/useScreenTable.ts";
import { usePartnerPageDelete } from "../partner-pages/usePartnerPageDelete.ts";
import { LOCATION_LIST_CONFIG, LOCATION_ROW_ACTIONS } from "./locationListConfig.ts";
import type { CompanyLocation } from "./locationTypes.ts";
import { useCustomerNumberEdit } from "./useCustomerNumberEdit.ts";
import { useLocationTypeChange } from "./useLocationTypeChange.ts";

/** The dialog open over the list, if any. */
export type OpenLocationDialog =
  | { kind: "location"; locationId: number | null }
  | { kind: "partnerPage"; location: CompanyLocation }
  | { kind: "managers"; location: CompanyLocation }
  | null;

/**
 * Headless state of the company location list: the engine's table (URL-kept page, sort and
 * filters; per-row loading), the inline type and customer number edits, partner page deletion
 * and which dialog is open.
 */
export function useCompanyLocationsScreen() {
  const permissions = usePermissions();
  const table = useScreenTable(LOCATION_LIST_CONFIG);
  useFailureToast(table.error, LOCATION_LIST_CONFIG.list.loadFailedKey);
  const types = useLocationTypeChange(table);
  const customerNumbers = useCustomerNumberEdit(table);
  const [dialog, setDialog] = useState<OpenLocationDialog>(null);
  // The partner page hooks invalidate what their writes change (the locations too).
  const deletePartnerPage = usePartnerPageDelete<CompanyLocation>({ track: (location, work) => table.rowLoading.track(location, work) });
  const country = table.state.filters.country;

  return {
    table,
    types,
    customerNumbers,
    canEdit: permissions.has("company"),
    rowActions: LOCATION_ROW_ACTIONS.filter((action) => permissions.has(action.permission)),
    runRowAction(actionId: string, location: CompanyLocation) {
      if (actionId === "edit") setDialog({ kind: "location", locationId: location.id });
      if (actionId === "managers") setDialog({ kind: "managers", location });
    },
    dialog,
    /** A new location starts in the country the list shows. */
    createLocation: () => setDialog({ kind: "location", locationId: null }),
    defaultCountry: typeof country === "string" ? country : undefined,
    editPartnerPage: (location: CompanyLocation) => setDialog({ kind: "partnerPage", location }),
    deletePartnerPage: (location: CompanyLocation) => void deletePartnerPage(location),
    closeDialog: () => setDialog(null),
  };
}
