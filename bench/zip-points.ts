/**
 * The map's zip-code points in the browser (issue 15: fetch + decode of every zip-code point of
 * the six markets, ~56,000, within 150 ms; binary, not a GeoJSON object per point). In headless
 * Chromium, on a page of the server's own origin with a logged-in session, each sample fetches
 * getZipCodePoints without a country (every country's points) and decodes the answer with the
 * app's decoder (src/shared/zipPoints.ts, the same code the map runs), then reads every point
 * once as the map would hand them on. Reported: p50 / p99 of fetch, decode and both together,
 * the first (cold) answer after the server started, and the bytes on the wire (the resource
 * timing's encoded size, with the encoding the browser was sent) against the raw layout.
 * Also the six countries fetched side by side, one request each.
 *
 * The server runs in a child process with the demo data: on a scratch database of the given
 * PostgreSQL server (dropped at the end), else on a fresh embedded database in a temporary
 * folder (seeding it takes a minute or two).
 *
 * Usage: npm run bench:zip-points -- [--database-url postgres://postgres@127.0.0.1:5432/postgres] [--samples 30]
 */
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { transform } from "esbuild";
import { launchBrowser } from "../tests/e2e/fixtures/browser.ts";
import { createScratchDatabase, freePort, login, percentile, startServer, stopServer } from "./lib/server.ts";
import { benchOptions } from "./lib/options.ts";

const options = benchOptions();
const serverUrl = options.text("--database-url") ?? process.env.TEST_DATABASE_URL;
const samples = options.number("--samples", 30);
const COUNTRIES = ["SE", "NL", "NO", "DK", "FI", "DE"];

const scratch = serverUrl ? await createScratchDatabase(serverUrl) : undefined;
const dataDir = scratch ? undefined : fs.mkdtempSync(path.join(os.tmpdir(), "bench-zip-points-"));
const port = await freePort();
const base = `http://127.0.0.1:${port}`;
console.log(`Seeding the demo data (${scratch ? "PostgreSQL scratch database" : "embedded database"}; first start of the server)...`);
const server = await startServer(
  { ...(scratch ? { DATABASE_URL: scratch.url } : { DATA_DIR: dataDir! }), DEMO_DATA: "true", ADMIN_PASSWORD: "bench-password-123" },
  port,
);
const browser = await launchBrowser();
try {
  const cookie = await login(base, "sales-regions@demo.example");
  // The decoder as the app bundles it, as a page script: window.ZipPointsCodec.decodeZipPoints.
  const source = fs.readFileSync(new URL("../src/shared/zipPoints.ts", import.meta.url), "utf8");
  const { code: decoder } = await transform(source, { loader: "ts", format: "iife", globalName: "ZipPointsCodec", target: "es2022" });

  const context = await browser.newContext();
  const [name, value] = cookie.split("=") as [string, string];
  await context.addCookies([{ name, value, url: base }]);
  const page = await context.newPage();
  // Any page of the origin: the session cookie goes along and nothing else runs in it.
  await page.goto(`${base}/api/openapi.json`);
  // Evaluated through the DevTools protocol, so the server's strict CSP (no inline scripts) holds.
  await page.evaluate(decoder);

  /** One sample in the page: fetch, decode, and one pass over the points. */
  const sample = (countryCodes: string[]) =>
    page.evaluate(async (codes) => {
      const codec = (window as unknown as { ZipPointsCodec: typeof import("../src/shared/zipPoints.ts") }).ZipPointsCodec;
      performance.clearResourceTimings();
      const started = performance.now();
      const urls = codes.length === 0 ? ["/rest/zip-code-points"] : codes.map((c) => `/rest/zip-code-points?countryCode=${c}`);
      const answers = await Promise.all(
        urls.map(async (url) => {
          const response = await fetch(url, { credentials: "same-origin", cache: "no-store" });
          if (!response.ok) throw new Error(`${url}: ${response.status}`);
          return { buffer: await response.arrayBuffer(), encoding: response.headers.get("content-encoding") ?? "identity" };
        }),
      );
      const fetched = performance.now();
      const decoded = answers.map((a) => codec.decodeZipPoints(a.buffer));
      const done = performance.now();
      // What the map does next: hand the positions on; read each once so nothing stays lazy.
      let sum = 0;
      for (const points of decoded) for (let i = 0; i < points.positions.length; i++) sum += points.positions[i]!;
      const wire = performance
        .getEntriesByType("resource")
        .filter((e) => e.name.includes("/rest/zip-code-points"))
        .reduce((total, e) => total + (e as PerformanceResourceTiming).encodedBodySize, 0);
      return {
        fetchMs: fetched - started,
        decodeMs: done - fetched,
        totalMs: done - started,
        count: decoded.reduce((n, p) => n + p.count, 0),
        rawBytes: answers.reduce((n, a) => n + a.buffer.byteLength, 0),
        wireBytes: wire,
        encoding: answers[0]!.encoding,
        checksum: Number.isFinite(sum),
      };
    }, countryCodes);

  const cold = await sample([]);
  const runs: Awaited<ReturnType<typeof sample>>[] = [];
  for (let i = 0; i < samples; i++) runs.push(await sample([]));
  const perCountry: Awaited<ReturnType<typeof sample>>[] = [];
  for (let i = 0; i < samples; i++) perCountry.push(await sample(COUNTRIES));

  const stats = (values: number[]) => {
    const sorted = [...values].sort((a, b) => a - b);
    return `${percentile(sorted, 50).toFixed(1)} / ${percentile(sorted, 99).toFixed(1)}`;
  };
  const last = runs.at(-1)!;
  const kb = (bytes: number) => `${(bytes / 1024).toFixed(0)} KB`;
  console.log(
    `\ngetZipCodePoints in headless Chromium: ${last.count.toLocaleString("en")} points of ${COUNTRIES.join(", ")}, ${samples} samples`,
  );
  console.log("\n| Figure | p50 / p99 ms |\n|---|---|");
  console.log(`| every point, one request: fetch + decode | ${stats(runs.map((r) => r.totalMs))} |`);
  console.log(`| of which fetch (request to the last byte) | ${stats(runs.map((r) => r.fetchMs))} |`);
  console.log(`| of which decode | ${stats(runs.map((r) => r.decodeMs))} |`);
  console.log(`| six requests side by side (one per country): fetch + decode | ${stats(perCountry.map((r) => r.totalMs))} |`);
  console.log(`| first answer after start (encoded and compressed then kept): fetch + decode | ${cold.totalMs.toFixed(1)} |`);
  console.log(
    `\nbytes: ${kb(last.wireBytes)} on the wire (${last.encoding}), ${kb(last.rawBytes)} decoded (${(last.rawBytes / last.count).toFixed(1)} bytes a point);` +
      ` six requests: ${kb(perCountry.at(-1)!.wireBytes)} on the wire`,
  );
  await context.close();
} finally {
  await browser.close();
  await stopServer(server.child);
  if (scratch) await scratch.drop();
  if (dataDir) fs.rmSync(dataDir, { recursive: true, force: true });
}
