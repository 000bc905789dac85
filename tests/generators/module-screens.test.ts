import fs from "node:fs";
import path from "node:path";
import { describe, expect, it } from "vitest";
import { parseMenu, type MenuItem } from "../../src/client/app/menu/menuItems.ts";
import {
  clientFilesAt,
  clientLocaleKeys,
  generateScreens,
  ScreenGenerationError,
  type ScreenInputs,
} from "../../generators/lib/screens.ts";

/** Module screens, menu entries and the one registry, on the committed screens, menu and modules. */
const root = path.resolve(import.meta.dirname, "../..");
const read = (file: string) => fs.readFileSync(path.join(root, file), "utf8");
const menu = parseMenu(JSON.parse(read("public/menu.json")));
const inputs: Omit<ScreenInputs, "sources"> = {
  contract: JSON.parse(read("src/shared/api/generated/openapi.gen.json")),
  locales: clientLocaleKeys(root),
  schema: JSON.parse(read("screens/screen.schema.json")),
  menu,
  clientFiles: clientFilesAt(path.join(root, "src/client")),
};
const yamlOf = (name: string) => ({ file: `screens/${name}.screen.yaml`, text: read(`screens/${name}.screen.yaml`) });

/** The generator's message for one screen with one edit applied (and other inputs, if given). */
function failureOf(name: string, edit: (yaml: string) => string, extra: Partial<ScreenInputs> = {}): string {
  const { file, text } = yamlOf(name);
  const edited = edit(text);
  expect(edited, "the edit must change the YAML").not.toBe(text);
  try {
    generateScreens({ ...inputs, ...extra, sources: [{ file, text: edited }] });
  } catch (error) {
    expect(error).toBeInstanceOf(ScreenGenerationError);
    return (error as Error).message;
  }
  throw new Error("generation succeeded");
}

/** public/menu.json with one item changed. */
function menuWith(id: string, change: Partial<MenuItem>): MenuItem[] {
  const edit = (items: readonly MenuItem[]): MenuItem[] =>
    items.map((item) => ({ ...item, ...(item.id === id ? change : {}), ...(item.children ? { children: edit(item.children) } : {}) }));
  return edit(menu);
}

describe("module screens", () => {
  it("registers a module screen's component with its route, title, permission and state name", () => {
    const files = generateScreens({ ...inputs, sources: [yamlOf("region-groups"), yamlOf("dashboard")] });
    // No table screen: the engine's index is empty, the registry needs no engine.
    expect(files.map((f) => f.path)).toEqual(["src/client/screens/generated/configs.gen.ts", "src/client/app/generated/registry.gen.ts"]);
    const registry = files[1]!.content;
    expect(registry).not.toContain("screens/registry.ts");
    expect(registry).toContain(
      '{ resource: "regionGroups", kind: "module", path: "/app/administrators/region-groups", permission: "account", titleKey: "regionGroups.title", stateName: "app.administrators.region-groups", load: () => import("../../modules/region-groups/RegionGroupsScreen.tsx").then((m) => m.RegionGroupsScreen) },',
    );
    // Menu order (the dashboard comes before region groups), the spec's state name where the YAML gives one.
    expect(registry.indexOf('resource: "dashboard"')).toBeLessThan(registry.indexOf('resource: "regionGroups"'));
    expect(registry).toContain('stateName: "app.dashboard.view"');
  });

  it("fails on a screen whose operation needs a permission the screen does not require", () => {
    expect(
      failureOf("region-groups", (y) => y.replace("  - updateAccount", "  - { operationId: updateAccount, permission: company }")),
    ).toContain("screens/region-groups.screen.yaml: operations[5]: permission 'company' cannot call updateAccount (it needs account)");
    expect(
      failureOf("dashboard", (y) => y.replace("permission: dashboard", "permission: company").replace("menu: dashboard\n", "")),
    ).toContain("operations[0]: permission 'company' cannot call getCatalogRequestsPerInterval (it needs dashboard)");
    expect(failureOf("dashboard", (y) => y.replace("  - getApdexReport", "  - getApdexReprot"))).toContain(
      "operations[2]: operation 'getApdexReprot' is not in openapi/ (did you mean 'getApdexReport'?)",
    );
  });

  it("fails on an operation the module calls but does not list, so its permission is checked too", () => {
    expect(failureOf("dashboard", (y) => y.replace("  - getApdexReport\n", ""))).toContain(
      "operations: src/client/modules/dashboard/useDashboardReports.ts calls getApdexReport; list it (with the permission it is called with)",
    );
  });

  it("fails on a component that is missing or not exported under the file's name", () => {
    expect(failureOf("region-groups", (y) => y.replace("RegionGroupsScreen.tsx", "RegionGroupScreen.tsx"))).toContain(
      "module: there is no src/client/modules/region-groups/RegionGroupScreen.tsx",
    );
    const other = { read: () => "export function Something() {}", list: () => [] };
    expect(failureOf("region-groups", (y) => y.replace("# Region groups", "# The region groups"), { clientFiles: other })).toContain(
      "module: src/client/modules/region-groups/RegionGroupsScreen.tsx does not export RegionGroupsScreen",
    );
  });

  it("reads a module one folder down only in its own folder, beside another screen's part of the module", () => {
    // The order form sits in partner-orders/order-form/, the quote tables' extension in partner-orders/quotes/.
    const registry = generateScreens({ ...inputs, sources: [yamlOf("partner-orders-order-form")] }).at(-1)!.content;
    expect(registry).toContain('import("../../modules/partner-orders/order-form/OrderFormScreen.tsx").then((m) => m.OrderFormScreen)');
    expect(failureOf("partner-orders-order-form", (y) => y.replace("  - deleteOrderFormTemplateProperty\n", ""))).toContain(
      "operations: src/client/modules/partner-orders/order-form/usePropertyDialog.ts calls deleteOrderFormTemplateProperty",
    );
    expect(failureOf("partner-orders-order-form", (y) => y.replace("order-form/OrderFormScreen", "a/b/OrderFormScreen"))).toContain(
      "/module must match pattern",
    );
  });

  it("fails on a module screen's missing title and on fields of a table screen", () => {
    expect(failureOf("dashboard", (y) => y.replace("titleKey: dashboard.title", "titleKey: dashboard.titel"))).toContain(
      "titleKey: i18n key 'dashboard.titel' is missing",
    );
    expect(failureOf("dashboard", (y) => `${y}pageSize: 100\n`)).toContain("(top) must NOT have additional properties");
    expect(failureOf("dashboard", (y) => y.replace("kind: module\n", ""))).toContain("(top) must have required property 'kind'");
  });
});

