import { useTranslation } from "react-i18next";
import { countryName } from "../../screens/controllers/formatCell.ts";
import { CustomerNumberCell } from "./CustomerNumberCell.tsx";
import { LocationTypeCell } from "./LocationTypeCell.tsx";
import type { CompanyLocation } from "./locationTypes.ts";
import { PartnerPageCell } from "./PartnerPageCell.tsx";
import type { useCompanyLocationsScreen } from "./useCompanyLocationsScreen.ts";

export interface LocationCellProps {
  field: string;
  location: CompanyLocation;
  screen: ReturnType<typeof useCompanyLocationsScreen>;
}

/** The list's hand-drawn columns: the inline edits, the address parts and the partner page. */
export function LocationCell({ field, location, screen }: LocationCellProps) {
  const { i18n } = useTranslation();
  const isBusy = screen.table.rowLoading.isLoading(location);
  const { address } = location;
  switch (field) {
    case "locationType":
      return <LocationTypeCell location={location} types={screen.types} isBusy={isBusy} canEdit={screen.canEdit} />;
    case "customerNumber":
      return <CustomerNumberCell location={location} editing={screen.customerNumbers} isBusy={isBusy} canEdit={screen.canEdit} />;
    case "zipCode":
      return <>{address.zipCode}</>;
    case "city":
      return <>{address.city}</>;
    case "country":
      return <>{address.country ? countryName(address.country.code, i18n.language?.replace("_", "-") || "sv-SE") : ""}</>;
    case "partnerPage":
      return <PartnerPageCell location={location} isBusy={isBusy} onEdit={screen.editPartnerPage} onDelete={screen.deletePartnerPage} />;
    default:
      return null;
  }
}
