import fs from "node:fs";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { Browser, Page } from "playwright-core";
import { launchBrowser, seriousA11yViolations } from "./fixtures/browser.ts";
import { login } from "../../bench/lib/server.ts";
import { DEMO_PASSWORD, E2E_ADMIN, startE2eServer } from "./fixtures/server.ts";
import { chooseLanguage, logIn } from "./fixtures/session.ts";

/**
 * Every screen of the registry walked in the browser, in both languages: as the admin (it opens,
 * settles, has its title, and axe finds nothing serious), and as an account without its
 * permission ("No access", and no call of the screen's made and refused). Console errors, page
 * errors and requests leaving the machine fail each test through the shared hook (setup.ts).
 * The screens come from the generated registry, so a new screen is walked without a new test.
 */
interface Screen {
  path: string;
  permission: string;
  titleKey: string;
}

const REGISTRY = fs.readFileSync(new URL("../../src/client/app/generated/registry.gen.ts", import.meta.url), "utf8");
const SCREENS: Screen[] = [...REGISTRY.matchAll(/path: "([^"]+)", permission: "([^"]+)", titleKey: "([^"]+)"/g)].map(
  ([, path, permission, titleKey]) => ({ path: path!, permission: permission!, titleKey: titleKey! }),
);
const LANGUAGES = ["sv_SE", "en"] as const;
const NO_ACCESS = { sv_SE: "Ingen behörighet", en: "No access" } as const;

/** Waits until the screen's title is the tab's and nothing in the main area is still loading. */
async function settled(page: Page, title: string) {
  await page.waitForFunction(
    (expected) =>
      document.title.startsWith(`${expected} – `) &&
      document.querySelector("main")?.querySelector(".bp6-spinner, .bp6-skeleton") === null &&
      (document.querySelector("main")?.textContent ?? "").trim().length > 0,
    title,
    { timeout: 30_000 },
  );
}

describe("every screen, walked in both languages", { timeout: 600_000 }, () => {
  let server: Awaited<ReturnType<typeof startE2eServer>>;
  let browser: Browser;
  let titles: Record<string, Record<string, unknown>>;
  let cmsPageId: number;

  const titleOf = (language: string, key: string) =>
    key.split(".").reduce<unknown>((node, part) => (node as Record<string, unknown> | undefined)?.[part], titles[language]) as string;
  const addressOf = (path: string) => path.replace(":id", String(cmsPageId));

  beforeAll(async () => {
    // A port of its own, so this file never meets another browser test's server.
    server = await startE2eServer(18_327);
    browser = await launchBrowser();
    titles = {};
    for (const language of LANGUAGES)
      titles[language] = (await (await fetch(`${server.baseUrl}/i18n/${language}.json`)).json()) as Record<string, unknown>;
    // The page editor's address needs a page: the demo data's first.
    const cookie = await login(server.baseUrl, E2E_ADMIN.email, E2E_ADMIN.password);
    const tree = (await (await fetch(`${server.baseUrl}/cms/tree`, { headers: { cookie } })).json()) as {
      nodes: { pageId?: number | null }[];
    };
    cmsPageId = tree.nodes.find((node) => node.pageId)!.pageId!;
  }, 900_000);

  afterAll(async () => {
    await browser?.close();
    await server?.stop();
  });

  it("reads the registry's screens", () => {
    expect(SCREENS.length).toBeGreaterThanOrEqual(28);
    expect(SCREENS.map((s) => s.path)).toContain("/app/cms/content/page/:id");
  });

  for (const language of LANGUAGES) {
    it(`opens every screen as the admin in ${language}, settled, titled, with no serious accessibility violation`, async () => {
      const page = await browser.newPage({ viewport: { width: 1400, height: 900 } });
      await logIn(page, server.baseUrl);
      await chooseLanguage(page, language);
      const failures: string[] = [];
      for (const screen of SCREENS) {
        await page.goto(`${server.baseUrl}/#${addressOf(screen.path)}`);
        try {
          await settled(page, titleOf(language, screen.titleKey));
        } catch {
          failures.push(`${screen.path}: did not settle (title "${await page.title()}")`);
          continue;
        }
        if (await page.getByText(NO_ACCESS[language]).count()) failures.push(`${screen.path}: says no access to the admin`);
        const violations = await seriousA11yViolations(page);
        if (violations.length > 0) failures.push(`${screen.path}: ${violations.join("; ")}`);
      }
      expect(failures.join("\n")).toBe("");
      await page.close();
    });
  }

  it("shows 'No access' for every screen the Swedish translator may not open, and calls none of their operations", async () => {
    // The demo translator: no permission but the Swedish language rights, so only the translation screens.
    const page = await browser.newPage({ viewport: { width: 1400, height: 900 } });
    const refused: string[] = [];
    page.on("response", (answer) => {
      if (answer.status() === 403) refused.push(`${answer.request().method()} ${answer.url()}`);
    });
    await logIn(page, server.baseUrl, { email: "translator@demo.example", password: DEMO_PASSWORD });
    for (const language of LANGUAGES) {
      // Not chooseLanguage: it waits for a menu entry the translator does not have.
      await page.locator("select.app-language-select, .app-language-select select").first().selectOption(language);
      for (const screen of SCREENS.filter((s) => s.permission !== "languageEditors")) {
        await page.goto(`${server.baseUrl}/#${addressOf(screen.path)}`);
        await page.getByText(NO_ACCESS[language], { exact: true }).first().waitFor();
      }
    }
    expect(refused).toEqual([]);
    await page.close();
  });
});
