// DO NOT EDIT: generated from screens/geographic-areas.screen.yaml by `npm run gen`.
import type { ScreenConfig } from "../screenConfig.ts";

export const geographicAreasScreen: ScreenConfig = {
  "resource": "geographicAreas",
  "route": "/app/geographic-areas",
  "titleKey": "resources.geographicAreas.title",
  "permission": "company",
  "pageSize": 100,
  "rowKey": "id",
  "list": {
    "operationId": "listGeographicAreas",
    "method": "get",
    "path": "/rest/location/geographic-areas",
    "pathParams": [],
    "loadFailedKey": "resources.geographicAreas.messages.loadFailed",
    "emptyKey": "resources.geographicAreas.list.empty",
    "isPaged": false
  },
  "columns": [
    {
      "field": "name",
      "labelKey": "resources.geographicAreas.fields.name",
      "sortable": false,
      "format": "text",
      "width": 280
    },
    {
      "field": "locations",
      "labelKey": "resources.geographicAreas.fields.locations",
      "sortable": false,
      "format": "custom",
      "width": 560
    }
  ],
  "filters": [],
  "rowActions": [],
  "selectionActions": [],
  "toolbarActions": [
    {
      "id": "create",
      "labelKey": "resources.geographicAreas.actions.create",
      "icon": "add",
      "permission": "company"
    }
  ],
  "dialogs": {}
};
