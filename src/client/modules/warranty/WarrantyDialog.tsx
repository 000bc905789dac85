import { useTranslation } from "react-i18next";
import { DraftDialogFrame } from "../common/DraftDialogFrame.tsx";
import { SaveFailureCallout } from "../common/SaveFailureCallout.tsx";
import { BedDetailsSection } from "./BedDetailsSection.tsx";
import { PurchaseDetailsSection } from "./PurchaseDetailsSection.tsx";
import { useWarrantyDialog, type WarrantySaveEvent } from "./useWarrantyDialog.ts";
import { WarrantyContactSection } from "./WarrantyContactSection.tsx";
import type { ContactRef } from "./warrantyTypes.ts";
import "./warranty.css";

export interface WarrantyDialogProps {
  /** Null: register a new bed (create); else the registration edited (update). */
  registrationId: number | null;
  /** The contact the bed is registered to when the caller fixes it (a contact's registrations list). */
  contact?: ContactRef | null;
  /** Told after a save, with 'created' or 'updated'; the lists it changes are already marked stale. */
  onSaved?(event: WarrantySaveEvent): void;
  /** Closing without saving writes nothing. */
  onClose(): void;
}

/**
 * The warranty dialog (spec part 2 sections 2, 4, 5): the contact (found, or created with the
 * registration), the bed (model, colour, top mattress, bed id) and the purchase (store, year,
 * month, care reminders). It closes with 'created' or 'updated'.
 */
export function WarrantyDialog({ registrationId, contact = null, onSaved, onClose }: WarrantyDialogProps) {
  const { t } = useTranslation();
  const state = useWarrantyDialog(registrationId, contact);
  const { draft } = state;
  const isFixed = registrationId !== null || contact !== null;
  const title = registrationId === null || !draft ? t("warranty.dialog.titleNew") : t("warranty.dialog.titleEdit", { bedId: draft.bedId });
  const messageOf = (field: string): string | undefined => {
    const formError = state.errors.find((error) => error.field === field);
    if (formError) return t(`warranty.form.${formError.kind}`);
    return state.failure?.fields.find((line) => line.field === field)?.text;
  };

  return (
    <DraftDialogFrame
      title={title}
      width={560}
      texts="warranty.dialog"
      state={state}
      canOutsideClickClose={false}
      failure={
        state.failure && (
          <SaveFailureCallout title={t("warranty.messages.saveFailed")} message={state.failure.message} lines={state.failure.fields} />
        )
      }
      onSaved={onSaved}
      onClose={onClose}
    >
      {(draft) => (
        <>
          <WarrantyContactSection draft={draft} change={state.change} isFixed={isFixed} messageOf={messageOf} />
          <BedDetailsSection
            draft={draft}
            change={state.change}
            chooseModel={state.chooseModel}
            models={state.models}
            topMattresses={state.topMattresses}
            bedIdCheck={state.bedIdCheck}
            messageOf={messageOf}
          />
          <PurchaseDetailsSection draft={draft} change={state.change} messageOf={messageOf} />
        </>
      )}
    </DraftDialogFrame>
  );
}
