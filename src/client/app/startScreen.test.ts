import fs from "node:fs";
import { describe, expect, it } from "vitest";
import { parseMenu, visibleMenu, type MenuAccess, type MenuItem } from "./menu/menuItems.ts";
import { appRoutes } from "./routes.tsx";
import { permissionsOf } from "./session.tsx";
import { LANGUAGE_EDITORS } from "../../shared/permissions.ts";
import { menuRoutePaths, startScreenPath, type GatedRoute } from "./startScreen.ts";

// The session's own rules: the translation screens' gate (languageEditors) is met by a language right.
function access(permissions: string[], languagePermissions: string[] = []): MenuAccess {
  return permissionsOf(permissions, languagePermissions);
}

const menu = parseMenu(JSON.parse(fs.readFileSync(new URL("../../../public/menu.json", import.meta.url), "utf8")));
const startOf = (permissions: string[], languagePermissions: string[] = []) => {
  const account = access(permissions, languagePermissions);
  return startScreenPath(visibleMenu(menu, account), appRoutes, account);
};

describe("start screen of the real menu and screens", () => {
  it("is the dashboard for accounts that may open it", () => {
    expect(startOf(["all"])).toBe("/app/dashboard");
    expect(startOf(["dashboard", "cms"])).toBe("/app/dashboard");
  });

  it("is the first screen of the menu otherwise, never one the account may not open", () => {
    expect(startOf(["catalogOrder"])).toBe("/app/catalog-order");
    expect(startOf(["company"])).toBe("/app/company/locations");
    expect(startOf(["account", "catalogOrder"])).toBe("/app/administrators/accounts");
  });

  it("follows the menu for accounts of several areas", () => {
    expect(startOf(["meetingBooking", "cms"])).toBe("/app/meeting-booking");
    expect(startOf(["newsletterSubscription", "warranty"])).toBe("/app/newsletter-subscription");
    expect(startOf(["contact", "cms"])).toBe("/app/contacts");
  });

  it("is the translations for a translator", () => {
    expect(startOf([], ["sv"])).toBe("/app/cms/translations");
  });

  it("is not a translation screen for an account without a language right, 'all' included", () => {
    expect(startOf(["cms"])).toBe("/app/cms/sites");
    expect(startScreenPath(undefined, appRoutes, access(["manager"], []))).toBeUndefined();
    expect(access(["all"]).has(LANGUAGE_EDITORS)).toBe(false);
    expect(access([], ["sv"]).has(LANGUAGE_EDITORS)).toBe(true);
  });

  it("is nothing for an account that may open nothing", () => {
    expect(startOf([])).toBeUndefined();
    expect(startOf(["manager"])).toBeUndefined();
  });
});

describe("start screen rules", () => {
  const routes: GatedRoute[] = [
    { path: "/app/a", permission: "dashboard" },
    { path: "/app/b", permission: "company" },
  ];
  const items: MenuItem[] = [
    { id: "g", labelKey: "k", children: [{ id: "b", labelKey: "k", route: "/app/b", permission: "company" }] },
    { id: "a", labelKey: "k", route: "/app/a", permission: "dashboard" },
  ];

  it("follows the menu's order, children in place", () => {
    expect(menuRoutePaths(items)).toEqual(["/app/b", "/app/a"]);
    expect(startScreenPath(items, routes, access(["all"]))).toBe("/app/b");
  });

  it("prefers a built screen to a menu entry whose screen is not built yet", () => {
    const unbuilt: MenuItem[] = [{ id: "c", labelKey: "k", route: "/app/c", permission: "dashboard" }, ...items];
    expect(startScreenPath(unbuilt, routes, access(["dashboard"]))).toBe("/app/a");
  });

  it("checks a built screen's own permission, whatever the menu entry says", () => {
    const misgated: MenuItem[] = [{ id: "b", labelKey: "k", route: "/app/b" }, items[1]!];
    expect(startScreenPath(misgated, routes, access(["dashboard"]))).toBe("/app/a");
  });

  it("takes the screens' order when the menu failed to load", () => {
    expect(startScreenPath(undefined, routes, access(["company"]))).toBe("/app/b");
    expect(startScreenPath(undefined, routes, access([]))).toBeUndefined();
  });
});
