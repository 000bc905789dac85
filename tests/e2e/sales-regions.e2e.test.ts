import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { Browser, Locator, Page } from "playwright-core";
import { launchBrowser, seriousA11yViolations } from "./fixtures/browser.ts";
import { startE2eServer } from "./fixtures/server.ts";
import { adminPageInEnglish } from "./fixtures/session.ts";

/** Waits for a condition the app reaches by itself; generous, since the machine may be busy. */
const poll = <T>(read: () => T | Promise<T>) => expect.poll(read, { timeout: 20_000, interval: 100 });

/**
 * The sales-region screen (issue 15) against the built app and the real server with the demo
 * data (GeoNames' Swedish postal codes): choose Sweden, open a region and see its zip codes
 * grouped as the server groups them, search a region and see the tree open at it, flip the
 * working area, add and remove a handler. Steps share one page; every step also holds the
 * shared rules (no console error, no request leaving the machine; tests/e2e/fixtures/setup.ts).
 */
describe("sales regions in the browser", () => {
  let server: Awaited<ReturnType<typeof startE2eServer>>;
  let browser: Browser;
  let page: Page;

  beforeAll(async () => {
    // A port of its own, so this file never meets the other browser tests on one.
    server = await startE2eServer(18_193);
    browser = await launchBrowser();
    page = await adminPageInEnglish(browser, server.baseUrl);
  });

  afterAll(async () => {
    await browser?.close();
    await server?.stop();
  });

  const tree = () => page.getByRole("navigation", { name: "Sales regions of Sweden" });
  /** A tree node's own row (its label exactly), not its children's. */
  const node = (label: string | RegExp) =>
    tree()
      .locator(".bp6-tree-node-content")
      .filter({
        has: page.locator(".bp6-tree-node-label", {
          hasText: typeof label === "string" ? new RegExp(`^${label.replace(/[.*+?^${}()|[\]\\]/g, "\\$&")}$`) : label,
        }),
      })
      .first();
  const caretOf = (row: Locator) => row.locator(".bp6-tree-node-caret");
  /** The labels of a node's children, as drawn (Blueprint keeps them in the node's Collapse). */
  const childLabels = (label: string) =>
    node(label).evaluate((content) => {
      const list = content.parentElement?.querySelector(":scope > .bp6-collapse ul");
      return Array.from(
        list?.querySelectorAll(":scope > li > .bp6-tree-node-content .bp6-tree-node-label") ?? [],
        (l) => l.textContent ?? "",
      );
    });
  const isSelected = (label: string) =>
    node(label).evaluate((content) => content.parentElement!.classList.contains("bp6-tree-node-selected"));
  const toasts = () => page.locator(".bp6-toast").allInnerTexts();

  it("groups the countries and shows Sweden's regions", async () => {
    await page.goto(`${server.baseUrl}/#/app/sales-regions`);
    const select = page.getByLabel("Country", { exact: true });
    await poll(() => select.locator("optgroup").count()).toBe(2);
    expect(await select.locator("optgroup").evaluateAll((groups) => groups.map((g) => (g as HTMLOptGroupElement).label))).toEqual([
      "Countries",
      "Other countries",
    ]);
    expect(await select.locator("optgroup[label=Countries] option").allInnerTexts()).toContain("Sweden");
    expect(await select.locator("option", { hasText: "All other countries" }).count()).toBe(1);
    await select.selectOption({ label: "Sweden" });
    await node("Blekinge").waitFor({ timeout: 20_000 });
    expect(await node("Skåne").count()).toBe(1);
    // The country's own figures: radial bars with whole percentages.
    await poll(() => page.locator("[data-percent-class]").count()).toBeGreaterThan(0);
    for (const label of await page
      .locator("[data-percent-class] svg")
      .evaluateAll((svgs) => svgs.map((s) => s.getAttribute("aria-label") ?? "")))
      expect(label).toMatch(/: \d+ % \(\d+ zip codes?\)$/);
    expect(await page.getByLabel("Catalog fallback e-mail").inputValue()).toContain("@");
    expect((await seriousA11yViolations(page)).join("\n")).toBe("");
  });

  it("opens a region and shows its zip codes grouped by prefix when there are more than 35", async () => {
    await caretOf(node("Blekinge")).click();
    await poll(() => childLabels("Blekinge")).toContain("Karlskrona");
    // Blekinge's own zip codes are few (16): listed one by one after its communes.
    const blekinge = await childLabels("Blekinge");
    expect(blekinge.filter((label) => /^\d{3} \d{2}/.test(label)).length).toBeGreaterThan(0);
    expect(blekinge.some((label) => label.includes("…"))).toBe(false);
    // Karlskrona has 106: grouped by the part before the space, each group with its count.
    await caretOf(node("Karlskrona")).click();
    await poll(async () => (await childLabels("Karlskrona")).length).toBeGreaterThan(0);
    const groups = await childLabels("Karlskrona");
    expect(groups.length).toBeGreaterThan(1);
    for (const label of groups) expect(label).toMatch(/^\d{3}… \(\d+\)$/);
    const total = groups.reduce((sum, label) => sum + Number(/\((\d+)\)/.exec(label)![1]), 0);
    expect(total).toBe(106);
    // A group opens to its zip codes (or to groups of a longer prefix when it holds more than 35).
    const first = groups[0]!;
    await caretOf(node(first)).click();
    await poll(async () => (await childLabels(first)).length).toBeGreaterThan(0);
    for (const label of await childLabels(first)) expect(label.startsWith(first.slice(0, 3))).toBe(true);
    // Closing and opening again reads nothing: the children were loaded once.
    let reads = 0;
    const count = (request: { url(): string }) => void (request.url().includes("/rest/region/") && reads++);
    page.on("request", count);
    await caretOf(node("Karlskrona")).click();
    await caretOf(node("Karlskrona")).click();
    await poll(() => childLabels("Karlskrona")).toEqual(groups);
    page.off("request", count);
    expect(reads).toBe(0);
  });

  it("searches a region and opens the tree at it", async () => {
    // Close Blekinge so the search has something to open.
    await caretOf(node("Blekinge")).click();
    const search = page.getByRole("searchbox", { name: "Search regions and zip codes" });
    const button = page.getByRole("button", { name: "Search", exact: true });
    expect(await button.isDisabled()).toBe(true);
    await search.fill("Ronneby");
    await button.click();
    const hit = page.getByRole("menuitem", { name: "Blekinge › Ronneby", exact: true });
    await hit.click();
    await poll(() => isSelected("Ronneby")).toBe(true);
    expect(await childLabels("Blekinge")).toContain("Ronneby");
    await page.getByRole("heading", { name: "Ronneby (level 2)" }).waitFor();
    expect((await seriousA11yViolations(page)).join("\n")).toBe("");
  });

  it("flips the working area at once, and the server keeps it", async () => {
    const toggle = page.getByRole("checkbox", { name: "Working area" });
    const before = await toggle.isChecked();
    const answered = page.waitForResponse((r) => r.url().includes("/working-area") && r.request().method() === "POST");
    // Not flipping while a flip is under way (the switch is disabled then).
    await poll(() => toggle.isEnabled()).toBe(true);
    await toggle.click({ force: true });
    // The flip is drawn from the query's data, set before the answer (an optimistic update).
    await poll(() => toggle.isChecked()).toBe(!before);
    const response = await answered;
    expect(response.status()).toBe(200);
    expect(((await response.json()) as { workingArea: boolean }).workingArea).toBe(!before);
    expect(await toggle.isChecked()).toBe(!before);
    // Read again from the server: choose another region and come back.
    await node("Blekinge").click();
    await page.getByRole("heading", { name: "Blekinge (level 1)" }).waitFor();
    await node("Ronneby").click();
    await page.getByRole("heading", { name: "Ronneby (level 2)" }).waitFor();
    expect(await page.getByRole("checkbox", { name: "Working area" }).isChecked()).toBe(!before);
  });

  it("adds a handler to the region and removes it, with the server's answer", async () => {
    const handlers = page.getByRole("region", { name: "Handlers of Ronneby" });
    const chooser = handlers.getByRole("combobox", { name: "Location to add" });
    // A location that does not handle the region yet (the demo data gives some regions handlers).
    const current = await handlers.locator("li strong").allInnerTexts();
    await chooser.click();
    const options = page.getByRole("listbox").locator("[role=option]:not([aria-disabled=true])");
    await options.first().waitFor({ timeout: 20_000 });
    const names = await options.locator(".bp6-text-overflow-ellipsis").allInnerTexts();
    const index = names.findIndex((n) => !current.includes(n.trim()));
    const name = names[index]!.trim();
    await options.nth(index).click();
    expect(await chooser.inputValue()).toBe(name);
    await handlers.getByRole("button", { name: "Add handler" }).click();
    await poll(toasts).toContain(`${name} added.`);
    await handlers.getByText(name, { exact: true }).waitFor();
    const remove = handlers.getByRole("button", { name: `Remove ${name}` });
    await remove.click();
    await poll(toasts).toContain(`${name} removed.`);
    await poll(() => handlers.getByRole("button", { name: `Remove ${name}` }).count()).toBe(0);
    expect((await seriousA11yViolations(page)).join("\n")).toBe("");
  });
});
