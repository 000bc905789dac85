import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { Browser, Page } from "playwright-core";
import { launchBrowser, seriousA11yViolations } from "./fixtures/browser.ts";
import { startE2eServer } from "./fixtures/server.ts";
import { adminPageInEnglish } from "./fixtures/session.ts";

/** Waits for a condition the app reaches by itself; generous, since the machine may be busy. */
const poll = <T>(read: () => T | Promise<T>) => expect.poll(read, { timeout: 20_000, interval: 100 });

/**
 * The video list and dialog, end to end against the built app and the real server (demo data:
 * twenty videos, one without a header): the list by header with the untitled one as 'undefined
 * name', then a version's header edited, saved ('Saved Video') and read back. The steps share one page.
 */
describe("videos in the browser", { timeout: 180_000 }, () => {
  let server: Awaited<ReturnType<typeof startE2eServer>>;
  let browser: Browser;
  let page: Page;
  const run = String(Date.now()).slice(-7);

  beforeAll(async () => {
    server = await startE2eServer(18_263);
    browser = await launchBrowser();
    page = await adminPageInEnglish(browser, server.baseUrl);
  }, 900_000);

  afterAll(async () => {
    await browser?.close();
    await server?.stop();
  });

  const rows = () => page.locator("table").first().locator("tbody tr");

  it("opens the video list: 'Media: Videos', by header ascending, the untitled video as 'undefined name'", async () => {
    await page.goto(`${server.baseUrl}/#/app/media/video`);
    await page.getByRole("heading", { name: "Media: Videos" }).waitFor();
    await poll(() => rows().count()).toBe(20);
    await poll(() => page.locator("th[aria-sort=ascending]").innerText()).toBe("Name");
    // Videos without a header sort last.
    expect(await rows().last().getByRole("button", { name: "undefined name" }).count()).toBe(1);
    expect((await seriousA11yViolations(page)).join("\n")).toBe("");
  });

  it("edits a version of a video, saves with 'Saved Video' and reads it back", async () => {
    await page.getByRole("button", { name: "Our workshop", exact: true }).click();
    const dialog = page.getByRole("dialog", { name: "Video: Our workshop" });
    await dialog.getByRole("tab", { name: "Versions" }).click();
    const header = dialog
      .getByRole("tabpanel")
      .getByRole("textbox", { name: /^Header \(/ })
      .first();
    await header.waitFor();
    const label = await dialog.locator(`label[for="${await header.getAttribute("id")}"]`).innerText();
    await header.fill(`Verkstaden ${run}`);
    expect((await seriousA11yViolations(page)).join("\n")).toBe("");
    await dialog.getByRole("button", { name: "Save" }).click();
    await poll(() => page.locator(".bp6-toast").allInnerTexts()).toContain("Saved Video");
    await dialog.waitFor({ state: "detached" });

    await page.getByRole("button", { name: "Our workshop", exact: true }).click();
    await dialog.getByRole("tab", { name: "Versions" }).click();
    await poll(() => dialog.getByRole("textbox", { name: label, exact: true }).inputValue()).toBe(`Verkstaden ${run}`);
  });
});
