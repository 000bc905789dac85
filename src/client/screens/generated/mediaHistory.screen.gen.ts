// DO NOT EDIT: generated from screens/media-history.screen.yaml by `npm run gen`.
import type { ScreenConfig } from "../screenConfig.ts";

export const mediaHistoryScreen: ScreenConfig = {
  "resource": "mediaHistory",
  "route": "/app/media/history",
  "titleKey": "resources.mediaHistory.title",
  "permission": "media",
  "pageSize": 100,
  "rowKey": "id",
  "list": {
    "operationId": "listMediaOrders",
    "method": "get",
    "path": "/rest/media/orders",
    "pathParams": [],
    "loadFailedKey": "resources.mediaHistory.messages.loadFailed",
    "emptyKey": "resources.mediaHistory.messages.empty",
    "isPaged": true
  },
  "columns": [
    {
      "field": "name",
      "labelKey": "resources.mediaHistory.fields.name",
      "sortable": false,
      "format": "text",
      "width": 200
    },
    {
      "field": "email",
      "labelKey": "resources.mediaHistory.fields.email",
      "sortable": false,
      "format": "text",
      "width": 220
    },
    {
      "field": "status",
      "labelKey": "resources.mediaHistory.fields.status",
      "sortable": false,
      "format": "enum",
      "enumLabels": {
        "new": "resources.mediaHistory.statuses.new",
        "sent": "resources.mediaHistory.statuses.sent",
        "downloaded": "resources.mediaHistory.statuses.downloaded",
        "expired": "resources.mediaHistory.statuses.expired"
      },
      "width": 120
    },
    {
      "field": "createdAt",
      "labelKey": "resources.mediaHistory.fields.createdAt",
      "sortable": false,
      "format": "datetime"
    },
    {
      "field": "orderDate",
      "labelKey": "resources.mediaHistory.fields.orderDate",
      "sortable": false,
      "format": "datetime"
    },
    {
      "field": "totalDownloads",
      "labelKey": "resources.mediaHistory.fields.totalDownloads",
      "sortable": false,
      "format": "number"
    }
  ],
  "filters": [],
  "rowActions": [],
  "selectionActions": [],
  "toolbarActions": [],
  "dialogs": {}
};
