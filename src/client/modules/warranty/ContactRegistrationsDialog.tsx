import { useState } from "react";
import { Button, DialogBody, DialogFooter, HTMLTable, NonIdealState, Spinner } from "@blueprintjs/core";
import { AddIcon, EditIcon } from "@blueprintjs/icons";
import { useTranslation } from "react-i18next";
import { $api } from "../../api/client.ts";
import { formatCell } from "../../screens/controllers/formatCell.ts";
import { AppDialog } from "../../ui/dialogs/AppDialog.tsx";
import { contactName } from "./contactName.ts";
import { intlLocale, purchaseLabel } from "./purchaseDates.ts";
import { WarrantyDialog } from "./WarrantyDialog.tsx";
import "./warranty.css";

/** The contact whose registrations are listed: its id and names (the contact list's row will do). */
export interface RegistrationsContact {
  id: number;
  firstname?: string | null;
  lastname?: string | null;
}

export interface ContactRegistrationsDialogProps {
  contact: RegistrationsContact;
  onClose: () => void;
  /** The list only, no registering or editing (an account without the permission warranty). */
  readOnly?: boolean;
}

/** Which form is open over the list: none, a new registration, or one being edited. */
type OpenForm = null | { registrationId: number | null };

/**
 * A contact's warranty registrations, full screen (spec part 2 section 2 "Contacts"): newest
 * first, with a button registering another bed and one editing each; the list reads again after
 * the form saves (its writes mark this list stale, so it is fetched again). Registering and
 * editing need the permission warranty: opened from the contacts screen by an account with only
 * contact, the list is read-only (the server would refuse those writes).
 */
export function ContactRegistrationsDialog({ contact, onClose, readOnly = false }: ContactRegistrationsDialogProps) {
  const { t, i18n } = useTranslation();
  const locale = intlLocale(i18n.language);
  const [form, setForm] = useState<OpenForm>(null);
  const query = $api.useQuery("get", "/rest/contact/contacts/{id}/warranty-registrations", { params: { path: { id: contact.id } } });
  const name = contactName(contact) ?? `#${contact.id}`;
  const registrations = query.data ?? [];
  const canEdit = !readOnly;

  return (
    <AppDialog isOpen onClose={onClose} title={t("warranty.registrations.title", { name })} className="warranty-registrations-dialog">
      <DialogBody className="warranty-registrations-body">
        {canEdit && (
          <div className="warranty-registrations-toolbar">
            <Button
              icon={<AddIcon />}
              intent="primary"
              text={t("warranty.registrations.create")}
              onClick={() => setForm({ registrationId: null })}
            />
          </div>
        )}
        {query.isLoading ? (
          <NonIdealState icon={<Spinner size={32} />} />
        ) : query.isError ? (
          <NonIdealState
            icon="error"
            title={t("warranty.messages.loadFailed")}
            action={<Button text={t("warranty.registrations.retry")} onClick={() => void query.refetch()} />}
          />
        ) : registrations.length === 0 ? (
          <NonIdealState icon="endorsed" title={t("warranty.registrations.empty")} />
        ) : (
          <HTMLTable compact striped className="warranty-registrations-table">
            <thead>
              <tr>
                <th scope="col">{t("warranty.registrations.columns.bedId")}</th>
                <th scope="col">{t("warranty.registrations.columns.bedModel")}</th>
                <th scope="col">{t("warranty.registrations.columns.bedColor")}</th>
                <th scope="col">{t("warranty.registrations.columns.bedTopMattressModel")}</th>
                <th scope="col">{t("warranty.registrations.columns.purchased")}</th>
                <th scope="col">{t("warranty.registrations.columns.purchaseLocation")}</th>
                <th scope="col">{t("warranty.registrations.columns.careReminders")}</th>
                <th scope="col">{t("warranty.registrations.columns.createdDate")}</th>
                <th scope="col">
                  <span className="bp6-text-muted">{t("warranty.registrations.columns.actions")}</span>
                </th>
              </tr>
            </thead>
            <tbody>
              {registrations.map((registration) => (
                <tr key={registration.id}>
                  <td>{registration.bedId}</td>
                  <td>{registration.bedModel}</td>
                  <td>{registration.bedColor ?? ""}</td>
                  <td>{registration.bedTopMattressModel ?? ""}</td>
                  <td>{purchaseLabel(registration.purchasedMonth, registration.purchasedYear, locale)}</td>
                  <td>{registration.purchaseLocation?.name ?? ""}</td>
                  <td>{t(registration.careReminders ? "warranty.registrations.yes" : "warranty.registrations.no")}</td>
                  <td>{formatCell(registration.createdDate, { format: "date" }, t, locale)}</td>
                  <td>
                    {canEdit && (
                      <Button
                        variant="minimal"
                        size="small"
                        icon={<EditIcon />}
                        aria-label={`${t("warranty.registrations.edit")} ${registration.bedId}`}
                        title={t("warranty.registrations.edit")}
                        onClick={() => setForm({ registrationId: registration.id })}
                      />
                    )}
                  </td>
                </tr>
              ))}
            </tbody>
          </HTMLTable>
        )}
      </DialogBody>
      <DialogFooter actions={<Button text={t("warranty.registrations.close")} onClick={onClose} />} />
      {form && (
        <WarrantyDialog
          registrationId={form.registrationId}
          contact={{ id: contact.id, firstname: contact.firstname, lastname: contact.lastname }}
          onClose={() => setForm(null)}
        />
      )}
    </AppDialog>
  );
}
