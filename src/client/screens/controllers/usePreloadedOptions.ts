import { useEffect } from "react";
import { useQueries } from "@tanstack/react-query";
import { apiErrorMessage, readQueryOptions, toast } from "../shell.ts";
import type { OperationOptions, ScreenConfig } from "../screenConfig.ts";
import type { Row } from "./useScreenTable.ts";

/** Every option source of the screen (filters and inline selects) read from an operation, one per operation. */
export function operationOptionSources(config: Pick<ScreenConfig, "filters" | "columns">): OperationOptions[] {
  const all = [...config.filters.map((f) => f.options), ...config.columns.map((c) => c.inlineSelect?.options)];
  const byOperation = new Map<string, OperationOptions>();
  for (const options of all) {
    if (options?.source === "operation" && !byOperation.has(options.operation.operationId))
      byOperation.set(options.operation.operationId, options);
  }
  return [...byOperation.values()];
}

/**
 * Reads the screen's option lists from their operations when it opens (the newsletters of the
 * newsletter filter), once each and kept by react-query like any read; a failed read shows the
 * server's message (spec: "newsletter label failure shows the server's message") and leaves the
 * select with its 'All' entry only.
 */
export function usePreloadedOptions(
  config: Pick<ScreenConfig, "filters" | "columns">,
): Readonly<Record<string, readonly Row[] | undefined>> {
  const sources = operationOptionSources(config);
  const results = useQueries({
    queries: sources.map((source) => readQueryOptions<Row[]>(source.operation.path)),
  });
  const errors = results.map((result) => result.error);
  useEffect(() => {
    errors.forEach((error, i) => {
      if (error) toast.error(apiErrorMessage(error, sources[i]!.failedKey));
    });
    // Once per failed read, not per render: the errors are the only input that matters.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, errors);
  return Object.fromEntries(sources.map((source, i) => [source.operation.operationId, results[i]!.data]));
}
