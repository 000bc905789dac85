import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { Browser, Locator, Page } from "playwright-core";
import { launchBrowser, seriousA11yViolations } from "./fixtures/browser.ts";
import { E2E_ADMIN, startE2eServer } from "./fixtures/server.ts";
import { logIn } from "./fixtures/session.ts";
import { orderBody } from "../fixtures/catalog-network.ts";

/** Waits for a condition the app reaches by itself; generous, since the machine may be busy. */
const poll = <T>(read: () => T | Promise<T>) => expect.poll(read, { timeout: 20_000, interval: 100 });

interface RoutingRule {
  levels: number;
  matchType: string;
  regionName: string | null;
  location: { name: string } | null;
}

/**
 * Issue 11, defects 5 and 7, end to end against the built app and the real server (demo data):
 * the account dialog checks every tab itself and speaks the UI's language (no browser bubbles,
 * no raw server sentences), its tab titles are whole, the region group dialog keeps names to the
 * contract's limit, and the rule test of a catalog request names the matching region's own level
 * and the rules' distance without contradicting itself. Steps share one page.
 */
describe("account dialog validation and the catalog rule test in the browser", () => {
  let server: Awaited<ReturnType<typeof startE2eServer>>;
  let browser: Browser;
  let page: Page;

  beforeAll(async () => {
    // A port of its own, so this file never meets the other browser tests on one.
    server = await startE2eServer(18_184);
    browser = await launchBrowser();
    page = await browser.newPage({ viewport: { width: 1280, height: 900 } });
    await logIn(page, server.baseUrl);
  });

  afterAll(async () => {
    await browser?.close();
    await server?.stop();
  });

  const dialog = () => page.locator(".bp6-dialog");
  const tab = (name: string) => dialog().getByRole("tab", { name, exact: true });
  const isMarked = async (name: string) => (await tab(name).locator("[data-icon=error]").count()) > 0;
  /** The text under a field: its message or its help (aria-describedby). */
  const helpOf = (input: Locator) =>
    input.evaluate((el) => document.getElementById(el.getAttribute("aria-describedby") ?? "")?.textContent ?? "");
  const toasts = () => page.locator(".bp6-toast").allInnerTexts();

  async function chooseLanguage(code: "en" | "sv_SE", menuText: string) {
    await page.locator("select.app-language-select, .app-language-select select").first().selectOption(code);
    await poll(() => page.locator("nav.app-shell-sidebar").innerText()).toContain(menuText);
  }

  async function openNewAccount(buttonName: string) {
    await page.goto(`${server.baseUrl}/#/app/administrators/accounts`);
    await page.getByRole("button", { name: buttonName, exact: true }).click();
    await poll(() => dialog().count()).toBe(1);
  }

  /** Tabs whose title does not fit in them (cut short with an ellipsis). */
  function clippedTabs() {
    return dialog()
      .getByRole("tab")
      .evaluateAll((tabs) =>
        tabs
          .filter((t) => t.scrollWidth > t.clientWidth)
          .map((t) => `${(t as HTMLElement).innerText} (${t.scrollWidth} > ${t.clientWidth})`),
      );
  }

  it("checks every tab on Save in Swedish: required fields marked, tabs with errors marked, no browser bubble", async () => {
    await openNewAccount("Nytt konto");
    const form = dialog().locator("form");
    expect(await form.getAttribute("novalidate")).not.toBeNull();
    const email = dialog().locator("#account-email");
    expect(await dialog().locator("label[for=account-email]").innerText()).toBe("E-post (obligatoriskt)");
    expect(await email.getAttribute("maxlength")).toBe("254");
    expect(await helpOf(email)).toBe("Högst 254 tecken");
    expect(await clippedTabs()).toEqual([]);

    await tab("Behörigheter").click();
    await dialog().getByRole("button", { name: "Spara", exact: true }).click();
    await poll(() => dialog().getByRole("alert").innerText()).toBe("Formuläret har fel. Kontrollera alla flikar.");
    // The first tab with an error is opened; every tab with one is marked.
    await poll(() => tab("Information").getAttribute("aria-selected")).toBe("true");
    expect(await isMarked("Information")).toBe(true);
    expect(await isMarked("Lösenord")).toBe(true);
    expect(await isMarked("Behörigheter")).toBe(false);
    expect(await helpOf(email)).toBe("Obligatoriskt");
    expect(await email.getAttribute("aria-invalid")).toBe("true");
    // The browser's own message (in the browser's language) exists for the empty field but is never shown.
    const native = await email.evaluate((el) => (el as HTMLInputElement).validationMessage);
    expect(native).not.toBe("");
    expect(await page.locator("body").innerText()).not.toContain(native);
    expect(await clippedTabs()).toEqual([]);
    expect((await seriousA11yViolations(page)).join("\n")).toBe("");

    await tab("Lösenord").click();
    expect(await dialog().locator("label[for=account-password]").innerText()).toBe("Nytt lösenord (obligatoriskt)");
    expect(await helpOf(dialog().locator("#account-password"))).toBe("Obligatoriskt");
    await dialog().getByRole("button", { name: "Avbryt", exact: true }).click();
    await poll(() => dialog().count()).toBe(0);
  });

  it("says the same in English, and the server's refusal of an e-mail at the field in the UI's language", async () => {
    await chooseLanguage("en", "Accounts");
    await openNewAccount("New account");
    await dialog().getByRole("button", { name: "Save", exact: true }).click();
    await poll(() => dialog().getByRole("alert").innerText()).toBe("The form has errors. Check all tabs.");
    const email = dialog().locator("#account-email");
    expect(await helpOf(email)).toBe("Required");
    expect(await isMarked("Information")).toBe(true);
    expect(await isMarked("Password")).toBe(true);
    expect(await clippedTabs()).toEqual([]);

    // An e-mail another account has: the server answers 409 naming the field.
    await email.fill(E2E_ADMIN.email);
    await tab("Password").click();
    await dialog().locator("#account-password").fill("e2e-long-enough-password");
    await dialog().getByRole("button", { name: "Save", exact: true }).click();
    await poll(() => toasts()).toContain("Something went wrong when saving account");
    await poll(() => tab("Information").getAttribute("aria-selected")).toBe("true");
    expect(await helpOf(email)).toBe("An account with this e-mail already exists.");
    const alert = await dialog().getByRole("alert").innerText();
    expect(alert).toContain("An error occurred.");
    expect(alert).toContain("The form has errors. Check all tabs.");
    const shown = await dialog().innerText();
    expect(shown).not.toContain("is already in use");
    expect(shown).not.toMatch(/Invalid request/);
    expect(await isMarked("Information")).toBe(true);
    expect(await isMarked("Password")).toBe(false);
    expect((await seriousA11yViolations(page)).join("\n")).toBe("");
  });

  it("shows every tab title whole, also in a narrow window", async () => {
    /** Checks the open dialog's tabs in a phone-sized window (the shell's mobile layout), then restores the window. */
    async function checkNarrow() {
      await page.setViewportSize({ width: 640, height: 900 });
      try {
        await poll(() => clippedTabs()).toEqual([]);
      } finally {
        await page.setViewportSize({ width: 1280, height: 900 });
      }
    }
    // English, with the error marks of the refused save on the tabs.
    await checkNarrow();
    await dialog().getByRole("button", { name: "Cancel", exact: true }).click();
    await poll(() => dialog().count()).toBe(0);
    await chooseLanguage("sv_SE", "Konton");
    await openNewAccount("Nytt konto");
    await checkNarrow();
    await dialog().getByRole("button", { name: "Avbryt", exact: true }).click();
    await poll(() => dialog().count()).toBe(0);
    await chooseLanguage("en", "Accounts");
  });

  it("takes no region group name longer than the contract allows, and saves one that long", async () => {
    await chooseLanguage("en", "Accounts");
    await page.goto(`${server.baseUrl}/#/app/administrators/region-groups`);
    await page.getByRole("button", { name: "Add group", exact: true }).click();
    const name = dialog().locator("#group-name");
    expect(await dialog().locator("label[for=group-name]").innerText()).toBe("Name (required)");
    expect(await helpOf(name)).toBe("At most 200 characters");
    await name.pressSequentially(`E2E ${"x".repeat(300)}`);
    const typed = await name.inputValue();
    expect(typed).toHaveLength(200);
    await dialog().getByRole("button", { name: "Save", exact: true }).click();
    await poll(() => toasts()).toContain("Saved!");
    await poll(() => dialog().count()).toBe(0);
    await poll(() => page.getByRole("navigation", { name: "Region groups" }).innerText()).toContain(typed);
  });

  it("tests the rules of a request it created: the heading and every rule name the same match, and the distance apart", async () => {
    // An address whose best rule is a region reached at a distance other than the region's own
    // level (the case that read 'level 2' over 'Region, level 1'), from the demo's requests.
    await chooseLanguage("en", "Accounts");
    const address = await addressWithDistantRegion();
    const email = `rule-test.${Date.now()}@e2e.example`;
    const created = await page.request.post(`${server.baseUrl}/rest/catalog/catalog-orders`, {
      data: orderBody({
        firstname: "Regel",
        lastname: "Testsson",
        email,
        phone: null,
        street: "Testgatan 1",
        region: address.region,
        city: "Testby",
        zipCode: address.zipCode,
        country: address.country,
        offers: ["vase"],
      }),
    });
    expect(created.status(), await created.text()).toBe(200);
    const best = address.rules.filter((rule) => rule.levels === Math.min(...address.rules.map((r) => r.levels)));
    const label = matchLabel(best[0]!);

    await page.goto(`${server.baseUrl}/#/app/catalog-order`);
    await page.getByRole("searchbox", { name: "Search name, e-mail, phone or address" }).fill(email);
    const row = page.locator("section[aria-labelledby=catalogOrders-title] table tbody tr", { hasText: email });
    await poll(() => row.count()).toBe(1);
    await row.getByRole("button", { name: "Test rules" }).click();
    const ruleTest = page.getByRole("dialog", { name: "Rule test" });
    await poll(() => ruleTest.getByRole("heading", { level: 5 }).count()).toBe(1);

    expect(await ruleTest.getByRole("heading", { level: 5 }).innerText()).toBe(`Best match: ${label}`);
    expect(await ruleTest.innerText()).toContain(`Distance ${best[0]!.levels}: `);
    const items = ruleTest.getByRole("listitem");
    expect(await items.count()).toBe(best.length);
    for (const item of await items.all()) {
      expect(await item.locator(".bp6-tag").first().innerText()).toBe(label);
    }
    // 'level' only ever names the region's own level, never the distance.
    expect(await ruleTest.innerText()).not.toContain(`level ${best[0]!.levels})`);
    expect((await seriousA11yViolations(page)).join("\n")).toBe("");
    await ruleTest.getByRole("button", { name: "Close", exact: true }).last().click();
    await poll(() => ruleTest.count()).toBe(0);
  });

  /** Tests addresses of the demo's requests until the best rule is a region at a distance other than its level. */
  async function addressWithDistantRegion() {
    for (const country of ["NL", "DE", "SE", "DK"]) {
      const filters = encodeURIComponent(JSON.stringify({ countryCode: country }));
      const page1 = (await (
        await page.request.get(`${server.baseUrl}/rest/catalog/catalog-orders/get-by-page?page=1&count=50&filters=${filters}`)
      ).json()) as {
        list: { zipCode: string | null; region: string | null }[];
      };
      for (const order of page1.list) {
        const input = { zipCode: order.zipCode, region: order.region, country };
        const answer = await page.request.post(`${server.baseUrl}/rest/catalog/test`, { data: input });
        const rules = ((await answer.json()) as { result: RoutingRule[] }).result;
        const first = rules[0];
        if (first?.matchType.startsWith("region") && first.regionName && first.matchType !== `region${first.levels}`)
          return { ...input, rules };
      }
    }
    throw new Error("No demo request routes to a region at a distance other than its level");
  }
});

const REGION_LEVEL_NAMES: Record<string, string> = {
  region1: "state, level 1",
  region2: "province, level 2",
  region3: "community, level 3",
};
const KIND_NAMES: Record<string, string> = { zipCode: "Zip code", country: "Country", fallback: "Country's fallback e-mail" };

/** What the rule test should call a rule's match, from the server's answer. */
function matchLabel(rule: RoutingRule): string {
  const level = REGION_LEVEL_NAMES[rule.matchType];
  return level ? `Region ${rule.regionName} (${level})` : KIND_NAMES[rule.matchType]!;
}
