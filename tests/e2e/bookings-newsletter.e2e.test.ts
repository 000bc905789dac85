import fs from "node:fs";
import Papa from "papaparse";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { Browser, Page } from "playwright-core";
import { launchBrowser, seriousA11yViolations } from "./fixtures/browser.ts";
import { startE2eServer } from "./fixtures/server.ts";
import { adminPageInEnglish } from "./fixtures/session.ts";

/** Waits for a condition the app reaches by itself; generous, since the machine may be busy. */
const poll = <T>(read: () => T | Promise<T>) => expect.poll(read, { timeout: 20_000, interval: 100 });

interface Booking {
  id: number;
  email: string | null;
  status: string;
}

/**
 * Book a Meeting and Newsletter, the two YAML screens of issue 17, end to end against the built
 * app and the real server (demo data): a booking's status changed in the table and shown by the
 * list reloaded after it, a booking opened read-only, the newsletter list filtered by a
 * newsletter read when the screen opens and its CSV downloaded as filtered. Steps share one page.
 */
// Seeding the demo data once per run takes minutes on a loaded machine; the steps wait for a busy server too.
describe("meeting bookings and newsletter subscriptions in the browser", { timeout: 180_000 }, () => {
  let server: Awaited<ReturnType<typeof startE2eServer>>;
  let browser: Browser;
  let page: Page;

  beforeAll(async () => {
    server = await startE2eServer(18_271);
    browser = await launchBrowser();
    page = await adminPageInEnglish(browser, server.baseUrl);
  }, 900_000);

  afterAll(async () => {
    await browser?.close();
    await server?.stop();
  });

  const bookingRows = () => page.locator("section[aria-labelledby=meetingBookings-title] table").first().locator("tbody tr");
  /** The list's answers as the page reads them (GET /rest/meeting/booked-visits). */
  const nextBookingsAnswer = () =>
    page.waitForResponse(
      (r) => r.request().method() === "GET" && new URL(r.url()).pathname === "/rest/meeting/booked-visits" && r.status() === 200,
    );
  let first: Booking;

  it("opens Book a Meeting: 100 bookings newest first, their statuses as selects", async () => {
    const answer = nextBookingsAnswer();
    await page.locator("nav.app-shell-sidebar").getByText("Book a Meeting", { exact: true }).click();
    await page.waitForURL(/#\/app\/meeting-booking/);
    const list = ((await (await answer).json()) as { list: Booking[] }).list;
    first = list[0]!;
    await poll(() => bookingRows().count()).toBe(100);
    expect(await page.getByRole("heading", { name: "Book a Meeting" }).isVisible()).toBe(true);
    await poll(() => page.locator("section[aria-labelledby=meetingBookings-title] th[aria-sort=descending]").innerText()).toBe("Booked");
    expect(await bookingRows().first().getByRole("combobox", { name: "Status" }).inputValue()).toBe(first.status);
    expect((await seriousA11yViolations(page)).join("\n")).toBe("");
  });

  it("changes a booking's status in the table; the list reloads and shows it", async () => {
    const next = first.status === "done" ? "canceled" : "done";
    const select = bookingRows().first().getByRole("combobox", { name: "Status" });
    const saved = page.waitForResponse((r) => new URL(r.url()).pathname === "/rest/meeting/booking/update-status");
    const reloaded = nextBookingsAnswer();
    await select.selectOption(next);
    expect((await saved).status()).toBe(200);
    const list = ((await (await reloaded).json()) as { list: Booking[] }).list;
    expect(list.find((b) => b.id === first.id)?.status).toBe(next);
    await poll(() => select.isEnabled()).toBe(true);
    expect(await select.inputValue()).toBe(next);

    // Filtered by the new status, the booking is still listed (first: newest first).
    const statusFilter = page.locator("section[aria-labelledby=meetingBookings-title]").getByRole("combobox", { name: "Status" }).first();
    await statusFilter.selectOption(next);
    await poll(async () => (await bookingRows().first().innerText()).includes(first.email ?? "")).toBe(true);
    expect(await bookingRows().first().getByRole("combobox", { name: "Status" }).inputValue()).toBe(next);
    first = { ...first, status: next };
  });

  it("opens a booking read-only, read by its id", async () => {
    await bookingRows().first().getByRole("button", { name: "View booking" }).click();
    const dialog = page.getByRole("dialog", { name: "Booking" });
    await poll(() => dialog.getByRole("table", { name: "Booking" }).innerText()).toContain(first.email ?? "–");
    expect(await dialog.innerText()).toContain(statusLabel(first.status));
    expect((await seriousA11yViolations(page)).join("\n")).toBe("");
    await dialog.getByRole("button", { name: "Close" }).last().click();
    await dialog.waitFor({ state: "hidden" });
  });

  const subscriptionRows = () => page.locator("section[aria-labelledby=newsletterSubscriptions-title] table").first().locator("tbody tr");

  it("filters the newsletter subscriptions by a newsletter read when the screen opens", async () => {
    await page.locator("nav.app-shell-sidebar").getByText("Newsletter", { exact: true }).click();
    await page.waitForURL(/#\/app\/newsletter-subscription/);
    await poll(() => subscriptionRows().count()).toBe(100);
    const filter = page.getByRole("combobox", { name: "Newsletter" });
    // The demo's newsletters, each with its number of subscriptions.
    await poll(async () => (await filter.locator("option").allInnerTexts()).map((o) => o.replace(/ \(\d[\d,]*\)$/, ""))).toEqual([
      "Newsletter: All",
      "care",
      "general",
      "partner",
    ]);
    await filter.selectOption("care");
    await poll(async () => {
      const shown = await subscriptionRows().allInnerTexts();
      return shown.length > 0 && shown.every((row) => row.includes("care"));
    }).toBe(true);
    expect((await seriousA11yViolations(page)).join("\n")).toBe("");
  });

  it("downloads the CSV as filtered and sorted: a BOM, the header, the newsletter's subscriptions newest first", async () => {
    const link = page.locator("a[download]", { hasText: "Export as CSV" });
    const [download] = await Promise.all([page.waitForEvent("download"), link.click()]);
    expect(download.suggestedFilename()).toBe("newsletter-subscriptions.csv");
    const bytes = fs.readFileSync((await download.path())!);
    // A UTF-8 byte order mark, so spreadsheets read å, ä and ö right.
    expect([...bytes.subarray(0, 3)]).toEqual([0xef, 0xbb, 0xbf]);
    const [header, ...records] = Papa.parse<string[]>(bytes.subarray(3).toString("utf8"), { skipEmptyLines: true }).data;
    expect(header).toEqual(["id", "newsletterCode", "email", "createdAt"]);
    // As many as the list counts, every one of the chosen newsletter.
    const total = Number((await page.locator(".screen-table-footer").innerText()).match(/([\d,]+) rows/)![1]!.replace(/,/g, ""));
    expect(records.length).toBe(total);
    expect(records.every((record) => record[1] === "care")).toBe(true);
    // In the list's order: the first page's addresses lead the file.
    const shownEmails = (await subscriptionRows().allInnerTexts()).map((row) => row.split("\t")[1]!.trim());
    expect(records.slice(0, shownEmails.length).map((record) => record[2])).toEqual(shownEmails);
    expect(records.every((record) => /^\d{4}-\d{2}-\d{2} \d{2}:\d{2}:\d{2}$/.test(record[3]!))).toBe(true);
  });
});

/** The English label of a booking status. */
function statusLabel(status: string): string {
  return { new: "New", done: "Done", canceled: "Canceled" }[status] ?? status;
}
