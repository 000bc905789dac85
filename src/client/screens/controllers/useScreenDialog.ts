import { useCallback, useMemo, useState } from "react";
import { useQueryClient } from "@tanstack/react-query";
import { useTranslation } from "react-i18next";
import type { DialogKind, ScreenConfig } from "../screenConfig.ts";
import { apiErrorMessage, toast, usePermissions } from "../shell.ts";
import type { ScreenExtension } from "../screenExtension.ts";
import { serverFieldErrors, submitBody, type FormValues } from "./dialogForm.ts";
import { openedDialog, type OpenDialog } from "./openedDialog.ts";
import { callOperation, invalidateResource } from "./screenApi.ts";
import type { Row, ScreenTable } from "./useScreenTable.ts";

export interface ScreenDialogs {
  current: OpenDialog | null;
  /** Dialogs the account may open (create button, row actions). */
  can(kind: DialogKind): boolean;
  open(kind: DialogKind, row?: Row): void;
  /** Close or cancel: the dialog's cancel message, if it has one, is shown. */
  cancel(): void;
  change(formData: FormValues): void;
  /** Saves; on failure the dialog stays open with the entered data and the errors. */
  submit(formData: FormValues): Promise<boolean>;
}

/**
 * Headless state of a screen's edit/create dialogs: the form built from the contract schema
 * (parts hidden without their permission), saving through the dialog's operation, the
 * catalogue's messages, the server's field errors put back onto the fields.
 */
export function useScreenDialog(config: ScreenConfig, table: Pick<ScreenTable, "rowLoading">, extension: ScreenExtension = {}): ScreenDialogs {
  const { t } = useTranslation();
  const permissions = usePermissions();
  const queryClient = useQueryClient();
  const [current, setCurrent] = useState<OpenDialog | null>(null);
  const patch = (change: Partial<OpenDialog>) => setCurrent((open) => (open ? { ...open, ...change } : open));

  const can = useCallback((kind: DialogKind) => Boolean(config.dialogs[kind] && permissions.has(config.dialogs[kind]!.permission)), [config, permissions]);

  const open = useCallback(
    (kind: DialogKind, row?: Row) => {
      const dialog = config.dialogs[kind];
      if (dialog) setCurrent(openedDialog(dialog, row, { has: (code) => permissions.has(code), t, prepareValues: extension.prepareValues }));
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
        void invalidateResource(queryClient, dialog.operation, config.list);
        toast.success(t(dialog.savedKey));
        setCurrent(null);
        return true;
      } catch (error) {
        const fields = (error as { error?: { fields?: Record<string, string> } })?.error?.fields;
        toast.error(t(dialog.saveFailedKey));
        // The dialog stays (reopens) with what was entered, the errors on their fields.
        patch({ isSaving: false, formData, failure: { message: apiErrorMessage(error, dialog.saveFailedKey), ...serverFieldErrors(fields, current.schema) } });
        return false;
      }
    },
    [current, extension, table.rowLoading, queryClient, config.list, t],
  );

  return useMemo(() => ({ current, can, open, cancel, change: (formData) => patch({ formData }), submit }), [current, can, open, cancel, submit]);
}
