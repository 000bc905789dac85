import { Button, type IconName } from "@blueprintjs/core";
import { useTranslation } from "react-i18next";
import { usePermissions } from "../shell.ts";
import { useFailureToast } from "../controllers/useFailureToast.ts";
import { useInlineSelects } from "../controllers/useInlineSelect.ts";
import { useScreenDetail } from "../controllers/useScreenDetail.ts";
import { useScreenDialog } from "../controllers/useScreenDialog.ts";
import { useScreenRoute } from "../controllers/useScreenRoute.ts";
import { useScreenTable, type Row } from "../controllers/useScreenTable.ts";
import type { ScreenConfig, ScreenRowAction } from "../screenConfig.ts";
import type { ScreenExtension, UseScreenExtension } from "../screenExtension.ts";
import { ScreenDetailDialog } from "./ScreenDetailDialog.tsx";
import { ScreenDialog } from "./ScreenDialog.tsx";
import { ScreenFilters } from "./ScreenFilters.tsx";
import { ScreenPageFrame } from "./ScreenPageFrame.tsx";
import { ScreenSelectionBar } from "./ScreenSelectionBar.tsx";
import { ScreenTable } from "./ScreenTable.tsx";

export interface ScreenPageProps {
  config: ScreenConfig;
  /** The screen's hand-written behaviour as a hook, given the table (e.g. catalog requests' rule test). */
  useExtension?: UseScreenExtension;
  /** Or as a plain object (e.g. sites' activation warnings in a story). */
  extension?: ScreenExtension;
}

const NO_EXTENSION: ScreenExtension = {};
const useNoExtension = () => NO_EXTENSION;

/**
 * A whole YAML screen: title, filters, create and toolbar buttons, selection actions, table with
 * its inline select cells, and its dialogs (edit/create forms, the read-only detail).
 */
export function ScreenPage({ config, useExtension = useNoExtension, extension: given }: ScreenPageProps) {
  const { t } = useTranslation();
  const permissions = usePermissions();
  const table = useScreenTable(config);
  const route = useScreenRoute(config);
  // The hook is fixed per screen (it never changes between renders), so hook order is stable.
  const fromHook = useExtension({ config, table, route });
  const extension = given ?? fromHook;
  const dialogs = useScreenDialog(config, table, extension);
  const detail = useScreenDetail(config);
  const inlineSelects = useInlineSelects(config, table);
  useFailureToast(table.error, config.list.loadFailedKey);
  const create = config.dialogs.create;
  const isUsable = (action: ScreenRowAction) =>
    action.dialog === "detail" ? detail.can : action.dialog ? dialogs.can(action.dialog) : Boolean(extension.runRowAction);
  const actions = config.rowActions.filter((action) => permissions.has(action.permission) && isUsable(action));
  const selectionActions = extension.runSelectionAction
    ? config.selectionActions.filter((action) => permissions.has(action.permission))
    : [];
  const toolbarActions = extension.runToolbarAction ? config.toolbarActions.filter((action) => permissions.has(action.permission)) : [];
  const runAction = (action: ScreenRowAction, row: Row) =>
    action.dialog === "detail"
      ? detail.open(row)
      : action.dialog
        ? dialogs.open(action.dialog, row)
        : extension.runRowAction?.(action.id, row);
  return (
    <ScreenPageFrame
      titleId={`${config.resource}-title`}
      title={t(config.titleKey)}
      filters={<ScreenFilters filters={config.filters} table={table} />}
    >
      <ScreenTable
        config={config}
        table={table}
        actions={actions}
        onAction={runAction}
        isSelectable={selectionActions.length > 0}
        renderCell={extension.renderCell}
        inlineSelects={inlineSelects}
        toolbar={
          selectionActions.length > 0 && (
            <ScreenSelectionBar
              actions={selectionActions}
              selection={table.selection}
              onAction={(action) => extension.runSelectionAction?.(action.id, table.selection.rows)}
            />
          )
        }
        toolbarEnd={
          <>
            {toolbarActions.map((action) => (
              <Button
                key={action.id}
                intent="primary"
                icon={action.icon as IconName | undefined}
                text={t(action.labelKey)}
                onClick={() => extension.runToolbarAction?.(action.id)}
              />
            ))}
            {create && dialogs.can("create") && (
              <Button
                intent="primary"
                icon="add"
                text={t(create.buttonKey ?? "screens.actions.create")}
                onClick={() => dialogs.open("create")}
              />
            )}
          </>
        }
      />
      <ScreenDialog dialogs={dialogs} renderIntro={extension.renderDialogIntro} />
      {config.detail && <ScreenDetailDialog config={config.detail} detail={detail} />}
      {extension.overlays}
    </ScreenPageFrame>
  );
}
