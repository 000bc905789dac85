// DO NOT EDIT: generated from screens/media-total-downloads.screen.yaml by `npm run gen`.
import type { ScreenConfig } from "../screenConfig.ts";

export const mediaTotalDownloadsScreen: ScreenConfig = {
  "resource": "mediaTotalDownloads",
  "route": "/app/media/total-downloads",
  "titleKey": "resources.mediaTotalDownloads.title",
  "permission": "media",
  "pageSize": 100,
  "defaultSort": {
    "field": "totalDownloads",
    "direction": "desc"
  },
  "rowKey": "id",
  "list": {
    "operationId": "listMediaDownloadsByPerson",
    "method": "get",
    "path": "/rest/media/get-total-downloads-by-one-person",
    "pathParams": [],
    "loadFailedKey": "resources.mediaTotalDownloads.messages.loadFailed",
    "emptyKey": "resources.mediaTotalDownloads.messages.empty",
    "isPaged": true,
    "sortParameters": {
      "sort": "orderByAlias",
      "direction": "order"
    }
  },
  "columns": [
    {
      "field": "name",
      "labelKey": "resources.mediaTotalDownloads.fields.name",
      "sortable": true,
      "format": "text",
      "width": 200
    },
    {
      "field": "email",
      "labelKey": "resources.mediaTotalDownloads.fields.email",
      "sortable": true,
      "format": "text",
      "width": 240
    },
    {
      "field": "orderDate",
      "labelKey": "resources.mediaTotalDownloads.fields.orderDate",
      "sortable": true,
      "format": "datetime"
    },
    {
      "field": "totalDownloads",
      "labelKey": "resources.mediaTotalDownloads.fields.totalDownloads",
      "sortable": true,
      "format": "number"
    }
  ],
  "filters": [
    {
      "key": "name",
      "labelKey": "resources.mediaTotalDownloads.filters.name",
      "widget": "text"
    },
    {
      "key": "orderDate",
      "labelKey": "resources.mediaTotalDownloads.filters.orderDate",
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
