// DO NOT EDIT: generated from screens/contacts.screen.yaml by `npm run gen`.
import type { ScreenConfig } from "../screenConfig.ts";

export const contactsScreen: ScreenConfig = {
  "resource": "contacts",
  "route": "/app/contacts",
  "titleKey": "contacts.title",
  "permission": "contact",
  "pageSize": 100,
  "defaultSort": {
    "field": "lastname",
    "direction": "asc"
  },
  "rowKey": "id",
  "list": {
    "operationId": "listContacts",
    "method": "get",
    "path": "/rest/contact/contacts",
    "pathParams": [],
    "loadFailedKey": "contacts.messages.loadFailed",
    "emptyKey": "contacts.list.empty",
    "isPaged": true,
    "parameters": {
      "path": {},
      "query": {
        "filter": "page"
      }
    }
  },
  "columns": [
    {
      "field": "lastname",
      "labelKey": "contacts.fields.lastname",
      "sortable": true,
      "format": "text",
      "width": 140
    },
    {
      "field": "firstname",
      "labelKey": "contacts.fields.firstname",
      "sortable": true,
      "format": "text",
      "width": 120
    },
    {
      "field": "primaryEmail.value",
      "labelKey": "contacts.fields.primaryEmail",
      "sortable": true,
      "format": "text",
      "width": 220,
      "sortField": "email"
    },
    {
      "field": "telephone",
      "labelKey": "contacts.fields.telephone",
      "sortable": false,
      "format": "text",
      "width": 120
    },
    {
      "field": "mobilePhone",
      "labelKey": "contacts.fields.mobilePhone",
      "sortable": false,
      "format": "text",
      "width": 120
    },
    {
      "field": "employer",
      "labelKey": "contacts.fields.employer",
      "sortable": true,
      "format": "text",
      "width": 140
    },
    {
      "field": "account.isSet",
      "labelKey": "contacts.fields.hasAccount",
      "sortable": false,
      "format": "boolean"
    },
    {
      "field": "createdAt",
      "labelKey": "contacts.fields.createdAt",
      "sortable": true,
      "format": "datetime"
    }
  ],
  "filters": [
    {
      "key": "search",
      "labelKey": "contacts.list.search",
      "widget": "text",
      "isParameter": true
    }
  ],
  "rowActions": [
    {
      "id": "edit",
      "labelKey": "contacts.list.edit",
      "icon": "edit",
      "run": "extension",
      "permission": "contact"
    },
    {
      "id": "registrations",
      "labelKey": "contacts.list.registrations",
      "icon": "clipboard",
      "run": "extension",
      "permission": "contact"
    }
  ],
  "selectionActions": [],
  "toolbarActions": [
    {
      "id": "create",
      "labelKey": "contacts.list.create",
      "icon": "add",
      "permission": "contact"
    }
  ],
  "dialogs": {},
  "routes": [
    {
      "id": "view",
      "path": "view/{id}",
      "params": [
        "id"
      ]
    },
    {
      "id": "create",
      "path": "create",
      "params": []
    },
    {
      "id": "edit",
      "path": "edit/{id}",
      "params": [
        "id"
      ]
    }
  ]
};
