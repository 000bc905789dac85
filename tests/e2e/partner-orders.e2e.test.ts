import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { Browser, Page } from "playwright-core";
import { launchBrowser, seriousA11yViolations } from "./fixtures/browser.ts";
import { startE2eServer } from "./fixtures/server.ts";
import { adminPageInEnglish } from "./fixtures/session.ts";

/** Waits for a condition the app reaches by itself; generous, since the machine may be busy. */
const poll = <T>(read: () => T | Promise<T>) => expect.poll(read, { timeout: 30_000, interval: 100 });

// A port of its own, so this file never meets another browser test on one.
const PORT = 18_223;
// The order platform is another site; here a local address the test answers itself, so that
// opening it leaves the machine no more than the rest does.
const ORDER_PLATFORM = `http://127.0.0.1:${PORT}/order-platform/quote/`;

/**
 * The partner orders in the browser, against the built app and the real server with its demo
 * quotes and order form (spec part 2 sections 2, 4, 7, 8): a placed order's details, its EDIFACT
 * download (a real ORDERS message), its page on the order platform in a new window, then its
 * delete after the confirmation; on the order form a template's own definition of a property is
 * saved (the template is marked as differing) and deleted again (unmarked). The shared hook
 * fails a test on any console error or request that leaves the machine.
 */
