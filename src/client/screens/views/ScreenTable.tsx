import "./screenLayout.css";
import type { ReactNode } from "react";
import { Button, HTMLTable, NonIdealState, ProgressBar, Spinner } from "@blueprintjs/core";
import { useTranslation } from "react-i18next";
import { SELECTION_COLUMN_WIDTH, actionsColumnWidth, columnWidth, tableMinWidth } from "../controllers/columnLayout.ts";
import { visibleColumns } from "../controllers/columnVisibility.ts";
import type { InlineSelects } from "../controllers/useInlineSelect.ts";
import type { Row, ScreenTable as TableState } from "../controllers/useScreenTable.ts";
import type { ScreenConfig, ScreenRowAction } from "../screenConfig.ts";
import { titleCutCell } from "./cutCellTitle.ts";
import { ScreenColumnChooser } from "./ScreenColumnChooser.tsx";
import { ScreenTableFooter } from "./ScreenTableFooter.tsx";
import { ScreenTableHeader } from "./ScreenTableHeader.tsx";
import { ScreenTableRow } from "./ScreenTableRow.tsx";

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
  /** Saves the columns changed in place (useInlineSelects); without it they are read-only. */
  inlineSelects?: InlineSelects;
  /** Shown at the start of the bar above the table (e.g. the selection actions). */
  toolbar?: ReactNode;
  /** Shown at the end of that bar, after the column chooser (e.g. a create button). */
  toolbarEnd?: ReactNode;
}

/**
 * A screen's table: loading, error ('Could not retrieve …' with a retry), empty and filled
 * states, sortable headings, per-row actions with a spinner while a row's call runs, the column
 * chooser, paging and the CSV export link. Only the rows scroll (both ways, in their own box);
 * headings stick to the top, the actions to the right edge.
 */
export function ScreenTable({
  config,
  table,
  actions = [],
  onAction,
  isSelectable = false,
  renderCell,
  inlineSelects,
  toolbar,
  toolbarEnd,
}: ScreenTableProps) {
  return (
    <div className="screen-table" aria-busy={table.isFetching || undefined}>
      <div className="screen-table-bar">
        {toolbar}
        <div className="screen-table-bar-end">
          <ScreenColumnChooser columns={config.columns} choice={table.columnChoice} />
          {toolbarEnd}
        </div>
      </div>
      <ScreenTableBody
        config={config}
        table={table}
        actions={actions}
        onAction={onAction}
        isSelectable={isSelectable}
        renderCell={renderCell}
        inlineSelects={inlineSelects}
      />
    </div>
  );
}

/** The rows in their scrolling box and the footer, or the loading or failure state in their place. */
function ScreenTableBody({
  config,
  table,
  actions = [],
  onAction,
  isSelectable = false,
  renderCell,
  inlineSelects,
}: Omit<ScreenTableProps, "toolbar" | "toolbarEnd">) {
  const { t } = useTranslation();
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
  const columns = visibleColumns(config.columns, table.columnChoice.hidden);
  const minWidth = tableMinWidth(columns, { isSelectable, actions });
  return (
    <>
      {/* A page being read again shows a thin bar above the rows rather than dimming them: dimmed
          text (and coloured tags) would fall below WCAG contrast while it loads. */}
      <div className="screen-table-progress">
        {table.isFetching && <ProgressBar intent="primary" aria-label={t("screens.table.loading")} />}
      </div>
      {/* Focusable, so keyboard users can scroll it too (WCAG 2.1.1). */}
      {/* eslint-disable-next-line jsx-a11y/no-noninteractive-tabindex */}
      <div className="screen-table-scroll" tabIndex={0}>
        {/* Not `interactive`: rows are no click targets (their buttons are), and its hover tint
            took coloured tags in the row below their contrast. */}
        <HTMLTable striped compact className="screen-table-grid" style={{ minWidth }}>
          <colgroup>
            {isSelectable && <col style={{ width: SELECTION_COLUMN_WIDTH }} />}
            {columns.map((column) => (
              <col key={column.field} style={{ width: columnWidth(column) }} />
            ))}
            {actions.length > 0 && <col style={{ width: actionsColumnWidth(actions) }} />}
          </colgroup>
          <ScreenTableHeader columns={columns} table={table} isSelectable={isSelectable} hasActions={actions.length > 0} />
          {/* The hover only adds a tooltip with a cut cell's full text; the cell's text is read in full by assistive technology. */}
          {/* eslint-disable-next-line jsx-a11y/mouse-events-have-key-events */}
          <tbody onMouseOver={titleCutCell}>
            {table.rows.map((row) => (
              <ScreenTableRow
                key={String(table.keyOf(row))}
                row={row}
                columns={columns}
                table={table}
                actions={actions}
                onAction={onAction}
                isSelectable={isSelectable}
                renderCell={renderCell}
                inlineSelects={inlineSelects}
              />
            ))}
          </tbody>
        </HTMLTable>
        {/* Below the table, not in a striped row: the muted title keeps its contrast on white. */}
        {table.rows.length === 0 && <NonIdealState icon="search" title={t(config.list.emptyKey)} layout="horizontal" />}
      </div>
      <ScreenTableFooter table={table} csvLabelKey={config.csvExport?.labelKey} />
    </>
  );
}
