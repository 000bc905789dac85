import { Button, FormGroup, SegmentedControl } from "@blueprintjs/core";
import { useTranslation } from "react-i18next";
import { maxLengths } from "../../../shared/api/maxLengths.ts";
import { TextField } from "../common/TextField.tsx";
import { ContactFinder } from "./ContactFinder.tsx";
import { contactName } from "./contactName.ts";
import type { ContactMode, NewContactDraft, WarrantyDraft } from "./warrantyDraft.ts";

export interface WarrantyContactSectionProps {
  draft: WarrantyDraft;
  change(next: (draft: WarrantyDraft) => WarrantyDraft): void;
  /** The contact cannot change: the registration exists, or the caller lists one contact's beds. */
  isFixed: boolean;
  messageOf(field: string): string | undefined;
}

const NEW_CONTACT_FIELDS: readonly { field: keyof NewContactDraft; type?: string; autoComplete: string; maxLength: number }[] = [
  { field: "firstname", autoComplete: "off", maxLength: maxLengths.ContactInput.firstname },
  { field: "lastname", autoComplete: "off", maxLength: maxLengths.ContactInput.lastname },
  // The contract's address limit (ContactEmail value: 254).
  { field: "email", type: "email", autoComplete: "off", maxLength: 254 },
  { field: "telephone", type: "tel", autoComplete: "off", maxLength: maxLengths.ContactInput.telephone },
  { field: "mobilePhone", type: "tel", autoComplete: "off", maxLength: maxLengths.ContactInput.mobilePhone },
];

/** The registration's contact: found by search (default) or created with it; shown alone once fixed or chosen. */
export function WarrantyContactSection({ draft, change, isFixed, messageOf }: WarrantyContactSectionProps) {
  const { t } = useTranslation();
  const chosen = draft.contact && (isFixed || draft.contactMode === "find");
  return (
    <section className="warranty-dialog-section" aria-labelledby="warranty-contact-heading">
      <h3 id="warranty-contact-heading" className="bp6-heading">
        {t("warranty.sections.contact")}
      </h3>
      {!isFixed && (
        <SegmentedControl
          aria-label={t("warranty.sections.contact")}
          small
          value={draft.contactMode}
          options={[
            { value: "find", label: t("warranty.contact.modeFind") },
            { value: "create", label: t("warranty.contact.modeCreate") },
          ]}
          onValueChange={(mode) => change((d) => ({ ...d, contactMode: mode as ContactMode }))}
        />
      )}
      <div style={{ marginTop: 8 }}>
        {chosen && draft.contact ? (
          <FormGroup label={t("warranty.contact.chosen")}>
            <span data-testid="warranty-chosen-contact">
              {contactName(draft.contact) ?? t("warranty.contact.noName")}
              {draft.contact.primaryEmail?.value && <span className="bp6-text-muted"> · {draft.contact.primaryEmail.value}</span>}
            </span>
            {!isFixed && (
              <Button
                variant="minimal"
                size="small"
                icon="swap-horizontal"
                text={t("warranty.contact.change")}
                onClick={() => change((d) => ({ ...d, contact: null }))}
                style={{ marginLeft: 8 }}
              />
            )}
          </FormGroup>
        ) : draft.contactMode === "find" ? (
          <ContactFinder onChoose={(contact) => change((d) => ({ ...d, contact }))} error={messageOf("contact")} />
        ) : (
          NEW_CONTACT_FIELDS.map(({ field, type, autoComplete, maxLength }) => (
            <TextField
              key={field}
              id={`warranty-contact-${field}`}
              label={t(`warranty.contact.${field}`)}
              type={type}
              autoComplete={autoComplete}
              maxLength={maxLength}
              value={draft.newContact[field]}
              error={messageOf(`newContact.${field}`)}
              onChange={(value) => change((d) => ({ ...d, newContact: { ...d.newContact, [field]: value } }))}
            />
          ))
        )}
      </div>
    </section>
  );
}
