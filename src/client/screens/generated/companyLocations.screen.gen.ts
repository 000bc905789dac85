// DO NOT EDIT: generated from screens/company-locations.screen.yaml by `npm run gen`.
import type { ScreenConfig } from "../screenConfig.ts";

export const companyLocationsScreen: ScreenConfig = {
  "resource": "companyLocations",
  "route": "/app/company/locations",
  "titleKey": "companyLocations.title",
  "permission": "company",
  "pageSize": 100,
  "defaultSort": {
    "field": "name",
    "direction": "asc"
  },
  "rowKey": "id",
  "list": {
    "operationId": "getLocationsPage",
    "method": "get",
    "path": "/rest/company/locations/get-by-page",
    "pathParams": [],
    "loadFailedKey": "companyLocations.messages.loadFailed",
    "emptyKey": "companyLocations.list.empty",
    "isPaged": true
  },
  "columns": [
    {
      "field": "name",
      "labelKey": "companyLocations.fields.name",
      "sortable": true,
      "format": "text",
      "width": 132
    },
    {
      "field": "locationType",
      "labelKey": "companyLocations.fields.locationType",
      "sortable": true,
      "format": "custom",
      "width": 152
    },
    {
      "field": "customerNumber",
      "labelKey": "companyLocations.fields.customerNumber",
      "sortable": true,
      "format": "custom",
      "width": 108
    },
    {
      "field": "address.zipCode",
      "labelKey": "companyLocations.fields.zipCode",
      "sortable": true,
      "format": "text",
      "width": 72,
      "sortField": "zipCode"
    },
    {
      "field": "address.city",
      "labelKey": "companyLocations.fields.city",
      "sortable": true,
      "format": "text",
      "width": 96,
      "sortField": "city"
    },
    {
      "field": "address.country.code",
      "labelKey": "companyLocations.fields.country",
      "sortable": true,
      "format": "country",
      "width": 104,
      "sortField": "country"
    },
    {
      "field": "email",
      "labelKey": "companyLocations.fields.email",
      "sortable": true,
      "format": "text",
      "width": 160
    },
    {
      "field": "active",
      "labelKey": "companyLocations.fields.active",
      "sortable": true,
      "format": "boolean"
    },
    {
      "field": "partnerPage",
      "labelKey": "companyLocations.fields.partnerPage",
      "sortable": false,
      "format": "custom",
      "width": 140
    }
  ],
  "filters": [
    {
      "key": "search",
      "labelKey": "companyLocations.list.search",
      "widget": "text"
    },
    {
      "key": "country",
      "labelKey": "companyLocations.fields.country",
      "widget": "select",
      "default": "NL",
      "options": {
        "source": "filterable",
        "property": "countries",
        "labels": "country"
      }
    },
    {
      "key": "active",
      "labelKey": "companyLocations.fields.active",
      "widget": "boolean",
      "default": true,
      "options": {
        "source": "filterable",
        "property": "active"
      }
    }
  ],
  "csvExport": {
    "operationId": "exportLocationsCsv",
    "method": "get",
    "path": "/rest/company/locations/export-result-as-csv",
    "pathParams": [],
    "labelKey": "companyLocations.list.exportCsv"
  },
  "rowActions": [
    {
      "id": "edit",
      "labelKey": "companyLocations.list.edit",
      "icon": "edit",
      "run": "extension",
      "permission": "company"
    },
    {
      "id": "managers",
      "labelKey": "companyLocations.list.managers",
      "icon": "people",
      "run": "extension",
      "permission": "manager"
    }
  ],
  "selectionActions": [],
  "toolbarActions": [
    {
      "id": "create",
      "labelKey": "companyLocations.list.create",
      "icon": "add",
      "permission": "company"
    }
  ],
  "dialogs": {}
};
