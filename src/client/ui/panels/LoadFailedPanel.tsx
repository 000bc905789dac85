import { Button, NonIdealState } from "@blueprintjs/core";
import { ErrorIcon, RefreshIcon } from "@blueprintjs/icons";
import { useTranslation } from "react-i18next";

export interface LoadFailedPanelProps {
  message: string;
  onRetry(): void;
}

/** Shown when what a screen needs could not be loaded; offers to try again. */
export function LoadFailedPanel({ message, onRetry }: LoadFailedPanelProps) {
  const { t } = useTranslation();
  return (
    <NonIdealState
      className="app-panel"
      icon={<ErrorIcon size={48} />}
      title={t("shell.loadFailed.title")}
      description={message}
      action={<Button icon={<RefreshIcon />} text={t("shell.loadFailed.retry")} onClick={onRetry} />}
    />
  );
}
