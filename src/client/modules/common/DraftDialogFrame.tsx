import type { ReactNode } from "react";
import { Button, Callout, DialogBody, DialogFooter, NonIdealState, Spinner } from "@blueprintjs/core";
import { useTranslation } from "react-i18next";
import { AppDialog } from "../../ui/dialogs/AppDialog.tsx";

/** What the frame reads of an edit dialog's state: the record's copy being edited and its save. */
export interface DraftDialogFrameState<D, S> {
  /** Null while the record loads (or when it could not be read). */
  draft: D | null;
  isLoadFailed: boolean;
  retryLoad(): void;
  /** Someone saved the record since it was read: saving waits for a reload. */
  isStale: boolean;
  isSaving: boolean;
  /** What was saved; null or false when the dialog stays open (invalid, refused, stale). */
  save(): Promise<S | null | false>;
  reload(): Promise<void>;
}

export interface DraftDialogFrameProps<D, S> {
  title: ReactNode;
  width: number;
  /** The i18n key of the dialog's own texts: `<texts>.loading`, `loadFailed`, `retry`, `stale`, `reload`, `cancel`, `save`. */
  texts: string;
  state: DraftDialogFrameState<D, S>;
  /** False: a click beside the dialog does not close it (and drop what was typed). */
  canOutsideClickClose?: boolean;
  /** Shown above the stale-version notice: the form's own problems. */
  formErrors?: ReactNode;
  /** Shown below it: why the server refused the last save. */
  failure?: ReactNode;
  /** Told what was saved, before the dialog closes. */
  onSaved?(saved: S): void;
  /** Cancel, Escape and the close button; closing writes nothing. */
  onClose(): void;
  /** The form's fields, once the record is read. */
  children(draft: D): ReactNode;
}

/**
 * The frame of an edit dialog over a copy of one record: loading and its failure (with a retry),
 * the stale-version notice with its reload, the save's problems above the form, and Cancel and
 * Save (off while nothing is loaded or the copy is stale; busy while saving; closes once saved).
 */
export function DraftDialogFrame<D, S>(props: DraftDialogFrameProps<D, S>) {
  const { title, width, texts, state, canOutsideClickClose, formErrors, failure, onSaved, onClose, children } = props;
  const { t } = useTranslation();
  const { draft } = state;
  const save = async () => {
    const saved = await state.save();
    if (saved) {
      onSaved?.(saved);
      onClose();
    }
  };
  return (
    <AppDialog isOpen onClose={onClose} title={title} style={{ width }} canOutsideClickClose={canOutsideClickClose}>
      <form
        noValidate
        aria-busy={state.isSaving || undefined}
        onSubmit={(event) => {
          event.preventDefault();
          void save();
        }}
      >
        <DialogBody>
          {draft === null ? (
            state.isLoadFailed ? (
              <NonIdealState
                icon="error"
                title={t(`${texts}.loadFailed`)}
                action={<Button text={t(`${texts}.retry`)} onClick={state.retryLoad} />}
              />
            ) : (
              <NonIdealState icon={<Spinner size={32} />} title={t(`${texts}.loading`)} />
            )
          ) : (
            <>
              {formErrors}
              {state.isStale && (
                <Callout intent="warning" role="alert" style={{ marginBottom: 12 }}>
                  <p>{t(`${texts}.stale`)}</p>
                  <Button icon="refresh" text={t(`${texts}.reload`)} onClick={() => void state.reload()} />
                </Callout>
              )}
              {failure}
              {children(draft)}
            </>
          )}
        </DialogBody>
        <DialogFooter
          actions={
            <>
              <Button onClick={onClose} text={t(`${texts}.cancel`)} />
              <Button
                type="submit"
                intent="primary"
                disabled={draft === null || state.isStale}
                loading={state.isSaving}
                text={t(`${texts}.save`)}
              />
            </>
          }
        />
      </form>
    </AppDialog>
  );
}
