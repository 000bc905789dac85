import { useCallback, useMemo, useState } from "react";
import { useQueryClient } from "@tanstack/react-query";
import { useTranslation } from "react-i18next";
import type { DialogKind, ScreenConfig } from "../screenConfig.ts";
import { apiErrorMessage, confirmDialog, invalidateResourceOf, toast, usePermissions } from "../shell.ts";
import type { ScreenExtension } from "../screenExtension.ts";
import { isStaleSave } from "../../api/errors.ts";
import { serverFieldErrors, submitBody, type FormValues } from "./dialogForm.ts";
import { openedDialog, type OpenDialog } from "./openedDialog.ts";
import { serverFieldMessages } from "./serverFieldMessages.ts";
import { callOperation, invalidateAfterWrite } from "./screenApi.ts";
import type { Row, ScreenTable } from "./useScreenTable.ts";

export interface ScreenDialogs {
  current: OpenDialog | null;
  /** Dialogs the account may open (create button, row actions). */
  can(kind: DialogKind): boolean;
  /** The open dialog's record may be deleted from it (it has a delete and the permission). */
  canDelete: boolean;
  open(kind: DialogKind, row?: Row): void;
  /** Close or cancel: the dialog's cancel message, if it has one, is shown. */
  cancel(): void;
  change(formData: FormValues): void;
  /** Saves; on failure the dialog stays open with the entered data and the errors. */
  submit(formData: FormValues): Promise<boolean>;
  /** Deletes the open dialog's record after a confirmation; true when deleted. */
  remove(): Promise<boolean>;
  /** After a stale save: reads the record again and shows it in the form (what was typed is replaced). */
  reload(): Promise<void>;
}

/**
 * Headless state of a screen's edit/create dialogs: the form built from the contract schema
 * (parts hidden without their permission), saving through the dialog's operation, deleting
 * after a confirmation, a stale save told apart and reloaded, the catalogue's messages, the
 * server's field errors put back onto the fields.
 */
export function useScreenDialog(
  config: ScreenConfig,
  table: Pick<ScreenTable, "rowLoading">,
  extension: ScreenExtension = {},
): ScreenDialogs {
  const { t } = useTranslation();
  const permissions = usePermissions();
  const queryClient = useQueryClient();
  const [current, setCurrent] = useState<OpenDialog | null>(null);
  const patch = (change: Partial<OpenDialog>) => setCurrent((open) => (open ? { ...open, ...change } : open));

  const can = useCallback(
    (kind: DialogKind) => Boolean(config.dialogs[kind] && permissions.has(config.dialogs[kind]!.permission)),
    [config, permissions],
  );
  const deletion = current?.row ? current.config.delete : undefined;
  const canDelete = Boolean(deletion && permissions.has(deletion.permission));

  const open = useCallback(
    (kind: DialogKind, row?: Row) => {
      const dialog = config.dialogs[kind];
      if (dialog)
        setCurrent(
          openedDialog(dialog, row, {
            has: (code) => permissions.has(code),
            t,
            prepareValues: extension.prepareValues,
            validators: config.formValidators,
          }),
        );
    },
    [config, permissions, extension, t],
  );

  const cancel = useCallback(() => {
    if (current?.isSaving) return;
    if (current?.config.cancelledKey) toast.info(t(current.config.cancelledKey));
    setCurrent(null);
  }, [current, t]);

  const submit = useCallback(
    async (formData: FormValues) => {
      if (!current || current.isSaving) return false;
      const { config: dialog, row, kind } = current;
      patch({ formData });
      if (extension.confirmSave && !(await extension.confirmSave(kind, formData, row))) return false;
      patch({ isSaving: true, failure: null });
      const save = callOperation(dialog.operation, { row, body: submitBody(formData, dialog, row) });
      try {
        await (row ? table.rowLoading.track(row, save) : save);
        void invalidateAfterWrite(queryClient, dialog.operation, row, config.list);
        toast.success(t(dialog.savedKey));
        setCurrent(null);
        return true;
      } catch (error) {
        toast.error(t(dialog.saveFailedKey));
        // The dialog stays (reopens) with what was entered, the errors on their fields; a stale
        // save says so in the catalogue's words and offers to reload instead.
        const isStale = isStaleSave(error);
        const fields = isStale ? undefined : serverFieldMessages(error, t);
        // With field errors the fields say what is wrong; above them the catalogue's message, not the server's English.
        const message = isStale ? t(dialog.staleKey) : fields ? t(dialog.saveFailedKey) : apiErrorMessage(error, dialog.saveFailedKey);
        patch({ isSaving: false, formData, failure: { message, isStale, ...serverFieldErrors(fields, current.schema) } });
        return false;
      }
    },
    [current, extension, table.rowLoading, queryClient, config.list, t],
  );

  const remove = useCallback(async () => {
    if (!current?.row || !deletion || !canDelete || current.isSaving) return false;
    const { row } = current;
    if (!(await confirmDialog({ message: t(deletion.confirmKey) }))) return false;
    patch({ isSaving: true, failure: null });
    try {
      await table.rowLoading.track(row, callOperation(deletion.operation, { row }));
      void invalidateAfterWrite(queryClient, deletion.operation, row, config.list);
      toast.success(t(deletion.deletedKey));
      setCurrent(null);
      return true;
    } catch (error) {
      toast.error(t(deletion.deleteFailedKey));
      patch({
        isSaving: false,
        failure: { message: apiErrorMessage(error, deletion.deleteFailedKey), isStale: false, errorSchema: {}, other: [] },
      });
      return false;
    }
  }, [current, deletion, canDelete, table.rowLoading, queryClient, config.list, t]);

  const reload = useCallback(async () => {
    const reader = current?.config.reload;
    if (!current?.row || !reader || current.isSaving) return;
    const { config: dialog, row } = current;
    patch({ isSaving: true });
    try {
      const fresh = (await callOperation(reader, { row })) as Row;
      void invalidateResourceOf(queryClient, config.list.path);
      setCurrent(
        openedDialog(dialog, fresh, {
          has: (code) => permissions.has(code),
          t,
          prepareValues: extension.prepareValues,
          validators: config.formValidators,
        }),
      );
    } catch (error) {
      patch({
        isSaving: false,
        failure: { message: apiErrorMessage(error, dialog.saveFailedKey), isStale: false, errorSchema: {}, other: [] },
      });
    }
  }, [current, queryClient, config.list, config.formValidators, permissions, extension, t]);

  return useMemo(
    () => ({ current, can, canDelete, open, cancel, change: (formData) => patch({ formData }), submit, remove, reload }),
    [current, can, canDelete, open, cancel, submit, remove, reload],
  );
}
