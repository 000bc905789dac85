import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { readConfig } from "../../src/server/config.ts";
import { createTestApp, type TestApp } from "../fixtures/app.ts";

/**
 * Production map tiles (issue 15): MAP_STYLE_URL is handed to the client by the frontend
 * configuration, and the CSP lets the browser read the style's host and MAP_ORIGINS' (tiles,
 * glyphs, sprites), and nothing else; without it the offline basemap needs no other host.
 */
describe("the map's production tiles", () => {
  it("reads MAP_STYLE_URL and MAP_ORIGINS, refusing anything that is not an http(s) URL", () => {
    expect(readConfig({})).toMatchObject({ mapStyleUrl: undefined, mapOrigins: [] });
    expect(readConfig({ MAP_STYLE_URL: "  " }).mapStyleUrl).toBeUndefined();
    // Without a style URL the offline basemap loads nothing from elsewhere: MAP_ORIGINS alone opens nothing.
    expect(readConfig({ MAP_ORIGINS: "https://tiles.example" }).mapOrigins).toEqual([]);
    const config = readConfig({
      MAP_STYLE_URL: " https://styles.example/basic/style.json?key=k ",
      MAP_ORIGINS: "https://tiles.example/v1/, https://fonts.example  https://styles.example",
    });
    expect(config.mapStyleUrl).toBe("https://styles.example/basic/style.json?key=k");
    expect(config.mapOrigins).toEqual(["https://styles.example", "https://tiles.example", "https://fonts.example"]);
    expect(() => readConfig({ MAP_STYLE_URL: "styles.example/style.json" })).toThrow(/MAP_STYLE_URL must be an absolute http\(s\) URL/);
    expect(() => readConfig({ MAP_STYLE_URL: "javascript:alert(1)" })).toThrow(/MAP_STYLE_URL must be an http\(s\) URL/);
    expect(() => readConfig({ MAP_STYLE_URL: "https://styles.example/s.json", MAP_ORIGINS: "ftp://tiles.example" })).toThrow(
      /MAP_ORIGINS must be an http\(s\) URL/,
    );
  });

  describe("configured", () => {
    let t: TestApp;
    beforeAll(async () => {
      const { mapStyleUrl, mapOrigins } = readConfig({
        MAP_STYLE_URL: "https://styles.example/basic/style.json",
        MAP_ORIGINS: "https://tiles.example",
      });
      t = await createTestApp("pglite", { mapStyleUrl, mapOrigins });
    });
    afterAll(() => t?.close());

    it("gives the client the style URL and lets the browser read from its hosts", async () => {
      const user = await t.login([]);
      const answer = await user.get("/rest/frontend-config/frontend-config");
      expect(answer.statusCode).toBe(200);
      expect(answer.json().map.styleUrl).toBe("https://styles.example/basic/style.json");
      const csp = String(answer.headers["content-security-policy"]);
      expect(csp).toContain("connect-src 'self' https://styles.example https://tiles.example");
      expect(csp).toContain("img-src 'self' data: blob: https://styles.example https://tiles.example");
      expect(csp).toContain("script-src 'self';");
    });
  });

  describe("not configured", () => {
    let t: TestApp;
    beforeAll(async () => {
      t = await createTestApp("pglite");
    });
    afterAll(() => t?.close());

    it("draws the offline basemap, and the browser may read from our host only", async () => {
      const answer = await (await t.login([])).get("/rest/frontend-config/frontend-config");
      expect(answer.json().map.styleUrl).toBeNull();
      expect(String(answer.headers["content-security-policy"])).toContain("connect-src 'self';");
    });
  });
});
