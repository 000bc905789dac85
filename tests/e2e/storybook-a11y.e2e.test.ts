import fs from "node:fs";
import path from "node:path";
import Fastify from "fastify";
import fastifyStatic from "@fastify/static";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { Browser } from "playwright-core";
import { launchBrowser, seriousA11yViolations } from "./fixtures/browser.ts";

/**
 * Every story of the static Storybook build (`npm run build-storybook`, run by `npm test` before the
 * browser tests) rendered in chromium with its msw mocks, then checked by axe: 0 serious or critical
 * violations. A new story is checked without anyone listing it here.
 */
const STATIC_DIR = path.resolve("storybook-static");

interface IndexEntry {
  id: string;
  title: string;
  name: string;
  type: string;
}

describe("Storybook stories pass axe", () => {
  const app = Fastify();
  let baseUrl = "";
  let browser: Browser;

  beforeAll(async () => {
    if (!fs.existsSync(path.join(STATIC_DIR, "index.json")))
      throw new Error("No storybook-static/index.json; run `npm run build-storybook` first.");
    await app.register(fastifyStatic, { root: STATIC_DIR });
    baseUrl = await app.listen({ port: 0, host: "127.0.0.1" });
    // Stories that show a failed load answer 5xx (or fail the request) on purpose; any other console error fails.
    browser = await launchBrowser({
      allowConsole: [/^Failed to load resource: (the server responded with a status of 5\d\d|net::ERR_FAILED)/],
    });
  });

  afterAll(async () => {
    await browser?.close();
    await app.close();
  });

  it("renders every story without serious or critical accessibility violations", async () => {
    const index = JSON.parse(fs.readFileSync(path.join(STATIC_DIR, "index.json"), "utf8")) as { entries: Record<string, IndexEntry> };
    const stories = Object.values(index.entries).filter((entry) => entry.type === "story");
    expect(stories.length).toBeGreaterThan(20);

    const page = await browser.newPage({ viewport: { width: 1280, height: 900 } });
    await page.goto(`${baseUrl}/iframe.html?id=${stories[0]!.id}&viewMode=story`);
    await page.waitForFunction(() => "__STORYBOOK_ADDONS_CHANNEL__" in window);
    // Axe reads colours as they are at that instant: a toast still fading in (or one left by the
    // story before, fading out) has a translucent text colour and fails contrast by chance.
    await page.addStyleTag({ content: "*, *::before, *::after { transition: none !important; animation: none !important; }" });
    const failures: string[] = [];
    for (const story of stories) {
      // Switch stories the way Storybook's own UI does (one preview, no reload per story).
      const outcome = await page.evaluate(
        (storyId) =>
          new Promise<string>((resolve) => {
            type Channel = {
              on(e: string, f: (...a: unknown[]) => void): void;
              off(e: string, f: (...a: unknown[]) => void): void;
              emit(e: string, p: unknown): void;
            };
            const channel = (window as unknown as { __STORYBOOK_ADDONS_CHANNEL__: Channel }).__STORYBOOK_ADDONS_CHANNEL__;
            const finish = (result: string) => () => {
              for (const [event, handler] of handlers) channel.off(event, handler);
              resolve(result);
            };
            const handlers: [string, () => void][] = [
              ["storyRendered", finish("rendered")],
              ["storyErrored", finish("errored")],
              ["storyThrewException", finish("threw")],
              ["storyMissing", finish("missing")],
            ];
            for (const [event, handler] of handlers) channel.on(event, handler);
            channel.emit("setCurrentStory", { storyId, viewMode: "story" });
          }),
        story.id,
      );
      if (outcome !== "rendered") failures.push(`${story.title} / ${story.name}: the story ${outcome}`);
      // Let mocked requests answer; loading-state stories keep one pending on purpose.
      await page.waitForLoadState("networkidle", { timeout: 1_000 }).catch(() => undefined);
      for (const violation of await seriousA11yViolations(page)) failures.push(`${story.title} / ${story.name}: ${violation}`);
    }
    await page.close();
    expect(failures.join("\n")).toBe("");
  }, 600_000);
});
