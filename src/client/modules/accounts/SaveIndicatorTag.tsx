import { Spinner, Tag } from "@blueprintjs/core";
import { useTranslation } from "react-i18next";
import type { SaveIndicator } from "./usePermissionToggles.ts";

export interface SaveIndicatorTagProps {
  isSaving: boolean;
  indicator: SaveIndicator;
}

/** Saving spinner, then 'Saved' or 'Failed' while the indicator lasts; announced to screen readers. */
export function SaveIndicatorTag({ isSaving, indicator }: SaveIndicatorTagProps) {
  const { t } = useTranslation();
  return (
    <span role="status" aria-live="polite" style={{ display: "inline-flex", alignItems: "center", gap: 6, minHeight: 20 }}>
      {isSaving && (
        <>
          <Spinner size={16} />
          {t("accounts.permissions.saving")}
        </>
      )}
      {!isSaving && indicator === "saved" && (
        <Tag intent="success" icon="tick">
          {t("accounts.permissions.saved")}
        </Tag>
      )}
      {!isSaving && indicator === "failed" && (
        <Tag intent="danger" icon="error">
          {t("accounts.permissions.failed")}
        </Tag>
      )}
    </span>
  );
}
