import { Button, Tooltip } from "@blueprintjs/core";
import { useTranslation } from "react-i18next";
import type { useTranslationPurge } from "./useTranslationPurge.ts";

/** The purge-cache button, lit while translations changed since the last purge. */
export function TranslationsPurgeButton({ purge }: { purge: ReturnType<typeof useTranslationPurge> }) {
  const { t } = useTranslation();
  const button = (
    <Button
      icon="refresh"
      intent={purge.isPending ? "warning" : "none"}
      variant={purge.isPending ? "solid" : "outlined"}
      loading={purge.isPurging}
      disabled={!purge.hasCode}
      onClick={purge.purge}
      text={t("translations.purge.button")}
    />
  );
  return (
    <div style={{ display: "flex", alignItems: "center", gap: 8 }}>
      {purge.isPending && <span role="status">{t("translations.purge.pending")}</span>}
      {purge.hasCode ? button : <Tooltip content={t("translations.purge.noCode")}>{button}</Tooltip>}
    </div>
  );
}
