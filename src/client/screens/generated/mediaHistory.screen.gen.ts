// DO NOT EDIT: generated from screens/media-history.screen.yaml by `npm run gen`.
import type { ScreenConfig } from "../screenConfig.ts";

export const mediaHistoryScreen: ScreenConfig = {
  "resource": "mediaHistory",
  "route": "/app/media/history",
  "titleKey": "resources.mediaHistory.title",
  "permission": "media",
  "pageSize": 100,
  "defaultSort": {
    "field": "orderDate",
    "direction": "desc"
  },
  "rowKey": "id",
  "list": {
    "operationId": "listMediaOrders",
    "method": "get",
    "path": "/rest/media/orders",
    "pathParams": [],
    "loadFailedKey": "resources.mediaHistory.messages.loadFailed",
    "emptyKey": "resources.mediaHistory.messages.empty",
    "isPaged": true,
    "sortParameters": {
      "sort": "orderByAlias",
      "direction": "order"
    }
  },
  "columns": [
    {
      "field": "name",
      "labelKey": "resources.mediaHistory.fields.name",
      "sortable": true,
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
      "sortable": true,
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
      "sortable": true,
      "format": "datetime"
    },
    {
      "field": "orderDate",
      "labelKey": "resources.mediaHistory.fields.orderDate",
      "sortable": true,
      "format": "datetime"
    },
    {
      "field": "totalDownloads",
      "labelKey": "resources.mediaHistory.fields.totalDownloads",
      "sortable": true,
      "format": "number"
    }
  ],
  "filters": [
    {
      "key": "name",
      "labelKey": "resources.mediaHistory.filters.name",
      "widget": "text"
    },
    {
      "key": "status",
      "labelKey": "resources.mediaHistory.fields.status",
      "widget": "select",
      "options": {
        "source": "filterable",
        "property": "status",
        "labels": {
          "new": "resources.mediaHistory.statuses.new",
          "sent": "resources.mediaHistory.statuses.sent",
          "downloaded": "resources.mediaHistory.statuses.downloaded",
          "expired": "resources.mediaHistory.statuses.expired"
        }
      }
    },
    {
      "key": "orderDate",
      "labelKey": "resources.mediaHistory.fields.orderDate",
      "widget": "dateRange",
      "range": {
        "from": "orderDateFrom",
        "to": "orderDateTo"
      }
    }
  ],
  "rowActions": [],
  "selectionActions": [],
  "toolbarActions": [],
  "dialogs": {}
};
