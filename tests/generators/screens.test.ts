import fs from "node:fs";
import path from "node:path";
import { describe, expect, it } from "vitest";
import {
  clientFilesAt,
  clientLocaleKeys,
  flattenKeys,
  generateScreens,
  screenFiles,
  ScreenGenerationError,
} from "../../generators/lib/screens.ts";

const root = path.resolve(import.meta.dirname, "../..");
const read = (file: string) => fs.readFileSync(path.join(root, file), "utf8");
const sitesYaml = read("screens/sites.screen.yaml");
const inputs = {
  contract: JSON.parse(read("src/shared/api/generated/openapi.gen.json")),
  locales: {
    en: flattenKeys(JSON.parse(read("src/client/screens/locales/en.json"))),
    sv_SE: flattenKeys(JSON.parse(read("src/client/screens/locales/sv_SE.json"))),
  },
  schema: JSON.parse(read("screens/screen.schema.json")),
};

/** The generator's error message for the sites screen with one edit applied. */
function failureOf(
  edit: (yaml: string) => string,
  original = sitesYaml,
  file = "screens/sites.screen.yaml",
  extra: Partial<Parameters<typeof generateScreens>[0]> = {},
): string {
  const text = edit(original);
  expect(text, "the edit must change the YAML").not.toBe(original);
  try {
    generateScreens({ ...inputs, ...extra, sources: [{ file, text }] });
  } catch (error) {
    expect(error).toBeInstanceOf(ScreenGenerationError);
    return (error as Error).message;
  }
  throw new Error("generation succeeded");
}

// The catalog requests screen: its texts live with its module, its extension is a file of it.
const catalogYaml = read("screens/catalog-orders.screen.yaml");
const catalogInputs = {
  locales: clientLocaleKeys(root),
  clientFiles: clientFilesAt(path.join(root, "src/client")),
};
const catalogFailureOf = (edit: (yaml: string) => string) =>
  failureOf(edit, catalogYaml, "screens/catalog-orders.screen.yaml", catalogInputs);

