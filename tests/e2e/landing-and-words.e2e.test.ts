import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { Browser, Page } from "playwright-core";
import { launchBrowser, seriousA11yViolations } from "./fixtures/browser.ts";
import { DEMO_PASSWORD, E2E_ADMIN, startE2eServer } from "./fixtures/server.ts";
import { MENU_TITLE_EXCEPTIONS } from "../../src/client/app/menu/menuTitleExceptions.ts";

/** Waits for a condition the app reaches by itself; generous, since the machine may be busy. */
const poll = <T>(read: () => T | Promise<T>) => expect.poll(read, { timeout: 20_000, interval: 100 });

const NOT_FOUND = { sv_SE: "Sidan finns inte", en: "Page not found" } as const;
const NO_ACCESS = /Ingen behörighet|No access/;

/**
 * Where a login lands and what the screens are called: every account starts on a screen it may
 * open (not every account may open the dashboard), a kept link survives the login, "No access" is
 * only for a link the account really may not open, and the menu, the page titles and the country
 * names speak one language with one word per thing. Each account in a page (a context) of its own.
 */
describe("landing after login, and the words on the screens", () => {
  let server: Awaited<ReturnType<typeof startE2eServer>>;
  let browser: Browser;
  const pages: Page[] = [];

  beforeAll(async () => {
    // A port of its own, so this file never meets another browser test's server.
    server = await startE2eServer(18_185);
    browser = await launchBrowser();
  });

  afterAll(async () => {
    await browser?.close();
    await server?.stop();
  });

  /** A fresh browser context at `hash` (logged out), in Swedish unless the app is told otherwise. */
  async function openAt(hash = "#/page/login"): Promise<Page> {
    const page = await browser.newPage({ viewport: { width: 1280, height: 900 } });
    pages.push(page);
    await page.goto(`${server.baseUrl}/${hash}`);
    return page;
  }

  async function logIn(page: Page, email: string, password = DEMO_PASSWORD) {
    await page.waitForURL(/#\/page\/login/);
    await page.locator("input[autocomplete=username]").fill(email);
    await page.locator("input[type=password]").fill(password);
    await page.locator("button[type=submit]").click();
  }

  const main = (page: Page) => page.locator("main.app-shell-main");
  const sidebarLinks = (page: Page) => page.locator('nav.app-shell-sidebar a[href^="#/app/"]');
  const hashOf = (page: Page) => new URL(page.url()).hash;
  /** What the screen shows as its heading, once it has drawn one (or its panel's title). */
  const screenHeading = (page: Page) =>
    main(page)
      .locator("h2, .bp6-non-ideal-state h4")
      .first()
      .innerText()
      .catch(() => "");

  it("lands the catalog desk on the catalog requests list, not on the dashboard's No access", async () => {
    const page = await openAt();
    await logIn(page, "catalog@demo.example");
    await page.waitForURL(/#\/app\/catalog-order/);
    await poll(() => screenHeading(page)).toBe("Katalogbeställningar");
    await poll(() => main(page).locator("table tbody tr").count()).toBeGreaterThan(0);
    expect(await main(page).innerText()).not.toMatch(NO_ACCESS);
    // The pointer left where the login button was, over a row: a hovered row is not what is checked.
    await page.mouse.move(0, 0);
    expect((await seriousA11yViolations(page)).join("\n")).toBe("");

    // A link it really may not open says so.
    await page.goto(`${server.baseUrl}/#/app/dashboard`);
    await poll(() => screenHeading(page)).toBe("Ingen behörighet");
    // The bare app is its start screen again, never the dashboard.
    await page.goto(`${server.baseUrl}/#/app`);
    await page.waitForURL(/#\/app\/catalog-order/);
    await poll(() => screenHeading(page)).toBe("Katalogbeställningar");
    await page.close();
  });

  it("lands a translator on the first screen of its menu", async () => {
    const page = await openAt();
    await logIn(page, "translator@demo.example");
    await page.waitForURL((url) => /^#\/app\/./.test(url.hash));
    await poll(() => sidebarLinks(page).count()).toBeGreaterThan(0);
    const first = await sidebarLinks(page).first().getAttribute("href");
    expect(first).toBe("#/app/cms/translations");
    await poll(() => hashOf(page)).toBe(first);
    await poll(() => screenHeading(page)).not.toBe("");
    expect(await main(page).innerText()).not.toMatch(NO_ACCESS);
    await page.close();
  });

  it("keeps a link the account may open through the login, and starts elsewhere for one it may not", async () => {
    const page = await openAt("#/app/mail/outbox");
    await page.waitForURL(/#\/page\/login\?returnTo=%2Fapp%2Fmail%2Foutbox/);
    await logIn(page, "catalog@demo.example");
    await page.waitForURL(/#\/app\/mail\/outbox/);
    await poll(() => screenHeading(page)).toBe("E-postutkorg");
    await page.close();

    // A link kept from someone else's session: this account may not open it, so it starts at home.
    const other = await openAt(`#/page/login?returnTo=${encodeURIComponent("/app/administrators/accounts")}`);
    await logIn(other, "catalog@demo.example");
    await other.waitForURL(/#\/app\/catalog-order/);
    await poll(() => screenHeading(other)).toBe("Katalogbeställningar");
    expect(await main(other).innerText()).not.toMatch(NO_ACCESS);
    await other.close();
  });

  describe("as the admin", () => {
    let page: Page;

    beforeAll(async () => {
      page = await openAt();
      await logIn(page, E2E_ADMIN.email, E2E_ADMIN.password);
      await page.waitForURL(/#\/app\/dashboard/);
    });

    it("opens the location list at the spec's #/locations", async () => {
      await page.goto(`${server.baseUrl}/#/locations`);
      await page.waitForURL(/#\/app\/company\/locations/);
      await poll(() => screenHeading(page)).toBe("Butikslista");
    });

    /** Opens every screen of the menu by its link and compares the link's label with the page's titles. */
    async function compareMenuWithTitles(language: keyof typeof NOT_FOUND) {
      const appName = (await page.title()).split(" – ").pop()!;
      const links = await sidebarLinks(page).evaluateAll((anchors) =>
        anchors.map((a) => ({ href: a.getAttribute("href")!, label: a.textContent!.trim() })),
      );
      const compared: string[] = [];
      for (const { href, label } of links) {
        // Headed with their group's name too (menuTitleExceptions.ts says why).
        if (href.replace(/^#/, "") in MENU_TITLE_EXCEPTIONS) continue;
        const link = sidebarLinks(page).and(page.locator(`[href="${href}"]`));
        await link.click();
        // The sidebar marks the link in the same render that draws its screen: what shows now is that screen.
        await poll(() => link.getAttribute("class")).toContain("bp6-active");
        await poll(() => screenHeading(page)).not.toBe("");
        const heading = await screenHeading(page);
        if (heading === NOT_FOUND[language]) continue; // Not built yet: no title to compare.
        await poll(() => screenHeading(page)).toBe(label);
        await poll(() => page.title()).toBe(`${label} – ${appName}`);
        compared.push(href);
      }
      // Dashboard, accounts, region groups, location list, catalog requests, mail outbox, sites.
      expect(compared.length, compared.join(", ")).toBeGreaterThanOrEqual(7);
    }

    it("titles every screen of the menu with its menu label, in Swedish", async () => {
      await compareMenuWithTitles("sv_SE");
    });

    it("titles every screen of the menu with its menu label, in English", async () => {
      await page.locator("select.app-language-select, .app-language-select select").first().selectOption("en");
      await poll(() => sidebarLinks(page).first().innerText()).toBe("Dashboard");
      await compareMenuWithTitles("en");
      await page.locator("select.app-language-select, .app-language-select select").first().selectOption("sv_SE");
      await poll(() => sidebarLinks(page).first().innerText()).toBe("Översikt");
    });

    it("names countries in Swedish in the Swedish catalog list and its rule test", async () => {
      await page.goto(`${server.baseUrl}/#/app/catalog-order?filters=${encodeURIComponent(JSON.stringify({ countryCode: "NO" }))}`);
      const rows = main(page).locator("table tbody tr");
      await poll(() => rows.first().innerText()).toContain("Norge");
      expect(await main(page).locator("table").innerText()).not.toContain("Norway");

      const answer = page.waitForResponse((response) => response.url().includes("/rest/catalog/test"));
      await rows.first().getByRole("button", { name: "Testa regler" }).click();
      const rules = (
        (await (await answer).json()) as {
          result: { levels: number; location: { address: { country: { code: string; name: string | null } | null } } | null }[];
        }
      ).result;
      const lowest = Math.min(...rules.map((rule) => rule.levels));
      const countries = rules
        .filter((rule) => rule.levels === lowest)
        .flatMap((rule) => (rule.location?.address.country ? [rule.location.address.country] : []));
      expect(countries.length).toBeGreaterThan(0);
      const dialog = page.locator(".bp6-dialog");
      const swedish = new Intl.DisplayNames(["sv-SE"], { type: "region" });
      for (const country of countries) {
        await poll(() => dialog.innerText()).toContain(`, ${swedish.of(country.code)}`);
        if (country.name && country.name !== swedish.of(country.code)) expect(await dialog.innerText()).not.toContain(`, ${country.name}`);
      }
      await page.keyboard.press("Escape");
      await poll(() => dialog.count()).toBe(0);
    });
  });
});
