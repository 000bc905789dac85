import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { Browser, Page } from "playwright-core";
import { launchBrowser, seriousA11yViolations } from "./fixtures/browser.ts";
import { startE2eServer } from "./fixtures/server.ts";
import { adminPageInEnglish } from "./fixtures/session.ts";

/** Waits for a condition the app reaches by itself; generous, since the machine may be busy. */
const poll = <T>(read: () => T | Promise<T>) => expect.poll(read, { timeout: 30_000, interval: 100 });

/**
 * The contacts in the browser, against the built app and the real server (spec part 2 sections
 * 2, 4, 7, 8): a contact created with two e-mails, the second made primary, a portal account
 * created after the username check; the dialog opened directly by its address; then the GDPR
 * part: the personal-data download holds the contact, and the erase (after the spec's
 * confirmation) leaves no such contact in the list. The shared hook fails a test on any console
 * error or request that leaves the machine.
 */
describe("contacts in the browser", () => {
  let server: Awaited<ReturnType<typeof startE2eServer>>;
  let browser: Browser;
  let page: Page;
  const run = Date.now().toString(36);
  const lastname = `E2E-${run}`;
  const primary = `e2e.${run}@example.se`;
  const second = `e2e.${run}.work@example.se`;
  let contactId = 0;

  beforeAll(async () => {
    // A port of its own, so this file never meets another browser test on one.
    server = await startE2eServer(18_217);
    browser = await launchBrowser();
    page = await adminPageInEnglish(browser, server.baseUrl, { width: 1400, height: 900 });
  }, 300_000);

  afterAll(async () => {
    await browser?.close();
    await server?.stop();
  });

  const list = () => page.locator("section[aria-labelledby=contacts-title]");
  const dialog = () => page.getByRole("dialog");
  const toasts = () => page.locator(".bp6-toast").allInnerTexts();
  const search = async (text: string) => {
    await list().getByRole("searchbox", { name: "Search name, e-mail, employer or phone" }).fill(text);
    await poll(() => page.url()).toContain(encodeURIComponent(text).slice(0, 8));
  };

  it("creates a contact with two e-mails at /app/contacts/create", async () => {
    await page.goto(`${server.baseUrl}/#/app/contacts`);
    await list().getByRole("button", { name: "New contact" }).waitFor({ timeout: 60_000 });
    expect((await seriousA11yViolations(page)).join("\n")).toBe("");
    await list().getByRole("button", { name: "New contact" }).click();
    await page.waitForURL(/#\/app\/contacts\/create$/);
    await dialog().getByRole("textbox", { name: "First name" }).fill("Edda");
    await dialog().getByRole("textbox", { name: "Last name" }).fill(lastname);
    await dialog().getByRole("tab", { name: "E-mails" }).click();
    await dialog()
      .getByRole("textbox", { name: /Primary e-mail/ })
      .fill(primary);
    // Enter in the new-address field adds the address; the dialog stays open.
    await dialog().getByRole("textbox", { name: "New alternative e-mail" }).fill(second);
    await dialog().getByRole("textbox", { name: "New alternative e-mail" }).press("Enter");
    await dialog().getByText(second, { exact: true }).waitFor();
    expect(page.url()).toMatch(/#\/app\/contacts\/create$/);
    expect((await seriousA11yViolations(page)).join("\n")).toBe("");
    await dialog().getByRole("button", { name: "Save" }).click();
    await poll(() => toasts()).toContain("Contact created");
    await page.waitForURL(/#\/app\/contacts$/);
  }, 240_000);

  it("makes the second e-mail primary and creates a portal account", async () => {
    await search(lastname);
    const row = list().locator("tbody tr", { hasText: lastname });
    await row.waitFor();
    await row.getByRole("button", { name: "Edit contact" }).click();
    await page.waitForURL(/#\/app\/contacts\/edit\/\d+/);
    contactId = Number(/edit\/(\d+)/.exec(page.url())![1]);
    await dialog().getByRole("textbox", { name: "First name" }).waitFor();
    expect(await dialog().getByRole("tab", { name: "Information" }).getAttribute("aria-selected")).toBe("true");

    await dialog().getByRole("tab", { name: "E-mails" }).click();
    await dialog()
      .getByRole("button", { name: `Make primary: ${second}` })
      .click();
    await poll(() =>
      dialog()
        .getByRole("textbox", { name: /Primary e-mail/ })
        .inputValue(),
    ).toBe(second);
    await dialog().getByText(primary, { exact: true }).waitFor();

    await dialog().getByRole("tab", { name: "Account" }).click();
    expect(await dialog().getByRole("textbox", { name: "Username" }).inputValue()).toBe(second);
    await dialog().getByText("The username is free.").waitFor();
    expect((await seriousA11yViolations(page)).join("\n")).toBe("");
    await dialog().getByRole("button", { name: "Create account" }).click();
    await dialog().getByText(`The contact has a portal account: ${second}`).waitFor();
    // The check now finds the account.
    const check = await page.evaluate(
      async (username) => (await (await fetch(`/rest/contact/account-exists?username=${encodeURIComponent(username)}`)).json()) as unknown,
      second,
    );
    expect(check).toEqual({ accountExist: true });

    // The browser's back button closes the dialog: the list is the entry before it.
    await page.goBack();
    await page.waitForURL(/#\/app\/contacts\?/);
    await dialog().waitFor({ state: "detached" });
    await row.waitFor();
  }, 240_000);

  it("opens the contact directly by its address /app/contacts/edit/{id}", async () => {
    await page.goto(`${server.baseUrl}/#/app/contacts/edit/${contactId}`);
    await poll(() => dialog().getByRole("textbox", { name: "Last name" }).inputValue()).toBe(lastname);
    await dialog().getByRole("button", { name: "Close" }).click();
    await page.waitForURL(/#\/app\/contacts$/);
  }, 120_000);

  it("downloads the contact's personal data, then erases it after the spec's confirmation", async () => {
    await page.goto(`${server.baseUrl}/#/app/contacts/edit/${contactId}`);
    await dialog().getByRole("textbox", { name: "First name" }).waitFor({ timeout: 60_000 });
    const href = await dialog().getByRole("button", { name: "Download personal data" }).getAttribute("href");
    expect(href).toBe(`/gdpr/export/email?email=${encodeURIComponent(second)}`);
    const download = await page.evaluate(async (url) => {
      const answer = await fetch(url);
      return {
        type: answer.headers.get("content-type"),
        disposition: answer.headers.get("content-disposition"),
        text: await answer.text(),
      };
    }, href!);
    expect(download.type).toContain("application/json");
    expect(download.disposition).toContain("attachment");
    expect(download.text).toContain(lastname);
    expect(download.text).toContain(primary);
    expect(download.text).toContain(second);

    await dialog().getByRole("button", { name: "Delete personal data" }).click();
    const confirm = page.getByRole("alertdialog").or(page.getByRole("dialog").filter({ hasText: "Are you sure you want to delete" }));
    await confirm.getByText("Are you sure you want to delete this all personal information associated with this contact?").waitFor();
    await confirm.getByRole("button", { name: "OK" }).click();
    await page.waitForURL(/#\/app\/contacts$/);
    await search(lastname);
    await list().getByText("No contacts match.").waitFor();
    const gone = await page.evaluate(async (id) => (await fetch(`/rest/contact/contacts/${id}`)).status, contactId);
    expect(gone).toBe(404);
  }, 240_000);
});
