import { useTranslation } from "react-i18next";
import type { PermissionCode } from "../../../shared/permissions.ts";
import { PermissionToggles } from "./PermissionToggles.tsx";
import { usePermissionToggles } from "./usePermissionToggles.ts";

export interface AccountPermissionsPaneProps {
  permissions: PermissionCode[];
  /** Saves at once (a stored account); absent for a new account, whose set goes with the form. */
  save?: (next: PermissionCode[]) => Promise<void>;
  onChange: (next: PermissionCode[]) => void;
}

/** Permission toggles wired to their state machine. */
export function AccountPermissionsPane({ permissions, save, onChange }: AccountPermissionsPaneProps) {
  const { t } = useTranslation();
  const toggles = usePermissionToggles({ permissions, save, onChange });
  return (
    <PermissionToggles
      isChecked={toggles.isChecked}
      onToggle={toggles.toggle}
      isSaving={toggles.isSaving}
      indicator={toggles.indicator}
      hint={save ? t("accounts.permissions.savedAtOnce") : t("accounts.permissions.savedWithForm")}
    />
  );
}
