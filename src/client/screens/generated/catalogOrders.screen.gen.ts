// DO NOT EDIT: generated from screens/catalog-orders.screen.yaml by `npm run gen`.
import type { ScreenConfig } from "../screenConfig.ts";
import { formValidators } from "./catalogOrders.validators.gen.ts";

export const catalogOrdersScreen: ScreenConfig = {
  formValidators,
  "resource": "catalogOrders",
  "route": "/app/catalog-order",
  "titleKey": "resources.catalogOrders.title",
  "permission": "catalogOrder",
  "pageSize": 100,
  "defaultSort": {
    "field": "createdDate",
    "direction": "desc"
  },
  "rowKey": "id",
  "list": {
    "operationId": "getCatalogOrdersPage",
    "method": "get",
    "path": "/rest/catalog/catalog-orders/get-by-page",
    "pathParams": [],
    "loadFailedKey": "resources.catalogOrders.messages.loadFailed",
    "emptyKey": "screens.table.empty",
    "isPaged": true
  },
  "columns": [
    {
      "field": "createdDate",
      "labelKey": "resources.catalogOrders.fields.createdDate",
      "sortable": true,
      "format": "datetime"
    },
    {
      "field": "firstname",
      "labelKey": "resources.catalogOrders.fields.firstname",
      "sortable": true,
      "format": "text",
      "width": 92
    },
    {
      "field": "lastname",
      "labelKey": "resources.catalogOrders.fields.lastname",
      "sortable": true,
      "format": "text",
      "width": 104
    },
    {
      "field": "email",
      "labelKey": "resources.catalogOrders.fields.email",
      "sortable": true,
      "format": "text",
      "width": 152
    },
    {
      "field": "zipCode",
      "labelKey": "resources.catalogOrders.fields.zipCode",
      "sortable": true,
      "format": "text",
      "width": 72
    },
    {
      "field": "city",
      "labelKey": "resources.catalogOrders.fields.city",
      "sortable": true,
      "format": "text",
      "width": 96
    },
    {
      "field": "country",
      "labelKey": "resources.catalogOrders.fields.country",
      "sortable": true,
      "format": "country"
    },
    {
      "field": "offers",
      "labelKey": "resources.catalogOrders.fields.offers",
      "sortable": false,
      "format": "enum",
      "enumLabels": {
        "nightcap": "resources.catalogOrders.products.nightcap",
        "vase": "resources.catalogOrders.products.vase",
        "bedlegs": "resources.catalogOrders.products.bedlegs",
        "baby-mobile": "resources.catalogOrders.products.babyMobile",
        "linen-press": "resources.catalogOrders.products.linenPress",
        "eyeglass-case": "resources.catalogOrders.products.eyeglassCase",
        "nightstand": "resources.catalogOrders.products.nightstand",
        "bedtray": "resources.catalogOrders.products.bedtray",
        "lamp-shade": "resources.catalogOrders.products.lampShade",
        "sleepmask": "resources.catalogOrders.products.sleepmask",
        "wake-up-alarm": "resources.catalogOrders.products.wakeUpAlarm",
        "slippers": "resources.catalogOrders.products.slippers",
        "dreamcatcher": "resources.catalogOrders.products.dreamcatcher"
      },
      "width": 132
    },
    {
      "field": "status",
      "labelKey": "resources.catalogOrders.fields.status",
      "sortable": true,
      "format": "custom",
      "width": 116
    },
    {
      "field": "locationNotifiedAt",
      "labelKey": "resources.catalogOrders.fields.locationNotifiedAt",
      "sortable": true,
      "format": "datetime"
    },
    {
      "field": "locationNotifiedToEmail",
      "labelKey": "resources.catalogOrders.fields.notifiedTo",
      "sortable": true,
      "format": "custom",
      "width": 200
    }
  ],
  "filters": [
    {
      "key": "searchString",
      "labelKey": "resources.catalogOrders.filters.searchString",
      "widget": "text"
    },
    {
      "key": "statusCode",
      "labelKey": "resources.catalogOrders.fields.status",
      "widget": "select",
      "options": {
        "source": "filterable",
        "property": "status",
        "labels": {
          "new": "resources.catalogOrders.statuses.new",
          "pending": "resources.catalogOrders.statuses.pending",
          "failed": "resources.catalogOrders.statuses.failed",
          "delivered": "resources.catalogOrders.statuses.delivered",
          "booked": "resources.catalogOrders.statuses.booked"
        }
      }
    },
    {
      "key": "countryCode",
      "labelKey": "resources.catalogOrders.fields.country",
      "widget": "select",
      "options": {
        "source": "filterable",
        "property": "countries",
        "labels": "country"
      }
    },
    {
      "key": "locationNotifiedToEmail",
      "labelKey": "resources.catalogOrders.filters.locationNotifiedToEmail",
      "widget": "text"
    }
  ],
  "csvExport": {
    "operationId": "exportCatalogOrdersCsv",
    "method": "get",
    "path": "/rest/catalog/catalog-orders/export-result-as-csv",
    "pathParams": [],
    "labelKey": "screens.table.exportCsv"
  },
  "rowActions": [
    {
      "id": "edit",
      "labelKey": "screens.actions.edit",
      "icon": "edit",
      "dialog": "edit",
      "permission": "catalogOrder"
    },
    {
      "id": "ruleTest",
      "labelKey": "resources.catalogOrders.actions.ruleTest",
      "icon": "path-search",
      "run": "extension",
      "permission": "catalogOrder"
    }
  ],
  "selectionActions": [
    {
      "id": "send",
      "labelKey": "resources.catalogOrders.actions.send",
      "icon": "send-to",
      "permission": "catalogOrder"
    }
  ],
  "toolbarActions": [],
  "dialogs": {
    "edit": {
      "kind": "edit",
      "operation": {
        "operationId": "updateCatalogOrder",
        "method": "put",
        "path": "/rest/catalog/catalog-orders/{id}",
        "pathParams": [
          "id"
        ]
      },
      "schemaName": "CatalogOrderInput",
      "schema": {
        "type": "object",
        "required": [
          "street",
          "zipCode",
          "city",
          "country"
        ],
        "additionalProperties": false,
        "properties": {
          "firstname": {
            "type": [
              "string",
              "null"
            ],
            "maxLength": 100
          },
          "lastname": {
            "type": [
              "string",
              "null"
            ],
            "maxLength": 100
          },
          "email": {
            "type": [
              "string",
              "null"
            ],
            "format": "email",
            "maxLength": 254
          },
          "phone": {
            "type": [
              "string",
              "null"
            ],
            "maxLength": 50,
            "pattern": "^[0-9+()./ -]*$"
          },
          "street": {
            "type": "string",
            "minLength": 1,
            "maxLength": 300
          },
          "apartmentNumber": {
            "type": [
              "string",
              "null"
            ],
            "maxLength": 50
          },
          "zipCode": {
            "type": "string",
            "minLength": 1,
            "maxLength": 20
          },
          "city": {
            "type": "string",
            "minLength": 1,
            "maxLength": 200
          },
          "region": {
            "type": [
              "string",
              "null"
            ],
            "maxLength": 200
          },
          "country": {
            "type": "string",
            "minLength": 2,
            "maxLength": 2,
            "pattern": "^[A-Z]{2}$"
          },
          "offers": {
            "type": "array",
            "maxItems": 13,
            "uniqueItems": true,
            "default": [],
            "items": {
              "type": "string",
              "enum": [
                "nightcap",
                "vase",
                "bedlegs",
                "baby-mobile",
                "linen-press",
                "eyeglass-case",
                "nightstand",
                "bedtray",
                "lamp-shade",
                "sleepmask",
                "wake-up-alarm",
                "slippers",
                "dreamcatcher"
              ]
            }
          }
        }
      },
      "uiSchema": {
        "country": {
          "ui:placeholder": "resources.catalogOrders.fields.countryPlaceholder"
        },
        "offers": {
          "ui:widget": "multiselect",
          "ui:enumNames": {
            "nightcap": "resources.catalogOrders.products.nightcap",
            "vase": "resources.catalogOrders.products.vase",
            "bedlegs": "resources.catalogOrders.products.bedlegs",
            "baby-mobile": "resources.catalogOrders.products.babyMobile",
            "linen-press": "resources.catalogOrders.products.linenPress",
            "eyeglass-case": "resources.catalogOrders.products.eyeglassCase",
            "nightstand": "resources.catalogOrders.products.nightstand",
            "bedtray": "resources.catalogOrders.products.bedtray",
            "lamp-shade": "resources.catalogOrders.products.lampShade",
            "sleepmask": "resources.catalogOrders.products.sleepmask",
            "wake-up-alarm": "resources.catalogOrders.products.wakeUpAlarm",
            "slippers": "resources.catalogOrders.products.slippers",
            "dreamcatcher": "resources.catalogOrders.products.dreamcatcher"
          }
        }
      },
      "fields": [
        "firstname",
        "lastname",
        "email",
        "phone",
        "street",
        "apartmentNumber",
        "zipCode",
        "city",
        "region",
        "country",
        "offers"
      ],
      "passthrough": [
        "id",
        "updatedAt"
      ],
      "parts": [],
      "labels": {
        "firstname": "resources.catalogOrders.fields.firstname",
        "lastname": "resources.catalogOrders.fields.lastname",
        "email": "resources.catalogOrders.fields.email",
        "phone": "resources.catalogOrders.fields.phone",
        "street": "resources.catalogOrders.fields.street",
        "apartmentNumber": "resources.catalogOrders.fields.apartmentNumber",
        "zipCode": "resources.catalogOrders.fields.zipCode",
        "city": "resources.catalogOrders.fields.city",
        "region": "resources.catalogOrders.fields.region",
        "country": "resources.catalogOrders.fields.country",
        "offers": "resources.catalogOrders.fields.offers"
      },
      "titleKey": "resources.catalogOrders.dialogs.edit",
      "permission": "catalogOrder",
      "initialValues": {},
      "savedKey": "resources.catalogOrders.messages.saved",
      "saveFailedKey": "resources.catalogOrders.messages.saveFailed",
      "sendAsNull": [
        "status",
        "locationNotifiedAt",
        "locationNotifiedToEmail",
        "locationNotifiedByMatchType",
        "notifiedLocation"
      ],
      "panes": [
        {
          "id": "information",
          "labelKey": "resources.catalogOrders.dialogs.information",
          "fields": [
            "firstname",
            "lastname",
            "email",
            "phone",
            "street",
            "apartmentNumber",
            "zipCode",
            "city",
            "region",
            "country",
            "offers"
          ]
        }
      ],
      "delete": {
        "operation": {
          "operationId": "deleteCatalogOrder",
          "method": "delete",
          "path": "/rest/catalog/catalog-orders/{id}",
          "pathParams": [
            "id"
          ]
        },
        "permission": "catalogOrder",
        "confirmKey": "resources.catalogOrders.messages.confirmDelete",
        "deletedKey": "resources.catalogOrders.messages.removed",
        "deleteFailedKey": "resources.catalogOrders.messages.saveFailed"
      },
      "reload": {
        "operationId": "getCatalogOrder",
        "method": "get",
        "path": "/rest/catalog/catalog-orders/{id}",
        "pathParams": [
          "id"
        ]
      },
      "staleKey": "resources.catalogOrders.messages.stale"
    }
  }
};
