// DO NOT EDIT: generated from screens/newsletter-subscriptions.screen.yaml by `npm run gen`.
import type { ScreenConfig } from "../screenConfig.ts";

export const newsletterSubscriptionsScreen: ScreenConfig = {
  "resource": "newsletterSubscriptions",
  "route": "/app/newsletter-subscription",
  "titleKey": "resources.newsletterSubscriptions.title",
  "permission": "newsletterSubscription",
  "pageSize": 100,
  "defaultSort": {
    "field": "createdAt",
    "direction": "desc"
  },
  "rowKey": "id",
  "list": {
    "operationId": "listNewsletterSubscriptionsPage",
    "method": "get",
    "path": "/rest/newsletter/subscriptions/get-page",
    "pathParams": [],
    "loadFailedKey": "resources.newsletterSubscriptions.messages.loadFailed",
    "emptyKey": "resources.newsletterSubscriptions.messages.empty",
    "isPaged": true
  },
  "columns": [
    {
      "field": "createdAt",
      "labelKey": "resources.newsletterSubscriptions.fields.createdAt",
      "sortable": true,
      "format": "datetime"
    },
    {
      "field": "email",
      "labelKey": "resources.newsletterSubscriptions.fields.email",
      "sortable": true,
      "format": "text",
      "width": 280
    },
    {
      "field": "newsletter.code",
      "labelKey": "resources.newsletterSubscriptions.fields.newsletter",
      "sortable": true,
      "format": "text",
      "width": 180,
      "sortField": "newsletterCode"
    }
  ],
  "filters": [
    {
      "key": "search",
      "labelKey": "resources.newsletterSubscriptions.filters.search",
      "widget": "text"
    },
    {
      "key": "newsletterCode",
      "labelKey": "resources.newsletterSubscriptions.fields.newsletter",
      "widget": "select",
      "options": {
        "source": "operation",
        "operation": {
          "operationId": "listNewsletters",
          "method": "get",
          "path": "/rest/newsletter/newsletters",
          "pathParams": []
        },
        "value": "code",
        "label": "code",
        "counts": "newsletterCodes",
        "failedKey": "resources.newsletterSubscriptions.messages.newslettersFailed"
      }
    }
  ],
  "csvExport": {
    "operationId": "exportNewsletterSubscriptionsCsv",
    "method": "get",
    "path": "/rest/newsletter/subscriptions/export-list-to-csv",
    "pathParams": [],
    "labelKey": "screens.table.exportCsv"
  },
  "rowActions": [],
  "selectionActions": [],
  "toolbarActions": [],
  "dialogs": {}
};
