import type { ReactNode } from "react";
import { Button, Checkbox, Spinner, type IconName } from "@blueprintjs/core";
import { useTranslation } from "react-i18next";
import { formatCell, valueAt } from "../controllers/formatCell.ts";
import type { InlineSelects } from "../controllers/useInlineSelect.ts";
import type { Row, ScreenTable } from "../controllers/useScreenTable.ts";
import type { ScreenColumn, ScreenRowAction } from "../screenConfig.ts";
import { ScreenSelectCell } from "./ScreenSelectCell.tsx";

export interface ScreenTableRowProps {
  row: Row;
  /** The columns shown (the user's choice). */
  columns: readonly ScreenColumn[];
  table: Pick<ScreenTable, "selection" | "rowLoading" | "filterable" | "preloaded">;
  actions: readonly ScreenRowAction[];
  onAction?(action: ScreenRowAction, row: Row): void;
  isSelectable: boolean;
  renderCell?(field: string, row: Row): ReactNode;
  /** The columns changed in place (YAML inlineSelect); without it they are read-only. */
  inlineSelects?: InlineSelects;
}

/**
 * One row: its checkbox, its cells by format (or drawn by the screen's extension) and its
 * actions, pinned to the table's right edge. An action with an icon is an icon button named by
 * its label (also its tooltip), so a dozen columns and the actions fit a 1400 px window.
 */
export function ScreenTableRow({ row, columns, table, actions, onAction, isSelectable, renderCell, inlineSelects }: ScreenTableRowProps) {
  const { t, i18n } = useTranslation();
  const locale = i18n.language?.replace("_", "-") || "sv-SE";
  const isBusy = table.rowLoading.isLoading(row);
  return (
    <tr aria-busy={isBusy || undefined}>
      {isSelectable && (
        <td>
          <Checkbox
            aria-label={t("screens.table.selectRow")}
            checked={table.selection.isSelected(row)}
            onChange={() => table.selection.toggle(row)}
            style={{ margin: 0 }}
          />
        </td>
      )}
      {columns.map((column) => {
        const select = inlineSelects?.editable(column);
        return (
          <td key={column.field}>
            {select ? (
              <ScreenSelectCell column={column} select={select} row={row} sources={table} selects={inlineSelects!} />
            ) : column.format === "custom" && renderCell ? (
              renderCell(column.field, row)
            ) : (
              formatCell(valueAt(row, column.field), column, t, locale)
            )}
          </td>
        );
      })}
      {actions.length > 0 && (
        <td className="screen-table-actions">
          {isBusy ? (
            <Spinner size={16} />
          ) : (
            actions.map((action) => {
              const label = t(action.labelKey);
              return action.icon ? (
                <Button
                  key={action.id}
                  variant="minimal"
                  size="small"
                  icon={action.icon as IconName}
                  aria-label={label}
                  title={label}
                  onClick={() => onAction?.(action, row)}
                />
              ) : (
                <Button key={action.id} variant="minimal" size="small" text={label} onClick={() => onAction?.(action, row)} />
              );
            })
          )}
        </td>
      )}
    </tr>
  );
}
