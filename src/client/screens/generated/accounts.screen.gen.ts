// DO NOT EDIT: generated from screens/accounts.screen.yaml by `npm run gen`.
import type { ScreenConfig } from "../screenConfig.ts";

export const accountsScreen: ScreenConfig = {
  "resource": "accounts",
  "route": "/app/administrators/accounts",
  "titleKey": "accounts.title",
  "permission": "account",
  "pageSize": 100,
  "rowKey": "id",
  "list": {
    "operationId": "listAccounts",
    "method": "get",
    "path": "/rest/admin/accounts",
    "pathParams": [],
    "loadFailedKey": "accounts.list.loadFailed",
    "emptyKey": "accounts.list.empty",
    "isPaged": false
  },
  "columns": [
    {
      "field": "lastname",
      "labelKey": "accounts.list.columns.name",
      "sortable": false,
      "format": "custom",
      "width": 180
    },
    {
      "field": "email",
      "labelKey": "accounts.list.columns.email",
      "sortable": false,
      "format": "text",
      "width": 240
    },
    {
      "field": "permissions",
      "labelKey": "accounts.list.columns.permissions",
      "sortable": false,
      "format": "custom",
      "width": 320
    },
    {
      "field": "groups",
      "labelKey": "accounts.list.columns.groups",
      "sortable": false,
      "format": "custom",
      "width": 200
    }
  ],
  "filters": [
    {
      "key": "query",
      "labelKey": "accounts.list.search",
      "widget": "text",
      "isParameter": true
    }
  ],
  "rowActions": [
    {
      "id": "edit",
      "labelKey": "accounts.list.edit",
      "icon": "edit",
      "run": "extension",
      "permission": "account"
    },
    {
      "id": "delete",
      "labelKey": "accounts.list.delete",
      "icon": "trash",
      "run": "extension",
      "permission": "account"
    }
  ],
  "selectionActions": [],
  "toolbarActions": [
    {
      "id": "create",
      "labelKey": "accounts.list.create",
      "icon": "add",
      "permission": "account"
    }
  ],
  "dialogs": {}
};
