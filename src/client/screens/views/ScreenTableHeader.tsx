import { Button, Checkbox } from "@blueprintjs/core";
import { useTranslation } from "react-i18next";
import { sortKeyOf } from "../controllers/tableState.ts";
import type { ScreenTable } from "../controllers/useScreenTable.ts";
import type { ScreenColumn } from "../screenConfig.ts";

export interface ScreenTableHeaderProps {
  /** The columns shown (the user's choice). */
  columns: readonly ScreenColumn[];
  table: Pick<ScreenTable, "state" | "toggleSort" | "rows" | "selection">;
  isSelectable: boolean;
  hasActions: boolean;
}

/** Column headings; a sortable one is a button that toggles ascending/descending. */
export function ScreenTableHeader({ columns, table, isSelectable, hasActions }: ScreenTableHeaderProps) {
  const { t } = useTranslation();
  const sort = table.state.sort;
  const allSelected = table.rows.length > 0 && table.rows.every((row) => table.selection.isSelected(row));
  return (
    <thead>
      <tr>
        {isSelectable && (
          <th>
            <Checkbox
              aria-label={t("screens.table.selectAll")}
              checked={allSelected}
              onChange={table.selection.toggleAll}
              style={{ margin: 0 }}
            />
          </th>
        )}
        {columns.map((column) => {
          const direction = sort?.field === sortKeyOf(column) ? sort.direction : undefined;
          const label = t(column.labelKey);
          return (
            <th
              key={column.field}
              scope="col"
              aria-sort={direction === "asc" ? "ascending" : direction === "desc" ? "descending" : undefined}
            >
              {column.sortable ? (
                <Button
                  variant="minimal"
                  size="small"
                  alignText="start"
                  text={label}
                  endIcon={direction === "asc" ? "sort-asc" : direction === "desc" ? "sort-desc" : "double-caret-vertical"}
                  title={direction ? t(direction === "asc" ? "screens.table.sortAscending" : "screens.table.sortDescending") : undefined}
                  onClick={() => table.toggleSort(sortKeyOf(column))}
                />
              ) : (
                label
              )}
            </th>
          );
        })}
        {hasActions && <th scope="col" className="screen-table-actions" aria-label={t("screens.table.actions")} />}
      </tr>
    </thead>
  );
}
