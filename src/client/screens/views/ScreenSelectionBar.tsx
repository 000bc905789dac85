import { Button, ButtonGroup, Text, type IconName } from "@blueprintjs/core";
import { useTranslation } from "react-i18next";
import type { ScreenTable } from "../controllers/useScreenTable.ts";
import type { ScreenSelectionAction } from "../screenConfig.ts";

export interface ScreenSelectionBarProps {
  /** Selection actions the account may use. */
  actions: readonly ScreenSelectionAction[];
  selection: Pick<ScreenTable["selection"], "keys" | "clear">;
  onAction(action: ScreenSelectionAction): void;
}

/** How many rows are ticked, the actions on them (usable once one is), and clearing the ticks. */
export function ScreenSelectionBar({ actions, selection, onAction }: ScreenSelectionBarProps) {
  const { t } = useTranslation();
  const count = selection.keys.size;
  return (
    <div role="toolbar" aria-label={t("screens.selection.toolbar")} style={{ display: "flex", alignItems: "center", gap: 12 }}>
      <Text aria-live="polite">{t("screens.selection.count", { count })}</Text>
      <ButtonGroup>
        {actions.map((action) => (
          <Button
            key={action.id}
            icon={action.icon as IconName | undefined}
            text={t(action.labelKey)}
            disabled={count === 0}
            onClick={() => onAction(action)}
          />
        ))}
      </ButtonGroup>
      {count > 0 && <Button variant="minimal" icon="cross" text={t("screens.selection.clear")} onClick={selection.clear} />}
    </div>
  );
}
