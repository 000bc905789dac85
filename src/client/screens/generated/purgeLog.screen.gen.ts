// DO NOT EDIT: generated from screens/purge-log.screen.yaml by `npm run gen`.
import type { ScreenConfig } from "../screenConfig.ts";

export const purgeLogScreen: ScreenConfig = {
  "resource": "purgeLog",
  "route": "/app/cms/purge-log",
  "titleKey": "resources.purgeLog.title",
  "permission": "cms",
  "pageSize": 100,
  "defaultSort": {
    "field": "createdAt",
    "direction": "desc"
  },
  "rowKey": "id",
  "list": {
    "operationId": "getPurgeLogPage",
    "method": "get",
    "path": "/cms/purge/log",
    "pathParams": [],
    "loadFailedKey": "resources.purgeLog.messages.loadFailed",
    "emptyKey": "resources.purgeLog.messages.empty",
    "isPaged": true
  },
  "columns": [
    {
      "field": "createdAt",
      "labelKey": "resources.purgeLog.fields.createdAt",
      "sortable": true,
      "format": "datetime"
    },
    {
      "field": "target",
      "labelKey": "resources.purgeLog.fields.target",
      "sortable": true,
      "format": "text",
      "width": 200
    },
    {
      "field": "code",
      "labelKey": "resources.purgeLog.fields.code",
      "sortable": true,
      "format": "text",
      "width": 96
    },
    {
      "field": "status",
      "labelKey": "resources.purgeLog.fields.status",
      "sortable": true,
      "format": "enum",
      "enumLabels": {
        "logged": "resources.purgeLog.statuses.logged",
        "sent": "resources.purgeLog.statuses.sent",
        "failed": "resources.purgeLog.statuses.failed"
      },
      "width": 110
    },
    {
      "field": "account.name",
      "labelKey": "resources.purgeLog.fields.account",
      "sortable": false,
      "format": "text",
      "width": 180
    },
    {
      "field": "response",
      "labelKey": "resources.purgeLog.fields.response",
      "sortable": false,
      "format": "text",
      "width": 320
    }
  ],
  "filters": [
    {
      "key": "search",
      "labelKey": "resources.purgeLog.filters.search",
      "widget": "text"
    },
    {
      "key": "status",
      "labelKey": "resources.purgeLog.fields.status",
      "widget": "select",
      "options": {
        "source": "static",
        "values": [
          {
            "value": "logged",
            "labelKey": "resources.purgeLog.statuses.logged"
          },
          {
            "value": "sent",
            "labelKey": "resources.purgeLog.statuses.sent"
          },
          {
            "value": "failed",
            "labelKey": "resources.purgeLog.statuses.failed"
          }
        ]
      }
    }
  ],
  "rowActions": [],
  "selectionActions": [],
  "toolbarActions": [],
  "dialogs": {}
};
