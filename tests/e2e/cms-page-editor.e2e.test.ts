import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { Browser, Page } from "playwright-core";
import sharp from "sharp";
import { launchBrowser, seriousA11yViolations } from "./fixtures/browser.ts";
import { startE2eServer } from "./fixtures/server.ts";
import { adminPageInEnglish } from "./fixtures/session.ts";

/** Waits for a condition the app reaches by itself; generous, since the machine may be busy. */
const poll = <T>(read: () => T | Promise<T>) => expect.poll(read, { timeout: 30_000, interval: 100 });

/** A small real image, made here (no network), so the upload's image checks pass. */
const image = () =>
  sharp({ create: { width: 96, height: 64, channels: 3, background: { r: 40, g: 90, b: 160 } } })
    .png()
    .toBuffer();

interface TreeNode {
  label: string;
  siteId?: number;
  pageId?: number | null;
  children?: TreeNode[];
}

/**
 * The CMS page editor (issue 18) against the built app and the real server with demo data: a
 * seeded page opened; a text header and an image list (a cell with an uploaded image, previewed
 * in the desktop, tablet and mobile frames) added and saved, found again after a reload; the
 * text header given a Swedish version that lands on the Swedish site's page. Steps build on each
 * other, so they share one page.
 */
describe("the CMS page editor in the browser", { timeout: 180_000 }, () => {
  let server: Awaited<ReturnType<typeof startE2eServer>>;
  let browser: Browser;
  let page: Page;
  let pageId: number;
  const HEADER = `E2E header ${String(Date.now()).slice(-6)}`;
  const LIST = `E2E materials ${String(Date.now()).slice(-6)}`;
  const CELL = `E2E horsehair ${String(Date.now()).slice(-6)}`;

  beforeAll(async () => {
    // A port of its own, so this file never meets another browser test on one.
    server = await startE2eServer(18_311);
    browser = await launchBrowser();
    page = await adminPageInEnglish(browser, server.baseUrl, { width: 1400, height: 900 });
    // The demo data's English 'Care guide' page (a text header, a video list, a text story).
    const tree = (await (await page.request.get(`${server.baseUrl}/cms/tree`)).json()) as {
      sites: { id: number; languageCode: string }[];
      nodes: TreeNode[];
    };
    const english = tree.sites.find((s) => s.languageCode === "en")!.id;
    const node = tree.nodes.find((n) => n.siteId === english && n.label === "Care guide")!;
    pageId = node.pageId!;
  }, 900_000);

  afterAll(async () => {
    await browser?.close();
    await server?.stop();
  });

  const rows = () => page.getByTestId("cms-block");
  const toasts = () => page.locator(".bp6-toast").allInnerTexts();

  it("opens a page with its blocks in order", async () => {
    await page.goto(`${server.baseUrl}/#/app/cms/content/page/${pageId}`);
    await page.getByRole("heading", { name: "Page: Care guide" }).waitFor();
    await poll(() => rows().count()).toBe(3);
    expect(await rows().first().innerText()).toContain("Text header");
    expect((await seriousA11yViolations(page)).join("\n")).toBe("");
  });

  it("adds a text header and an image list with an image cell, previews it in three frames, saves and finds both after a reload", async () => {
    await page.getByRole("button", { name: "Add block" }).click();
    const dialog = page.getByRole("dialog");
    await dialog.getByRole("heading", { name: "Edit block: Text header" }).waitFor();
    expect((await seriousA11yViolations(page)).join("\n")).toBe("");
    await dialog.getByRole("textbox", { name: "Header" }).fill(HEADER);
    await dialog.getByRole("button", { name: "Apply" }).click();
    await poll(() => rows().count()).toBe(4);

    // The image list: its header, then a cell with a header and an uploaded image.
    await page.getByRole("button", { name: "Add block" }).click();
    await dialog.getByRole("combobox", { name: "Block type" }).selectOption({ label: "Image list" });
    await dialog.getByRole("heading", { name: "Edit block: Image list" }).waitFor();
    await dialog.getByRole("textbox", { name: "Header" }).fill(LIST);
    await dialog.getByRole("button", { name: "Add cell" }).click();
    const cell = dialog.getByRole("group", { name: "Cell 1" });
    await cell.getByRole("textbox", { name: "Header" }).fill(CELL);
    await cell.locator("input[type=file]").setInputFiles({ name: "horsehair.png", mimeType: "image/png", buffer: await image() });
    const imageName = cell.getByRole("textbox", { name: "Image file name" });
    await poll(() => imageName.inputValue()).not.toBe("");
    const stored = await imageName.inputValue();
    expect((await seriousA11yViolations(page)).join("\n")).toBe("");

    // The block as edited, in the desktop, tablet and mobile frames.
    await dialog.getByRole("button", { name: "Preview", exact: true }).click();
    await dialog.getByRole("button", { name: "Show preview" }).click();
    for (const frame of ["Desktop", "Tablet", "Mobile"]) {
      const shown = page.frameLocator(`iframe[title="${frame}"]`);
      await shown.getByRole("heading", { name: CELL }).waitFor();
      expect(await shown.getByRole("heading", { level: 1 }).innerText()).toBe(LIST);
    }
    expect(await dialog.getByRole("button", { name: "Open the preview full screen" }).getAttribute("href")).toContain(
      "/en/preview-block?identifier=",
    );
    await dialog.getByRole("button", { name: "Apply" }).click();
    await poll(() => rows().count()).toBe(5);

    await page.getByRole("button", { name: "Save without closing" }).click();
    await poll(toasts).toContain("Saved!");
    await page.reload();
    await page.getByRole("heading", { name: "Page: Care guide" }).waitFor();
    await poll(() => rows().count()).toBe(5);
    expect(await rows().nth(3).innerText()).toContain(HEADER);
    expect(await rows().nth(4).innerText()).toContain(LIST);
    const saved = (await (await page.request.get(`${server.baseUrl}/cms/editor/page?id=${pageId}`)).json()) as {
      blocks: { class: string; data: { cells?: unknown[] } }[];
    };
    expect(saved.blocks.at(-1)).toMatchObject({
      class: "image_list",
      data: { header: LIST, cells: [{ header: CELL, image: { identifier: stored, type: "static" } }] },
    });
  });

  it("gives the new block a Swedish version, saved on the Swedish site's page", async () => {
    await page.getByRole("button", { name: "Edit block 4" }).click();
    const dialog = page.getByRole("dialog");
    await dialog.getByRole("button", { name: "Language versions" }).click();
    await dialog.getByRole("combobox", { name: "Add a version for" }).selectOption({ label: "Sverige (sv)" });
    await dialog.getByRole("button", { name: "Add version" }).click();
    await dialog.getByRole("button", { name: "Edit the Sverige (sv) version" }).click();
    const swedish = dialog.getByRole("listitem").filter({ hasText: "Sverige (sv) version" });
    await swedish.getByRole("textbox", { name: "Header" }).fill(`${HEADER} på svenska`);
    expect((await seriousA11yViolations(page)).join("\n")).toBe("");
    await dialog.getByRole("button", { name: "Save versions" }).click();
    await poll(toasts).toContain("Saved!");
    // Read back from the server: the block now has an English and a Swedish version.
    const blockId = await page.evaluate(
      async ({ id, header }) => {
        const answer = await fetch(`/cms/editor/page?id=${id}`).then((r) => r.json());
        return (answer.blocks as { blockId: string; data: { header?: string } }[]).find((b) => b.data.header === header)!.blockId;
      },
      { id: pageId, header: HEADER },
    );
    const versions = (await (await page.request.get(`${server.baseUrl}/cms/editor/block/by-block-id/${blockId}`)).json()) as {
      site: { languageCode: string };
      block: { data: { header?: string } };
    }[];
    expect(versions.map((v) => [v.site.languageCode, v.block.data.header]).sort()).toEqual([
      ["en", HEADER],
      ["sv", `${HEADER} på svenska`],
    ]);
  });
});
