import { Button, Intent } from "@blueprintjs/core";
import { useTranslation } from "react-i18next";
import { openStackedDialog, type DialogRenderProps } from "./dialogStack.ts";
import { StackedDialogFrame } from "./StackedDialogFrame.tsx";

export interface NoticeDialogOptions {
  title?: string;
  message: string;
  /** Defaults to 'Close'. */
  closeText?: string;
}

/** Tells the user something; resolves when the dialog is closed in any way. */
export function noticeDialog(options: NoticeDialogOptions): Promise<void> {
  return openStackedDialog<void>((props) => <NoticeDialogView {...props} options={options} />);
}

export interface NoticeDialogViewProps extends DialogRenderProps<void> {
  options: NoticeDialogOptions;
}

/** The notice dialog as the host renders it (exported for stories). */
export function NoticeDialogView({ isOpen, level, settle, remove, options }: NoticeDialogViewProps) {
  const { t } = useTranslation();
  return (
    <StackedDialogFrame
      isOpen={isOpen}
      level={level}
      title={options.title ?? t("shell.dialogs.noticeTitle")}
      onCancel={() => settle()}
      onClosed={remove}
      actions={<Button intent={Intent.PRIMARY} text={options.closeText ?? t("shell.dialogs.close")} onClick={() => settle()} autoFocus />}
    >
      <p className="app-dialog-message">{options.message}</p>
    </StackedDialogFrame>
  );
}
