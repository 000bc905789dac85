import "./dialogs.css";
import type { ReactNode } from "react";
import { DialogBody, DialogFooter } from "@blueprintjs/core";
import { AppDialog } from "./AppDialog.tsx";

export interface StackedDialogFrameProps {
  isOpen: boolean;
  /** Stacking level 1-6 or 60 (dialogStack.ts); sets the z-index through a class. */
  level: number;
  title: string;
  /** Outside click, Escape and the close button all cancel (spec part 1, "Shell"). */
  onCancel(): void;
  /** Called when the closing transition has ended. */
  onClosed(): void;
  actions: ReactNode;
  children: ReactNode;
}

/** The frame the generic dialogs share: title with close button, body, actions on the right. */
export function StackedDialogFrame({ isOpen, level, title, onCancel, onClosed, actions, children }: StackedDialogFrameProps) {
  return (
    <AppDialog
      isOpen={isOpen}
      title={title}
      onClose={onCancel}
      onClosed={onClosed}
      canOutsideClickClose
      canEscapeKeyClose
      portalClassName={`app-dialog-level-${level}`}
      className="app-generic-dialog"
    >
      <DialogBody>{children}</DialogBody>
      <DialogFooter actions={actions} />
    </AppDialog>
  );
}
