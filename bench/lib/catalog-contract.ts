import { loadContract } from "../../src/server/contract.ts";

/** A paged operation as the contract offers it: its path, filter keys (`x-filters`) and sort fields. */
export interface PagedOperation {
  path: string;
  filters: string[];
  sorts: string[];
}

/** The path, filter keys and sort enum of a paged operation, read from the contract by operationId. */
export function pagedOperation(operationId: string): PagedOperation {
  for (const [path, item] of Object.entries(loadContract().paths)) {
    for (const operation of Object.values(item ?? {}) as Array<Record<string, unknown> | undefined>) {
      if (operation?.operationId !== operationId) continue;
      const parameters = (operation.parameters ?? []) as Array<{ name?: string; schema?: { enum?: string[] } }>;
      return {
        path,
        filters: Object.keys((operation["x-filters"] ?? {}) as object),
        sorts: parameters.find((p) => p.name === "sort")?.schema?.enum ?? [],
      };
    }
  }
  throw new Error(`the contract has no operation ${operationId}`);
}

/** A query string of the given parameters (undefined ones left out). */
export function queryString(params: Record<string, string | number | undefined>): string {
  return new URLSearchParams(
    Object.entries(params)
      .filter(([, v]) => v !== undefined)
      .map(([k, v]) => [k, String(v)]),
  ).toString();
}