describe("table screens with an extension", () => {
  it("registers the engine with the screen's extension and the spec's state name", () => {
    const files = generateScreens({ ...inputs, sources: [yamlOf("company-locations"), yamlOf("accounts")] });
    const registry = files.at(-1)!.content;
    expect(registry).toContain(
      '{ resource: "companyLocations", kind: "table", path: "/app/company/locations", permission: "company", titleKey: "companyLocations.title", stateName: "app.company.location.list", load: () => tableScreen("companyLocations", () => import("../../modules/company-locations/useCompanyLocationsExtension.tsx").then((m) => m.useCompanyLocationsExtension)) },',
    );
    expect(registry.indexOf('resource: "accounts"')).toBeLessThan(registry.indexOf('resource: "companyLocations"'));
  });

  it("fails on an operation the extension's folder calls that the YAML names nowhere", () => {
    expect(failureOf("accounts", (y) => y.replace("  - getPortalAccount\n", ""))).toContain(
      "operations: src/client/modules/accounts/usePortalLink.ts calls getPortalAccount; list it (with the permission it is called with)",
    );
    // Named by an action, a call needs no line of its own.
    expect(failureOf("accounts", (y) => y.replace(", operationId: deleteAccount }", " }"))).toContain(
      "operations: src/client/modules/accounts/useAccountDelete.ts calls deleteAccount",
    );
  });

  it("fails on an extension's operation that the screen's permission cannot call", () => {
    expect(
      failureOf("company-locations", (y) => y.replace("{ operationId: addLocationManager, permission: manager }", "addLocationManager")),
    ).toContain(
      "screens/company-locations.screen.yaml: operations[6]: permission 'company' cannot call addLocationManager (it needs manager)",
    );
    expect(
      failureOf("company-locations", (y) =>
        y.replace("permission: manager, operationId: listLocationManagers", "operationId: listLocationManagers"),
      ),
    ).toContain("rowActions[1].operationId: permission 'company' cannot call listLocationManagers (it needs manager)");
    expect(
      failureOf("accounts", (y) => y.replace("operationId: createAccount }", "operationId: createAccount, permission: company }")),
    ).toContain("toolbarActions[0].operationId: permission 'company' cannot call createAccount (it needs account)");
  });
});

