// DO NOT EDIT: generated from screens/warranty.screen.yaml by `npm run gen`.
import type { ScreenConfig } from "../screenConfig.ts";

export const warrantyScreen: ScreenConfig = {
  "resource": "warranty",
  "route": "/app/warranty",
  "titleKey": "resources.warranty.title",
  "permission": "warranty",
  "pageSize": 100,
  "defaultSort": {
    "field": "createdAt",
    "direction": "desc"
  },
  "rowKey": "id",
  "list": {
    "operationId": "listWarrantyRegistrationsPage",
    "method": "get",
    "path": "/warranty/data/warranty/get-paged-list",
    "pathParams": [],
    "loadFailedKey": "resources.warranty.messages.loadFailed",
    "emptyKey": "resources.warranty.messages.empty",
    "isPaged": true
  },
  "columns": [
    {
      "field": "createdDate",
      "labelKey": "resources.warranty.fields.createdDate",
      "sortable": true,
      "format": "date",
      "sortField": "createdAt"
    },
    {
      "field": "bedId",
      "labelKey": "resources.warranty.fields.bedId",
      "sortable": true,
      "format": "custom",
      "width": 140
    },
    {
      "field": "bedModel",
      "labelKey": "resources.warranty.fields.bedModel",
      "sortable": false,
      "format": "text",
      "width": 140
    },
    {
      "field": "bedColor",
      "labelKey": "resources.warranty.fields.bedColor",
      "sortable": false,
      "format": "text",
      "width": 120
    },
    {
      "field": "registeredTo",
      "labelKey": "resources.warranty.fields.registeredTo",
      "sortable": false,
      "format": "custom",
      "width": 180
    },
    {
      "field": "purchasedYear",
      "labelKey": "resources.warranty.fields.purchasedYear",
      "sortable": true,
      "format": "custom",
      "width": 140
    },
    {
      "field": "purchaseLocation.name",
      "labelKey": "resources.warranty.fields.purchaseLocation",
      "sortable": false,
      "format": "text",
      "width": 180
    }
  ],
  "filters": [
    {
      "key": "search",
      "labelKey": "resources.warranty.filters.search",
      "widget": "text"
    }
  ],
  "rowActions": [
    {
      "id": "edit",
      "labelKey": "resources.warranty.actions.edit",
      "icon": "edit",
      "run": "extension",
      "permission": "warranty"
    }
  ],
  "selectionActions": [],
  "toolbarActions": [
    {
      "id": "create",
      "labelKey": "resources.warranty.actions.create",
      "icon": "add",
      "permission": "warranty"
    }
  ],
  "dialogs": {}
};
