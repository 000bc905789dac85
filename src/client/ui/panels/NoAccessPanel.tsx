import { NonIdealState } from "@blueprintjs/core";
import { LockIcon } from "@blueprintjs/icons";
import { useTranslation } from "react-i18next";

/** Shown instead of a screen the account has no permission for. */
export function NoAccessPanel() {
  const { t } = useTranslation();
  return (
    <NonIdealState
      className="app-panel"
      icon={<LockIcon size={48} />}
      title={t("shell.noAccess.title")}
      description={t("shell.noAccess.description")}
    />
  );
}
