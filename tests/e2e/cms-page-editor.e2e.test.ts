import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { Browser, Page } from "playwright-core";
import { launchBrowser, seriousA11yViolations } from "./fixtures/browser.ts";
import { startE2eServer } from "./fixtures/server.ts";
import { adminPageInEnglish } from "./fixtures/session.ts";

/** Waits for a condition the app reaches by itself; generous, since the machine may be busy. */
const poll = <T>(read: () => T | Promise<T>) => expect.poll(read, { timeout: 30_000, interval: 100 });

interface TreeNode {
  label: string;
  siteId?: number;
  pageId?: number | null;
  children?: TreeNode[];
}

/**
 * The CMS page editor (issue 18) against the built app and the real server with demo data: a
 * seeded page opened, a text header added and saved, found again after a reload, and given a
 * Swedish version that lands on the Swedish site's page. Steps build on each other, so they
 * share one page.
 */
describe("the CMS page editor in the browser", { timeout: 180_000 }, () => {
  let server: Awaited<ReturnType<typeof startE2eServer>>;
  let browser: Browser;
  let page: Page;
  let pageId: number;
  const HEADER = `E2E header ${String(Date.now()).slice(-6)}`;

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
    await page.goto(`${server.baseUrl}/#/app/cms/content/page?id=${pageId}`);
    await page.getByRole("heading", { name: "Page: Care guide" }).waitFor();
    await poll(() => rows().count()).toBe(3);
    expect(await rows().first().innerText()).toContain("Text header");
    expect((await seriousA11yViolations(page)).join("\n")).toBe("");
  });

  it("adds a text header, saves the page and finds it again after a reload", async () => {
    await page.getByRole("button", { name: "Add block" }).click();
    const dialog = page.getByRole("dialog");
    await dialog.getByRole("heading", { name: "Edit block: Text header" }).waitFor();
    expect((await seriousA11yViolations(page)).join("\n")).toBe("");
    await dialog.getByRole("textbox", { name: "Header" }).fill(HEADER);
    await dialog.getByRole("button", { name: "Apply" }).click();
    await poll(() => rows().count()).toBe(4);
    await page.getByRole("button", { name: "Save without closing" }).click();
    await poll(toasts).toContain("Saved!");
    await page.reload();
    await page.getByRole("heading", { name: "Page: Care guide" }).waitFor();
    await poll(() => rows().count()).toBe(4);
    expect(await rows().nth(3).innerText()).toContain(HEADER);
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
    const blockId = await page.evaluate(async (id) => {
      const answer = await fetch(`/cms/editor/page?id=${id}`).then((r) => r.json());
      return (answer.blocks as { blockId: string; data: { header?: string } }[]).at(-1)!.blockId;
    }, pageId);
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
