import { Button, Callout, DialogBody, DialogFooter, NonIdealState, Spinner } from "@blueprintjs/core";
import { useTranslation } from "react-i18next";
import { AppDialog } from "../../ui/dialogs/AppDialog.tsx";
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
  const save = async () => {
    const event = await state.save();
    if (event) {
      onSaved?.(event);
      onClose();
    }
  };

  return (
    <AppDialog isOpen onClose={onClose} title={title} style={{ width: 560 }} canOutsideClickClose={false}>
      <form
        noValidate
        aria-busy={state.isSaving || undefined}
        onSubmit={(event) => {
          event.preventDefault();
          void save();
        }}
      >
        <DialogBody>
          {!draft ? (
            state.isLoadFailed ? (
              <NonIdealState
                icon="error"
                title={t("warranty.dialog.loadFailed")}
                action={<Button text={t("warranty.dialog.retry")} onClick={state.retryLoad} />}
              />
            ) : (
              <NonIdealState icon={<Spinner size={32} />} title={t("warranty.dialog.loading")} />
            )
          ) : (
            <>
              {state.isStale && (
                <Callout intent="warning" role="alert" style={{ marginBottom: 12 }}>
                  <p>{t("warranty.dialog.stale")}</p>
                  <Button icon="refresh" text={t("warranty.dialog.reload")} onClick={() => void state.reload()} />
                </Callout>
              )}
              {state.failure && (
                // Every refused field as 'field: message'; each is also shown at its input.
                <Callout intent="danger" role="alert" title={t("warranty.messages.saveFailed")} style={{ marginBottom: 12 }}>
                  <p>{state.failure.message}</p>
                  {state.failure.fields.length > 0 && (
                    <ul>
                      {state.failure.fields.map((line) => (
                        <li key={line.field}>{line.text}</li>
                      ))}
                    </ul>
                  )}
                </Callout>
              )}
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
        </DialogBody>
        <DialogFooter
          actions={
            <>
              <Button onClick={onClose} text={t("warranty.dialog.cancel")} />
              <Button
                type="submit"
                intent="primary"
                disabled={!draft || state.isStale}
                loading={state.isSaving}
                text={t("warranty.dialog.save")}
              />
            </>
          }
        />
      </form>
    </AppDialog>
  );
}
