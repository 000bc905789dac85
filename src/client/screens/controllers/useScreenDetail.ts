import { useRef, useState } from "react";
import { useQueryClient } from "@tanstack/react-query";
import { apiErrorMessage, readQueryOptions, toast, usePermissions } from "../shell.ts";
import type { ScreenConfig } from "../screenConfig.ts";
import { pathParamsOf } from "./screenApi.ts";
import type { Row } from "./useScreenTable.ts";

export interface ScreenDetail {
  /** The account may open the screen's detail dialog (it has one and its permission). */
  can: boolean;
  /** The row whose record is shown; null while closed. */
  row: Row | null;
  /** The record as its GET answered it; undefined while it loads. */
  record: Row | undefined;
  open(row: Row): void;
  close(): void;
}

/**
 * Headless state of a screen's read-only detail dialog (YAML dialogs.detail): the row's record
 * read fresh by its own GET when opened (through react-query, under the key the writes
 * invalidate); a failed read closes it with the server's message (spec: "viewing a booking
 * failure shows the server's error message").
 */
export function useScreenDetail(config: Pick<ScreenConfig, "detail">): ScreenDetail {
  const permissions = usePermissions();
  const queryClient = useQueryClient();
  const detail = config.detail;
  const [shown, setShown] = useState<{ row: Row; record?: Row } | null>(null);
  // The read of the dialog opened last: an answer for one closed or replaced since is dropped.
  const latest = useRef(0);
  const open = (row: Row) => {
    if (!detail) return;
    const read = ++latest.current;
    setShown({ row });
    const options = readQueryOptions<Row>(detail.operation.path, { params: { path: pathParamsOf(detail.operation, row) } });
    // A detail is read when opened: what the list shows may be older.
    queryClient.fetchQuery({ ...options, staleTime: 0 }).then(
      (record) => {
        if (read === latest.current) setShown({ row, record });
      },
      (error: unknown) => {
        if (read !== latest.current) return;
        toast.error(apiErrorMessage(error, detail.failedKey));
        setShown(null);
      },
    );
  };
  return {
    can: Boolean(detail && permissions.has(detail.permission)),
    row: shown?.row ?? null,
    record: shown?.record,
    open,
    close: () => {
      latest.current++;
      setShown(null);
    },
  };
}
