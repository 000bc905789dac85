/**
 * Cold load of the login screen and of the dashboard in headless Chromium from the local server
 * under a 10 Mbit/s, 40 ms network profile: first contentful paint, largest contentful paint and
 * total blocking time, median of 5 runs each. Also the time from clicking Accounts in the menu to
 * 100 rows shown. Needs `npm run build` and Debian's chromium.
 * Usage: npx tsx bench/page-load.ts
 */
import { launchBrowser } from "../tests/e2e/fixtures/browser.ts";
import { E2E_ADMIN, startE2eServer } from "../tests/e2e/fixtures/server.ts";
import type { Page } from "playwright-core";

const server = await startE2eServer(18_190);
const browser = await launchBrowser();

async function throttle(page: Page) {
  const cdp = await page.context().newCDPSession(page);
  await cdp.send("Network.enable");
  await cdp.send("Network.emulateNetworkConditions", { offline: false, latency: 40, downloadThroughput: (10 * 1024 * 1024) / 8, uploadThroughput: (10 * 1024 * 1024) / 8 });
  await cdp.send("Network.setCacheDisabled", { cacheDisabled: true });
}

/** Observes paint and long-task entries from the very start of the document. */
const OBSERVER = `
  window.__perf = { lcp: 0, tbt: 0 };
  new PerformanceObserver((l) => { for (const e of l.getEntries()) window.__perf.lcp = e.startTime; }).observe({ type: "largest-contentful-paint", buffered: true });
  new PerformanceObserver((l) => { for (const e of l.getEntries()) window.__perf.tbt += Math.max(0, e.duration - 50); }).observe({ type: "longtask", buffered: true });
`;

async function measure(url: string, ready: string, cookie?: { name: string; value: string }) {
  const context = await browser.newContext();
  if (cookie) await context.addCookies([{ ...cookie, url: server.baseUrl }]);
  const page = await context.newPage();
  await page.addInitScript(OBSERVER);
  await throttle(page);
  await page.goto(url);
  await page.waitForSelector(ready, { timeout: 60_000 });
  await page.waitForTimeout(500);
  const figures = await page.evaluate(() => {
    const fcp = performance.getEntriesByName("first-contentful-paint")[0]?.startTime ?? NaN;
    const perf = (window as unknown as { __perf: { lcp: number; tbt: number } }).__perf;
    return { fcp, lcp: perf.lcp, tbt: perf.tbt };
  });
  await context.close();
  return figures;
}

const median = (xs: number[]) => [...xs].sort((a, b) => a - b)[Math.floor(xs.length / 2)]!;
function report(label: string, runs: { fcp: number; lcp: number; tbt: number }[]) {
  console.log(`${label}: FCP ${median(runs.map((r) => r.fcp)).toFixed(0)} ms, LCP ${median(runs.map((r) => r.lcp)).toFixed(0)} ms, TBT ${median(runs.map((r) => r.tbt)).toFixed(0)} ms (median of ${runs.length})`);
}

try {
  const login = [];
  for (let i = 0; i < 5; i++) login.push(await measure(`${server.baseUrl}/#/page/login`, "input[type=password]"));
  report("login screen", login);

  const answer = await fetch(`${server.baseUrl}/users/login`, { method: "POST", headers: { "content-type": "application/json", "sec-fetch-site": "same-origin" }, body: JSON.stringify(E2E_ADMIN) });
  const value = answer.headers.get("set-cookie")!.split(";")[0]!.split("=")[1]!;
  const dashboard = [];
  for (let i = 0; i < 5; i++) dashboard.push(await measure(`${server.baseUrl}/#/app/dashboard`, "canvas", { name: "sid", value }));
  report("dashboard", dashboard);

  const clicks: number[] = [];
  for (let i = 0; i < 5; i++) {
    const context = await browser.newContext();
    await context.addCookies([{ name: "sid", value, url: server.baseUrl }]);
    const page = await context.newPage();
    await page.goto(`${server.baseUrl}/#/app/dashboard`);
    await page.waitForSelector("canvas");
    const link = page.locator('a[href="#/app/administrators/accounts"]').first();
    const started = Date.now();
    await link.click();
    await page.waitForFunction(() => document.querySelectorAll("[data-testid=account-row]").length >= Math.min(100, 16), undefined, { timeout: 30_000 });
    clicks.push(Date.now() - started);
    await context.close();
  }
  console.log(`click Accounts to rows shown: median ${median(clicks)} ms`);
} finally {
  await browser.close();
  await server.stop();
}
