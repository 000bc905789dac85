// DO NOT EDIT: generated from screens/meeting-bookings.screen.yaml by `npm run gen`.
import type { ScreenConfig } from "../screenConfig.ts";

export const meetingBookingsScreen: ScreenConfig = {
  "resource": "meetingBookings",
  "route": "/app/meeting-booking",
  "titleKey": "resources.meetingBookings.title",
  "permission": "meetingBooking",
  "pageSize": 100,
  "defaultSort": {
    "field": "createdAt",
    "direction": "desc"
  },
  "rowKey": "id",
  "list": {
    "operationId": "listBookedVisits",
    "method": "get",
    "path": "/rest/meeting/booked-visits",
    "pathParams": [],
    "loadFailedKey": "resources.meetingBookings.messages.loadFailed",
    "emptyKey": "resources.meetingBookings.messages.empty",
    "isPaged": true
  },
  "columns": [
    {
      "field": "createdAt",
      "labelKey": "resources.meetingBookings.fields.createdAt",
      "sortable": true,
      "format": "datetime"
    },
    {
      "field": "firstname",
      "labelKey": "resources.meetingBookings.fields.firstname",
      "sortable": true,
      "format": "text",
      "width": 110
    },
    {
      "field": "lastname",
      "labelKey": "resources.meetingBookings.fields.lastname",
      "sortable": true,
      "format": "text",
      "width": 120
    },
    {
      "field": "email",
      "labelKey": "resources.meetingBookings.fields.email",
      "sortable": true,
      "format": "text",
      "width": 200
    },
    {
      "field": "telephone",
      "labelKey": "resources.meetingBookings.fields.telephone",
      "sortable": true,
      "format": "text",
      "width": 130
    },
    {
      "field": "location.name",
      "labelKey": "resources.meetingBookings.fields.location",
      "sortable": true,
      "format": "text",
      "width": 200,
      "sortField": "location"
    },
    {
      "field": "location.address.country.code",
      "labelKey": "resources.meetingBookings.fields.country",
      "sortable": false,
      "format": "country",
      "width": 120
    },
    {
      "field": "status",
      "labelKey": "resources.meetingBookings.fields.status",
      "sortable": true,
      "format": "enum",
      "enumLabels": {
        "new": "resources.meetingBookings.statuses.new",
        "done": "resources.meetingBookings.statuses.done",
        "canceled": "resources.meetingBookings.statuses.canceled"
      },
      "width": 140,
      "inlineSelect": {
        "operation": {
          "operationId": "updateMeetingBookingStatus",
          "method": "post",
          "path": "/rest/meeting/booking/update-status",
          "pathParams": []
        },
        "field": "status",
        "body": {
          "bookingId": "id"
        },
        "options": {
          "source": "filterable",
          "property": "status"
        },
        "permission": "meetingBooking",
        "failedKey": "resources.meetingBookings.messages.statusFailed"
      }
    }
  ],
  "filters": [
    {
      "key": "country",
      "labelKey": "resources.meetingBookings.fields.country",
      "widget": "select",
      "options": {
        "source": "filterable",
        "property": "countries",
        "labels": "country"
      }
    },
    {
      "key": "status",
      "labelKey": "resources.meetingBookings.fields.status",
      "widget": "select",
      "options": {
        "source": "filterable",
        "property": "status",
        "labels": {
          "new": "resources.meetingBookings.statuses.new",
          "done": "resources.meetingBookings.statuses.done",
          "canceled": "resources.meetingBookings.statuses.canceled"
        }
      }
    },
    {
      "key": "location",
      "labelKey": "resources.meetingBookings.fields.location",
      "widget": "select",
      "options": {
        "source": "filterable",
        "property": "locations"
      }
    }
  ],
  "csvExport": {
    "operationId": "exportBookedVisitsCsv",
    "method": "get",
    "path": "/rest/meeting/booked-visits-csv",
    "pathParams": [],
    "labelKey": "screens.table.exportCsv"
  },
  "rowActions": [
    {
      "id": "view",
      "labelKey": "resources.meetingBookings.actions.view",
      "icon": "eye-open",
      "dialog": "detail",
      "permission": "meetingBooking"
    }
  ],
  "selectionActions": [],
  "toolbarActions": [],
  "dialogs": {},
  "detail": {
    "operation": {
      "operationId": "getBookedVisit",
      "method": "get",
      "path": "/rest/meeting/booked-visits/{id}",
      "pathParams": [
        "id"
      ]
    },
    "titleKey": "resources.meetingBookings.dialogs.detail",
    "permission": "meetingBooking",
    "fields": [
      {
        "field": "createdAt",
        "labelKey": "resources.meetingBookings.fields.createdAt",
        "format": "datetime"
      },
      {
        "field": "firstname",
        "labelKey": "resources.meetingBookings.fields.firstname",
        "format": "text"
      },
      {
        "field": "lastname",
        "labelKey": "resources.meetingBookings.fields.lastname",
        "format": "text"
      },
      {
        "field": "email",
        "labelKey": "resources.meetingBookings.fields.email",
        "format": "text"
      },
      {
        "field": "telephone",
        "labelKey": "resources.meetingBookings.fields.telephone",
        "format": "text"
      },
      {
        "field": "location.name",
        "labelKey": "resources.meetingBookings.fields.location",
        "format": "text"
      },
      {
        "field": "location.address.displayAddress",
        "labelKey": "resources.meetingBookings.fields.address",
        "format": "text"
      },
      {
        "field": "location.address.country.code",
        "labelKey": "resources.meetingBookings.fields.country",
        "format": "country"
      },
      {
        "field": "status",
        "labelKey": "resources.meetingBookings.fields.status",
        "format": "enum",
        "enumLabels": {
          "new": "resources.meetingBookings.statuses.new",
          "done": "resources.meetingBookings.statuses.done",
          "canceled": "resources.meetingBookings.statuses.canceled"
        }
      },
      {
        "field": "message",
        "labelKey": "resources.meetingBookings.fields.message",
        "format": "text"
      }
    ],
    "failedKey": "resources.meetingBookings.messages.viewFailed"
  }
};
