import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { Browser, Page } from "playwright-core";
import { launchBrowser, seriousA11yViolations } from "./fixtures/browser.ts";
import { startE2eServer } from "./fixtures/server.ts";
import { adminPageInEnglish } from "./fixtures/session.ts";

/** Waits for a condition the app reaches by itself; generous, since the machine may be busy. */
const poll = <T>(read: () => T | Promise<T>) => expect.poll(read, { timeout: 20_000, interval: 100 });

/**
 * Registering beds for warranty, end to end against the built app and the real server (demo data
 * with the brand's bed range): a bed registered together with a new contact, a second bed for
 * that contact found by search (a model with one colour, its colour chosen at once; the bed id
 * checked for uniqueness), the registration edited, and the contact's registrations listed.
 * The contact's list opens from the warranty screen (the contact's name in a row). Steps build
 * on each other, so they share one page.
 */
// Seeding the demo data once per run takes minutes on a loaded machine; the steps wait for a busy server too.
describe("warranty registrations in the browser", { timeout: 180_000 }, () => {
  let server: Awaited<ReturnType<typeof startE2eServer>>;
  let browser: Browser;
  let page: Page;
  // Names and ids of this run, so the steps find their own records among the demo data.
  const run = String(Date.now()).slice(-7);
  const LASTNAME = `Warrantytest${run}`;
  const FIRST_BED = `E2E-${run}-A`;
  const SECOND_BED = `E2E-${run}-B`;

  beforeAll(async () => {
    server = await startE2eServer(18_216);
    browser = await launchBrowser();
    page = await adminPageInEnglish(browser, server.baseUrl);
  }, 900_000);

  afterAll(async () => {
    await browser?.close();
    await server?.stop();
  });

  const table = () => page.locator("section[aria-labelledby=warranty-title] table").first();
  const rows = () => table().locator("tbody tr");
  const search = () => page.getByRole("searchbox", { name: "Search bed id, bed model, name or e-mail" });
  const toasts = () => page.locator(".bp6-toast").allInnerTexts();
  const newDialog = () => page.getByRole("dialog", { name: "New warranty registration" });
  async function dismissToasts() {
    await page
      .locator(".bp6-toast")
      .getByRole("button", { name: "Close" })
      .evaluateAll((buttons) => buttons.forEach((button) => (button as HTMLElement).click()));
    await poll(() => page.locator(".bp6-toast").count()).toBe(0);
  }
  /** Shows only the rows matching the text (the list's search). */
  async function searchList(text: string) {
    await search().fill(text);
    await poll(async () => (await rows().allInnerTexts()).every((row) => row.includes(text)) && (await rows().count()) > 0).toBe(true);
  }

  it("opens the warranty list: newest first, the search empty, 100 rows of the demo data", async () => {
    await page.locator("nav.app-shell-sidebar").getByText("Warranty Registrations", { exact: true }).click();
    await page.waitForURL(/#\/app\/warranty/);
    await poll(() => rows().count()).toBe(100);
    expect(await search().inputValue()).toBe("");
    await poll(() => table().locator("th[aria-sort=descending]").innerText()).toBe("Registered");
    expect((await seriousA11yViolations(page)).join("\n")).toBe("");
  });

  it("registers a bed together with a new contact", async () => {
    await page.getByRole("button", { name: "Register a bed" }).click();
    const dialog = newDialog();
    await dialog.waitFor();
    await dialog.getByRole("radio", { name: "New contact" }).click();
    await dialog.getByRole("textbox", { name: /^First name/ }).fill("Ingrid");
    await dialog.getByRole("textbox", { name: /^Last name/ }).fill(LASTNAME);
    await dialog.getByRole("textbox", { name: /^E-mail/ }).fill(`ingrid.${run}@example.se`);
    await dialog.getByRole("combobox", { name: /^Bed model/ }).selectOption("Aurora");
    // Three colours: none is chosen for the user.
    expect(await dialog.getByRole("combobox", { name: /^Colour/ }).inputValue()).toBe("");
    await dialog.getByRole("combobox", { name: /^Colour/ }).selectOption("Charcoal");
    await dialog.getByRole("combobox", { name: /^Top mattress/ }).selectOption("Wool top");
    await dialog.getByRole("textbox", { name: /^Bed id/ }).fill(FIRST_BED);
    await dialog.getByRole("combobox", { name: /^Year of purchase/ }).selectOption("2021");
    await dialog.getByRole("combobox", { name: /^Month of purchase/ }).selectOption({ label: "October" });
    expect((await seriousA11yViolations(page)).join("\n")).toBe("");
    await dialog.getByRole("button", { name: "Save" }).click();
    await poll(toasts).toContain("Warranty registration created");
    await dialog.waitFor({ state: "hidden" });
    await dismissToasts();

    await searchList(FIRST_BED);
    expect(await rows().count()).toBe(1);
    const row = await rows().first().innerText();
    expect(row).toContain(`Ingrid ${LASTNAME}`);
    expect(row).toContain("October 2021");
  });

  it("registers a second bed for the contact found by search: one colour chosen at once, the bed id checked", async () => {
    // A bed id the demo data has registered already.
    await search().fill("");
    await poll(() => rows().count()).toBe(100);
    const takenBedId = (await rows().nth(5).locator("td").nth(1).innerText()).trim();
    expect(takenBedId).not.toBe("");

    await page.getByRole("button", { name: "Register a bed" }).click();
    const dialog = newDialog();
    await dialog.getByRole("searchbox", { name: "Search name, e-mail or phone" }).fill(LASTNAME);
    await dialog.getByRole("button", { name: new RegExp(`Ingrid ${LASTNAME}`) }).click();
    await poll(() => dialog.getByTestId("warranty-chosen-contact").innerText()).toContain(`Ingrid ${LASTNAME}`);

    await dialog.getByRole("combobox", { name: /^Bed model/ }).selectOption("Eira");
    expect(await dialog.getByRole("combobox", { name: /^Colour/ }).inputValue()).toBe("Natural linen");

    const bedId = dialog.getByRole("textbox", { name: /^Bed id/ });
    await bedId.fill(takenBedId.toLowerCase());
    await bedId.blur();
    await poll(() => dialog.innerText()).toContain("This bed id is already registered.");
    expect(await bedId.getAttribute("aria-invalid")).toBe("true");
    await bedId.fill(SECOND_BED);
    await poll(() => dialog.innerText()).toContain("The bed id is not registered yet.");
    expect(await bedId.getAttribute("aria-invalid")).toBeNull();

    // A store from the chooser: typing opens its list, Enter takes the first match.
    const chooser = dialog.getByRole("combobox", { name: "Purchase location" });
    await chooser.click();
    await chooser.pressSequentially("a");
    await page.locator(".bp6-popover .bp6-menu-item").first().waitFor();
    await chooser.press("Enter");
    await poll(() => chooser.inputValue()).not.toBe("a");
    const storeName = await chooser.inputValue();
    expect(storeName.length).toBeGreaterThan(1);
    await dialog.getByRole("combobox", { name: /^Year of purchase/ }).selectOption("2023");
    await dialog.getByRole("combobox", { name: /^Month of purchase/ }).selectOption({ label: "April" });
    // Blueprint draws the box over the input: the label is what a user clicks.
    await dialog.getByText("Send care reminders", { exact: true }).click();
    expect(await dialog.getByRole("checkbox", { name: "Send care reminders" }).isChecked()).toBe(true);

    // The save-pending flag is on while the request runs (the answer waits until it was seen).
    let release!: () => void;
    const answerMayGo = new Promise<void>((resolve) => (release = resolve));
    await page.route("**/rest/contact/contacts/*/warranty-registrations", async (route) => {
      await answerMayGo;
      await route.continue();
    });
    try {
      await dialog.getByRole("button", { name: "Save" }).click();
      await poll(() => dialog.locator("form").getAttribute("aria-busy")).toBe("true");
      release();
      await poll(toasts).toContain("Warranty registration created");
    } finally {
      release();
      await page.unroute("**/rest/contact/contacts/*/warranty-registrations");
    }
    await dialog.waitFor({ state: "hidden" });
    await dismissToasts();

    await searchList(SECOND_BED);
    const row = await rows().first().innerText();
    expect(row).toContain("Eira");
    expect(row).toContain("Natural linen");
    expect(row).toContain("April 2023");
    expect(row).toContain(storeName);
  });

  it("edits the registration from its row", async () => {
    await rows().first().getByRole("button", { name: "Edit" }).click();
    const dialog = page.getByRole("dialog", { name: `Warranty registration ${SECOND_BED}` });
    await poll(() => dialog.getByRole("combobox", { name: /^Bed model/ }).inputValue()).toBe("Eira");
    // The contact is fixed on an existing registration.
    expect(await dialog.getByRole("radio", { name: "New contact" }).count()).toBe(0);
    await dialog.getByRole("combobox", { name: /^Bed model/ }).selectOption("Celeste");
    expect(await dialog.getByRole("combobox", { name: /^Colour/ }).inputValue()).toBe("");
    await dialog.getByRole("combobox", { name: /^Colour/ }).selectOption("Dove grey");
    await dialog.getByRole("combobox", { name: /^Month of purchase/ }).selectOption({ label: "June" });
    await dialog.getByRole("button", { name: "Save" }).click();
    await poll(toasts).toContain("Warranty registration saved");
    await dialog.waitFor({ state: "hidden" });
    await dismissToasts();
    await poll(() => rows().first().innerText()).toContain("June 2023");
    expect(await rows().first().innerText()).toContain("Celeste");
  });

  it("lists the contact's registrations full screen, opened from the contact's name", async () => {
    await rows()
      .first()
      .getByRole("button", { name: `Ingrid ${LASTNAME}` })
      .click();
    const dialog = page.getByRole("dialog", { name: `Warranty registrations of Ingrid ${LASTNAME}` });
    await poll(() => dialog.locator("tbody tr").count()).toBe(2);
    const listed = await dialog.locator("tbody").innerText();
    expect(listed).toContain(FIRST_BED);
    expect(listed).toContain(SECOND_BED);
    expect(listed).toContain("June 2023");
    expect((await seriousA11yViolations(page)).join("\n")).toBe("");
    await dialog.getByRole("button", { name: "Close", exact: true }).last().click();
    await dialog.waitFor({ state: "hidden" });
  });
});
