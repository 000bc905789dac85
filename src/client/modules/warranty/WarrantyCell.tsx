import { Button } from "@blueprintjs/core";
import { useTranslation } from "react-i18next";
import { contactName } from "./contactName.ts";
import { intlLocale, purchaseLabel } from "./purchaseDates.ts";
import type { WarrantyRegistration } from "./warrantyTypes.ts";
import type { RegistrationsContact } from "./ContactRegistrationsDialog.tsx";

export interface WarrantyCellProps {
  field: string;
  registration: WarrantyRegistration;
  /** The bed id opens the registration (spec: a row opens the edit dialog). */
  onOpen(registration: WarrantyRegistration): void;
  /** The contact's name opens the contact's registrations. */
  onOpenContact(contact: RegistrationsContact): void;
}

/** The warranty list's drawn cells: the bed id (opens it), the contact (opens their beds), the purchase month and year. */
export function WarrantyCell({ field, registration, onOpen, onOpenContact }: WarrantyCellProps) {
  const { t, i18n } = useTranslation();
  switch (field) {
    case "bedId":
      return (
        <Button
          variant="minimal"
          size="small"
          className="warranty-cell-link"
          text={registration.bedId}
          onClick={() => onOpen(registration)}
        />
      );
    case "registeredTo": {
      const contact = registration.registeredTo;
      if (!contact) return null;
      return (
        <Button
          variant="minimal"
          size="small"
          className="warranty-cell-link"
          text={contactName(contact) ?? contact.primaryEmail?.value ?? t("warranty.contact.noName")}
          title={contact.primaryEmail?.value ?? undefined}
          onClick={() => onOpenContact(contact)}
        />
      );
    }
    case "purchasedYear":
      return purchaseLabel(registration.purchasedMonth, registration.purchasedYear, intlLocale(i18n.language));
    default:
      return null;
  }
}
