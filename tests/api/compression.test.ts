import { brotliDecompressSync, gunzipSync } from "node:zlib";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { anonymous, createTestApp, type Client, type TestApp } from "../fixtures/app.ts";
import { orderBody, seedCatalogNetwork } from "../fixtures/catalog-network.ts";
import { testDatabaseKinds } from "../fixtures/databases.ts";

const PAGE = "/rest/catalog/catalog-orders/get-by-page?page=1&count=100";

/** JSON answers travel compressed to clients that accept it; CSV downloads do not. */
describe.each(testDatabaseKinds)("compressed answers on %s", (kind) => {
  let t: TestApp;
  let staff: Client;
  beforeAll(async () => {
    t = await createTestApp(kind);
    await seedCatalogNetwork(t.database.db);
    staff = await t.login(["catalogOrder"]);
    // Enough requests for a page well over the 1 KB below which nothing is compressed.
    for (let i = 0; i < 20; i++)
      expect((await staff.post("/rest/catalog/catalog-orders", orderBody({ firstname: `Kund ${i}` }))).statusCode).toBe(200);
  });
  afterAll(() => t?.close());

  const get = (url: string, acceptEncoding?: string) =>
    staff.request({ method: "GET", url, headers: acceptEncoding ? { "accept-encoding": acceptEncoding } : {} });
  const decoded = (answer: Awaited<ReturnType<typeof get>>) => {
    const body = answer.rawPayload;
    const encoding = answer.headers["content-encoding"];
    return JSON.parse((encoding === "br" ? brotliDecompressSync(body) : encoding === "gzip" ? gunzipSync(body) : body).toString("utf8"));
  };

  it("sends a kept catalog page in the encoding asked for, the same JSON as uncompressed", async () => {
    const plain = await get(PAGE);
    expect(plain.statusCode).toBe(200);
    expect(plain.headers["content-encoding"]).toBeUndefined();
    expect(plain.headers.vary).toMatch(/accept-encoding/i);

    const br = await get(PAGE, "gzip, deflate, br");
    expect(br.headers["content-encoding"]).toBe("br");
    expect(br.headers["content-type"]).toMatch(/^application\/json/);
    expect(br.rawPayload.length).toBeLessThan(plain.rawPayload.length / 3);
    expect(decoded(br)).toEqual(plain.json());
    // Kept: the same bytes again, not compressed anew.
    expect((await get(PAGE, "br")).rawPayload.equals(br.rawPayload)).toBe(true);

    const gzip = await get(PAGE, "gzip");
    expect(gzip.headers["content-encoding"]).toBe("gzip");
    expect(decoded(gzip)).toEqual(plain.json());
  });

  it("a kept compressed page shows a new request at once", async () => {
    const before = decoded(await get(PAGE, "br"));
    const created = await staff.post("/rest/catalog/catalog-orders", orderBody({ firstname: "Nykomling" }));
    const after = decoded(await get(PAGE, "br"));
    expect(after.total).toBe(before.total + 1);
    expect(after.list[0].id).toBe(created.json().id);
  });

  it("compresses other JSON answers too, and leaves small ones and CSV downloads alone", async () => {
    const contract = await anonymous(t.app).request({ method: "GET", url: "/api/openapi.json", headers: { "accept-encoding": "gzip" } });
    expect(contract.headers["content-encoding"]).toBe("gzip");
    expect(gunzipSync(contract.rawPayload).toString()).toMatch(/^\{/);

    const statuses = await get("/rest/catalog/catalog-order-statuses", "br");
    expect(statuses.statusCode).toBe(200);

    const csv = await get("/rest/catalog/catalog-orders/export-result-as-csv", "gzip, br");
    expect(csv.statusCode).toBe(200);
    expect(csv.headers["content-type"]).toMatch(/^text\/csv/);
    expect(csv.headers["content-encoding"]).toBeUndefined();
    expect(csv.body).toContain("Nykomling");
  });
});
