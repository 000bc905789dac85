import { useState } from "react";
import { useQueryClient } from "@tanstack/react-query";
import { useTranslation } from "react-i18next";
import { apiErrorMessage, toast, usePermissions } from "../shell.ts";
import type { InlineSelect, ScreenColumn, ScreenConfig } from "../screenConfig.ts";
import { valueAt } from "./formatCell.ts";
import { inlineSelectBody } from "./inlineSelect.ts";
import { callOperation, invalidateAfterWrite } from "./screenApi.ts";
import type { Row, ScreenTable } from "./useScreenTable.ts";

/** What a table needs to draw and save its inline select cells. */
export interface InlineSelects {
  /** The column's select, when it has one and the account may save it; else the cell is read-only. */
  editable(column: ScreenColumn): InlineSelect | undefined;
  /** The value a row's cell shows: the chosen one while it saves, else the row's. */
  shown(column: ScreenColumn, row: Row): string;
  /** The row's cell is saving (its select is disabled). */
  isSaving(column: ScreenColumn, row: Row): boolean;
  /** Saves a chosen value, then reloads the list; a failure says why and keeps the row's value. */
  choose(column: ScreenColumn, row: Row, value: string): Promise<void>;
}

/**
 * Headless state of a screen's inline select cells (YAML columns[].inlineSelect): the save
 * through the column's update operation, the cell disabled and showing the chosen value until
 * the reloaded list has it, the server's message (or the YAML's) when the save fails.
 */
export function useInlineSelects(config: Pick<ScreenConfig, "list">, table: Pick<ScreenTable, "keyOf" | "rowLoading">): InlineSelects {
  const { t } = useTranslation();
  const permissions = usePermissions();
  const queryClient = useQueryClient();
  // Chosen values being saved, by column field and row key.
  const [pending, setPending] = useState<ReadonlyMap<string, string>>(new Map());
  const keyOf = (column: ScreenColumn, row: Row) => `${column.field}\u0000${String(table.keyOf(row))}`;
  const mark = (key: string, value: string | undefined) =>
    setPending((current) => {
      const next = new Map(current);
      if (value === undefined) next.delete(key);
      else next.set(key, value);
      return next;
    });
  const rowValue = (column: ScreenColumn, row: Row) => {
    const value = valueAt(row, column.field);
    return value === null || value === undefined ? "" : String(value);
  };
  return {
    editable: (column) => (column.inlineSelect && permissions.has(column.inlineSelect.permission) ? column.inlineSelect : undefined),
    shown: (column, row) => pending.get(keyOf(column, row)) ?? rowValue(column, row),
    isSaving: (column, row) => pending.has(keyOf(column, row)),
    async choose(column, row, value) {
      const select = column.inlineSelect;
      const key = keyOf(column, row);
      if (!select || pending.has(key) || value === rowValue(column, row)) return;
      mark(key, value);
      try {
        await table.rowLoading.track(
          row,
          (async () => {
            await callOperation(select.operation, { row, body: inlineSelectBody(select, row, value) });
            if (select.savedKey) toast.success(t(select.savedKey));
            // The spec: after the change the list reloads; the cell stays disabled until it has.
            await invalidateAfterWrite(queryClient, select.operation, row, config.list);
          })(),
        );
      } catch (error) {
        toast.error(apiErrorMessage(error, select.failedKey));
      } finally {
        mark(key, undefined);
      }
    },
  };
}