describe("partner orders in the browser", () => {
  let server: Awaited<ReturnType<typeof startE2eServer>>;
  let browser: Browser;
  let page: Page;
  /** The quote the table steps act on: the newest placed order. */
  let quoteId = "";

  beforeAll(async () => {
    server = await startE2eServer(PORT, { ORDER_PLATFORM_URL: ORDER_PLATFORM });
    browser = await launchBrowser();
    page = await adminPageInEnglish(browser, server.baseUrl, { width: 1400, height: 900 });
  }, 300_000);

  afterAll(async () => {
    await browser?.close();
    await server?.stop();
  });

  const table = () => page.locator("section[aria-labelledby=partnerOrdersOrdered-title] table").first();
  const rowOf = (id: string) =>
    table()
      .locator("tbody tr")
      .filter({ has: page.getByRole("cell", { name: id, exact: true }) });
  const toasts = () => page.locator(".bp6-toast").allInnerTexts();
  async function dismissToasts() {
    await page
      .locator(".bp6-toast")
      .getByRole("button", { name: "Close" })
      .evaluateAll((buttons) => buttons.forEach((button) => (button as HTMLElement).click()));
    await poll(() => page.locator(".bp6-toast").count()).toBe(0);
  }

  it("lists the placed orders newest first and shows one's details", async () => {
    await page.locator("nav.app-shell-sidebar").getByText("Partner Orders", { exact: true }).click();
    await page.locator("nav.app-shell-sidebar").getByText("Orders", { exact: true }).click();
    await page.waitForURL(/#\/app\/partner-order$/);
    await poll(() => table().locator("tbody tr").count()).toBeGreaterThan(1);
    expect((await seriousA11yViolations(page)).join("\n")).toBe("");
    // The first column is the creation time, newest first (YYYY-MM-DD HH:mm sorts as text).
    const created = await table().locator("tbody tr td:first-child").allInnerTexts();
    expect(created.slice(0, 10)).toEqual([...created.slice(0, 10)].sort().reverse());
    quoteId = (await table().locator("tbody tr").first().locator("td").nth(1).innerText()).trim();
    expect(quoteId).toMatch(/^\d+$/);

    await rowOf(quoteId).getByRole("button", { name: "View" }).click();
    const dialog = page.getByRole("dialog", { name: `Quote ${quoteId}` });
    await dialog.getByRole("table", { name: "Lines" }).waitFor();
    await expect.poll(() => dialog.getByText("Ordered", { exact: true }).count()).toBe(1);
    expect((await seriousA11yViolations(page)).join("\n")).toBe("");
    await dialog.getByRole("button", { name: "Close" }).last().click();
    await dialog.waitFor({ state: "hidden" });
  });

  it("downloads the quote's EDIFACT ORDERS message in a new window", async () => {
    const context = page.context();
    let message = "";
    let disposition = "";
    // Read the server's real answer on its way to the new window, which saves it as a download.
    await context.route("**/partner-order/quote/edifact?**", async (route) => {
      const response = await route.fetch();
      message = await response.text();
      disposition = response.headers()["content-disposition"] ?? "";
      // The new window turns the answer into a download and may close before the answer is
      // handed over; what the test reads is taken above, so a closed window is not an error here.
      await route.fulfill({ response, body: message }).catch((error: unknown) => {
        if (!/closed/i.test(String(error))) throw error;
      });
    });
    const popup = context.waitForEvent("page");
    await rowOf(quoteId).getByRole("button", { name: "Download EDIFACT" }).click();
    const download = await popup;
    await poll(() => message.length).toBeGreaterThan(0);
    expect(message).toMatch(/^UNA:\+\.\? '/);
    expect(message).toContain("UNB+UNOC:3+");
    expect(message).toContain("UNH+");
    expect(message).toContain("ORDERS:D:96A:UN");
    expect(message.trimEnd()).toMatch(/UNZ\+1\+[^']+'$/);
    expect(disposition).toBe(`attachment; filename="quote-${quoteId}.edi"`);
    await download.close();
    // The window is gone; a handler call still finishing with it must not fail the unroute.
    await context.unroute("**/partner-order/quote/edifact?**").catch((error: unknown) => {
      if (!/closed/i.test(String(error))) throw error;
    });
  });

  it("opens the quote on the order platform in a new window", async () => {
    const context = page.context();
    await context.route(`${ORDER_PLATFORM}**`, (route) =>
      route.fulfill({ contentType: "text/html", body: "<!doctype html><html lang=en><title>Order platform</title><p>Quote</p></html>" }),
    );
    const popup = context.waitForEvent("page");
    await rowOf(quoteId).getByRole("button", { name: "Edit on the order platform" }).click();
    const platform = await popup;
    await poll(() => platform.url()).toBe(`${ORDER_PLATFORM}${quoteId}`);
    // The platform gets no handle on the back-office's window.
    expect(await platform.evaluate(() => window.opener)).toBeNull();
    await platform.close();
    await context.unroute(`${ORDER_PLATFORM}**`);
  });

  it("deletes the quote after the confirmation; its row leaves the table", async () => {
    await rowOf(quoteId).getByRole("button", { name: "Delete" }).click();
    const confirm = page.getByRole("dialog").filter({ hasText: `Delete quote ${quoteId} of ` });
    await confirm.waitFor();
    expect((await seriousA11yViolations(page)).join("\n")).toBe("");
    await confirm.getByRole("button", { name: "Delete" }).click();
    await poll(toasts).toContain(`Quote ${quoteId} deleted.`);
    await poll(() => rowOf(quoteId).count()).toBe(0);
    await dismissToasts();
    // Gone for good: the table read afresh after a reload has it no more.
    await page.reload();
    await poll(() => table().locator("tbody tr").count()).toBeGreaterThan(1);
    expect(await rowOf(quoteId).count()).toBe(0);
  });

  // ---- Order form ------------------------------------------------------------------------

  const overview = () => page.getByRole("table", { name: "Properties" });
  const hotelHeight = () => overview().getByRole("button", { name: /: edit Height for Hotel$/ });
  const isMarked = () => hotelHeight().getByText("Differs from the default").count();

  it("saves a template's own definition of a property: the template is marked as differing", async () => {
    await page.locator("nav.app-shell-sidebar").getByText("Order form", { exact: true }).click();
    await page.waitForURL(/#\/app\/partner-order\/order-form$/);
    await overview().waitFor();
    expect((await seriousA11yViolations(page)).join("\n")).toBe("");
    expect(await isMarked()).toBe(0);

    await hotelHeight().click();
    const dialog = page.getByRole("dialog", { name: "Height: template Hotel" });
    await dialog.getByText("New for this template: saving adds it to the template's differences.").waitFor();
    await poll(() => dialog.getByRole("textbox", { name: /Default value/ }).inputValue()).toBe("55");
    expect((await seriousA11yViolations(page)).join("\n")).toBe("");
    await dialog.getByRole("textbox", { name: /Default value/ }).fill("62");
    await dialog.getByRole("button", { name: "Save" }).click();
    await poll(toasts).toContain("Saved!");
    await dialog.waitFor({ state: "hidden" });
    await poll(isMarked).toBe(1);
    await dismissToasts();
  });

  it("deletes the template's definition after the confirmation: the mark goes", async () => {
    await hotelHeight().click();
    const dialog = page.getByRole("dialog", { name: "Height: template Hotel" });
    await dialog.getByText("This template overrides the default.").waitFor();
    await poll(() => dialog.getByRole("textbox", { name: /Default value/ }).inputValue()).toBe("62");
    await dialog.getByRole("button", { name: "Delete the override" }).click();
    const confirm = page.getByRole("dialog").filter({ hasText: "Delete Hotel's override of Height?" });
    await confirm.getByRole("button", { name: "Delete the override" }).click();
    await poll(toasts).toContain("deleted!");
    await dialog.waitFor({ state: "hidden" });
    await poll(isMarked).toBe(0);
  });
});
