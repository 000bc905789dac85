// DO NOT EDIT: generated from screens/sites.screen.yaml by `npm run gen`.
import type { ScreenConfig } from "../screenConfig.ts";
import { formValidators } from "./sites.validators.gen.ts";

export const sitesScreen: ScreenConfig = {
  formValidators,
  "resource": "sites",
  "route": "/app/cms/sites",
  "titleKey": "resources.sites.title",
  "permission": "cms",
  "pageSize": 100,
  "defaultSort": {
    "field": "languageCode",
    "direction": "asc"
  },
  "rowKey": "id",
  "list": {
    "operationId": "getSitesPage",
    "method": "get",
    "path": "/cms/sites/get-by-page",
    "pathParams": [],
    "loadFailedKey": "resources.sites.messages.loadFailed",
    "emptyKey": "screens.table.empty",
    "isPaged": true
  },
  "columns": [
    {
      "field": "languageCode",
      "labelKey": "resources.sites.fields.languageCode",
      "sortable": true,
      "format": "text"
    },
    {
      "field": "name",
      "labelKey": "resources.sites.fields.name",
      "sortable": true,
      "format": "text"
    },
    {
      "field": "slug",
      "labelKey": "resources.sites.fields.slug",
      "sortable": true,
      "format": "text"
    },
    {
      "field": "isActive",
      "labelKey": "resources.sites.fields.isActive",
      "sortable": true,
      "format": "boolean"
    },
    {
      "field": "frontpage.title",
      "labelKey": "resources.sites.fields.frontpage",
      "sortable": false,
      "format": "text"
    }
  ],
  "filters": [
    {
      "key": "search",
      "labelKey": "resources.sites.filters.search",
      "widget": "text"
    },
    {
      "key": "isActive",
      "labelKey": "resources.sites.fields.isActive",
      "widget": "boolean",
      "options": {
        "source": "filterable",
        "property": "isActive"
      }
    }
  ],
  "rowActions": [
    {
      "id": "edit",
      "labelKey": "screens.actions.edit",
      "icon": "edit",
      "dialog": "edit",
      "permission": "cms"
    }
  ],
  "selectionActions": [],
  "toolbarActions": [],
  "dialogs": {
    "edit": {
      "kind": "edit",
      "operation": {
        "operationId": "updateSite",
        "method": "patch",
        "path": "/cms/sites/{id}",
        "pathParams": [
          "id"
        ]
      },
      "schemaName": "SiteInput",
      "schema": {
        "type": "object",
        "additionalProperties": false,
        "properties": {
          "name": {
            "type": "string",
            "minLength": 1,
            "maxLength": 200
          },
          "languageCode": {
            "type": "string",
            "minLength": 2,
            "maxLength": 10,
            "pattern": "^[a-z]{2}(_[A-Z]{2})?$"
          },
          "slug": {
            "type": "string",
            "minLength": 1,
            "maxLength": 100,
            "pattern": "^[a-z0-9]+(-[a-z0-9]+)*$"
          },
          "isActive": {
            "type": [
              "boolean",
              "null"
            ]
          },
          "properties": {
            "type": "object",
            "additionalProperties": false,
            "properties": {
              "design": {
                "type": "object",
                "additionalProperties": false,
                "properties": {
                  "theme": {
                    "type": [
                      "string",
                      "null"
                    ],
                    "maxLength": 50
                  },
                  "logoIdentifier": {
                    "type": [
                      "string",
                      "null"
                    ],
                    "maxLength": 255
                  },
                  "faviconIdentifier": {
                    "type": [
                      "string",
                      "null"
                    ],
                    "maxLength": 255
                  },
                  "primaryColor": {
                    "type": [
                      "string",
                      "null"
                    ],
                    "maxLength": 7,
                    "pattern": "^#[0-9A-Fa-f]{6}$"
                  },
                  "customCss": {
                    "type": [
                      "string",
                      "null"
                    ],
                    "maxLength": 20000
                  }
                }
              },
              "seo": {
                "type": "object",
                "additionalProperties": false,
                "properties": {
                  "title": {
                    "type": [
                      "string",
                      "null"
                    ],
                    "maxLength": 200
                  },
                  "titleSuffix": {
                    "type": [
                      "string",
                      "null"
                    ],
                    "maxLength": 100
                  },
                  "description": {
                    "type": [
                      "string",
                      "null"
                    ],
                    "maxLength": 500
                  },
                  "keywords": {
                    "type": [
                      "string",
                      "null"
                    ],
                    "maxLength": 500
                  },
                  "noIndex": {
                    "type": [
                      "boolean",
                      "null"
                    ]
                  },
                  "googleSiteVerification": {
                    "type": [
                      "string",
                      "null"
                    ],
                    "maxLength": 200
                  }
                }
              }
            }
          }
        },
        "required": [
          "name",
          "languageCode",
          "slug"
        ]
      },
      "uiSchema": {
        "isActive": {
          "ui:widget": "switch"
        },
        "properties": {
          "design": {
            "primaryColor": {
              "ui:placeholder": "resources.sites.fields.primaryColor"
            },
            "customCss": {
              "ui:widget": "textarea"
            }
          },
          "seo": {
            "description": {
              "ui:widget": "textarea"
            },
            "keywords": {
              "ui:widget": "textarea"
            },
            "noIndex": {
              "ui:widget": "switch"
            }
          }
        }
      },
      "fields": [
        "name",
        "languageCode",
        "slug",
        "isActive",
        "properties"
      ],
      "passthrough": [
        "id",
        "updatedAt"
      ],
      "parts": [
        {
          "field": "properties.design",
          "permission": "cmsDesign"
        },
        {
          "field": "properties.seo",
          "permission": "cmsSeo"
        }
      ],
      "labels": {
        "name": "resources.sites.fields.name",
        "languageCode": "resources.sites.fields.languageCode",
        "slug": "resources.sites.fields.slug",
        "isActive": "resources.sites.fields.isActive",
        "properties": "resources.sites.fields.properties",
        "properties.design": "resources.sites.fields.design",
        "properties.design.theme": "resources.sites.fields.theme",
        "properties.design.logoIdentifier": "resources.sites.fields.logoIdentifier",
        "properties.design.faviconIdentifier": "resources.sites.fields.faviconIdentifier",
        "properties.design.primaryColor": "resources.sites.fields.primaryColor",
        "properties.design.customCss": "resources.sites.fields.customCss",
        "properties.seo": "resources.sites.fields.seo",
        "properties.seo.title": "resources.sites.fields.title",
        "properties.seo.titleSuffix": "resources.sites.fields.titleSuffix",
        "properties.seo.description": "resources.sites.fields.description",
        "properties.seo.keywords": "resources.sites.fields.keywords",
        "properties.seo.noIndex": "resources.sites.fields.noIndex",
        "properties.seo.googleSiteVerification": "resources.sites.fields.googleSiteVerification"
      },
      "titleKey": "resources.sites.dialogs.edit",
      "permission": "cms",
      "initialValues": {},
      "savedKey": "resources.sites.messages.saved",
      "saveFailedKey": "resources.sites.messages.saveFailed",
      "sendAsNull": [],
      "panes": [],
      "staleKey": "screens.dialog.stale"
    },
    "create": {
      "kind": "create",
      "operation": {
        "operationId": "createSite",
        "method": "post",
        "path": "/cms/sites",
        "pathParams": []
      },
      "schemaName": "SiteInput",
      "schema": {
        "type": "object",
        "additionalProperties": false,
        "properties": {
          "name": {
            "type": "string",
            "minLength": 1,
            "maxLength": 200
          },
          "languageCode": {
            "type": "string",
            "minLength": 2,
            "maxLength": 10,
            "pattern": "^[a-z]{2}(_[A-Z]{2})?$"
          },
          "slug": {
            "type": "string",
            "minLength": 1,
            "maxLength": 100,
            "pattern": "^[a-z0-9]+(-[a-z0-9]+)*$"
          },
          "isActive": {
            "type": [
              "boolean",
              "null"
            ]
          },
          "properties": {
            "type": "object",
            "additionalProperties": false,
            "properties": {
              "design": {
                "type": "object",
                "additionalProperties": false,
                "properties": {
                  "theme": {
                    "type": [
                      "string",
                      "null"
                    ],
                    "maxLength": 50
                  },
                  "logoIdentifier": {
                    "type": [
                      "string",
                      "null"
                    ],
                    "maxLength": 255
                  },
                  "faviconIdentifier": {
                    "type": [
                      "string",
                      "null"
                    ],
                    "maxLength": 255
                  },
                  "primaryColor": {
                    "type": [
                      "string",
                      "null"
                    ],
                    "maxLength": 7,
                    "pattern": "^#[0-9A-Fa-f]{6}$"
                  },
                  "customCss": {
                    "type": [
                      "string",
                      "null"
                    ],
                    "maxLength": 20000
                  }
                }
              },
              "seo": {
                "type": "object",
                "additionalProperties": false,
                "properties": {
                  "title": {
                    "type": [
                      "string",
                      "null"
                    ],
                    "maxLength": 200
                  },
                  "titleSuffix": {
                    "type": [
                      "string",
                      "null"
                    ],
                    "maxLength": 100
                  },
                  "description": {
                    "type": [
                      "string",
                      "null"
                    ],
                    "maxLength": 500
                  },
                  "keywords": {
                    "type": [
                      "string",
                      "null"
                    ],
                    "maxLength": 500
                  },
                  "noIndex": {
                    "type": [
                      "boolean",
                      "null"
                    ]
                  },
                  "googleSiteVerification": {
                    "type": [
                      "string",
                      "null"
                    ],
                    "maxLength": 200
                  }
                }
              }
            }
          }
        },
        "required": [
          "name",
          "languageCode",
          "slug"
        ]
      },
      "uiSchema": {
        "isActive": {
          "ui:widget": "switch"
        },
        "properties": {
          "design": {
            "primaryColor": {
              "ui:placeholder": "resources.sites.fields.primaryColor"
            },
            "customCss": {
              "ui:widget": "textarea"
            }
          },
          "seo": {
            "description": {
              "ui:widget": "textarea"
            },
            "keywords": {
              "ui:widget": "textarea"
            },
            "noIndex": {
              "ui:widget": "switch"
            }
          }
        }
      },
      "fields": [
        "name",
        "languageCode",
        "slug",
        "isActive",
        "properties"
      ],
      "passthrough": [],
      "parts": [
        {
          "field": "properties.design",
          "permission": "cmsDesign"
        },
        {
          "field": "properties.seo",
          "permission": "cmsSeo"
        }
      ],
      "labels": {
        "name": "resources.sites.fields.name",
        "languageCode": "resources.sites.fields.languageCode",
        "slug": "resources.sites.fields.slug",
        "isActive": "resources.sites.fields.isActive",
        "properties": "resources.sites.fields.properties",
        "properties.design": "resources.sites.fields.design",
        "properties.design.theme": "resources.sites.fields.theme",
        "properties.design.logoIdentifier": "resources.sites.fields.logoIdentifier",
        "properties.design.faviconIdentifier": "resources.sites.fields.faviconIdentifier",
        "properties.design.primaryColor": "resources.sites.fields.primaryColor",
        "properties.design.customCss": "resources.sites.fields.customCss",
        "properties.seo": "resources.sites.fields.seo",
        "properties.seo.title": "resources.sites.fields.title",
        "properties.seo.titleSuffix": "resources.sites.fields.titleSuffix",
        "properties.seo.description": "resources.sites.fields.description",
        "properties.seo.keywords": "resources.sites.fields.keywords",
        "properties.seo.noIndex": "resources.sites.fields.noIndex",
        "properties.seo.googleSiteVerification": "resources.sites.fields.googleSiteVerification"
      },
      "titleKey": "resources.sites.dialogs.create",
      "buttonKey": "resources.sites.dialogs.createButton",
      "permission": "cms",
      "initialValues": {
        "isActive": false
      },
      "savedKey": "resources.sites.messages.saved",
      "saveFailedKey": "resources.sites.messages.saveFailed",
      "cancelledKey": "resources.sites.messages.createCancelled",
      "sendAsNull": [],
      "panes": [],
      "staleKey": "screens.dialog.stale"
    }
  }
};
