import { useId, type ReactNode } from "react";
import { Button, Callout, Classes, DialogBody, DialogFooter } from "@blueprintjs/core";
import type { RJSFValidationError } from "@rjsf/utils";
import { useTranslation } from "react-i18next";
import { BlueprintForm } from "../../forms/blueprint-theme/index.ts";
import type { FormValues } from "../controllers/dialogForm.ts";
import type { ScreenDialogs } from "../controllers/useScreenDialog.ts";
import type { OpenDialog } from "../controllers/openedDialog.ts";
import { translateValidationErrors } from "../controllers/validationMessages.ts";
import { PanedObjectFieldTemplate } from "./PanedObjectFieldTemplate.tsx";
import { AppDialog } from "../../ui/dialogs/AppDialog.tsx";

export interface ScreenDialogProps {
  /** State from useScreenDialog; nothing renders while no dialog is open. */
  dialogs: Pick<ScreenDialogs, "current" | "cancel" | "change" | "submit"> &
    Partial<Pick<ScreenDialogs, "canDelete" | "remove" | "reload">>;
  /** Facts of the record shown above the form (the screen's extension). */
  renderIntro?(dialog: OpenDialog): ReactNode;
}

const ignoreListedErrors = () => undefined;

// Only forms with panes get the tabbed root; the others keep the theme's template.
const PANED_TEMPLATES = { ObjectFieldTemplate: PanedObjectFieldTemplate };

/**
 * The edit/create dialog of a screen: an rjsf form over the contract's schema in the Blueprint
 * theme. Client errors show under their fields; after a failed save the server's message shows
 * above the form and its field errors under the fields, with what was entered kept. A save
 * refused because the record changed meanwhile offers to reload it; an edit may delete its
 * record (after a confirmation) when the screen allows it.
 */
export function ScreenDialog({ dialogs, renderIntro }: ScreenDialogProps) {
  const { t } = useTranslation();
  const formId = useId();
  const open = dialogs.current;
  if (!open) return null;
  const transformErrors = (errors: RJSFValidationError[]) => translateValidationErrors(errors, t);
  return (
    <AppDialog
      isOpen
      title={t(open.config.titleKey)}
      onClose={dialogs.cancel}
      canOutsideClickClose={!open.isSaving}
      canEscapeKeyClose={!open.isSaving}
      style={{ width: 560 }}
    >
      <DialogBody>
        {renderIntro?.(open)}
        {open.failure && (
          <Callout intent={open.failure.isStale ? "warning" : "danger"} role="alert" style={{ marginBottom: 12 }}>
            {open.failure.message}
            {open.failure.isStale && open.config.reload && dialogs.reload && (
              <div style={{ marginTop: 8 }}>
                <Button icon="refresh" text={t("screens.dialog.reload")} onClick={() => void dialogs.reload?.()} disabled={open.isSaving} />
              </div>
            )}
            {open.failure.other.length > 0 && (
              <ul className={Classes.LIST} style={{ margin: "4px 0 0" }}>
                {open.failure.other.map((line) => (
                  <li key={line}>{line}</li>
                ))}
              </ul>
            )}
          </Callout>
        )}
        <BlueprintForm
          id={formId}
          schema={open.schema}
          uiSchema={open.uiSchema}
          templates={open.config.panes.length > 0 ? PANED_TEMPLATES : undefined}
          formData={open.formData}
          validator={open.validator}
          extraErrors={open.failure?.errorSchema}
          // Server field errors stay visible until the next save attempt replaces them.
          extraErrorsBlockSubmit={false}
          transformErrors={transformErrors}
          showErrorList={false}
          // The errors show at their fields and the first one takes the focus; without onError
          // rjsf would also log them to the console as if the page had failed.
          focusOnFirstError
          onError={ignoreListedErrors}
          noHtml5Validate
          // Read-only, not disabled, while saving: the fields stay focusable and the body scrollable by keyboard.
          readonly={open.isSaving}
          onChange={({ formData }) => dialogs.change(formData as FormValues)}
          onSubmit={({ formData }) => void dialogs.submit(formData as FormValues)}
        >
          {/* The dialog footer holds the buttons. */}
          <></>
        </BlueprintForm>
      </DialogBody>
      <DialogFooter
        actions={
          <>
            <Button text={t("screens.actions.cancel")} onClick={dialogs.cancel} disabled={open.isSaving} />
            <Button type="submit" form={formId} intent="primary" text={t("screens.actions.save")} loading={open.isSaving} />
          </>
        }
      >
        {/* Delete sits apart from save and cancel, on the left. */}
        {dialogs.canDelete && dialogs.remove && (
          <Button
            intent="danger"
            variant="outlined"
            icon="trash"
            text={t("screens.actions.delete")}
            onClick={() => void dialogs.remove?.()}
            disabled={open.isSaving}
          />
        )}
      </DialogFooter>
    </AppDialog>
  );
}
