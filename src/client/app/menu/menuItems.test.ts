import fs from "node:fs";
import { Icons } from "@blueprintjs/icons";
import { describe, expect, it } from "vitest";
import { LANGUAGE_EDITORS, PERMISSION_CODES, hasPermission } from "../../../shared/permissions.ts";
import { parseMenu, visibleMenu, type MenuAccess, type MenuItem } from "./menuItems.ts";

function access(permissions: string[], languagePermissions: string[] = []): MenuAccess {
  return { has: (code) => hasPermission(permissions, code), canEditLanguages: languagePermissions.length > 0 };
}

const ids = (items: MenuItem[]): string[] => items.flatMap((item) => [item.id, ...ids(item.children ?? [])]);

const sample: MenuItem[] = [
  { id: "help", labelKey: "k", route: "/app/help" },
  { id: "dashboard", labelKey: "k", route: "/app/dashboard", permission: "dashboard" },
  {
    id: "website",
    labelKey: "k",
    permission: "cms",
    languageEditors: true,
    children: [
      { id: "sites", labelKey: "k", route: "/app/cms/sites", permission: "cms" },
      { id: "translations", labelKey: "k", route: "/app/cms/translations", languageEditors: true },
    ],
  },
  {
    id: "media",
    labelKey: "k",
    permission: "media",
    children: [{ id: "videos", labelKey: "k", route: "/app/media/video", permission: "warranty" }],
  },
];

describe("menu gating", () => {
  it("always shows items without a key", () => {
    expect(ids(visibleMenu(sample, access([])))).toEqual(["help"]);
  });

  it("shows items with a key only to accounts that have it", () => {
    expect(ids(visibleMenu(sample, access(["dashboard"])))).toEqual(["help", "dashboard"]);
  });

  it("shows everything keyed to 'all'", () => {
    expect(ids(visibleMenu(sample, access(["all"], ["all"])))).toEqual([
      "help",
      "dashboard",
      "website",
      "sites",
      "translations",
      "media",
      "videos",
    ]);
  });

  it("shows the Website item to language editors, with only what they may use", () => {
    expect(ids(visibleMenu(sample, access([], ["sv"])))).toEqual(["help", "website", "translations"]);
  });

  it("shows Website without translations to cms accounts without languages", () => {
    expect(ids(visibleMenu(sample, access(["cms"])))).toEqual(["help", "website", "sites"]);
  });

  it("hides a group whose children are all hidden, and a child whose group is hidden", () => {
    expect(ids(visibleMenu(sample, access(["media"])))).toEqual(["help"]);
    expect(ids(visibleMenu(sample, access(["warranty"])))).toEqual(["help"]);
  });
});

describe("menu.json", () => {
  const menu = parseMenu(JSON.parse(fs.readFileSync(new URL("../../../../public/menu.json", import.meta.url), "utf8")));
  const all = (items: MenuItem[]): MenuItem[] => items.flatMap((item) => [item, ...all(item.children ?? [])]);

  it("uses known permission codes, Blueprint icons, /app routes and unique ids", () => {
    for (const item of all(menu)) {
      if (item.permission) expect([...PERMISSION_CODES, LANGUAGE_EDITORS]).toContain(item.permission);
      if (item.icon) expect(Icons.isValidIconName(item.icon), item.icon).toBe(true);
      if (item.route) expect(item.route).toMatch(/^\/app\/[a-z0-9/-]+$/);
      expect(item.labelKey).toMatch(/^shell\.menu\./);
    }
    const allIds = all(menu).map((item) => item.id);
    expect(new Set(allIds).size).toBe(allIds.length);
  });

  it("gives a translator only the Website translation items", () => {
    expect(ids(visibleMenu(menu, access([], ["sv"])))).toEqual(["website", "translations", "importTranslations"]);
  });

  it("gates each area by the permission DESIGN.md names", () => {
    const gate = Object.fromEntries(
      all(menu)
        .filter((i) => i.route)
        .map((i) => [i.route, i.permission ?? "languages"]),
    );
    expect(gate).toMatchObject({
      "/app/dashboard": "dashboard",
      "/app/administrators/accounts": "account",
      "/app/administrators/region-groups": "account",
      "/app/gdpr/export": "account",
      "/app/catalog-order": "catalogOrder",
      "/app/company/locations": "company",
      "/app/geographic-areas": "company",
      "/app/sales-regions": "salesRegions",
      "/app/contacts": "contact",
      "/app/meeting-booking": "meetingBooking",
      "/app/newsletter-subscription": "newsletterSubscription",
      "/app/media/manager": "media",
      "/app/partner-order": "coper",
      "/app/warranty": "warranty",
      "/app/cms/sites": "cms",
      "/app/cms/translations": "languageEditors",
      "/app/cms/import-translations": "languageEditors",
    });
  });

  it("refuses a malformed file", () => {
    expect(() => parseMenu({})).toThrow();
    expect(() => parseMenu({ items: [{ id: "x", labelKey: "k" }] })).toThrow(/route or children/);
  });
});
