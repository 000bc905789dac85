import fs from "node:fs";
import { describe, expect, it } from "vitest";
import { LANGUAGES } from "../languages.ts";
import { appRoutes } from "../routes.tsx";
import { parseMenu, type MenuItem } from "./menuItems.ts";
import { MENU_TITLE_EXCEPTIONS } from "./menuTitleExceptions.ts";

/**
 * One term per thing in each language: a menu entry and the screen it opens say the same, and so
 * do an area's menu entry, the permission that gates it and the dashboard's charts of it.
 */
const menu = parseMenu(JSON.parse(fs.readFileSync(new URL("../../../../public/menu.json", import.meta.url), "utf8")));
const texts = Object.fromEntries(
  LANGUAGES.map(({ code }) => [
    code,
    JSON.parse(fs.readFileSync(new URL(`../../../../public/i18n/${code}.json`, import.meta.url), "utf8")) as unknown,
  ]),
);
const text = (language: string, key: string): string => {
  const value = key.split(".").reduce<unknown>((node, part) => (node as Record<string, unknown> | undefined)?.[part], texts[language]);
  if (typeof value !== "string") throw new Error(`No text ${key} in ${language}`);
  return value;
};
const all = (items: readonly MenuItem[]): MenuItem[] => items.flatMap((item) => [item, ...all(item.children ?? [])]);

/** Permissions the spec names differently from the menu area they gate (code → why). */
const PERMISSION_NAME_EXCEPTIONS: Readonly<Record<string, string>> = {
  coper: "spec part 1 section 6 names the permission 'Coper'; its menu area is Partner Orders",
};

describe.each(LANGUAGES.map(({ code }) => code))("words in %s", (language) => {
  it("titles every screen of the menu with its menu label", () => {
    const pairs = all(menu)
      .filter((item) => item.route && !(item.route in MENU_TITLE_EXCEPTIONS))
      .flatMap((item) => appRoutes.filter((route) => route.path === item.route).map((route) => ({ item, route })));
    // Dashboard, accounts, region groups, location list, catalog requests, mail outbox, sites.
    expect(pairs.length).toBeGreaterThanOrEqual(7);
    const titles = pairs.map(({ route }) => ({ route: route.path, title: text(language, route.titleKey) }));
    expect(titles).toEqual(pairs.map(({ item, route }) => ({ route: route.path, title: text(language, item.labelKey) })));
  });

  it("names each menu area as the permission that gates it", () => {
    const areas = new Map<string, MenuItem>();
    // An area is the first top-level entry a permission gates (the mail outbox and GDPR export follow theirs).
    for (const item of menu) if (item.permission && !areas.has(item.permission)) areas.set(item.permission, item);
    for (const [code, item] of areas) {
      if (code in PERMISSION_NAME_EXCEPTIONS) continue;
      expect(text(language, item.labelKey), code).toBe(text(language, `accounts.permissions.names.${code}`));
    }
  });

  it("heads the dashboard's catalog charts with the catalog requests' term", () => {
    const term = text(language, "shell.menu.catalogRequests").toLocaleLowerCase(language.replace("_", "-"));
    for (const chart of ["catalogWeeks", "catalogMonths"]) {
      expect(text(language, `dashboard.charts.${chart}`).toLocaleLowerCase(language.replace("_", "-"))).toMatch(new RegExp(`^${term} `));
    }
  });
});
