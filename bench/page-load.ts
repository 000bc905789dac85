/**
 * Cold load of the login screen and of the dashboard in headless Chromium from the local server
 * under a 10 Mbit/s, 40 ms network profile: first contentful paint, largest contentful paint and
 * total blocking time, median of 5 runs each, and the gzipped JavaScript and CSS each route really
 * fetched (the files of dist/client the browser asked for, gzipped at level 9). Also the time from
 * clicking Accounts in the menu to 100 rows shown (the bench first tops the accounts up to 120).
 * Needs `npm run build` and Debian's chromium.
 * Usage: npx tsx bench/page-load.ts
 */
import fs from "node:fs";
import path from "node:path";
import zlib from "node:zlib";
import { launchBrowser } from "../tests/e2e/fixtures/browser.ts";
import { E2E_ADMIN, startE2eServer } from "../tests/e2e/fixtures/server.ts";
import { median } from "./lib/server.ts";
import type { Page } from "playwright-core";

const server = await startE2eServer(18_191);
const browser = await launchBrowser();

async function throttle(page: Page) {
  const cdp = await page.context().newCDPSession(page);
  await cdp.send("Network.enable");
  await cdp.send("Network.emulateNetworkConditions", {
    offline: false,
    latency: 40,
    downloadThroughput: (10 * 1024 * 1024) / 8,
    uploadThroughput: (10 * 1024 * 1024) / 8,
  });
  await cdp.send("Network.setCacheDisabled", { cacheDisabled: true });
}

/** Observes paint and long-task entries from the very start of the document. */
const OBSERVER = `
  window.__perf = { lcp: 0, tbt: 0, lcpElement: "" };
  new PerformanceObserver((l) => {
    for (const e of l.getEntries()) {
      window.__perf.lcp = e.startTime;
      const el = e.element;
      window.__perf.lcpElement = el ? el.tagName.toLowerCase() + (el.className ? "." + String(el.className).split(" ")[0] : "") + ' "' + (el.textContent || "").trim().slice(0, 30) + '"' : "?";
    }
  }).observe({ type: "largest-contentful-paint", buffered: true });
  new PerformanceObserver((l) => { for (const e of l.getEntries()) window.__perf.tbt += Math.max(0, e.duration - 50); }).observe({ type: "longtask", buffered: true });
`;

const DIST = path.resolve("dist/client");
const gzipped = (urlPath: string) => zlib.gzipSync(fs.readFileSync(path.join(DIST, urlPath)), { level: 9 }).length;

async function measure(url: string, ready: string, cookie?: { name: string; value: string }) {
  const context = await browser.newContext();
  if (cookie) await context.addCookies([{ ...cookie, url: server.baseUrl }]);
  const page = await context.newPage();
  const fetched = { js: new Set<string>(), css: new Set<string>() };
  page.on("request", (request) => {
    const { pathname } = new URL(request.url());
    if (pathname.endsWith(".js")) fetched.js.add(pathname);
    if (pathname.endsWith(".css")) fetched.css.add(pathname);
  });
  await page.addInitScript(OBSERVER);
  await throttle(page);
  await page.goto(url);
  await page.waitForSelector(ready, { timeout: 60_000 });
  await page.waitForTimeout(500);
  const figures = await page.evaluate(() => {
    const fcp = performance.getEntriesByName("first-contentful-paint")[0]?.startTime ?? NaN;
    const perf = (window as unknown as { __perf: { lcp: number; tbt: number; lcpElement: string } }).__perf;
    return { fcp, lcp: perf.lcp, tbt: perf.tbt, lcpElement: perf.lcpElement };
  });
  await context.close();
  const sum = (files: Set<string>) => [...files].reduce((total, file) => total + gzipped(file), 0);
  return {
    ...figures,
    jsBytes: sum(fetched.js),
    cssBytes: sum(fetched.css),
    jsFiles: fetched.js.size,
    iconFiles: [...fetched.js].filter((f) => f.startsWith("/blueprint-icons/")).length,
  };
}

type Run = Awaited<ReturnType<typeof measure>>;
function report(label: string, runs: Run[]) {
  const last = runs.at(-1)!;
  console.log(
    `${label}: FCP ${median(runs.map((r) => r.fcp)).toFixed(0)} ms, LCP ${median(runs.map((r) => r.lcp)).toFixed(0)} ms, TBT ${median(runs.map((r) => r.tbt)).toFixed(0)} ms (median of ${runs.length}); LCP element ${last.lcpElement}`,
  );
  console.log(
    `  loads JS ${(last.jsBytes / 1024).toFixed(1)} KB gzip in ${last.jsFiles} files (${last.iconFiles} single-icon files), CSS ${(last.cssBytes / 1024).toFixed(1)} KB gzip`,
  );
}

/** Tops the accounts up to `count`, so the accounts screen has 100 rows to show. */
async function ensureAccounts(cookie: string, count: number) {
  const headers = { cookie: `sid=${cookie}`, "content-type": "application/json", "sec-fetch-site": "same-origin" };
  const existing = (await (await fetch(`${server.baseUrl}/rest/admin/accounts`, { headers })).json()) as unknown[];
  for (let i = existing.length; i < count; i++) {
    const body = {
      firstname: "Bench",
      lastname: `Account ${i}`,
      email: `bench.${i}@bench.example`,
      password: "bench-password-123",
      permissions: ["dashboard"],
      languagePermissions: [],
    };
    const answer = await fetch(`${server.baseUrl}/rest/admin/accounts`, { method: "POST", headers, body: JSON.stringify(body) });
    if (!answer.ok && answer.status !== 409) throw new Error(`could not create a bench account: ${answer.status} ${await answer.text()}`);
  }
}

try {
  const login = [];
  for (let i = 0; i < 5; i++) login.push(await measure(`${server.baseUrl}/#/page/login`, "input[type=password]"));
  report("login screen", login);

  const answer = await fetch(`${server.baseUrl}/users/login`, {
    method: "POST",
    headers: { "content-type": "application/json", "sec-fetch-site": "same-origin" },
    body: JSON.stringify(E2E_ADMIN),
  });
  const value = answer.headers.get("set-cookie")!.split(";")[0]!.split("=")[1]!;
  const dashboard = [];
  for (let i = 0; i < 5; i++) dashboard.push(await measure(`${server.baseUrl}/#/app/dashboard`, "canvas", { name: "sid", value }));
  report("dashboard", dashboard);

  await ensureAccounts(value, 120);
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
    await page.waitForFunction(() => document.querySelectorAll("main table tbody tr").length >= 100, undefined, { timeout: 30_000 });
    clicks.push(Date.now() - started);
    await context.close();
  }
  console.log(`click Accounts to rows shown: median ${median(clicks)} ms`);
} finally {
  await browser.close();
  await server.stop();
}
