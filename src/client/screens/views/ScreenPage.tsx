import { Button, H2 } from "@blueprintjs/core";
import { useTranslation } from "react-i18next";
import { usePermissions } from "../shell.ts";
import { useFailureToast } from "../controllers/useFailureToast.ts";
import { useScreenDialog } from "../controllers/useScreenDialog.ts";
import { useScreenTable } from "../controllers/useScreenTable.ts";
import type { ScreenConfig } from "../screenConfig.ts";
import type { ScreenExtension } from "../screenExtension.ts";
import { ScreenDialog } from "./ScreenDialog.tsx";
import { ScreenFilters } from "./ScreenFilters.tsx";
import { ScreenTable } from "./ScreenTable.tsx";

export interface ScreenPageProps {
  config: ScreenConfig;
  /** The screen's hand-written behaviour (e.g. sites' activation warnings). */
  extension?: ScreenExtension;
}

/** A whole YAML screen: title, filters, create button, table and its dialogs. */
export function ScreenPage({ config, extension }: ScreenPageProps) {
  const { t } = useTranslation();
  const permissions = usePermissions();
  const table = useScreenTable(config);
  const dialogs = useScreenDialog(config, table, extension);
  useFailureToast(table.error, config.list.loadFailedKey);
  const create = config.dialogs.create;
  const actions = config.rowActions.filter((action) => permissions.has(action.permission) && dialogs.can(action.dialog));
  return (
    <section aria-labelledby={`${config.resource}-title`}>
      <div style={{ display: "flex", alignItems: "center", gap: 12, marginBottom: 12, flexWrap: "wrap" }}>
        <H2 id={`${config.resource}-title`} style={{ margin: 0 }}>
          {t(config.titleKey)}
        </H2>
        <ScreenFilters filters={config.filters} table={table} />
        {create && dialogs.can("create") && (
          <Button intent="primary" icon="add" text={t(create.buttonKey ?? "screens.actions.create")} onClick={() => dialogs.open("create")} style={{ marginLeft: "auto" }} />
        )}
      </div>
      <ScreenTable config={config} table={table} actions={actions} onAction={(action, row) => dialogs.open(action.dialog, row)} />
      <ScreenDialog dialogs={dialogs} />
    </section>
  );
}