describe("menu entries", () => {
  it("fails on an entry that opens another route or is gated by another permission than the route", () => {
    const message = failureOf("sites", (y) => y.replace("menu: sites", "menu: catalogRequests"));
    expect(message).toContain("menu: the item 'catalogRequests' opens /app/catalog-order, not the screen's route /app/cms/sites");
    expect(message).toContain("menu: the item 'catalogRequests' is shown to 'catalogOrder' but the route needs 'cms'");
    expect(failureOf("sites", (y) => y.replace("menu: sites", "menu: site"))).toContain(
      "menu: public/menu.json has no item 'site' (did you mean 'sites'?)",
    );
  });

  it("fails when the menu's gating and the route's permission differ, the entry's or a group's", () => {
    const unchanged = (y: string) => y.replace("# Sites of", "# The sites of");
    expect(failureOf("sites", unchanged, { menu: menuWith("sites", { permission: "cmsSeo" }) })).toContain(
      "menu: the item 'sites' is shown to 'cmsSeo' but the route needs 'cms'",
    );
    expect(failureOf("sites", unchanged, { menu: menuWith("website", { permission: "media" }) })).toContain(
      "menu: the group 'website' of the item 'sites' is shown to 'media', so accounts with 'cms' would not see the screen",
    );
    expect(
      failureOf("dashboard", (y) => y.replace("# The dashboard", "# Dashboard"), {
        menu: menuWith("dashboard", { permission: undefined }),
      }),
    ).toContain("menu: the item 'dashboard' is shown to everyone but the route needs 'dashboard'");
  });

  it("fails on a menu entry opening a screen that does not name it", () => {
    expect(failureOf("sites", (y) => y.replace("menu: sites\n", ""))).toContain(
      "screens/sites.screen.yaml: menu: public/menu.json's item 'sites' opens this screen; name it (menu: sites)",
    );
  });
});

describe("module screens with path parameters", () => {
  const editor = "cms-page-editor";

  it("routes {id} as react-router's :id, types the component for it and sends the older address on", () => {
    const registry = generateScreens({ ...inputs, sources: [yamlOf(editor)] }).at(-1)!.content;
    expect(registry).toContain('import { withRouteParams } from "../screenParams.tsx";');
    expect(registry).toContain(
      'path: "/app/cms/content/page/:id", permission: "cms", titleKey: "cmsPageEditor.title", stateName: "app.cms.content.page", params: ["id"], redirects: [{"path":"/app/cms/content/page","query":{"id":"id"}}], load: () => import("../../modules/cms-page-editor/CmsPageEditorScreen.tsx").then((m) => withRouteParams<"id">(m.CmsPageEditorScreen)) },',
    );
    // Screens without parameters need no typing of their own.
    const plain = generateScreens({ ...inputs, sources: [yamlOf("dashboard")] }).at(-1)!.content;
    expect(plain).not.toContain("withRouteParams");
  });

  it("fails on a parameter named twice, a menu entry on a route with parameters and a misspelt route", () => {
    expect(failureOf(editor, (y) => y.replace("route: /app/cms/content/page/{id}", "route: /app/cms/{id}/page/{id}"))).toContain(
      "route: the parameter 'id' is named twice",
    );
    expect(failureOf(editor, (y) => y.replace("permission: cms\n", "permission: cms\nmenu: cmsContent\n"))).toContain(
      "menu: the route /app/cms/content/page/{id} has parameters; a menu entry has no values for them",
    );
    expect(failureOf(editor, (y) => y.replace("page/{id}", "page/{page-id}"))).toContain("/route must match pattern");
    expect(failureOf(editor, (y) => y.replace("route: /app/cms/content/page/{id}", "route: /app/{id}"))).toContain(
      "/route must match pattern",
    );
  });

  it("fails on a redirect that names another parameter, misses one, names one twice or is the route itself", () => {
    expect(failureOf(editor, (y) => y.replace("page?id={id}", "page?id={pageId}"))).toContain(
      "redirects[0]: 'pageId' is not a parameter of the route /app/cms/content/page/{id}",
    );
    expect(failureOf(editor, (y) => y.replace("page?id={id}", "page?id={pageId}"))).toContain(
      "redirects[0]: names no value for the route's parameter 'id'",
    );
    expect(failureOf(editor, (y) => y.replace("page?id={id}", "page/{id}?id={id}"))).toContain(
      "redirects[0]: the parameter 'id' is named twice",
    );
    expect(failureOf(editor, (y) => y.replace("page?id={id}", "page/{key}?x={id}"))).toContain(
      "redirects[0]: /app/cms/content/page/{key} is the route itself",
    );
    expect(failureOf(editor, (y) => y.replace("page?id={id}", "page?id=7"))).toContain("/redirects/0 must match pattern");
  });

  it("fails on a redirect at another screen's route", () => {
    const clash = read(`screens/${editor}.screen.yaml`).replace("/app/cms/content/page?id={id}", "/app/cms/sites?id={id}");
    expect(() =>
      generateScreens({ ...inputs, sources: [yamlOf("sites"), { file: `screens/${editor}.screen.yaml`, text: clash }] }),
    ).toThrow("two screens use the route /app/cms/sites");
  });
});
