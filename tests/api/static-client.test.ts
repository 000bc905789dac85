import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import zlib from "node:zlib";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createTestApp, type TestApp } from "../fixtures/app.ts";

/** The built app as the server hands it out: precompressed twins, hashed assets cached for good. */
describe("serving the built client", () => {
  let t: TestApp;
  const clientDir = fs.mkdtempSync(path.join(os.tmpdir(), "client-"));
  const script = "console.log('hello');".repeat(200);

  beforeAll(async () => {
    fs.mkdirSync(path.join(clientDir, "assets"));
    fs.mkdirSync(path.join(clientDir, "i18n"));
    fs.writeFileSync(path.join(clientDir, "index.html"), "<!doctype html><title>Back-office</title>");
    fs.writeFileSync(path.join(clientDir, "assets/index-abc123.js"), script);
    fs.writeFileSync(path.join(clientDir, "assets/index-abc123.js.br"), zlib.brotliCompressSync(script));
    fs.writeFileSync(path.join(clientDir, "assets/index-abc123.js.gz"), zlib.gzipSync(script));
    fs.writeFileSync(path.join(clientDir, "i18n/en.json"), JSON.stringify({ hello: "Hello" }));
    t = await createTestApp("pglite", { clientDir });
  });

  afterAll(async () => {
    await t.close();
    fs.rmSync(clientDir, { recursive: true, force: true });
  });

  it("sends the brotli twin to a browser that accepts it, gzip to one that only takes gzip", async () => {
    const br = await t.app.inject({ url: "/assets/index-abc123.js", headers: { "accept-encoding": "gzip, deflate, br" } });
    expect(br.headers["content-encoding"]).toBe("br");
    expect(zlib.brotliDecompressSync(br.rawPayload).toString()).toBe(script);
    const gz = await t.app.inject({ url: "/assets/index-abc123.js", headers: { "accept-encoding": "gzip" } });
    expect(gz.headers["content-encoding"]).toBe("gzip");
    const plain = await t.app.inject({ url: "/assets/index-abc123.js" });
    expect(plain.headers["content-encoding"]).toBeUndefined();
    expect(plain.body).toBe(script);
  });

  it("caches hashed assets for good and revalidates the page and the translations", async () => {
    expect((await t.app.inject({ url: "/assets/index-abc123.js" })).headers["cache-control"]).toBe("public, max-age=31536000, immutable");
    const page = await t.app.inject({ url: "/" });
    expect(page.statusCode).toBe(200);
    expect(page.headers["cache-control"]).toBe("no-cache");
    expect((await t.app.inject({ url: "/i18n/en.json" })).headers["cache-control"]).toBe("no-cache");
  });

  it("answers 404 for a file that is not there", async () => {
    const missing = await t.app.inject({ url: "/assets/nope.js" });
    expect(missing.statusCode).toBe(404);
  });
});
