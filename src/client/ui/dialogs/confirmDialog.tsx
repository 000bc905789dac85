import { Button, Intent } from "@blueprintjs/core";
import { useTranslation } from "react-i18next";
import { openStackedDialog, type DialogRenderProps } from "./dialogStack.ts";
import { StackedDialogFrame } from "./StackedDialogFrame.tsx";

export interface ConfirmDialogOptions {
  title?: string;
  message: string;
  /** Defaults to 'OK'. */
  confirmText?: string;
  /** Defaults to 'Cancel'. */
  cancelText?: string;
}

/** Asks the user to confirm; true for OK, false for Cancel, the close button or an outside click. */
export function confirmDialog(options: ConfirmDialogOptions): Promise<boolean> {
  return openStackedDialog<boolean>((props) => <ConfirmDialogView {...props} options={options} />);
}

export interface ConfirmDialogViewProps extends DialogRenderProps<boolean> {
  options: ConfirmDialogOptions;
}

/** The confirm dialog as the host renders it (exported for stories). */
export function ConfirmDialogView({ isOpen, level, settle, remove, options }: ConfirmDialogViewProps) {
  const { t } = useTranslation();
  return (
    <StackedDialogFrame
      isOpen={isOpen}
      level={level}
      title={options.title ?? t("shell.dialogs.confirmTitle")}
      onCancel={() => settle(false)}
      onClosed={remove}
      actions={
        <>
          <Button text={options.cancelText ?? t("shell.dialogs.cancel")} onClick={() => settle(false)} />
          <Button intent={Intent.PRIMARY} text={options.confirmText ?? t("shell.dialogs.ok")} onClick={() => settle(true)} autoFocus />
        </>
      }
    >
      <p className="app-dialog-message">{options.message}</p>
    </StackedDialogFrame>
  );
}
