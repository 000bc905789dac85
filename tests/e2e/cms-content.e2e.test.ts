import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { Browser, Page } from "playwright-core";
import { launchBrowser, seriousA11yViolations } from "./fixtures/browser.ts";
import { startE2eServer } from "./fixtures/server.ts";
import { adminPageInEnglish } from "./fixtures/session.ts";

/** Waits for a condition the app reaches by itself; generous, since the machine may be busy. */
const poll = <T>(read: () => T | Promise<T>) => expect.poll(read, { timeout: 30_000, interval: 100 });

/**
 * The CMS index (issue 18) against the built app and the real server with demo data: the first
 * site's content tree reordered by dragging and by the keyboard's buttons, saved, and read back
 * after a reload. Steps build on each other, so they share one page.
 */
describe("the CMS content tree in the browser", { timeout: 180_000 }, () => {
  let server: Awaited<ReturnType<typeof startE2eServer>>;
  let browser: Browser;
  let page: Page;

  beforeAll(async () => {
    // A port of its own, so this file never meets another browser test on one.
    server = await startE2eServer(18_297);
    browser = await launchBrowser();
    page = await adminPageInEnglish(browser, server.baseUrl, { width: 1400, height: 900 });
  }, 900_000);

  afterAll(async () => {
    await browser?.close();
    await server?.stop();
  });

  const tree = () => page.getByRole("navigation", { name: "Content tree" });
  /** The top level's labels, in their order. */
  const topLabels = async () =>
    (await tree().locator(":scope > ul > li > button").allInnerTexts()).map((t) => t.replace(/Front page/, "").trim());
  const toasts = () => page.locator(".bp6-toast").allInnerTexts();
  async function dismissToasts() {
    await page
      .locator(".bp6-toast")
      .getByRole("button")
      .evaluateAll((buttons) => buttons.forEach((button) => (button as HTMLElement).click()));
    await poll(() => page.locator(".bp6-toast").count()).toBe(0);
  }
  async function save() {
    await page.getByRole("button", { name: "Save", exact: true }).click();
    await poll(toasts).toContain("Saved!");
    await dismissToasts();
    await poll(() => page.getByRole("button", { name: "Save", exact: true }).isDisabled()).toBe(true);
  }

  it("opens the content screen from the menu with the site tabs and the first site's tree", async () => {
    await page.locator("nav.app-shell-sidebar").getByText("Website", { exact: true }).click();
    await page.locator("nav.app-shell-sidebar").getByText("Content", { exact: true }).click();
    await page.waitForURL(/#\/app\/cms\/content/);
    await tree().waitFor();
    await poll(async () => (await topLabels()).length).toBeGreaterThan(3);
    expect(await page.getByRole("tab").count()).toBeGreaterThan(1);
    expect((await seriousA11yViolations(page)).join("\n")).toBe("");
  });

  it("reorders the tree by dragging and saves it; a reload shows the new order", async () => {
    const before = await topLabels();
    const nodes = tree().locator(":scope > ul > li > button");
    // The third top-level item dropped on the first takes its place.
    await nodes.nth(2).dragTo(nodes.nth(0));
    const dragged = [before[2]!, before[0]!, before[1]!, ...before.slice(3)];
    await poll(topLabels).toEqual(dragged);
    await page.getByText("The tree has changes that are not saved.").waitFor();
    await save();
    await page.reload();
    await tree().waitFor();
    await poll(topLabels).toEqual(dragged);
  });

  it("moves an item down by its button and saves it; a reload shows the new order", async () => {
    const before = await topLabels();
    await tree().locator(":scope > ul > li > button").nth(0).click();
    await page.getByRole("button", { name: "Move down" }).click();
    const moved = [before[1]!, before[0]!, ...before.slice(2)];
    await poll(topLabels).toEqual(moved);
    expect((await seriousA11yViolations(page)).join("\n")).toBe("");
    await save();
    await page.reload();
    await tree().waitFor();
    await poll(topLabels).toEqual(moved);
  });
});
