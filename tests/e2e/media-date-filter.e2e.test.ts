import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { Browser, Page } from "playwright-core";
import { launchBrowser, seriousA11yViolations } from "./fixtures/browser.ts";
import { startE2eServer } from "./fixtures/server.ts";
import { adminPageInEnglish } from "./fixtures/session.ts";

/** Waits for a condition the app reaches by itself; generous, since the machine may be busy. */
const poll = <T>(read: () => T | Promise<T>) => expect.poll(read, { timeout: 20_000, interval: 100 });

interface MediaOrder {
  orderDate: string | null;
}

/**
 * The engine's date range filter on Media: History, against the built app and the real server
 * (demo data): a first day typed from the keyboard narrows the list to orders from that day on
 * (sent as the contract's orderDateFrom), a last day picked in the calendar closes the range,
 * and clearing the fields shows every order again.
 */
describe("the media history's order date filter in the browser", { timeout: 180_000 }, () => {
  let server: Awaited<ReturnType<typeof startE2eServer>>;
  let browser: Browser;
  let page: Page;

  beforeAll(async () => {
    server = await startE2eServer(18_319);
    browser = await launchBrowser();
    page = await adminPageInEnglish(browser, server.baseUrl);
  }, 900_000);

  afterAll(async () => {
    await browser?.close();
    await server?.stop();
  });

  const section = () => page.locator("section[aria-labelledby=mediaHistory-title]");
  const rows = () => section().locator("table").first().locator("tbody tr");
  const from = () => page.getByRole("combobox", { name: "Order date from" });
  const to = () => page.getByRole("combobox", { name: "Order date to" });
  const filtersOf = (url: string) => JSON.parse(new URL(url).searchParams.get("filters") ?? "{}") as Record<string, string>;
  /** The next page of media orders the screen reads (sent with filters that pass `sent`), with the filters it sent. */
  const nextAnswer = (sent: (filters: Record<string, string>) => boolean = () => true) =>
    page
      .waitForResponse(
        (r) =>
          r.request().method() === "GET" &&
          new URL(r.url()).pathname === "/rest/media/orders" &&
          r.status() === 200 &&
          sent(filtersOf(r.url())),
      )
      .then(async (r) => ({ filters: filtersOf(r.url()), list: ((await r.json()) as { list: MediaOrder[] }).list }));
  let newest: string;

  it("opens the history, newest order first, with the two fields of the order date", async () => {
    const answer = nextAnswer();
    await page.goto(`${server.baseUrl}/#/app/media/history`);
    const { list } = await answer;
    newest = list[0]!.orderDate!.slice(0, 10);
    await poll(() => rows().count()).toBe(list.length);
    expect(await page.getByRole("group", { name: "Order date" }).isVisible()).toBe(true);
    expect((await seriousA11yViolations(page)).join("\n")).toBe("");
  });

  it("narrows the list to the orders from a day typed in the first field", async () => {
    const answer = nextAnswer();
    await from().click();
    await page.keyboard.type(newest);
    const { filters, list } = await answer;
    expect(filters).toEqual({ orderDateFrom: newest });
    expect(list.length).toBeGreaterThan(0);
    expect(list.every((order) => order.orderDate!.slice(0, 10) >= newest)).toBe(true);
    await poll(() => page.url()).toContain(encodeURIComponent(`"orderDateFrom":"${newest}"`));
    // Escape closes the first day's calendar.
    await page.keyboard.press("Escape");
    await poll(() => page.getByRole("dialog").count()).toBe(0);
  });

  it("closes the range with a last day picked in the calendar, checked by axe while open", async () => {
    await to().click();
    const calendar = page.getByRole("dialog");
    await calendar.waitFor();
    expect((await seriousA11yViolations(page)).join("\n")).toBe("");
    // Today, in the calendar that opens on the current month: no order lies after it.
    const answer = nextAnswer();
    await calendar.locator(".rdp-day_today").click();
    const { filters } = await answer;
    expect(Object.keys(filters).sort()).toEqual(["orderDateFrom", "orderDateTo"]);
    expect(filters.orderDateTo! >= newest).toBe(true);
    await poll(() => to().inputValue()).toBe(filters.orderDateTo);
  });

  it("shows every order again once both fields are cleared", async () => {
    const answer = nextAnswer((filters) => Object.keys(filters).length === 0);
    await to().fill("");
    await from().fill("");
    const { list } = await answer;
    await poll(() => rows().count()).toBe(list.length);
    await poll(() => page.url()).not.toContain("orderDate");
  });
});
