import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { Browser, Page } from "playwright-core";
import { launchBrowser, seriousA11yViolations } from "./fixtures/browser.ts";
import { startE2eServer } from "./fixtures/server.ts";
import { adminPageInEnglish } from "./fixtures/session.ts";

/** Waits for a condition the app reaches by itself; generous, since the machine may be busy. */
const poll = <T>(read: () => T | Promise<T>) => expect.poll(read, { timeout: 20_000, interval: 100 });

/**
 * Every dialog of the screen engine saves, under the production server's strict CSP: a valid
 * record is stored, an invalid one is refused by the form itself (no request), and one the
 * server refuses shows the server's field error at its field. The forms validate with the
 * functions `npm run gen` compiled, since the CSP (rightly) forbids compiling them in the page.
 */
describe("engine dialogs save under the strict CSP", () => {
  let server: Awaited<ReturnType<typeof startE2eServer>>;
  let browser: Browser;
  let page: Page;
  const run = Date.now().toString(36);

  beforeAll(async () => {
    server = await startE2eServer(18_182);
    browser = await launchBrowser();
    page = await adminPageInEnglish(browser, server.baseUrl, { width: 1400, height: 900 });
  });

  afterAll(async () => {
    await browser?.close();
    await server?.stop();
  });

  const dialog = () => page.getByRole("dialog");
  const toasts = () => page.locator(".bp6-toast").allInnerTexts();
  /** The writes (any method but GET) the page sends to an API path while `act` runs. */
  async function requestsDuring(pathPart: string, act: () => Promise<void>): Promise<string[]> {
    const seen: string[] = [];
    const listener = (request: { url(): string; method(): string }) => {
      if (request.method() !== "GET" && request.url().includes(pathPart))
        seen.push(`${request.method()} ${new URL(request.url()).pathname}`);
    };
    page.on("request", listener);
    try {
      await act();
    } finally {
      page.off("request", listener);
    }
    return seen;
  }
  /** The error text shown under a form field, found by the field's id (rjsf: root_<name>). */
  const fieldError = (field: string) => dialog().locator(`#root_${field}__error`);

  it("serves the app with a CSP that allows no eval and no inline script", async () => {
    const answer = await page.request.get(`${server.baseUrl}/`);
    const csp = answer.headers()["content-security-policy"] ?? "";
    const scriptSrc = /(?:^|;)\s*script-src ([^;]*)/.exec(csp)?.[1] ?? "";
    expect(scriptSrc).toContain("'self'");
    expect(scriptSrc).not.toContain("unsafe-eval");
    expect(scriptSrc).not.toContain("unsafe-inline");
    // Nothing else may let script run from a string either (default-src would stand in for script-src).
    expect(csp).not.toContain("unsafe-eval");
  });

  // ---- Sites: create and edit ------------------------------------------------------------

  const sitesTable = () => page.locator("section[aria-labelledby=sites-title] table").first();
  const siteRow = (name: string) => sitesTable().locator("tbody tr").filter({ hasText: name });
  let siteName = "";

  it("creates a site: refused in the form, refused by the server at the field, then saved", async () => {
    const existing = (
      (await (await page.request.get(`${server.baseUrl}/cms/sites/get-by-page?page=1&count=1000`)).json()) as {
        list: { languageCode: string }[];
      }
    ).list.map((s) => s.languageCode);
    const takenCode = existing[0]!;
    const freeCode = ["it", "es", "fr", "pl", "pt", "cs", "hu", "ro"].find((code) => !existing.includes(code))!;
    siteName = `E2E site ${run}`;

    await page.locator("nav.app-shell-sidebar").getByText("Sites", { exact: true }).click();
    await page.waitForURL(/#\/app\/cms\/sites/);
    await poll(() => sitesTable().locator("tbody tr").count()).toBeGreaterThan(0);
    await page.getByRole("button", { name: "New site" }).click();
    await poll(() => dialog().getByRole("heading", { name: "Create site" }).count()).toBe(1);

    // Empty and malformed: the form says so at each field and sends nothing.
    await dialog().locator("#root_slug").fill("Not A Slug");
    const refusedInForm = await requestsDuring("/cms/sites", async () => {
      await dialog().getByRole("button", { name: "Save" }).click();
      await poll(() => fieldError("name").innerText()).not.toBe("");
    });
    expect(refusedInForm).toEqual([]);
    expect(await fieldError("languageCode").innerText()).not.toBe("");
    expect(await fieldError("slug").innerText()).not.toBe("");
    expect((await seriousA11yViolations(page)).join("\n")).toBe("");

    // Valid for the form, but the language already has a site: the server's error at that field.
    await dialog().locator("#root_name").fill(siteName);
    await dialog().locator("#root_languageCode").fill(takenCode);
    await dialog().locator("#root_slug").fill(`e2e-${run}`);
    const refusedByServer = await requestsDuring("/cms/sites", async () => {
      await dialog().getByRole("button", { name: "Save" }).click();
      await poll(() => fieldError("languageCode").innerText()).not.toBe("");
    });
    expect(refusedByServer).toEqual(["POST /cms/sites"]);
    // In the UI's words, not the server's.
    expect(await fieldError("languageCode").innerText()).toBe("Already in use");
    expect(await fieldError("name").count()).toBe(0);
    // What was typed is kept.
    expect(await dialog().locator("#root_name").inputValue()).toBe(siteName);

    await dialog().locator("#root_languageCode").fill(freeCode);
    await dialog().getByRole("button", { name: "Save" }).click();
    await poll(() => toasts()).toContain("Saved!");
    await poll(() => dialog().count()).toBe(0);
    await poll(() => siteRow(siteName).count()).toBe(1);
    expect(await siteRow(siteName).innerText()).toContain(freeCode);
  });

  it("edits the site: a required field emptied is refused, a change is saved", async () => {
    await siteRow(siteName).getByRole("button", { name: "Edit" }).click();
    await poll(() => dialog().getByRole("heading", { name: "Edit site" }).count()).toBe(1);
    await poll(() => dialog().locator("#root_name").inputValue()).toBe(siteName);

    await dialog().locator("#root_name").fill("");
    const refusedInForm = await requestsDuring("/cms/sites", async () => {
      await dialog().getByRole("button", { name: "Save" }).click();
      await poll(() => fieldError("name").innerText()).not.toBe("");
    });
    expect(refusedInForm).toEqual([]);

    siteName = `${siteName} renamed`;
    await dialog().locator("#root_name").fill(siteName);
    await dialog().getByRole("button", { name: "Save" }).click();
    await poll(() => dialog().count()).toBe(0);
    await poll(() => siteRow(siteName).count()).toBe(1);
    // Stored: read back after a reload.
    await page.reload();
    await poll(() => siteRow(siteName).count()).toBe(1);
  });

  // ---- Catalog request: edit ----------------------------------------------------------------

  it("edits a catalog request: a malformed e-mail is refused in the form, a blank street by the server, a change is saved", async () => {
    const email = `e2edialog${run}@e2e.example`;
    const created = await page.request.post(`${server.baseUrl}/rest/catalog/catalog-orders`, {
      data: {
        firstname: "Dora",
        lastname: "Dialog",
        email,
        street: "Storgatan 2",
        zipCode: "211 22",
        city: "Malmö",
        country: "SE",
        offers: [],
      },
      headers: { origin: server.baseUrl },
    });
    expect(created.status()).toBe(200);

    await page.locator("nav.app-shell-sidebar").getByText("Catalog Requests", { exact: true }).click();
    await page.waitForURL(/#\/app\/catalog-order/);
    await page.getByRole("searchbox", { name: "Search name, e-mail, phone or address" }).fill(email);
    const row = page.locator("section[aria-labelledby=catalogOrders-title] table tbody tr").filter({ hasText: email });
    await poll(() => row.count()).toBe(1);
    await row.getByRole("button", { name: "Edit" }).click();
    await poll(() => dialog().locator("#root_email").inputValue()).toBe(email);

    await dialog().locator("#root_email").fill("not-an-e-mail");
    const refusedInForm = await requestsDuring("/rest/catalog/catalog-orders", async () => {
      await dialog().getByRole("button", { name: "Save" }).click();
      await poll(() => fieldError("email").innerText()).not.toBe("");
    });
    expect(refusedInForm).toEqual([]);
    expect((await seriousA11yViolations(page)).join("\n")).toBe("");

    // Spaces pass the form's "at least one character"; the server wants more than spaces.
    await dialog().locator("#root_email").fill(email);
    await dialog().locator("#root_street").fill("   ");
    const refusedByServer = await requestsDuring("/rest/catalog/catalog-orders", async () => {
      await dialog().getByRole("button", { name: "Save" }).click();
      await poll(() => fieldError("street").innerText()).not.toBe("");
    });
    expect(refusedByServer.filter((r) => r.startsWith("PUT"))).toHaveLength(1);
    expect(await fieldError("street").innerText()).toBe("Required");
    expect(await dialog().innerText()).not.toContain("Invalid request body");

    await dialog().locator("#root_street").fill("Storgatan 4");
    await dialog().locator("#root_firstname").fill("Doris");
    await dialog().getByRole("button", { name: "Save" }).click();
    await poll(() => toasts()).toContain("Saved!");
    await poll(() => dialog().count()).toBe(0);
    await poll(() => row.innerText()).toContain("Doris");
    const stored = (await (
      await page.request.get(`${server.baseUrl}/rest/catalog/catalog-orders/${((await created.json()) as { id: number }).id}`)
    ).json()) as { firstname: string; street: string };
    expect(stored).toMatchObject({ firstname: "Doris", street: "Storgatan 4" });
  });
});
