import { PartnerPageDialog } from "../partner-pages/PartnerPageDialog.tsx";
import { LocationDialog } from "./LocationDialog.tsx";
import { LocationManagersDialog } from "./LocationManagersDialog.tsx";
import type { CompanyLocation } from "./locationTypes.ts";

/** The dialog open over the location list, if any. */
export type OpenLocationDialog =
  | { kind: "location"; locationId: number | null }
  | { kind: "partnerPage"; location: CompanyLocation }
  | { kind: "managers"; location: CompanyLocation }
  | null;

export interface LocationDialogsProps {
  dialog: OpenLocationDialog;
  /** The country a new location starts in (the list's country filter). */
  defaultCountry?: string;
  onClose(): void;
}

/** The location list's hand-written dialogs: a location (new or stored), its managers, its partner page. */
export function LocationDialogs({ dialog, defaultCountry, onClose }: LocationDialogsProps) {
  switch (dialog?.kind) {
    case "location":
      return <LocationDialog locationId={dialog.locationId} defaultCountry={defaultCountry} onClose={onClose} />;
    case "managers":
      return <LocationManagersDialog location={dialog.location} onClose={onClose} />;
    case "partnerPage":
      return <PartnerPageDialog owner={dialog.location} onClose={onClose} />;
    default:
      return null;
  }
}
