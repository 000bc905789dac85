import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { Browser, Page } from "playwright-core";
import { launchBrowser, seriousA11yViolations } from "./fixtures/browser.ts";
import { E2E_ADMIN, startE2eServer } from "./fixtures/server.ts";

/**
 * A staff member's first day, end to end against the built app and the real server: log in as the
 * seeded admin, read the dashboard, switch language, create an account, set its permissions, log in
 * as it and see only what it may use, log out. Steps depend on each other, so they share one page.
 */
describe("shell, login and accounts in the browser", () => {
  let server: Awaited<ReturnType<typeof startE2eServer>>;
  let browser: Browser;
  let page: Page;
  const newAccount = { firstname: "Elin", lastname: "Ekström", email: `elin.${Date.now()}@e2e.example`, password: "elin-e2e-password-1" };

  beforeAll(async () => {
    server = await startE2eServer();
    browser = await launchBrowser();
    page = await browser.newPage({ viewport: { width: 1280, height: 900 } });
  });

  afterAll(async () => {
    await browser?.close();
    await server?.stop();
  });

  const sidebar = () => page.locator("nav.app-shell-sidebar");
  const languageSelect = () => page.locator("select.app-language-select, .app-language-select select").first();

  async function logIn(email: string, password: string) {
    await page.locator("input[autocomplete=username]").fill(email);
    await page.locator("input[type=password]").fill(password);
    await page.locator("button[type=submit]").click();
    await page.waitForURL(/#\/app\/dashboard/);
  }

  it("opens on the login screen in Swedish, with no serious accessibility violations", async () => {
    await page.goto(server.baseUrl);
    await page.waitForURL(/#\/page\/login/);
    await expect.poll(() => page.locator("form").getAttribute("aria-label")).toBe("Logga in");
    expect((await seriousA11yViolations(page)).join("\n")).toBe("");
  });

  it("refuses a wrong password with the catalogue's message", async () => {
    await page.locator("input[autocomplete=username]").fill(E2E_ADMIN.email);
    await page.locator("input[type=password]").fill("not-the-password");
    await page.locator("button[type=submit]").click();
    await expect.poll(() => page.locator("[role=alert]").innerText()).toMatch(/Felaktiga inloggningsuppgifter/);
  });

  it("logs the seeded admin in and shows the four dashboard charts", async () => {
    await logIn(E2E_ADMIN.email, E2E_ADMIN.password);
    await expect.poll(() => page.locator("canvas[role=img]").count(), { timeout: 15_000 }).toBe(4);
    await expect.poll(() => page.title()).toMatch(/Översikt/);
    expect((await seriousA11yViolations(page)).join("\n")).toBe("");
  });

  it("switches to English and back, everywhere at once", async () => {
    await languageSelect().selectOption("en");
    await expect.poll(() => sidebar().innerText()).toContain("Accounts");
    await expect.poll(() => page.locator("canvas[role=img]").first().getAttribute("aria-label")).toMatch(/Catalog/);
    await languageSelect().selectOption("sv_SE");
    await expect.poll(() => sidebar().innerText()).toContain("Konton");
    // The choice is remembered for the next visit.
    await page.reload();
    await expect.poll(() => sidebar().innerText()).toContain("Konton");
    await languageSelect().selectOption("en");
    await expect.poll(() => sidebar().innerText()).toContain("Accounts");
  });

  it("creates an account from the Accounts screen", async () => {
    await sidebar().getByText("Accounts", { exact: true }).click();
    await page.waitForURL(/#\/app\/administrators\/accounts/);
    await expect.poll(() => page.locator("table tbody tr").count(), { timeout: 15_000 }).toBeGreaterThan(1);
    expect((await seriousA11yViolations(page)).join("\n")).toBe("");

    await page.getByRole("button", { name: "New account" }).click();
    const dialog = page.locator(".bp6-dialog");
    await dialog.locator("#account-firstname").fill(newAccount.firstname);
    await dialog.locator("#account-lastname").fill(newAccount.lastname);
    await dialog.locator("#account-email").fill(newAccount.email);
    await dialog.getByRole("tab", { name: "Password", exact: true }).click();
    await dialog.locator("#account-password").fill(newAccount.password);
    await dialog.getByRole("tab", { name: "Permissions", exact: true }).click();
    await dialog.getByText("Dashboard", { exact: true }).click();
    await dialog.getByText("Catalog Requests", { exact: true }).click();
    await dialog.getByRole("button", { name: "Save" }).click();
    await expect.poll(() => page.locator(".bp6-toast").allInnerTexts()).toContain("Saved Account");

    await page.getByRole("searchbox", { name: "Search" }).fill(newAccount.email);
    await expect.poll(() => page.locator("table tbody").innerText()).toContain(`${newAccount.firstname} ${newAccount.lastname}`);
  });

  it("toggles its permissions, each saved at once", async () => {
    const row = page.locator("table tbody tr", { hasText: newAccount.email });
    await row.getByRole("button", { name: "Edit" }).click();
    const dialog = page.locator(".bp6-dialog");
    await dialog.getByRole("tab", { name: "Permissions", exact: true }).click();
    const box = (label: string) => dialog.locator("label.bp6-checkbox", { hasText: new RegExp(`^${label}$`) }).locator("input");
    await expect.poll(() => box("Catalog Requests").isChecked()).toBe(true);

    await dialog.locator("label.bp6-checkbox", { hasText: /^Website$/ }).click();
    await expect.poll(() => dialog.innerText()).toMatch(/Saved/);
    await expect.poll(() => box("Website").isChecked()).toBe(true);
    await dialog.locator("label.bp6-checkbox", { hasText: /^Catalog Requests$/ }).click();
    await expect.poll(() => box("Catalog Requests").isChecked()).toBe(false);
    await expect.poll(() => box("Website").isEnabled()).toBe(true);
    await dialog.getByRole("button", { name: "Cancel" }).click();

    // What the server stored, read back through the list after a reload.
    await page.reload();
    await page.getByRole("searchbox", { name: "Search" }).fill(newAccount.email);
    const stored = page.locator("table tbody tr", { hasText: newAccount.email });
    await expect.poll(() => stored.innerText()).toMatch(/Dashboard/);
    expect(await stored.innerText()).toMatch(/Website/);
    expect(await stored.innerText()).not.toMatch(/Catalog Requests/);
  });

  it("logs in as the new account and shows only the menu it may use", async () => {
    await page.getByRole("button", { name: "Log out" }).click();
    await page.waitForURL(/#\/page\/login/);
    await logIn(newAccount.email, newAccount.password);
    await expect.poll(() => sidebar().innerText()).toContain("Dashboard");
    const menu = await sidebar().innerText();
    expect(menu).toContain("Dashboard");
    expect(menu).toContain("Website");
    for (const hidden of ["Accounts", "Catalog Requests", "Point of Sales", "Contacts", "Media", "Warranty Registrations"]) {
      expect(menu).not.toContain(hidden);
    }
    // The server refuses what the menu hides, whatever the URL.
    await page.goto(`${server.baseUrl}/#/app/administrators/accounts`);
    await expect.poll(() => page.locator("main, body").first().innerText()).toMatch(/access/i);
  });

  it("logs out to the login screen and stays out", async () => {
    await page.getByRole("button", { name: "Log out" }).click();
    await page.waitForURL(/#\/page\/login/);
    await page.goto(`${server.baseUrl}/#/app/dashboard`);
    await page.waitForURL(/#\/page\/login/);
  });
});
