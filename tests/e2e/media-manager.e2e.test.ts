import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { Browser, Page } from "playwright-core";
import sharp from "sharp";
import { launchBrowser, seriousA11yViolations } from "./fixtures/browser.ts";
import { startE2eServer } from "./fixtures/server.ts";
import { adminPageInEnglish } from "./fixtures/session.ts";

/** Waits for a condition the app reaches by itself; generous, since the machine may be busy. */
const poll = <T>(read: () => T | Promise<T>) => expect.poll(read, { timeout: 30_000, interval: 100 });

/** A small real image, made here (no network): a plain colour, so the server's image checks pass. */
const image = (r: number, g: number, b: number) =>
  sharp({ create: { width: 96, height: 64, channels: 3, background: { r, g, b } } })
    .png()
    .toBuffer();

/**
 * The media library (issue 17) against the built app and the real server with demo data: a
 * folder created, two images uploaded at once (each with its thumbnail from the server), their
 * order changed by dragging and saved, a folder moved under another and the tree saved, and the
 * folder deleted with its children after confirmation. Steps build on each other, so they share
 * one page.
 */
describe("the media library in the browser", { timeout: 180_000 }, () => {
  let server: Awaited<ReturnType<typeof startE2eServer>>;
  let browser: Browser;
  let page: Page;
  // Names of this run, so the steps find their own folders among the demo data's.
  const run = String(Date.now()).slice(-6);
  const PARENT = `E2E photos ${run}`;
  const CHILD = `E2E archive ${run}`;

  beforeAll(async () => {
    // A port of its own, so this file never meets another browser test on one.
    server = await startE2eServer(18_241);
    browser = await launchBrowser();
    page = await adminPageInEnglish(browser, server.baseUrl, { width: 1400, height: 900 });
  }, 900_000);

  afterAll(async () => {
    await browser?.close();
    await server?.stop();
  });

  const tree = () => page.getByRole("navigation", { name: "Folders" });
  const folderButton = (name: string) => tree().getByRole("button", { name, exact: true });
  const items = () => page.getByTestId("media-item");
  const itemNames = async () => (await items().locator("strong").allInnerTexts()).map((t) => t.trim());
  const toasts = () => page.locator(".bp6-toast").allInnerTexts();
  async function dismissToasts() {
    await page
      .locator(".bp6-toast")
      .getByRole("button")
      .evaluateAll((buttons) => buttons.forEach((button) => (button as HTMLElement).click()));
    await poll(() => page.locator(".bp6-toast").count()).toBe(0);
  }
  async function createFolder(name: string) {
    await page.getByRole("button", { name: "New folder", exact: true }).click();
    await page.getByRole("heading", { name: "New folder" }).waitFor();
    await page.getByRole("textbox", { name: /^Name/ }).fill(name);
    await page.getByRole("combobox", { name: "Sort media by" }).selectOption("custom");
    await page.getByRole("button", { name: "Save folder" }).click();
    await poll(toasts).toContain("Folder was successfully saved.");
    await page.getByRole("heading", { name: `Folder ${name}` }).waitFor();
    await folderButton(name).waitFor();
    await dismissToasts();
  }

  it("opens the library with the root folders and creates a folder", async () => {
    await page.locator("nav.app-shell-sidebar").getByText("Media", { exact: true }).click();
    await page.locator("nav.app-shell-sidebar").getByText("Library", { exact: true }).click();
    await page.waitForURL(/#\/app\/media\/manager/);
    await folderButton("Campaigns").waitFor();
    expect((await seriousA11yViolations(page)).join("\n")).toBe("");
    await createFolder(PARENT);
    expect(await folderButton(PARENT).getAttribute("aria-current")).toBe("true");
  });

  it("uploads two images at once and shows each one's thumbnail", async () => {
    await page.getByLabel("Choose files").setInputFiles([
      { name: "red bed.png", mimeType: "image/png", buffer: await image(200, 30, 30) },
      { name: "blue bed.png", mimeType: "image/png", buffer: await image(30, 30, 200) },
    ]);
    await poll(async () => (await itemNames()).sort()).toEqual(["blue bed", "red bed"]);
    // The thumbnails are the server's renditions, read back through getMediaThumbnail.
    await poll(() =>
      items()
        .locator("img")
        .evaluateAll((images) => images.map((i) => (i as HTMLImageElement).complete && (i as HTMLImageElement).naturalWidth > 0)),
    ).toEqual([true, true]);
    expect((await seriousA11yViolations(page)).join("\n")).toBe("");
    await page.getByRole("button", { name: "Save folder" }).click();
    await poll(toasts).toContain("Folder was successfully saved.");
    await poll(() => page.getByText("Not saved").count()).toBe(0);
    await dismissToasts();
  });

  it("reorders two media by dragging and saves the order with the folder", async () => {
    const before = await itemNames();
    await items().nth(1).dragTo(items().nth(0));
    await poll(itemNames).toEqual([before[1], before[0]]);
    await page.getByText("Unsaved changes").waitFor();
    await page.getByRole("button", { name: "Save folder" }).click();
    await poll(toasts).toContain("Folder was successfully saved.");
    await dismissToasts();
    // Read again from the server: the new order was kept.
    await page.reload();
    await folderButton(PARENT).click();
    await page.getByRole("heading", { name: `Folder ${PARENT}` }).waitFor();
    await poll(itemNames).toEqual([before[1], before[0]]);
    expect(await items().first().innerText()).toContain("Downloaded 0 times");
  });

  it("moves a folder under another and saves the tree", async () => {
    await createFolder(CHILD);
    const target = page.getByRole("combobox", { name: `Move ${CHILD} under` });
    // The folder itself is never offered.
    expect(await target.locator("option", { hasText: CHILD }).count()).toBe(0);
    await target.selectOption({ label: PARENT });
    await page.getByRole("button", { name: "Move", exact: true }).click();
    await page.getByText("The tree has changes that are not saved.").waitFor();
    await page.getByRole("button", { name: "Save tree" }).click();
    await poll(toasts).toContain("Tree was successfully saved.");
    await dismissToasts();
    const nested = tree().locator("li", { has: page.getByRole("button", { name: PARENT, exact: true }) });
    await poll(() => nested.getByRole("button", { name: CHILD, exact: true }).count()).toBe(1);
    await poll(() => page.getByRole("button", { name: "Save tree" }).isDisabled()).toBe(true);
  });

  it("deletes the folder and its children after confirmation", async () => {
    await folderButton(PARENT).click();
    await page.getByRole("heading", { name: `Folder ${PARENT}` }).waitFor();
    await page.getByRole("button", { name: "Delete folder" }).click();
    const confirm = page.getByRole("dialog").filter({ hasText: `You are about to delete "${PARENT}" and all of its children.` });
    await confirm.getByText("The changes will take effect immediately and cannot be reversed. Are you sure?").waitFor();
    expect((await seriousA11yViolations(page)).join("\n")).toBe("");
    await confirm.getByRole("button", { name: "OK" }).click();
    await poll(toasts).toContain("Successfully deleted folder.");
    await poll(() => folderButton(PARENT).count()).toBe(0);
    expect(await folderButton(CHILD).count()).toBe(0);
  });
});
