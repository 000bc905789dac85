import { useId } from "react";
import { Button, Classes, Dialog, H2, Icon, IconSize, type DialogProps } from "@blueprintjs/core";
import { useTranslation } from "react-i18next";

/**
 * Blueprint's Dialog with its header drawn here, the same way Blueprint draws it, so that the
 * close button's accessible name is translated: Blueprint's own says "Close" in every language.
 */
export function AppDialog({ title, icon, isCloseButtonShown, onClose, children, ...props }: DialogProps) {
  const { t } = useTranslation();
  const titleId = useId();
  return (
    <Dialog {...props} onClose={onClose} aria-labelledby={props["aria-labelledby"] ?? (title != null ? titleId : undefined)}>
      {title != null && (
        <div className={Classes.DIALOG_HEADER}>
          <Icon icon={icon} size={IconSize.STANDARD} aria-hidden tabIndex={-1} />
          <H2 id={titleId}>{title}</H2>
          {isCloseButtonShown !== false && (
            <Button
              aria-label={t("shell.dialogs.close")}
              className={Classes.DIALOG_CLOSE_BUTTON}
              icon="small-cross"
              onClick={onClose}
              variant="minimal"
            />
          )}
        </div>
      )}
      {children}
    </Dialog>
  );
}
