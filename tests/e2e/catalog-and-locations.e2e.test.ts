import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { Browser, Page } from "playwright-core";
import { startSmtpServer, type SmtpFixture } from "../fixtures/smtp.ts";
import { launchBrowser, seriousA11yViolations } from "./fixtures/browser.ts";
import { startE2eServer } from "./fixtures/server.ts";
import { adminPageInEnglish } from "./fixtures/session.ts";

/** Waits for a condition the app reaches by itself; generous, since the machine may be busy. */
const poll = <T>(read: () => T | Promise<T>) => expect.poll(read, { timeout: 20_000, interval: 100 });

/**
 * A day at the catalog desk and in the store network, end to end against the built app and the
 * real server (demo data: 30,000 catalog requests, 300 stores) with a real SMTP server behind it:
 * filter and sort the catalog requests and keep the view in the URL, export it as CSV, test the
 * routing rules of a request, send two requests to a store and read the mails the store gets,
 * then edit a store's opening hours and add and remove one of its managers. Steps build on each
 * other, so they share one page.
 */
describe("catalog requests and company locations in the browser", () => {
  let smtp: SmtpFixture;
  let server: Awaited<ReturnType<typeof startE2eServer>>;
  let browser: Browser;
  let page: Page;

  beforeAll(async () => {
    smtp = await startSmtpServer();
    // A port of its own, so this file and the shell test never meet on one.
    server = await startE2eServer(18_181, { SMTP_URL: smtp.url });
    browser = await launchBrowser();
    page = await adminPageInEnglish(browser, server.baseUrl);
  });

  afterAll(async () => {
    await browser?.close();
    await server?.stop();
    await smtp?.close();
  });

  // ---- Catalog requests --------------------------------------------------------------------

  const catalogTable = () => page.locator("section[aria-labelledby=catalogOrders-title] table").first();
  const catalogRows = () => catalogTable().locator("tbody tr");
  const statusFilter = () => page.getByRole("combobox", { name: "Status", exact: true });
  const countryFilter = () => page.getByRole("combobox", { name: "Country", exact: true });
  const searchFilter = () => page.getByRole("searchbox", { name: "Search name, e-mail, phone or address" });
  const toasts = () => page.locator(".bp6-toast").allInnerTexts();
  /**
   * Closes the toasts read already. One left under the pointer stays (a toast waits while hovered)
   * and covers what is at the top of the page, e.g. a tall dialog's tabs.
   */
  async function dismissToasts() {
    await page
      .locator(".bp6-toast")
      .getByRole("button", { name: "Close" })
      .evaluateAll((buttons) => buttons.forEach((button) => (button as HTMLElement).click()));
    await poll(() => page.locator(".bp6-toast").count()).toBe(0);
  }
  /** The rows of the catalog table as {column heading: cell text}, read while it is not loading. */
  async function shownOrders() {
    await poll(() => page.locator("section[aria-labelledby=catalogOrders-title] [aria-busy=true]").count()).toBe(0);
    return catalogTable().evaluate((table) => {
      const headings = Array.from(table.querySelectorAll("thead th"), (th) => (th as HTMLElement).innerText.trim());
      return Array.from(table.querySelectorAll("tbody tr"), (tr) =>
        Object.fromEntries(Array.from(tr.children, (td, i) => [headings[i] || `column${i}`, (td as HTMLElement).innerText.trim()])),
      );
    });
  }
  const hashQuery = () => new URLSearchParams(new URL(page.url()).hash.split("?")[1] ?? "");

  const FILTERS = { statusCode: "new", countryCode: "SE" };
  /** The first page of the filtered, sorted list as the steps below found it. */
  let firstPage: Record<string, string>[] = [];

  it("filters and sorts the catalog requests, and the URL keeps the view through a reload", async () => {
    await page.locator("nav.app-shell-sidebar").getByText("Catalog Requests", { exact: true }).click();
    await page.waitForURL(/#\/app\/catalog-order/);
    await poll(() => catalogRows().count()).toBe(100);

    await statusFilter().selectOption(FILTERS.statusCode);
    await countryFilter().selectOption(FILTERS.countryCode);
    await catalogTable().locator("thead").getByRole("button", { name: "Zip code", exact: true }).click();

    await poll(() => hashQuery().get("direction")).toBe("asc");
    expect(hashQuery().get("sort")).toBe("zipCode");
    expect(JSON.parse(hashQuery().get("filters") ?? "{}")).toEqual(FILTERS);
    await poll(() => catalogTable().locator("th[aria-sort=ascending]").innerText()).toBe("Zip code");
    // Every shown request is new and Swedish, by zip code (Swedish ones all read 'NNN NN', so text order is number order).
    await poll(async () => {
      const rows = await shownOrders();
      const zips = rows.map((row) => row["Zip code"]!);
      return (
        rows.length > 0 &&
        rows.every((row) => row.Status === "New" && row.Country === "Sweden") &&
        zips.every((zip, i) => i === 0 || zips[i - 1]! <= zip)
      );
    }).toBe(true);
    firstPage = await shownOrders();
    expect(firstPage.length).toBeGreaterThan(2);
    expect((await seriousA11yViolations(page)).join("\n")).toBe("");

    await page.reload();
    await poll(() => statusFilter().inputValue()).toBe(FILTERS.statusCode);
    expect(await countryFilter().inputValue()).toBe(FILTERS.countryCode);
    await poll(() => catalogTable().locator("th[aria-sort=ascending]").innerText()).toBe("Zip code");
    await poll(async () => (await shownOrders()).map((row) => row["E-mail"])).toEqual(firstPage.map((row) => row["E-mail"]));
  });

  it("exports the shown requests as CSV, in the list's order and filtered like it", async () => {
    const link = page.locator("a[download]", { hasText: "Export as CSV" });
    const href = await link.getAttribute("href");
    expect(href).toBeTruthy();
    const url = new URL(href!, server.baseUrl);
    expect(url.pathname).toBe("/rest/catalog/catalog-orders/export-result-as-csv");
    expect(url.searchParams.get("sort")).toBe("zipCode");
    expect(url.searchParams.get("direction")).toBe("asc");
    expect(JSON.parse(url.searchParams.get("filters") ?? "{}")).toEqual(FILTERS);

    // The page's own session: page.request shares the browser context's cookies.
    const answer = await page.request.get(url.toString());
    expect(answer.status()).toBe(200);
    expect(answer.headers()["content-type"]).toMatch(/^text\/csv/);
    expect(answer.headers()["content-disposition"]).toMatch(/attachment;.*catalog-requests\.csv/);
    const bytes = await answer.body();
    // A UTF-8 byte order mark, so spreadsheets read å, ä and ö right.
    expect([...bytes.subarray(0, 3)]).toEqual([0xef, 0xbb, 0xbf]);
    const [header, ...records] = parseCsv(bytes.subarray(3).toString("utf8"));
    expect(header).toEqual([
      "id",
      "createdDate",
      "firstname",
      "lastname",
      "email",
      "phone",
      "street",
      "apartmentNumber",
      "region",
      "city",
      "zipCode",
      "country",
      "offers",
      "status",
      "locationNotifiedAt",
      "locationNotifiedToEmail",
      "locationNotifiedByMatchType",
      "notifiedLocation",
      "errorMessage",
    ]);
    const column = (name: string) => header!.indexOf(name);
    const total = Number((await page.getByText(/^[\d,]+ rows$/).innerText()).replace(/\D/g, ""));
    expect(records.length).toBe(total);
    expect(records.every((record) => record[column("status")] === "New" && record[column("country")] === FILTERS.countryCode)).toBe(true);
    // Same sort as the list: its first page is the export's first rows.
    expect(records.slice(0, firstPage.length).map((record) => record[column("email")])).toEqual(firstPage.map((row) => row["E-mail"]));
    expect(records.slice(0, firstPage.length).map((record) => record[column("zipCode")])).toEqual(firstPage.map((row) => row["Zip code"]));
  });

  it("tests the routing rules of a request: in progress, then the matching rules, then no match for another country", async () => {
    // The test's answer waits until the in-progress state has been seen (no race with a fast server).
    let release!: () => void;
    const answerMayGo = new Promise<void>((resolve) => (release = resolve));
    await page.route("**/rest/catalog/test", async (route) => {
      await answerMayGo;
      await route.continue();
    });
    try {
      // One person may have several requests on the page; the first of them is the one tested.
      const row = catalogRows().filter({ hasText: firstPage[0]!["E-mail"]! }).filter({ hasText: firstPage[0]!["Zip code"]! }).first();
      await row.getByRole("button", { name: "Test rules" }).click();
      const dialog = page.getByRole("dialog", { name: "Rule test" });
      await poll(() => dialog.innerText()).toContain("Testing…");
      expect(await row.getAttribute("aria-busy")).toBe("true");
      expect(await dialog.locator("#rule-test-zip").inputValue()).toBe(firstPage[0]!["Zip code"]);
      expect(await dialog.locator("#rule-test-country").inputValue()).toBe("SE");
      release();

      await poll(() => dialog.getByRole("heading", { level: 5 }).innerText()).toMatch(
        /^Best match: (Zip code|Region .+|Country|Country's fallback e-mail)$/,
      );
      expect(await dialog.getByRole("listitem").count()).toBeGreaterThan(0);
      // Each matching rule names a store (or the fallback address) and why it matched.
      expect(await dialog.getByRole("listitem").first().locator("strong").innerText()).not.toBe("");
      expect(await dialog.getByRole("listitem").first().locator(".bp6-tag").count()).toBeGreaterThan(0);
      expect((await seriousA11yViolations(page)).join("\n")).toBe("");
      await poll(() => row.getAttribute("aria-busy")).toBe(null);
      expect(await row.getByRole("button", { name: "Test rules" }).isVisible()).toBe(true);

      // Another address in the dialog: no store and no fallback e-mail handle Iceland.
      await dialog.locator("#rule-test-zip").fill("101");
      await dialog.locator("#rule-test-region").fill("");
      await dialog.locator("#rule-test-country").fill("IS");
      await dialog.getByRole("button", { name: "Test", exact: true }).click();
      await poll(() => dialog.locator(".bp6-callout").innerText()).toContain("No match");
      expect(await dialog.getByRole("listitem").count()).toBe(0);
      await dialog.getByRole("button", { name: "Close", exact: true }).last().click();
      await poll(() => dialog.count()).toBe(0);
    } finally {
      await page.unroute("**/rest/catalog/test");
    }
  });

  it.skipIf(Boolean(process.env.E2E_BASE_URL))(
    "sends two requests to a chosen store, which receives them by mail, and shows them delivered",
    async () => {
      // The store: the first active Swedish one with an e-mail address, as the chooser lists them.
      const locations = (await (await page.request.get(`${server.baseUrl}/rest/company/locations`)).json()) as {
        id: number;
        name: string;
        active: boolean;
        email: string | null;
        address: { country: { code: string } | null };
      }[];
      const store = locations.find((l) => l.active && l.email && l.address.country?.code === "SE");
      expect(store).toBeDefined();
      // Two requests of this run's own, found by a token no demo request has: the demo seed gives
      // some people several requests, and which of them stand on a page depends on the day.
      const token = `e2esend${Date.now().toString(36)}`;
      const orders: { id: number; firstname: string; lastname: string; email: string; zipCode: string }[] = [];
      for (const [suffix, firstname] of [
        ["a", "Astrid"],
        ["b", "Bertil"],
      ] as const) {
        const body = {
          firstname,
          lastname: "Sändare",
          email: `${token}${suffix}@e2e.example`,
          street: "Drottninggatan 1",
          zipCode: "111 51",
          city: "Stockholm",
          country: "SE",
          offers: [],
        };
        const created = await page.request.post(`${server.baseUrl}/rest/catalog/catalog-orders`, {
          data: body,
          headers: { origin: server.baseUrl },
        });
        expect(created.status()).toBe(200);
        orders.push({ ...body, id: ((await created.json()) as { id: number }).id });
      }

      // The list shows just those two (Swedish ones, any status: they were routed on arrival).
      await statusFilter().selectOption("");
      await searchFilter().fill(token);
      await poll(() => JSON.parse(hashQuery().get("filters") ?? "{}")).toEqual({ countryCode: FILTERS.countryCode, searchString: token });
      await poll(async () => (await shownOrders()).map((row) => row["E-mail"]).sort()).toEqual(orders.map((o) => o.email));

      for (const index of [0, 1]) await catalogRows().nth(index).locator("label.bp6-checkbox").click();
      const toolbar = page.getByRole("toolbar", { name: "Selected rows" });
      await poll(() => toolbar.innerText()).toContain("Selected: 2");
      await toolbar.getByRole("button", { name: "Send to location" }).click();

      const dialog = page.getByRole("dialog", { name: "Send catalog requests" });
      const forAll = dialog.getByRole("combobox", { name: "Same location for all" });
      await poll(() => forAll.count()).toBe(1);
      expect((await seriousA11yViolations(page)).join("\n")).toBe("");
      await forAll.fill(store!.name);
      const options = page.getByRole("listbox").getByRole("option");
      await poll(() => page.getByRole("listbox").innerText()).toContain("Locations in Sweden");
      await options.filter({ has: page.getByText(store!.name, { exact: true }) }).click();
      // Both requests' own choosers now name the store.
      for (const order of orders) {
        const chooser = dialog.getByRole("combobox", { name: `Location: ${order.firstname} ${order.lastname}` });
        await poll(() => chooser.inputValue()).toBe(store!.name);
      }
      await dialog.getByRole("button", { name: "Send", exact: true }).click();
      await poll(() => toasts()).toContain("Catalog requests sent: 2");
      await poll(() => dialog.count()).toBe(0);
      await poll(() => toolbar.innerText()).toContain("Selected: 0");

      // The store's mailbox got one mail per request, sent because staff chose the store (the
      // routing on arrival mailed each request once already; those mails say why they came).
      const CHOSEN = "Ni får beställningen eftersom vår personal valde er butik för den.";
      const chosenMail = (id: number) => smtp.received.filter((mail) => mail.subject.includes(`#${id} `) && mail.text.includes(CHOSEN));
      for (const order of orders) {
        await poll(() => chosenMail(order.id).length).toBe(1);
        const [mail] = chosenMail(order.id);
        expect(mail!.envelopeTo).toEqual([store!.email]);
        expect(mail!.headers.to).toContain(store!.email);
        // A Swedish store gets its mail in Swedish, with the customer's data.
        expect(mail!.text).toContain(`${order.firstname} ${order.lastname}`);
        expect(mail!.text).toContain(order.email);
        expect(mail!.text).toContain(order.zipCode);
        expect(mail!.headers["reply-to"]).toContain(order.email);
      }

      // Each request, searched by its own e-mail, shows delivered to the store.
      for (const order of orders) {
        await searchFilter().fill(order.email);
        // Applied (typing waits a moment before it searches), so the rows read below are its result.
        await poll(() => JSON.parse(hashQuery().get("filters") ?? "{}")).toEqual({
          countryCode: FILTERS.countryCode,
          searchString: order.email,
        });
        await poll(async () =>
          (await shownOrders()).map((row) => ({
            email: row["E-mail"],
            status: row.Status,
            sentTo: row["Sent to"],
            sentAtShown: /^\d{4}-\d{2}-\d{2} \d{2}:\d{2}$/.test(row.Sent ?? ""),
          })),
        ).toEqual([{ email: order.email, status: "Delivered", sentTo: `${store!.name}\n${store!.email}`, sentAtShown: true }]);
      }
    },
  );

  it.skipIf(Boolean(process.env.E2E_BASE_URL))("shows the two mails in the outbox as sent, and reads one", async () => {
    await dismissToasts();
    await page.locator("nav.app-shell-sidebar").getByText("Mail outbox", { exact: true }).click();
    await page.waitForURL(/#\/app\/mail\/outbox/);
    const table = page.locator("section[aria-labelledby=outbox-title] table").first();
    const mails = table.locator("tbody tr");
    // The newest first: the two requests just sent, each to the store, sent by the SMTP server.
    await poll(() => mails.count()).toBeGreaterThan(1);
    const sent = smtp.received.map((mail) => mail.subject);
    const newest = await mails.evaluateAll((rows) =>
      rows.slice(0, 2).map((row) => Array.from(row.querySelectorAll("td"), (td) => (td as HTMLElement).innerText.trim())),
    );
    for (const cells of newest) {
      expect(sent).toContain(cells[2]);
      expect(cells[3]).toMatch(/^\d{4}-\d{2}-\d{2} \d{2}:\d{2}$/);
    }
    expect((await seriousA11yViolations(page)).join("\n")).toBe("");

    await mails.first().getByRole("button", { name: "Read" }).click();
    const dialog = page.getByRole("dialog", { name: newest[0]![2]! });
    // The newest mail of that subject: the request was mailed once on arrival too, under the same subject.
    const mail = smtp.received.findLast((m) => m.subject === newest[0]![2])!;
    const plain = (text: string) => text.replace(/\r\n/g, "\n").trim();
    await poll(async () => plain(await dialog.getByLabel("Text of the mail").innerText())).toBe(plain(mail.text));
    expect((await seriousA11yViolations(page)).join("\n")).toBe("");
    await dialog.getByRole("button", { name: "Close", exact: true }).last().click();
    await poll(() => dialog.count()).toBe(0);
  });

  // ---- Company locations -------------------------------------------------------------------

  type Location = { id: number; name: string; timeSchemas: { active: boolean }[]; openingHoursSource: string | null };
  let location: Location;
  const locationRow = () =>
    page
      .locator("section[aria-labelledby=companyLocations-title] table tbody tr")
      .filter({ has: page.getByRole("cell", { name: location.name, exact: true }) });
  const locationDialog = () => page.getByRole("dialog", { name: `Edit ${location.name}` });

  async function openLocationList() {
    // The list's defaults (Netherlands, active); a store whose weekly hours are typed in, not set by a time schema.
    const page1 = (await (
      await page.request.get(
        `${server.baseUrl}/rest/company/locations/get-by-page?page=1&count=100&filters=${encodeURIComponent(JSON.stringify({ country: "NL", active: true }))}`,
      )
    ).json()) as { list: Location[] };
    location = page1.list.find((l) => l.openingHoursSource === "manual" && !l.timeSchemas.some((s) => s.active))!;
    expect(location).toBeDefined();
    await dismissToasts();
    await page.goto(`${server.baseUrl}/#/app/company/locations`);
    await page.getByRole("searchbox", { name: "Search name, customer number, e-mail or address" }).fill(location.name);
    await poll(() => JSON.parse(hashQuery().get("filters") ?? "{}").search).toBe(location.name);
    await poll(() => locationRow().count()).toBe(1);
  }

  async function openOpeningHoursTab() {
    await locationRow().getByRole("button", { name: "Edit", exact: true }).click();
    await locationDialog().getByRole("tab", { name: "Opening hours" }).click();
    return locationDialog().getByRole("table", { name: "Weekly opening hours" });
  }
  const dayInSummary = (summary: ReturnType<Page["locator"]>, day: string) =>
    summary.getByRole("row", { name: day }).locator("td").innerText();

  it("edits a store's weekly opening hours with copy-to-next-day, saves, and finds them stored", async () => {
    await openLocationList();
    const summary = await openOpeningHoursTab();
    await poll(() => dayInSummary(summary, "Monday")).not.toBe("");
    expect((await seriousA11yViolations(page)).join("\n")).toBe("");

    await locationDialog().getByRole("button", { name: "Edit weekly hours" }).click();
    const hours = page.getByRole("dialog", { name: "Opening hours: Weekly opening hours" });
    const monday = hours.getByRole("group", { name: "Monday" });
    const tuesday = hours.getByRole("group", { name: "Tuesday" });
    // The day's inputs are counted below: only once the dialog shows them (before, the count is 0).
    await monday.waitFor();
    // Monday: one interval made 08:15–12:00 and a second, after lunch, added.
    while ((await monday.getByRole("textbox").count()) > 2)
      await monday.getByRole("button", { name: /^Remove hours 2 on Monday$/ }).click();
    if ((await monday.getByRole("textbox").count()) === 0) await monday.getByRole("button", { name: "Add hours on Monday" }).click();
    await monday.getByRole("textbox", { name: "Monday opens (1)" }).fill("08:15");
    await monday.getByRole("textbox", { name: "Monday closes (1)" }).fill("12:00");
    await monday.getByRole("button", { name: "Add hours on Monday" }).click();
    // An interval without times cannot be copied yet.
    await poll(() => monday.getByRole("button", { name: "Copy to next day: Monday" }).count()).toBe(0);
    await monday.getByRole("textbox", { name: "Monday opens (2)" }).fill("13:00");
    await monday.getByRole("textbox", { name: "Monday closes (2)" }).fill("17:30");
    await monday.getByRole("button", { name: "Copy to next day: Monday" }).click();
    expect(await tuesday.getByRole("textbox").evaluateAll((inputs) => inputs.map((i) => (i as HTMLInputElement).value))).toEqual([
      "08:15",
      "12:00",
      "13:00",
      "17:30",
    ]);
    // Tuesday now equals Monday, so Monday offers no copy; Tuesday offers one to Wednesday.
    await poll(() => monday.getByRole("button", { name: "Copy to next day: Monday" }).count()).toBe(0);
    await tuesday.getByRole("button", { name: "Copy to next day: Tuesday" }).click();
    await hours.getByRole("button", { name: "Save", exact: true }).click();
    await poll(() => hours.count()).toBe(0);

    const week = "08:15–12:00, 13:00–17:30";
    for (const day of ["Monday", "Tuesday", "Wednesday"]) expect(await dayInSummary(summary, day)).toBe(week);
    await locationDialog().getByRole("button", { name: "Save", exact: true }).click();
    await poll(() => toasts()).toContain("Saved!");
    await poll(() => locationDialog().count()).toBe(0);

    // What the server stored, read back in the dialog after a reload (the search stays in the URL).
    await page.reload();
    await poll(() => locationRow().count()).toBe(1);
    const stored = await openOpeningHoursTab();
    for (const day of ["Monday", "Tuesday", "Wednesday"]) await poll(() => dayInSummary(stored, day)).toBe(week);
    await locationDialog().getByRole("button", { name: "Cancel", exact: true }).click();
    await poll(() => locationDialog().count()).toBe(0);
  });

  it("adds a manager to the store by an account's e-mail and removes them again, with the catalogue's messages", async () => {
    const email = "catalog@demo.example";
    await locationRow().getByRole("button", { name: "Managers", exact: true }).click();
    const dialog = page.getByRole("dialog", { name: `Managers of ${location.name}` });
    const managerRow = dialog.getByRole("row").filter({ hasText: email });
    await poll(() => dialog.getByRole("button", { name: "Add manager" }).isEnabled()).toBe(true);
    await poll(() => dialog.locator(".bp6-spinner").count()).toBe(0);
    expect(await managerRow.count()).toBe(0);

    await dialog.getByRole("button", { name: "Add manager" }).click();
    await poll(() => toasts()).toContain("No e-mail entered");
    await dismissToasts();

    await dialog.getByRole("textbox", { name: "E-mail of the new manager" }).fill(email);
    await dialog.getByRole("button", { name: "Add manager" }).click();
    await poll(() => managerRow.count()).toBe(1);
    expect(await dialog.getByRole("textbox", { name: "E-mail of the new manager" }).inputValue()).toBe("");
    const fullname = await managerRow.locator("td").first().innerText();

    await managerRow.getByRole("button", { name: `Remove ${fullname}` }).click();
    const confirm = page.getByRole("dialog", { name: "Confirm" });
    await poll(() => confirm.innerText()).toContain(`Remove ${fullname}?`);
    await confirm.getByRole("button", { name: "OK", exact: true }).click();
    await poll(() => managerRow.count()).toBe(0);

    // Gone on the server too: the dialog opened anew reads the list again.
    await dialog.getByRole("button", { name: "Close", exact: true }).last().click();
    await poll(() => dialog.count()).toBe(0);
    await locationRow().getByRole("button", { name: "Managers", exact: true }).click();
    await poll(() => dialog.locator(".bp6-spinner").count()).toBe(0);
    expect(await managerRow.count()).toBe(0);
  });
});

/** RFC 4180 CSV: quoted fields may hold commas, doubled quotes and line breaks. */
function parseCsv(text: string): string[][] {
  const records: string[][] = [];
  let record: string[] = [];
  let field = "";
  let quoted = false;
  for (let i = 0; i < text.length; i++) {
    const c = text[i]!;
    if (quoted) {
      if (c === '"' && text[i + 1] === '"') {
        field += '"';
        i++;
      } else if (c === '"') quoted = false;
      else field += c;
    } else if (c === '"') quoted = true;
    else if (c === ",") {
      record.push(field);
      field = "";
    } else if (c === "\n" || c === "\r") {
      if (c === "\r" && text[i + 1] === "\n") i++;
      record.push(field);
      records.push(record);
      record = [];
      field = "";
    } else field += c;
  }
  if (field !== "" || record.length > 0) records.push([...record, field]);
  return records;
}
