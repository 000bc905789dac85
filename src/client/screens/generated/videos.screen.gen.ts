// DO NOT EDIT: generated from screens/videos.screen.yaml by `npm run gen`.
import type { ScreenConfig } from "../screenConfig.ts";

export const videosScreen: ScreenConfig = {
  "resource": "videos",
  "route": "/app/media/video",
  "titleKey": "resources.videos.title",
  "permission": "media",
  "pageSize": 100,
  "defaultSort": {
    "field": "header",
    "direction": "asc"
  },
  "rowKey": "id",
  "list": {
    "operationId": "listVideos",
    "method": "get",
    "path": "/rest/media/videos/video/get-page",
    "pathParams": [],
    "loadFailedKey": "resources.videos.messages.loadFailed",
    "emptyKey": "resources.videos.messages.empty",
    "isPaged": true
  },
  "columns": [
    {
      "field": "header",
      "labelKey": "resources.videos.fields.header",
      "sortable": true,
      "format": "custom",
      "width": 260
    },
    {
      "field": "preamble",
      "labelKey": "resources.videos.fields.preamble",
      "sortable": false,
      "format": "text",
      "width": 320
    },
    {
      "field": "quoter",
      "labelKey": "resources.videos.fields.quoter",
      "sortable": false,
      "format": "text",
      "width": 160
    },
    {
      "field": "isAvailableForPartnerPages",
      "labelKey": "resources.videos.fields.availableTo",
      "sortable": false,
      "format": "custom",
      "width": 260
    }
  ],
  "filters": [
    {
      "key": "search",
      "labelKey": "resources.videos.fields.search",
      "widget": "text"
    },
    {
      "key": "availableTo",
      "labelKey": "resources.videos.fields.availableTo",
      "widget": "select",
      "options": {
        "source": "filterable",
        "property": "availableTo",
        "labels": {
          "all": "resources.videos.availability.all"
        }
      }
    }
  ],
  "rowActions": [
    {
      "id": "edit",
      "labelKey": "resources.videos.actions.edit",
      "icon": "edit",
      "run": "extension",
      "permission": "media"
    }
  ],
  "selectionActions": [],
  "toolbarActions": [],
  "dialogs": {}
};
