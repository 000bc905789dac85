import fs from "node:fs";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { Browser, Page } from "playwright-core";
import { launchBrowser, seriousA11yViolations } from "./fixtures/browser.ts";
import { DEMO_PASSWORD, startE2eServer } from "./fixtures/server.ts";
import { logIn } from "./fixtures/session.ts";

/** Waits for a condition the app reaches by itself; generous, since the machine may be busy. */
const poll = <T>(read: () => T | Promise<T>) => expect.poll(read, { timeout: 20_000, interval: 100 });

/**
 * Translations end to end against the built app and the real server (demo data): a Swedish-only
 * translator edits a Swedish text (English is shown but cannot be opened, and the server refuses
 * an English save), clears the translations cache, imports a file into Swedish after reading its
 * dry run's diff, and finds the new texts in the export. Steps build on each other, so they
 * share one page.
 */
describe("translations in the browser", { timeout: 180_000 }, () => {
  let server: Awaited<ReturnType<typeof startE2eServer>>;
  let browser: Browser;
  let page: Page;
  // A key of this run, so the steps find their own among the demo data.
  const NEW_KEY = `e2e.key${String(Date.now()).slice(-7)}`;

  beforeAll(async () => {
    server = await startE2eServer(18_289);
    browser = await launchBrowser();
    page = await browser.newPage({ viewport: { width: 1280, height: 900 } });
    await logIn(page, server.baseUrl, { email: "translator@demo.example", password: DEMO_PASSWORD });
    // In English, so the spec's catalogue reads in every locator; the translator's menu has only the Website items.
    await page.locator("select.app-language-select, .app-language-select select").first().selectOption("en");
    await page.locator("nav.app-shell-sidebar", { hasText: "Import/Export translations" }).waitFor();
  }, 900_000);

  afterAll(async () => {
    await browser?.close();
    await server?.stop();
  });

  const table = () => page.getByRole("table", { name: "Translations" });
  const toasts = () => page.locator(".bp6-toast").allInnerTexts();
  const PENDING = "Translations changed since the cache was last cleared.";

  it("opens the translations on Swedish, the translator's language", async () => {
    await page.locator("nav.app-shell-sidebar").getByText("Translations", { exact: true }).click();
    await page.waitForURL(/#\/app\/cms\/translations/);
    await poll(() => table().locator("thead th").allInnerTexts()).toEqual(["Code", "Swedish (sv)"]);
    await poll(() => table().locator("tbody tr").count()).toBeGreaterThan(0);
    expect((await seriousA11yViolations(page)).join("\n")).toBe("");
  });

  it("edits a Swedish text and lights the cache purge", async () => {
    await page.getByRole("searchbox", { name: "Search" }).fill("common.actions.cancel");
    await poll(() => table().locator("tbody th").allInnerTexts()).toEqual(["common.actions.cancel"]);
    await page.getByRole("button", { name: /Edit common\.actions\.cancel in Swedish \(sv\)$/ }).click();
    const field = page.getByRole("textbox", { name: "common.actions.cancel in Swedish (sv)" });
    await field.fill("Avbryt nu");
    await page.getByRole("button", { name: "Save", exact: true }).click();
    await poll(toasts).toContain("Saved the translation");
    await poll(() => page.getByRole("button", { name: /Edit common\.actions\.cancel in Swedish \(sv\)$/ }).innerText()).toBe("Avbryt nu");
    await poll(() => page.getByText(PENDING).count()).toBe(1);
  });

  it("shows English without letting the translator edit it, and the server refuses it too", async () => {
    await page.getByRole("checkbox", { name: "English (en)" }).check({ force: true });
    await poll(() => table().locator("thead th").allInnerTexts()).toEqual(["Code", "English (en)", "Swedish (sv)"]);
    // The columns follow the sites (by language code): English is the first text.
    await poll(() => table().locator("tbody td").first().innerText()).toBe("Cancel");
    expect(await page.getByRole("button", { name: /Edit common\.actions\.cancel in English \(en\)$/ }).count()).toBe(0);
    // A save sent anyway, as the page would send it: the language right is the server's to check.
    const status = await page.evaluate(async () => {
      const answer = await fetch("/cms/translations/update", {
        method: "PUT",
        headers: { "Content-Type": "application/json" },
        body: JSON.stringify({ translationCode: "common.actions.cancel", langCode: "en", translationString: "Abort", updatedAt: null }),
      });
      return answer.status;
    });
    expect(status).toBe(403);
  });

  it("clears the translations cache", async () => {
    await page.getByRole("button", { name: "Clear the translations cache" }).click();
    await poll(toasts).toContain("Cache clear successful");
    await poll(() => page.getByText(PENDING).count()).toBe(0);
  });

  it("imports a file into Swedish after reading the dry run's diff", async () => {
    await page.locator("nav.app-shell-sidebar").getByText("Import/Export translations", { exact: true }).click();
    await page.waitForURL(/#\/app\/cms\/import-translations/);
    await poll(() => page.getByLabel("Language to import").inputValue()).toBe("sv");
    expect(await page.getByRole("button", { name: "Import", exact: true }).isDisabled()).toBe(true);
    const csv = [
      "code,languageCode,text",
      `${NEW_KEY},sv,Helt ny text`,
      "common.actions.delete,sv,Radera",
      "common.actions.edit,sv,Redigera",
      "",
    ].join("\n");
    await page.locator("#translations-import-file").setInputFiles({ name: "texts.csv", mimeType: "text/csv", buffer: Buffer.from(csv) });
    const added = page.getByRole("table", { name: "New" });
    await poll(() => added.locator("tbody tr").allInnerTexts()).toEqual([
      expect.stringMatching(new RegExp(`${NEW_KEY}.*New key.*Helt ny text`, "s")),
    ]);
    const changed = page.getByRole("table", { name: "Changed" });
    await poll(() => changed.locator("tbody tr td").allInnerTexts()).toEqual(["common.actions.delete", "Ta bort", "Radera"]);
    const summary = page.getByLabel("Summary");
    expect(await summary.innerText()).toMatch(/Unchanged\s*1/);
    expect((await seriousA11yViolations(page)).join("\n")).toBe("");

    await page.getByRole("button", { name: "Import", exact: true }).click();
    await poll(toasts).toContain("Translations updated!");
    await poll(() => page.getByRole("table", { name: "New" }).count()).toBe(0);
  });

  it("exports the texts, the imported and the edited ones among them", async () => {
    const [download] = await Promise.all([
      page.waitForEvent("download"),
      page.getByRole("button", { name: "Export", exact: true }).click(),
    ]);
    const file = await download.path();
    const text = fs.readFileSync(file, "utf8");
    const lines = text.split(/\r?\n/);
    const header = lines[0]!.replace(/^\uFEFF/, "").split(",");
    const column = (code: string, language: string) =>
      lines.find((line) => line.startsWith(`${code},`))?.split(",")[header.indexOf(language)];
    expect(column(NEW_KEY, "sv")).toBe("Helt ny text");
    expect(column("common.actions.delete", "sv")).toBe("Radera");
    expect(column("common.actions.cancel", "sv")).toBe("Avbryt nu");
    expect(column("common.actions.cancel", "en")).toBe("Cancel");
  });
});
