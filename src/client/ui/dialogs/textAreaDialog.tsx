import { useId, useState } from "react";
import { Button, FormGroup, Intent, TextArea } from "@blueprintjs/core";
import { useTranslation } from "react-i18next";
import { openStackedDialog, type DialogRenderProps } from "./dialogStack.ts";
import { StackedDialogFrame } from "./StackedDialogFrame.tsx";

export interface TextAreaDialogOptions {
  title: string;
  value: string;
  /** Label of the text area; the title when absent. */
  label?: string;
  confirmText?: string;
  cancelText?: string;
}

/** Lets the user edit a longer text; the edited text on OK, null on any kind of cancel. */
export function textAreaDialog(options: TextAreaDialogOptions): Promise<string | null> {
  return openStackedDialog<string | null>((props) => <TextAreaDialogView {...props} options={options} />);
}

export interface TextAreaDialogViewProps extends DialogRenderProps<string | null> {
  options: TextAreaDialogOptions;
}

/** The text-area dialog as the host renders it (exported for stories). */
export function TextAreaDialogView({ isOpen, level, settle, remove, options }: TextAreaDialogViewProps) {
  const { t } = useTranslation();
  const [text, setText] = useState(options.value);
  const inputId = useId();
  return (
    <StackedDialogFrame
      isOpen={isOpen}
      level={level}
      title={options.title}
      onCancel={() => settle(null)}
      onClosed={remove}
      actions={
        <>
          <Button text={options.cancelText ?? t("shell.dialogs.cancel")} onClick={() => settle(null)} />
          <Button intent={Intent.PRIMARY} text={options.confirmText ?? t("shell.dialogs.ok")} onClick={() => settle(text)} />
        </>
      }
    >
      <FormGroup label={options.label ?? options.title} labelFor={inputId}>
        <TextArea id={inputId} value={text} onChange={(event) => setText(event.target.value)} fill autoResize autoFocus />
      </FormGroup>
    </StackedDialogFrame>
  );
}
