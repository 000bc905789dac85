import type { ScreenConfig, ScreenRowAction } from "../../screens/screenConfig.ts";

/**
 * The company location list for the engine's table hook and view (useScreenTable, ScreenTable):
 * 100 rows, name ascending, filters search, country (default 'NL') and active (default true),
 * the CSV export of the current result (spec part 1 sections 2 and 9). The columns whose cells
 * edit (type, customer number) or come from the address are drawn by this module.
 */
export const LOCATION_LIST_CONFIG: ScreenConfig = {
  resource: "companyLocations",
  route: "/app/company/locations",
  titleKey: "companyLocations.title",
  permission: "company",
  pageSize: 100,
  defaultSort: { field: "name", direction: "asc" },
  rowKey: "id",
  list: {
    operationId: "getLocationsPage",
    method: "get",
    path: "/rest/company/locations/get-by-page",
    pathParams: [],
    loadFailedKey: "companyLocations.messages.loadFailed",
    emptyKey: "companyLocations.list.empty",
  },
  // Sort fields are the contract's (name, customerNumber, locationType, zipCode, city, country, email, active).
  // Widths: all nine columns and the row buttons fit a 1400 px window beside the menu.
  columns: [
    { field: "name", labelKey: "companyLocations.fields.name", sortable: true, format: "text", width: 132 },
    { field: "locationType", labelKey: "companyLocations.fields.locationType", sortable: true, format: "custom", width: 152 },
    { field: "customerNumber", labelKey: "companyLocations.fields.customerNumber", sortable: true, format: "custom", width: 108 },
    { field: "zipCode", labelKey: "companyLocations.fields.zipCode", sortable: true, format: "custom", width: 72 },
    { field: "city", labelKey: "companyLocations.fields.city", sortable: true, format: "custom", width: 96 },
    { field: "country", labelKey: "companyLocations.fields.country", sortable: true, format: "custom", width: 104 },
    { field: "email", labelKey: "companyLocations.fields.email", sortable: true, format: "text", width: 160 },
    { field: "active", labelKey: "companyLocations.fields.active", sortable: true, format: "boolean" },
    { field: "partnerPage", labelKey: "companyLocations.fields.partnerPage", sortable: false, format: "custom", width: 140 },
  ],
  filters: [
    { key: "search", labelKey: "companyLocations.list.search", widget: "text" },
    {
      key: "country",
      labelKey: "companyLocations.fields.country",
      widget: "select",
      default: "NL",
      options: { source: "filterable", property: "countries", labels: "country" },
    },
    {
      key: "active",
      labelKey: "companyLocations.fields.active",
      widget: "boolean",
      default: true,
      options: { source: "filterable", property: "active" },
    },
  ],
  rowActions: [],
  selectionActions: [],
  dialogs: {},
  csvExport: {
    operationId: "exportLocationsCsv",
    method: "get",
    path: "/rest/company/locations/export-result-as-csv",
    pathParams: [],
    labelKey: "companyLocations.list.exportCsv",
  },
};

/** The row buttons: edit the location; its managers (permission manager). */
export const LOCATION_ROW_ACTIONS: readonly ScreenRowAction[] = [
  { id: "edit", labelKey: "companyLocations.list.edit", icon: "edit", run: "extension", permission: "company" },
  { id: "managers", labelKey: "companyLocations.list.managers", icon: "people", run: "extension", permission: "manager" },
];
