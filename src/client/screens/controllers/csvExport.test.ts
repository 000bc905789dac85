import { describe, expect, it } from "vitest";
import type { ScreenConfig } from "../screenConfig.ts";
import { csvExportHref } from "./csvExport.ts";

const csvExport: ScreenConfig["csvExport"] = {
  operationId: "exportLocationsCsv",
  method: "get",
  path: "/rest/company/locations/export-result-as-csv",
  pathParams: [],
  labelKey: "screens.table.exportCsv",
};

const paged = { pageSize: 100, filters: [], list: { isPaged: true } };

describe("csvExportHref", () => {
  it("links the export with the current sort, direction and filters but not the page", () => {
    const href = csvExportHref(
      { csvExport, ...paged },
      { page: 7, sort: { field: "name", direction: "desc" }, filters: { active: true, search: "Lund" } },
    );
    const url = new URL(href!, "http://x");
    expect(url.pathname).toBe("/rest/company/locations/export-result-as-csv");
    expect(Object.fromEntries(url.searchParams)).toEqual({ sort: "name", direction: "desc", filters: '{"active":true,"search":"Lund"}' });
  });

  it("is the bare path without sort or filters, and absent without an export", () => {
    expect(csvExportHref({ csvExport, ...paged }, { page: 1, filters: {} })).toBe("/rest/company/locations/export-result-as-csv");
    expect(csvExportHref(paged, { page: 1, filters: {} })).toBeUndefined();
  });
});
