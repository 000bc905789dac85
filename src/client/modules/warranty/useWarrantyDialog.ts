import { useState } from "react";
import { useQueryClient } from "@tanstack/react-query";
import { useTranslation } from "react-i18next";
import { answerOf } from "../../api/answer.ts";
import { $api, api } from "../../api/client.ts";
import { apiErrorMessage } from "../../api/errors.ts";
import { invalidateAfter } from "../../api/invalidation.ts";
import { toast } from "../../ui/toaster.ts";
import { useQueryDraft } from "../common/useQueryDraft.ts";
import { useRecordSave } from "../common/useRecordSave.ts";
import { isBedIdRefused } from "./bedIdCheck.ts";
import { serverFieldLines, type ServerFieldLine } from "./serverFieldLines.ts";
import { useBedIdCheck, type BedIdCheck } from "./useBedIdCheck.ts";
import {
  chooseBedModel,
  draftFromRegistration,
  needsNewContact,
  newWarrantyDraft,
  toContactInput,
  toRegistrationInput,
  type WarrantyDraft,
} from "./warrantyDraft.ts";
import type { BedModel, ContactRef, TopMattress, WarrantyRegistration } from "./warrantyTypes.ts";
import { validateWarranty, type WarrantyFormError } from "./warrantyValidation.ts";

/** How the dialog ended a save (spec part 2 section 4). */
export type WarrantySaveEvent = "created" | "updated";

/** A refused save as the dialog shows it: the reason and one 'field: message' line per field. */
export interface WarrantySaveFailure {
  message: string;
  fields: ServerFieldLine[];
}

export interface WarrantyDialogState {
  /** Null while the registration loads. */
  draft: WarrantyDraft | null;
  isLoadFailed: boolean;
  retryLoad(): void;
  change(next: (draft: WarrantyDraft) => WarrantyDraft): void;
  chooseModel(name: string): void;
  models: readonly BedModel[];
  topMattresses: readonly TopMattress[];
  bedIdCheck: BedIdCheck;
  /** The form's problems, shown once a save was tried. */
  errors: readonly WarrantyFormError[];
  failure: WarrantySaveFailure | null;
  isStale: boolean;
  /** The save-pending flag: on during the request. */
  isSaving: boolean;
  /** The event when saved; null when the dialog stays open (invalid, refused). */
  save(): Promise<WarrantySaveEvent | null>;
  reload(): Promise<void>;
}

/**
 * The warranty dialog's state: no id creates, an id updates; the contact is found, created with
 * the registration, or fixed by the caller (a contact's registrations list).
 */
export function useWarrantyDialog(registrationId: number | null, fixedContact: ContactRef | null): WarrantyDialogState {
  const { t } = useTranslation();
  const queryClient = useQueryClient();
  const query = $api.useQuery(
    "get",
    "/warranty/data/warranty/index",
    { params: { query: { id: registrationId ?? 0 } } },
    { enabled: registrationId !== null, staleTime: 0 },
  );
  const record = useQueryDraft(query, draftFromRegistration, () => (registrationId === null ? newWarrantyDraft(fixedContact) : null));
  const models = $api.useQuery("get", "/rest/product/products/bed-models", {}, { staleTime: 5 * 60_000 }).data ?? [];
  const topMattresses = $api.useQuery("get", "/rest/product/products/top-mattresses", {}, { staleTime: 5 * 60_000 }).data ?? [];
  const { draft } = record;
  const [attempted, setAttempted] = useState(false);
  const saving = useRecordSave<WarrantySaveFailure>(record.reload);
  const isNew = registrationId === null;
  const bedIdCheck = useBedIdCheck({
    isNew,
    contactId: draft && !needsNewContact(draft) ? (draft.contact?.id ?? null) : null,
    bedId: draft?.bedId ?? "",
  });
  const errors = attempted && draft ? validateWarranty(draft, models, new Date()) : [];
  const change = (next: (current: WarrantyDraft) => WarrantyDraft) => record.setDraft((current) => current && next(current));

  const fieldWords = {
    label: (field: string) => t(`warranty.fields.${field.replace(/^newContact\./, "")}`, { defaultValue: field }),
    message: (kind: string) => t(`warranty.serverErrors.${kind}`),
  };

  /** The contact the registration goes to: the chosen one, or a new one created first. */
  async function contactOf(current: WarrantyDraft): Promise<ContactRef | null> {
    if (!needsNewContact(current)) return current.contact;
    try {
      const created = answerOf(await api.POST("/rest/contact/contacts", { body: toContactInput(current.newContact) }));
      void invalidateAfter(queryClient, "createContact");
      // Kept as the chosen contact: trying the registration again does not create a second one.
      const contact: ContactRef = {
        id: created.id,
        firstname: created.firstname,
        lastname: created.lastname,
        primaryEmail: created.primaryEmail,
      };
      change((d) => ({ ...d, contactMode: "find", contact }));
      return contact;
    } catch (error) {
      toast.error(t("warranty.messages.contactSaveFailed"));
      saving.setFailure({
        message: apiErrorMessage(error, "warranty.messages.contactSaveFailed"),
        fields: serverFieldLines(error, fieldWords),
      });
      return null;
    }
  }

  async function persist(current: WarrantyDraft, contactId: number): Promise<WarrantyRegistration> {
    const body = toRegistrationInput(current);
    if (current.id === null)
      return answerOf(await api.POST("/rest/contact/contacts/{id}/warranty-registrations", { params: { path: { id: contactId } }, body }));
    const path = "/rest/contact/contacts/{id}/warranty-registrations/{registrationId}";
    return answerOf(await api.PUT(path, { params: { path: { id: contactId, registrationId: current.id } }, body }));
  }

  async function save(): Promise<WarrantySaveEvent | null> {
    if (!draft || saving.isSaving) return null;
    setAttempted(true);
    if (validateWarranty(draft, models, new Date()).length > 0 || isBedIdRefused(bedIdCheck.status)) {
      toast.error(t(draft.contactMode === "find" && !draft.contact ? "warranty.form.noContact" : "warranty.form.invalid"));
      return null;
    }
    const event: WarrantySaveEvent = draft.id === null ? "created" : "updated";
    return saving.save({
      send: async () => {
        const contact = await contactOf(draft);
        if (!contact) return null;
        const saved = await persist(draft, contact.id);
        void invalidateAfter(queryClient, event === "created" ? "createWarrantyRegistration" : "updateWarrantyRegistration", {
          id: contact.id,
          registrationId: saved.id,
        });
        return event;
      },
      savedText: () => t(event === "created" ? "warranty.messages.created" : "warranty.messages.updated"),
      failedText: () => t(event === "created" ? "warranty.messages.createFailed" : "warranty.messages.updateFailed"),
      failureOf: (error) => ({
        message: apiErrorMessage(error, "warranty.messages.saveWarrantyFailed"),
        fields: serverFieldLines(error, fieldWords),
      }),
    });
  }

  return {
    draft,
    isLoadFailed: record.isLoadFailed,
    retryLoad: record.retryLoad,
    change,
    chooseModel: (name) => change((d) => chooseBedModel(d, models, name)),
    models,
    topMattresses,
    bedIdCheck,
    errors,
    failure: saving.failure,
    isStale: saving.isStale,
    isSaving: saving.isSaving,
    save,
    reload: saving.reload,
  };
}
