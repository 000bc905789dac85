// DO NOT EDIT: generated from screens/media-total-downloads.screen.yaml by `npm run gen`.
import type { ScreenConfig } from "../screenConfig.ts";

export const mediaTotalDownloadsScreen: ScreenConfig = {
  "resource": "mediaTotalDownloads",
  "route": "/app/media/total-downloads",
  "titleKey": "resources.mediaTotalDownloads.title",
  "permission": "media",
  "pageSize": 100,
  "rowKey": "id",
  "list": {
    "operationId": "listMediaDownloadsByPerson",
    "method": "get",
    "path": "/rest/media/get-total-downloads-by-one-person",
    "pathParams": [],
    "loadFailedKey": "resources.mediaTotalDownloads.messages.loadFailed",
    "emptyKey": "resources.mediaTotalDownloads.messages.empty",
    "isPaged": true
  },
  "columns": [
    {
      "field": "name",
      "labelKey": "resources.mediaTotalDownloads.fields.name",
      "sortable": false,
      "format": "text",
      "width": 200
    },
    {
      "field": "email",
      "labelKey": "resources.mediaTotalDownloads.fields.email",
      "sortable": false,
      "format": "text",
      "width": 240
    },
    {
      "field": "orderDate",
      "labelKey": "resources.mediaTotalDownloads.fields.orderDate",
      "sortable": false,
      "format": "datetime"
    },
    {
      "field": "totalDownloads",
      "labelKey": "resources.mediaTotalDownloads.fields.totalDownloads",
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
