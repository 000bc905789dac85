import type { ReactNode } from "react";
import { Button, Checkbox, HTMLTable, NonIdealState, Spinner, type IconName } from "@blueprintjs/core";
import { useTranslation } from "react-i18next";
import { formatCell, valueAt } from "../controllers/formatCell.ts";
import type { Row, ScreenTable as TableState } from "../controllers/useScreenTable.ts";
import type { ScreenConfig, ScreenRowAction } from "../screenConfig.ts";
import { ScreenTableFooter } from "./ScreenTableFooter.tsx";
import { ScreenTableHeader } from "./ScreenTableHeader.tsx";

export interface ScreenTableProps {
  config: Pick<ScreenConfig, "columns" | "list" | "csvExport">;
  /** State from useScreenTable. */
  table: TableState;
  /** Row actions the account may use (already filtered by permission). */
  actions?: readonly ScreenRowAction[];
  onAction?(action: ScreenRowAction, row: Row): void;
  /** Show a checkbox per row (selection lives in the table state). */
  isSelectable?: boolean;
  /** Content of the columns of format custom (the screen's extension). */
  renderCell?(field: string, row: Row): ReactNode;
}

/**
 * A screen's table: loading, error ('Could not retrieve …' with a retry), empty and filled
 * states, sortable headings, per-row actions with a spinner while a row's call runs, paging
 * and the CSV export link.
 */
export function ScreenTable({ config, table, actions = [], onAction, isSelectable = false, renderCell }: ScreenTableProps) {
  const { t, i18n } = useTranslation();
  const locale = i18n.language?.replace("_", "-") || "sv-SE";
  if (table.isLoading) {
    return <NonIdealState icon={<Spinner size={32} />} title={t("screens.table.loading")} />;
  }
  if (table.error && table.rows.length === 0) {
    return (
      <NonIdealState
        icon="error"
        title={t(config.list.loadFailedKey)}
        action={<Button icon="refresh" text={t("screens.table.retry")} onClick={table.refetch} />}
      />
    );
  }
  const hasActions = actions.length > 0;
  return (
    <div aria-busy={table.isFetching || undefined}>
      <HTMLTable striped interactive compact style={{ width: "100%", opacity: table.isFetching ? 0.6 : 1 }}>
        <ScreenTableHeader columns={config.columns} table={table} isSelectable={isSelectable} hasActions={hasActions} />
        <tbody>
          {table.rows.map((row) => {
            const isBusy = table.rowLoading.isLoading(row);
            return (
              <tr key={String(table.keyOf(row))} aria-busy={isBusy || undefined}>
                {isSelectable && (
                  <td>
                    <Checkbox aria-label={t("screens.table.selectRow")} checked={table.selection.isSelected(row)} onChange={() => table.selection.toggle(row)} style={{ margin: 0 }} />
                  </td>
                )}
                {config.columns.map((column) => (
                  <td key={column.field}>
                    {column.format === "custom" && renderCell ? renderCell(column.field, row) : formatCell(valueAt(row, column.field), column, t, locale)}
                  </td>
                ))}
                {hasActions && (
                  <td style={{ textAlign: "right", whiteSpace: "nowrap" }}>
                    {isBusy ? (
                      <Spinner size={16} />
                    ) : (
                      actions.map((action) => (
                        <Button key={action.id} variant="minimal" size="small" icon={action.icon as IconName | undefined} text={t(action.labelKey)} onClick={() => onAction?.(action, row)} />
                      ))
                    )}
                  </td>
                )}
              </tr>
            );
          })}
        </tbody>
      </HTMLTable>
      {/* Below the table, not in a striped row: the muted title keeps its contrast on white. */}
      {table.rows.length === 0 && <NonIdealState icon="search" title={t(config.list.emptyKey)} layout="horizontal" />}
      <ScreenTableFooter table={table} csvLabelKey={config.csvExport?.labelKey} />
    </div>
  );
}
