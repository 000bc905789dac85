import { CustomerNumberCell } from "./CustomerNumberCell.tsx";
import { LocationTypeCell } from "./LocationTypeCell.tsx";
import type { CompanyLocation } from "./locationTypes.ts";
import { PartnerPageCell } from "./PartnerPageCell.tsx";
import type { CustomerNumberEditing } from "./useCustomerNumberEdit.ts";
import type { LocationTypeChange } from "./useLocationTypeChange.ts";

/** What the list's hand-drawn cells act with (from useCompanyLocationsExtension). */
export interface LocationCellActions {
  types: LocationTypeChange;
  customerNumbers: CustomerNumberEditing;
  canEdit: boolean;
  isBusy(location: CompanyLocation): boolean;
  editPartnerPage(location: CompanyLocation): void;
  deletePartnerPage(location: CompanyLocation): void;
}

export interface LocationCellProps {
  field: string;
  location: CompanyLocation;
  actions: LocationCellActions;
}

/** The list's hand-drawn columns (format custom in screens/company-locations.screen.yaml): the inline edits and the partner page. */
export function LocationCell({ field, location, actions }: LocationCellProps) {
  const isBusy = actions.isBusy(location);
  switch (field) {
    case "locationType":
      return <LocationTypeCell location={location} types={actions.types} isBusy={isBusy} canEdit={actions.canEdit} />;
    case "customerNumber":
      return <CustomerNumberCell location={location} editing={actions.customerNumbers} isBusy={isBusy} canEdit={actions.canEdit} />;
    case "partnerPage":
      return <PartnerPageCell location={location} isBusy={isBusy} onEdit={actions.editPartnerPage} onDelete={actions.deletePartnerPage} />;
    default:
      return null;
  }
}
