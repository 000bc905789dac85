// DO NOT EDIT: generated from screens/partner-orders-ordered.screen.yaml by `npm run gen`.
import type { ScreenConfig } from "../screenConfig.ts";

export const partnerOrdersOrderedScreen: ScreenConfig = {
  "resource": "partnerOrdersOrdered",
  "route": "/app/partner-order",
  "titleKey": "partnerOrders.titles.ordered",
  "permission": "coper",
  "pageSize": 100,
  "defaultSort": {
    "field": "createdTime",
    "direction": "desc"
  },
  "rowKey": "id",
  "list": {
    "operationId": "listQuotesByStatus",
    "method": "get",
    "path": "/partner-order/quote/table/{status}",
    "pathParams": [
      "status"
    ],
    "loadFailedKey": "partnerOrders.messages.loadFailed",
    "emptyKey": "screens.table.empty",
    "isPaged": true,
    "parameters": {
      "path": {
        "status": "ordered"
      },
      "query": {}
    }
  },
  "columns": [
    {
      "field": "createdTime",
      "labelKey": "partnerOrders.fields.createdTime",
      "sortable": true,
      "format": "datetime"
    },
    {
      "field": "id",
      "labelKey": "partnerOrders.fields.id",
      "sortable": true,
      "format": "text",
      "width": 80
    },
    {
      "field": "customerName1",
      "labelKey": "partnerOrders.fields.customerName1",
      "sortable": true,
      "format": "text",
      "width": 220
    },
    {
      "field": "customerCountry",
      "labelKey": "partnerOrders.fields.customerCountry",
      "sortable": true,
      "format": "country"
    },
    {
      "field": "location.name",
      "labelKey": "partnerOrders.fields.location",
      "sortable": false,
      "format": "text",
      "width": 220
    }
  ],
  "filters": [
    {
      "key": "customerName1",
      "labelKey": "partnerOrders.fields.customerName1",
      "widget": "select",
      "options": {
        "source": "filterable",
        "property": "customerName1"
      }
    },
    {
      "key": "customerCountry",
      "labelKey": "partnerOrders.fields.customerCountry",
      "widget": "select",
      "options": {
        "source": "filterable",
        "property": "customerCountry",
        "labels": "country"
      }
    }
  ],
  "rowActions": [
    {
      "id": "view",
      "labelKey": "partnerOrders.actions.view",
      "icon": "eye-open",
      "run": "extension",
      "permission": "coper"
    },
    {
      "id": "orderPlatform",
      "labelKey": "partnerOrders.actions.orderPlatform",
      "icon": "share",
      "run": "extension",
      "permission": "coper"
    },
    {
      "id": "edifact",
      "labelKey": "partnerOrders.actions.edifact",
      "icon": "download",
      "run": "extension",
      "permission": "coper"
    },
    {
      "id": "delete",
      "labelKey": "partnerOrders.actions.delete",
      "icon": "trash",
      "run": "extension",
      "permission": "coper"
    }
  ],
  "selectionActions": [],
  "toolbarActions": [],
  "dialogs": {}
};
