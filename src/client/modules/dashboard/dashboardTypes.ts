import type { operations } from "../../../shared/api/contract.ts";

type Json<R> = R extends { content: { "application/json": infer J } } ? J : never;

/** Counts per interval for a stacked bar chart (one dataset per status). */
export type IntervalChart = Json<operations["getCatalogRequestsPerInterval"]["responses"][200]>;
export type ApdexReport = Json<operations["getApdexReport"]["responses"][200]>;
export type PageViewsReport = Json<operations["getPageViewsReport"]["responses"][200]>;
