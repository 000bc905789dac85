import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { Browser, Page } from "playwright-core";
import { launchBrowser, seriousA11yViolations } from "./fixtures/browser.ts";
import { startE2eServer } from "./fixtures/server.ts";
import { adminPageInEnglish } from "./fixtures/session.ts";

/** Waits for a condition the app reaches by itself; generous: WebGL runs in software here. */
const poll = <T>(read: () => T | Promise<T>) => expect.poll(read, { timeout: 60_000, interval: 200 });

/** Spec part 1 section 9: the form's map opens on latitude 60, longitude 10 at zoom 5. */
const VIEW = { latitude: 60, longitude: 10, zoom: 5 };

interface Store {
  id: number;
  name: string;
  address: { latitude?: number | null; longitude?: number | null };
}

/** Web Mercator as maplibre draws it (512-pixel world at zoom 0): degrees to world pixels. */
function worldPixel(longitude: number, latitude: number, zoom: number) {
  const size = 512 * 2 ** zoom;
  const sin = Math.sin((latitude * Math.PI) / 180);
  return { x: ((longitude + 180) / 360) * size, y: (0.5 - Math.log((1 + sin) / (1 - sin)) / (4 * Math.PI)) * size };
}

/**
 * The geographic areas in the browser, against the built app and the real server with demo data:
 * the list, the map form (offline basemap, store markers), a rectangle drawn around two stores
 * lists both, and saving it shows the spec's toast and the new row with its stores. The shared
 * hook fails the test on any console error or request that leaves the machine: the map must be
 * wholly offline.
 */
describe("geographic areas in the browser", () => {
  let server: Awaited<ReturnType<typeof startE2eServer>>;
  let browser: Browser;
  let page: Page;

  beforeAll(async () => {
    // A port of its own, so this file never meets another browser test on one.
    server = await startE2eServer(18_191);
    browser = await launchBrowser();
    page = await adminPageInEnglish(browser, server.baseUrl, { width: 1400, height: 900 });
  }, 300_000);

  afterAll(async () => {
    await browser?.close();
    await server?.stop();
  });

  const listSection = () => page.locator("section[aria-labelledby=geographicAreas-title]");
  const toasts = () => page.locator(".bp6-toast").allInnerTexts();

  it("lists the areas and opens the map form from the list", async () => {
    await page.goto(`${server.baseUrl}/#/app/geographic-areas`);
    await listSection().getByRole("button", { name: "New geographic area" }).waitFor({ timeout: 60_000 });
    expect((await seriousA11yViolations(page)).join("\n")).toBe("");
    await listSection().getByRole("button", { name: "New geographic area" }).click();
    await page.getByRole("heading", { name: "New geographic area" }).waitFor();
    expect(page.url()).toContain("#/app/geographic-areas/create");
    await page.locator(".app-map[data-map-ready=true] canvas").waitFor({ timeout: 120_000 });
    expect(await page.locator(".maplibregl-ctrl-attrib").innerText()).toContain("GeoNames");
  }, 240_000);

  it("lists the stores inside a drawn rectangle and saves it as an area", async () => {
    const stores = await page.evaluate(async () => {
      const answer = await fetch("/rest/company/locations?filter=with-coordinates");
      return (await answer.json()) as Store[];
    });
    const canvas = page.locator(".app-map canvas.maplibregl-canvas");
    const box = (await canvas.boundingBox())!;
    const centre = worldPixel(VIEW.longitude, VIEW.latitude, VIEW.zoom);
    // Where each store is drawn on the screen at the form's opening view.
    const onScreen = stores
      .filter((s) => typeof s.address.latitude === "number" && typeof s.address.longitude === "number")
      .map((store) => {
        const p = worldPixel(store.address.longitude!, store.address.latitude!, VIEW.zoom);
        return { store, x: box.x + box.width / 2 + p.x - centre.x, y: box.y + box.height / 2 + p.y - centre.y };
      })
      .filter(({ x, y }) => x > box.x + 60 && x < box.x + box.width - 60 && y > box.y + 60 && y < box.y + box.height - 60);
    // Two stores drawn apart (so the rectangle has a size) but near each other.
    let pair: [(typeof onScreen)[number], (typeof onScreen)[number]] | undefined;
    let best = Infinity;
    for (const a of onScreen) {
      for (const b of onScreen) {
        const distance = Math.hypot(a.x - b.x, a.y - b.y);
        if (a.store.id < b.store.id && distance > 30 && distance < best) [pair, best] = [[a, b], distance];
      }
    }
    expect(pair, "two stores with coordinates in the map's opening view").toBeDefined();
    const [a, b] = pair!;
    const corner1 = { x: Math.min(a.x, b.x) - 12, y: Math.min(a.y, b.y) - 12 };
    const corner2 = { x: Math.max(a.x, b.x) + 12, y: Math.max(a.y, b.y) + 12 };

    await page.getByRole("button", { name: "Draw a rectangle" }).click();
    await page.mouse.move(corner1.x, corner1.y);
    await page.mouse.click(corner1.x, corner1.y);
    await page.mouse.move((corner1.x + corner2.x) / 2, (corner1.y + corner2.y) / 2, { steps: 5 });
    await page.mouse.move(corner2.x, corner2.y, { steps: 5 });
    await page.mouse.click(corner2.x, corner2.y);

    const inside = page.locator(".geographic-area-store-list li a");
    await poll(() => inside.allInnerTexts()).toEqual(expect.arrayContaining([a.store.name, b.store.name]));
    const listed = await inside.allInnerTexts();
    await page.getByRole("heading", { name: new RegExp(`^${listed.length} stores? inside the shape$`) }).waitFor();
    expect((await seriousA11yViolations(page)).join("\n")).toBe("");

    const name = `E2E area ${Date.now()}`;
    await page.getByLabel("Name").fill(name);
    await page.getByRole("button", { name: "Save" }).click();
    await poll(() => toasts()).toContain("Geographic area created.");
    await page.waitForURL(/#\/app\/geographic-areas$/);
    const row = listSection().locator("tbody tr", { hasText: name });
    await row.waitFor({ timeout: 60_000 });
    // The server found the same stores inside the saved shape.
    const cell = await row.innerText();
    expect(cell).toContain(`${listed.length}: `);
    for (const storeName of [a.store.name, b.store.name]) expect(cell).toContain(storeName);
  }, 300_000);
});