describe("screen generator", () => {
  it("turns the committed screens into exactly the committed files", () => {
    for (const file of screenFiles(root)) expect(read(file.path), file.path).toBe(file.content);
  });

  it("emits a typed config with defaults filled, the engine's index and a registry entry", () => {
    const files = generateScreens({ ...inputs, sources: [{ file: "screens/sites.screen.yaml", text: sitesYaml }] });
    expect(files.map((f) => f.path)).toEqual([
      "src/client/screens/generated/sites.screen.gen.ts",
      "src/client/screens/generated/sites.validators.gen.ts",
      "src/client/screens/generated/configs.gen.ts",
      "src/client/app/generated/registry.gen.ts",
    ]);
    const [config, validators, configs, registry] = files.map((f) => f.content);
    // The dialogs' form validators are compiled here and handed to the config, never compiled in the page.
    expect(config).toContain('import { formValidators } from "./sites.validators.gen.ts";');
    expect(config).toMatch(/export const sitesScreen: ScreenConfig = \{\n {2}formValidators,/);
    expect(validators).toContain("export const formValidators = {");
    expect(config).toMatch(/^\/\/ DO NOT EDIT: generated from screens\/sites\.screen\.yaml by `npm run gen`\./);
    expect(config).toContain('"path": "/cms/sites/{id}"');
    expect(config).toContain('"labelKey": "resources.sites.fields.name"');
    expect(registry).toContain('path: "/app/cms/sites", permission: "cms", titleKey: "resources.sites.title", stateName: "app.cms.sites"');
    // The engine's index names configs only; the app's registry adds the screen's extension.
    expect(configs).toContain('sites: () => import("./sites.screen.gen.ts").then((m) => m.sitesScreen),');
    expect(configs).not.toContain("modules/");
    expect(registry).toContain(
      'load: () => tableScreen("sites", () => import("../../modules/sites/useSitesExtension.ts").then((m) => m.useSitesExtension))',
    );
  });

  it("fails on a typo'd column field, naming file, place and the likely field", () => {
    const message = failureOf((y) => y.replace("{ field: name, sortable: true }", "{ field: nmae, sortable: true }"));
    expect(message).toContain(
      "screens/sites.screen.yaml: columns[1].field: 'nmae' is not a field of the rows of getSitesPage (Site) (did you mean 'name'?)",
    );
  });

  it("makes the form require the fields a dialog lists as required, and only shown ones", () => {
    const files = generateScreens({ ...inputs, sources: [{ file: "screens/sites.screen.yaml", text: sitesYaml }] });
    expect(files[0]!.content).toMatch(/"operationId": "updateSite"[\s\S]*?"required": \[\s*"name",\s*"languageCode",\s*"slug"\s*\]/);
    expect(failureOf((y) => y.replace("required: [name, languageCode, slug]", "required: [name, frontpage]"))).toContain(
      "dialogs.edit.required: 'frontpage' is not a shown field",
    );
  });

  it("fails on a typo'd operation", () => {
    expect(failureOf((y) => y.replace("operationId: getSitesPage", "operationId: getSitePage"))).toContain(
      "list.operationId: operation 'getSitePage' is not in openapi/ (did you mean 'getSitesPage'?)",
    );
    expect(failureOf((y) => y.replace("operationId: updateSite", "operationId: updateSight"))).toContain(
      "dialogs.edit.operationId: operation 'updateSight' is not in openapi/",
    );
  });

  it("fails on sort fields, filter keys and schema components the contract does not have", () => {
    expect(failureOf((y) => y.replace("{ field: slug, sortable: true }", "{ field: frontpage, sortable: true }"))).toContain(
      "columns[2].sortable: getSitesPage cannot sort by 'frontpage'",
    );
    expect(failureOf((y) => y.replace("defaultSort: { field: languageCode", "defaultSort: { field: langaugeCode"))).toContain(
      "defaultSort.field: getSitesPage cannot sort by 'langaugeCode'",
    );
    expect(failureOf((y) => y.replace("key: search", "key: serch"))).toContain(
      "filters[0].key: 'serch' is not a filter of getSitesPage (x-filters: search, isActive) (did you mean 'search'?)",
    );
    expect(failureOf((y) => y.replace("schema: SiteInput", "schema: Site"))).toContain(
      "dialogs.edit.schema: 'Site' is not the request body of updateSite (SiteInput)",
    );
    expect(failureOf((y) => y.replace("fields: [name, languageCode, slug, isActive, properties]", "fields: [name, langCode]"))).toContain(
      "dialogs.edit.fields: 'langCode' is not a field of SiteInput",
    );
    expect(failureOf((y) => y.replace("primaryColor: {", "primaryColour: {"))).toContain(
      "dialogs.edit.uiSchema.properties.design.primaryColour: not a field of the form (did you mean 'primaryColor'?)",
    );
  });

  it("fails on schema violations, missing translations and a wrong permission", () => {
    expect(failureOf((y) => y.replace("format: boolean", "format: yesno"))).toContain(
      "/columns/3/format must be equal to one of the allowed values: text, date, datetime, boolean, number, enum",
    );
    expect(failureOf((y) => y.replace("titleKey: resources.sites.title", "titleKey: resources.sites.titel"))).toContain(
      "i18n key 'resources.sites.titel' is missing in src/client/**/locales/en.json (did you mean 'resources.sites.title'?)",
    );
    expect(failureOf((y) => y.replace("permission: cms\nmenu", "permission: dashboard\nmenu"))).toContain(
      "permission: permission 'dashboard' cannot call getSitesPage (it needs cms)",
    );
    expect(failureOf((y) => y.replace("resource: sites", "resource: site"))).toContain("resource 'site' must match the file name 'sites'");
    expect(failureOf(() => "resource: [")).toContain("is not valid YAML");
  });

  it("lists every problem of a screen in one run", () => {
    const message = failureOf((y) => y.replace("{ field: name,", "{ field: nmae,").replace("key: search", "key: serch"));
    // The column's default label key resources.sites.fields.nmae is missing in both languages too.
    expect(message).toMatch(/^Screen generation failed \(4 problems\):/);
    expect(message).toContain("columns[1].field: 'nmae'");
    expect(message).toContain("filters[0].key: 'serch'");
  });

  it("names a kebab-case file's screen in camelCase and loads its extension with it", () => {
    const files = generateScreens({
      ...inputs,
      ...catalogInputs,
      sources: [{ file: "screens/catalog-orders.screen.yaml", text: catalogYaml }],
    });
    expect(files.map((f) => f.path)).toEqual([
      "src/client/screens/generated/catalogOrders.screen.gen.ts",
      "src/client/screens/generated/catalogOrders.validators.gen.ts",
      "src/client/screens/generated/configs.gen.ts",
      "src/client/app/generated/registry.gen.ts",
    ]);
    const [config, , , registry] = files.map((f) => f.content);
    expect(registry).toContain(
      'tableScreen("catalogOrders", () => import("../../modules/catalog/useCatalogOrdersExtension.tsx").then((m) => m.useCatalogOrdersExtension))',
    );
    expect(config).toContain('"sendAsNull": [\n        "status",');
    expect(config).toContain('"staleKey": "resources.catalogOrders.messages.stale"');
    expect(config).toContain('"path": "/rest/catalog/catalog-orders/{id}"');
  });

  it("fails on an extension that is missing or does not export its hook", () => {
    expect(catalogFailureOf((y) => y.replace("useCatalogOrdersExtension.tsx", "useCatalogExtension.tsx"))).toContain(
      "extension: there is no src/client/modules/catalog/useCatalogExtension.tsx",
    );
    const withoutHook = failureOf(
      (y) => y.replace("pageSize: 100", "pageSize: 100 # unchanged"),
      catalogYaml,
      "screens/catalog-orders.screen.yaml",
      { ...catalogInputs, clientFiles: { read: () => "export function useSomethingElse() {}", list: () => [] } },
    );
    expect(withoutHook).toContain(
      "extension: src/client/modules/catalog/useCatalogOrdersExtension.tsx does not export useCatalogOrdersExtension",
    );
    expect(catalogFailureOf((y) => y.replace("extension: modules/catalog/useCatalogOrdersExtension.tsx\n", ""))).toContain(
      "rowActions[1].run: the screen has no extension to run 'ruleTest'",
    );
  });

  it("reads an operation answering an array as an unpaged list, its search as a query parameter", () => {
    const accountsInputs = {
      ...catalogInputs,
      sources: [{ file: "screens/accounts.screen.yaml", text: read("screens/accounts.screen.yaml") }],
    };
    const config = generateScreens({ ...inputs, ...accountsInputs })[0]!.content;
    expect(config).toContain('"isPaged": false');
    expect(config).toContain('"isParameter": true');
    expect(config).toContain('"toolbarActions": [\n    {\n      "id": "create",');
  });

  it("fails on a missing text of the module's own, not only on resources.* and screens.* keys", () => {
    expect(
      failureOf(
        (y) => y.replace("labelKey: accounts.list.search", "labelKey: accounts.list.serch"),
        read("screens/accounts.screen.yaml"),
        "screens/accounts.screen.yaml",
        catalogInputs,
      ),
    ).toContain("i18n key 'accounts.list.serch' is missing in src/client/**/locales/en.json");
  });

  it("fails on an unpaged list's sort, a parameter the operation lacks and a sortField of a column it cannot sort", () => {
    const accountsYaml = read("screens/accounts.screen.yaml");
    const accountsFailureOf = (edit: (yaml: string) => string) =>
      failureOf(edit, accountsYaml, "screens/accounts.screen.yaml", catalogInputs);
    expect(accountsFailureOf((y) => y.replace("{ field: email,", "{ field: email, sortable: true,"))).toContain(
      "columns[1].sortable: listAccounts cannot sort by 'email' (its sort parameter allows nothing)",
    );
    expect(accountsFailureOf((y) => y.replace("columns:", "defaultSort: { field: email, direction: asc }\ncolumns:"))).toContain(
      "defaultSort: listAccounts answers every row at once, in its own order",
    );
    expect(accountsFailureOf((y) => y.replace("key: query,", "key: search,"))).toContain(
      "filters[0].key: listAccounts takes no query parameter 'search'",
    );
    expect(accountsFailureOf((y) => y.replace("widget: text, parameter: true,", "widget: text,"))).toContain(
      "filters[0].key: listAccounts declares no x-filters in openapi/, so 'query' cannot be checked",
    );
    const locationsYaml = read("screens/company-locations.screen.yaml");
    const locationsFailureOf = (edit: (yaml: string) => string) =>
      failureOf(edit, locationsYaml, "screens/company-locations.screen.yaml", catalogInputs);
    expect(locationsFailureOf((y) => y.replace("sortField: zipCode,", "sortField: zip,"))).toContain(
      "columns[3].sortable: getLocationsPage cannot sort by 'zip'",
    );
    expect(locationsFailureOf((y) => y.replace("sortField: city, sortable: true,", "sortField: city,"))).toContain(
      "columns[4].sortField: the column is not sortable",
    );
    expect(locationsFailureOf((y) => y.replace("key: search, widget: text,", "key: search, widget: text, parameter: true,"))).toContain(
      "filters[0].key: getLocationsPage takes no query parameter 'search'",
    );
  });

  it("sorts by the operation's own sort parameters (list.sortParameters), checked against the contract", () => {
    const historyYaml = read("screens/media-history.screen.yaml");
    const historyFailureOf = (edit: (yaml: string) => string) =>
      failureOf(edit, historyYaml, "screens/media-history.screen.yaml", catalogInputs);
    // The config carries the names, and the default sort is the parameters' defaults (orderDate, desc).
    const [config] = generateScreens({
      ...inputs,
      ...catalogInputs,
      sources: [{ file: "screens/media-history.screen.yaml", text: historyYaml }],
    });
    expect(config!.content).toContain('"sortParameters": {\n      "sort": "orderByAlias",\n      "direction": "order"\n    }');
    expect(config!.content).toContain('"defaultSort": {\n    "field": "orderDate",\n    "direction": "desc"\n  }');
    // The sort enum is the named parameter's: email is not one of listMediaOrders' fields.
    expect(historyFailureOf((y) => y.replace("{ field: email, width: 220 }", "{ field: email, width: 220, sortable: true }"))).toContain(
      "columns[1].sortable: listMediaOrders cannot sort by 'email' (its sort parameter allows id, name, status, createdAt, orderDate, totalDownloads)",
    );
    expect(historyFailureOf((y) => y.replace("sort: orderByAlias,", "sort: orderBy,"))).toContain(
      "list.sortParameters.sort: 'orderBy' is not a query parameter of listMediaOrders",
    );
    expect(historyFailureOf((y) => y.replace("direction: order }", "direction: count }"))).toContain(
      "list.sortParameters.direction: 'count' of listMediaOrders must take exactly asc and desc",
    );
    expect(historyFailureOf((y) => y.replace("sort: orderByAlias,", "sort: count,"))).toContain(
      "list.sortParameters.sort: 'count' of listMediaOrders has no enum of fields",
    );
    // Without the names the engine would send sort, which listMediaOrders does not take.
    expect(historyFailureOf((y) => y.replace("  sortParameters: { sort: orderByAlias, direction: order }\n", ""))).toContain(
      "columns[0].sortable: listMediaOrders cannot sort by 'name' (its sort parameter allows nothing)",
    );
  });

  it("fixes a list operation's path parameter per screen (list.parameters), checked against the parameter's schema", () => {
    const quotesYaml = read("screens/partner-orders-waiting.screen.yaml");
    const file = "screens/partner-orders-waiting.screen.yaml";
    const config = generateScreens({ ...inputs, ...catalogInputs, sources: [{ file, text: quotesYaml }] })[0]!.content;
    expect(config).toContain('"path": "/partner-order/quote/table/{status}"');
    expect(config).toMatch(/"parameters": \{\n\s+"path": \{\n\s+"status": "waiting"\n\s+\},\n\s+"query": \{\}/);
    const quotesFailureOf = (edit: (yaml: string) => string) => failureOf(edit, quotesYaml, file, catalogInputs);
    expect(quotesFailureOf((y) => y.replace("  parameters: { status: waiting }\n", ""))).toContain(
      "list.parameters: listQuotesByStatus needs a value for its path parameter 'status'",
    );
    expect(quotesFailureOf((y) => y.replace("{ status: waiting }", "{ status: archived }"))).toContain(
      'list.parameters.status: "archived" does not fit the parameter\'s schema (one of new, waiting, ordered)',
    );
    expect(quotesFailureOf((y) => y.replace("{ status: waiting }", "{ status: waiting, stauts: new }"))).toContain(
      "list.parameters.stauts: 'stauts' is not a parameter of listQuotesByStatus a screen may fix (did you mean 'status'?)",
    );
    expect(quotesFailureOf((y) => y.replace("{ status: waiting }", "{ status: waiting, page: 2 }"))).toContain(
      "list.parameters.page: 'page' is not a parameter of listQuotesByStatus a screen may fix",
    );
  });

  it("emits a table screen's sub-routes into its config and the registry, reading a page-or-array answer as its page", () => {
    const contactsYaml = read("screens/contacts.screen.yaml");
    const file = "screens/contacts.screen.yaml";
    const files = generateScreens({ ...inputs, ...catalogInputs, sources: [{ file, text: contactsYaml }] });
    const [config] = files.map((f) => f.content);
    const registry = files.find((f) => f.path.endsWith("registry.gen.ts"))!.content;
    expect(config).toContain('"isPaged": true');
    expect(config).toMatch(/"routes": \[\n\s+\{\n\s+"id": "view",\n\s+"path": "view\/\{id\}",\n\s+"params": \[\n\s+"id"\n\s+\]/);
    expect(registry).toContain(
      'subRoutes: [{"path":"/app/contacts/view/:id","stateName":"app.contacts.view"},{"path":"/app/contacts/create","stateName":"app.contacts.create"},{"path":"/app/contacts/edit/:id","stateName":"app.contacts.edit"}]',
    );
    const contactsFailureOf = (edit: (yaml: string) => string) => failureOf(edit, contactsYaml, file, catalogInputs);
    expect(contactsFailureOf((y) => y.replace('path: "view/{id}"', 'path: "view/{id}/{id}"'))).toContain(
      "routes[0].path: the parameter 'id' is named twice",
    );
    expect(contactsFailureOf((y) => y.replace('{ id: view, path: "view/{id}" }', '{ id: edit, path: "edit/{key}" }'))).toContain(
      "routes: two routes have the id 'edit'",
    );
    expect(contactsFailureOf((y) => y.replace('{ id: view, path: "view/{id}" }', '{ id: view, path: "edit/{key}" }'))).toContain(
      "routes: two routes have the path 'edit/{}'",
    );
    expect(contactsFailureOf((y) => y.replace('path: "view/{id}"', 'path: "View/{id}"'))).toContain("/routes/0/path must match pattern");
    // A sub-route is a route of the app: another screen may not have it.
    const clash = read("screens/geographic-areas.screen.yaml").replace(/\nroute: .*\n/, "\nroute: /app/contacts/create\n");
    expect(() =>
      generateScreens({
        ...inputs,
        ...catalogInputs,
        sources: [
          { file, text: contactsYaml },
          { file: "screens/geographic-areas.screen.yaml", text: clash },
        ],
      }),
    ).toThrow("two screens use the route /app/contacts/create");
  });

  it("fails on enum labels, null fields, panes, delete and reload that do not fit the contract", () => {
    expect(catalogFailureOf((y) => y.replace("      sleepmask: resources", "      sleepmask2: resources"))).toContain(
      "columns[7].enumLabels: 'sleepmask2' is not a value of the field",
    );
    expect(catalogFailureOf((y) => y.replace("sendAsNull: [status,", "sendAsNull: [street, status,"))).toContain(
      "dialogs.edit.sendAsNull: 'street' of CatalogOrderInput cannot be null",
    );
    expect(
      catalogFailureOf((y) =>
        y.replace(
          "fields: [firstname, lastname, email, phone, street, apartmentNumber, zipCode, city, region, country, offers] }",
          "fields: [firstname] }",
        ),
      ),
    ).toContain(
      "dialogs.edit.panes: 'lastname', 'email', 'phone', 'street', 'apartmentNumber', 'zipCode', 'city', 'region', 'country', 'offers' in no pane",
    );
    expect(catalogFailureOf((y) => y.replace("operationId: deleteCatalogOrder", "operationId: getCatalogOrder"))).toContain(
      "dialogs.edit.delete.operationId: getCatalogOrder is a GET, deleting needs a DELETE",
    );
    expect(
      catalogFailureOf((y) => y.replace("reload: { operationId: getCatalogOrder }", "reload: { operationId: getSitesPage }")),
    ).toContain("dialogs.edit.reload.operationId: permission 'catalogOrder' cannot call getSitesPage");
    expect(catalogFailureOf((y) => y.replace("operationId: sendCatalogOrders", "operationId: sendCatalogOrder"))).toContain(
      "selectionActions[0].operationId: operation 'sendCatalogOrder' is not in openapi/",
    );
  });
});

describe("a date range filter", () => {
  const file = "screens/media-history.screen.yaml";
  const historyYaml = read(file);
  const historyFailureOf = (edit: (yaml: string) => string) => failureOf(edit, historyYaml, file, catalogInputs);
  const RANGE = "{ key: orderDate, widget: dateRange, from: orderDateFrom, to: orderDateTo }";
  const withRange = (change: string) => (y: string) => y.replace(RANGE, change);

  it("emits the filter keys of its first and last day, labelled after its key", () => {
    const [config] = generateScreens({ ...inputs, ...catalogInputs, sources: [{ file, text: historyYaml }] }).map((f) => f.content);
    expect(config).toMatch(
      /"key": "orderDate",\n\s+"labelKey": "resources\.mediaHistory\.fields\.orderDate",\n\s+"widget": "dateRange",\n\s+"range": \{\n\s+"from": "orderDateFrom",\n\s+"to": "orderDateTo"\n\s+\}/,
    );
  });

  it("fails on a key the operation does not filter by, or one that is not a day", () => {
    expect(historyFailureOf(withRange("{ key: orderDate, widget: dateRange, from: orderDateFrm, to: orderDateTo }"))).toContain(
      "filters[2].from: 'orderDateFrm' is not a filter of listMediaOrders (x-filters: name, status, orderDateFrom, orderDateTo) (did you mean 'orderDateFrom'?)",
    );
    expect(historyFailureOf(withRange("{ key: orderDate, widget: dateRange, from: orderDateFrom, to: name }"))).toContain(
      "filters[2].to: the filter 'name' of listMediaOrders is not a day (YYYY-MM-DD)",
    );
    expect(
      historyFailureOf(withRange("{ key: orderDate, widget: dateRange, from: orderDateFrom, to: orderDateTo, parameter: true }")),
    ).toContain("filters[2].from.key: listMediaOrders takes no query parameter 'orderDateFrom'");
  });

  it("fails on a missing end, one key for both, a default, options, and days on another widget", () => {
    expect(historyFailureOf(withRange("{ key: orderDate, widget: dateRange, from: orderDateFrom }"))).toContain(
      "/filters/2 must have required property 'to'",
    );
    const same = historyFailureOf(withRange("{ key: orderDate, widget: dateRange, from: orderDateFrom, to: orderDateFrom }"));
    expect(same).toContain("filters[2]: from and to must be two keys");
    expect(same).toContain("filters: two filters set 'orderDateFrom'");
    expect(historyFailureOf(withRange(`${RANGE.slice(0, -2)}, default: "2026-01-01" }`))).toContain(
      "filters[2].default: a dateRange filter starts empty",
    );
    const options = "options: { source: static, values: [{ value: x, labelKey: resources.mediaHistory.fields.name }] }";
    expect(historyFailureOf(withRange(`${RANGE.slice(0, -2)}, ${options} }`))).toContain(
      "filters[2].options: a dateRange filter has no options",
    );
    expect(historyFailureOf((y) => y.replace("{ key: name, widget: text,", "{ key: name, widget: text, from: orderDateFrom,"))).toContain(
      "filters[0]: from and to belong to a dateRange filter, not a text one",
    );
  });
});
