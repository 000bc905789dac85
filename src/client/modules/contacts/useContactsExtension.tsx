import { useEffect, useState } from "react";
import { useTranslation } from "react-i18next";
import { usePermissions } from "../../app/session.tsx";
import type { ScreenExtension, ScreenExtensionContext } from "../../screens/screenExtension.ts";
import { toast } from "../../ui/toaster.ts";
import { ContactRegistrationsDialog } from "../warranty/ContactRegistrationsDialog.tsx";
import { ContactDialog } from "./ContactDialog.tsx";
import { contactName } from "./contactDraft.ts";
import { contactRouteTarget } from "./contactRoute.ts";
import type { Contact } from "./contactTypes.ts";

/**
 * The contact list's hand-written part (screens/contacts.screen.yaml): the contact dialog at the
 * list's sub-routes (/app/contacts/create, /edit/{id}, /view/{id}), opened by the edit and create
 * buttons or an address typed or shared, and the full-screen list of a contact's warranty
 * registrations.
 */
export function useContactsExtension({ route }: ScreenExtensionContext): ScreenExtension {
  const [registrationsOf, setRegistrationsOf] = useState<Contact | null>(null);
  // The list's name of the contact opened from a row, for the messages before it has loaded.
  const [knownNames, setKnownNames] = useState<Readonly<Record<number, string>>>({});
  const target = contactRouteTarget(route.current);
  // Registering and editing beds need warranty; with contact alone the list is read-only.
  const registersBeds = usePermissions().has("warranty");

  return {
    runRowAction(actionId, row) {
      const contact = row as Contact;
      if (actionId === "edit") {
        setKnownNames((names) => ({ ...names, [contact.id]: contactName({ ...contact, primaryEmail: contact.primaryEmail?.value }) }));
        route.open("edit", { id: contact.id });
      }
      if (actionId === "registrations") setRegistrationsOf(contact);
    },
    runToolbarAction(actionId) {
      if (actionId === "create") route.open("create");
    },
    overlays: (
      <>
        {target && "pane" in target && (
          <ContactDialog
            // A new dialog (its own draft) per address: closing drops unsaved edits.
            key={`${route.current?.id}-${target.contactId ?? "new"}`}
            contactId={target.contactId}
            knownName={target.contactId === null ? undefined : knownNames[target.contactId]}
            initialPane={target.pane}
            onClose={() => route.close()}
          />
        )}
        {target && "invalid" in target && <NoSuchContact name={target.invalid} onClose={route.close} />}
        {registrationsOf && (
          <ContactRegistrationsDialog contact={registrationsOf} readOnly={!registersBeds} onClose={() => setRegistrationsOf(null)} />
        )}
      </>
    ),
  };
}

/** An address naming no contact (/app/contacts/edit/abc): 'An error occurred when opening abc', back to the list. */
function NoSuchContact({ name, onClose }: { name: string; onClose(): void }) {
  const { t } = useTranslation();
  useEffect(() => {
    toast.error(t("contacts.messages.openFailed", { name }));
    onClose();
    // Once, when the address is opened.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, []);
  return null;
}
