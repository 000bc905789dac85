// DO NOT EDIT: generated from screens/outbox.screen.yaml by `npm run gen`.
import type { ScreenConfig } from "../screenConfig.ts";

export const outboxScreen: ScreenConfig = {
  "resource": "outbox",
  "route": "/app/mail/outbox",
  "titleKey": "resources.outbox.title",
  "permission": "catalogOrder",
  "pageSize": 100,
  "defaultSort": {
    "field": "createdAt",
    "direction": "desc"
  },
  "rowKey": "id",
  "list": {
    "operationId": "getOutboxPage",
    "method": "get",
    "path": "/rest/mail/outbox/get-by-page",
    "pathParams": [],
    "loadFailedKey": "resources.outbox.messages.loadFailed",
    "emptyKey": "resources.outbox.messages.empty",
    "isPaged": true
  },
  "columns": [
    {
      "field": "createdAt",
      "labelKey": "resources.outbox.fields.createdAt",
      "sortable": true,
      "format": "datetime"
    },
    {
      "field": "to",
      "labelKey": "resources.outbox.fields.to",
      "sortable": true,
      "format": "text",
      "width": 220
    },
    {
      "field": "subject",
      "labelKey": "resources.outbox.fields.subject",
      "sortable": true,
      "format": "text",
      "width": 360
    },
    {
      "field": "sentAt",
      "labelKey": "resources.outbox.fields.sentAt",
      "sortable": false,
      "format": "datetime"
    },
    {
      "field": "attempts",
      "labelKey": "resources.outbox.fields.attempts",
      "sortable": false,
      "format": "number",
      "width": 96
    },
    {
      "field": "errorMessage",
      "labelKey": "resources.outbox.fields.errorMessage",
      "sortable": false,
      "format": "text",
      "width": 200
    }
  ],
  "filters": [
    {
      "key": "search",
      "labelKey": "resources.outbox.filters.search",
      "widget": "text"
    },
    {
      "key": "state",
      "labelKey": "resources.outbox.filters.state",
      "widget": "select",
      "options": {
        "source": "static",
        "values": [
          {
            "value": "unsent",
            "labelKey": "resources.outbox.states.unsent"
          },
          {
            "value": "sent",
            "labelKey": "resources.outbox.states.sent"
          }
        ]
      }
    }
  ],
  "rowActions": [
    {
      "id": "read",
      "labelKey": "resources.outbox.actions.read",
      "icon": "envelope",
      "run": "extension",
      "permission": "catalogOrder"
    }
  ],
  "selectionActions": [],
  "toolbarActions": [],
  "dialogs": {}
};
