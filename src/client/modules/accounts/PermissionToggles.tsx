import { Classes } from "@blueprintjs/core";
import { useTranslation } from "react-i18next";
import { PERMISSION_CODES, type PermissionCode } from "../../../shared/permissions.ts";
import { ChoiceList } from "./ChoiceList.tsx";
import { PERMISSION_LABEL_KEYS } from "./permissionLabels.ts";
import { SaveIndicatorTag } from "./SaveIndicatorTag.tsx";
import type { SaveIndicator } from "./usePermissionToggles.ts";

export interface PermissionTogglesProps {
  isChecked: (code: PermissionCode) => boolean;
  onToggle: (code: PermissionCode) => void;
  isSaving: boolean;
  indicator: SaveIndicator;
  /** Shown under the boxes, e.g. that a new account's permissions are saved with the form. */
  hint?: string;
}

/** The account's permissions with 'All' (state from usePermissionToggles). */
export function PermissionToggles({ isChecked, onToggle, isSaving, indicator, hint }: PermissionTogglesProps) {
  const { t } = useTranslation();
  const choices = PERMISSION_CODES.map((code) => ({ code, label: t(PERMISSION_LABEL_KEYS[code]) }));
  return (
    <div>
      <ChoiceList
        label={t("accounts.dialog.tabs.permissions")}
        choices={choices}
        isChecked={(code) => isChecked(code as PermissionCode)}
        onToggle={(code) => onToggle(code as PermissionCode)}
        isDisabled={isSaving}
      />
      <SaveIndicatorTag isSaving={isSaving} indicator={indicator} />
      {hint && <p className={Classes.TEXT_MUTED}>{hint}</p>}
    </div>
  );
}
