import { useState } from "react";
import type { Row } from "../../screens/controllers/useScreenTable.ts";
import type { ScreenExtension } from "../../screens/screenExtension.ts";
import { ContactRegistrationsDialog, type RegistrationsContact } from "./ContactRegistrationsDialog.tsx";
import { WarrantyCell } from "./WarrantyCell.tsx";
import { WarrantyDialog } from "./WarrantyDialog.tsx";
import type { WarrantyRegistration } from "./warrantyTypes.ts";

/** The dialog open over the warranty list. */
type OpenWarrantyDialog =
  null | { kind: "registration"; registrationId: number | null } | { kind: "contact"; contact: RegistrationsContact };

/**
 * The warranty list's hand-written part (screens/warranty.screen.yaml): the contact and purchase
 * cells, the warranty dialog opened by the create button, a row's edit button or its bed id, and
 * a contact's registrations (from the row's contact).
 */
export function useWarrantyExtension(): ScreenExtension {
  const [dialog, setDialog] = useState<OpenWarrantyDialog>(null);
  const open = (registration: WarrantyRegistration) => setDialog({ kind: "registration", registrationId: registration.id });
  return {
    renderCell: (field, row) => (
      <WarrantyCell
        field={field}
        registration={row as WarrantyRegistration}
        onOpen={open}
        onOpenContact={(contact) => setDialog({ kind: "contact", contact })}
      />
    ),
    runRowAction(actionId, row: Row) {
      const registration = row as WarrantyRegistration;
      if (actionId === "edit") open(registration);
      if (actionId === "contactRegistrations" && registration.registeredTo)
        setDialog({ kind: "contact", contact: registration.registeredTo });
    },
    runToolbarAction(actionId) {
      if (actionId === "create") setDialog({ kind: "registration", registrationId: null });
    },
    overlays:
      dialog?.kind === "registration" ? (
        <WarrantyDialog registrationId={dialog.registrationId} onClose={() => setDialog(null)} />
      ) : dialog?.kind === "contact" ? (
        <ContactRegistrationsDialog contact={dialog.contact} onClose={() => setDialog(null)} />
      ) : null,
  };
}
