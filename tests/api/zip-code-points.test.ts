import { brotliDecompressSync, gunzipSync } from "node:zlib";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createContext } from "../../src/server/db/seed/context.ts";
import { seedCountries } from "../../src/server/db/seed/countries.ts";
import { seedPostalCodes } from "../../src/server/db/seed/postal-codes.ts";
import { decodeZipPoints } from "../../src/shared/zipPoints.ts";
import { anonymous, createTestApp, type Client, type TestApp } from "../fixtures/app.ts";
import { testDatabaseKinds } from "../fixtures/databases.ts";

/** getZipCodePoints: every zip code's point as binary (src/shared/zipPoints.ts), on the real postal data. */
describe.each(testDatabaseKinds)("zip-code points on %s", (kind) => {
  let t: TestApp;
  let sales: Client;
  let company: Client;

  beforeAll(async () => {
    t = await createTestApp(kind);
    // The real zip codes of the six markets, as the demo data has them.
    const ctx = createContext(t.database.db, 1, new Date("2026-01-01T00:00:00Z"));
    await seedPostalCodes(ctx, await seedCountries(ctx));
    sales = await t.login(["salesRegions"]);
    company = await t.login(["company"]);
  }, 240_000);
  afterAll(() => t?.close());

  /** The zip codes with coordinates as the database has them, in the answer's order. */
  const expected = async (countryCode?: string) => {
    const rows = await t.database.db
      .selectFrom("zip_codes as z")
      .innerJoin("countries as c", "c.id", "z.country_id")
      .select(["z.id", "z.zip_code", "z.latitude", "z.longitude", "c.code"])
      .where("z.latitude", "is not", null)
      .where("z.longitude", "is not", null)
      .$if(countryCode !== undefined, (q) => q.where("c.code", "=", countryCode!))
      .execute();
    // Country, then zip code, as the server orders them (the database's collation, so ask it).
    const order = await t.database.db
      .selectFrom("zip_codes as z")
      .innerJoin("countries as c", "c.id", "z.country_id")
      .select("z.id")
      .where("z.latitude", "is not", null)
      .where("z.longitude", "is not", null)
      .$if(countryCode !== undefined, (q) => q.where("c.code", "=", countryCode!))
      .orderBy("c.code")
      .orderBy("z.zip_code")
      .orderBy("z.id")
      .execute();
    const byId = new Map(rows.map((r) => [r.id, r]));
    return order.map((o) => byId.get(o.id)!);
  };

  const pointsOf = async (client: Client, query = "", headers: Record<string, string> = {}) => {
    const answer = await client.request({ method: "GET", url: `/rest/zip-code-points${query}`, headers });
    expect(answer.statusCode, answer.body.slice(0, 300)).toBe(200);
    expect(answer.headers["content-type"]).toBe("application/octet-stream");
    return answer;
  };

  it("answers every point of a country, decoded to its ids, positions and zip codes", async () => {
    const answer = await pointsOf(sales, "?countryCode=SE");
    const points = decodeZipPoints(answer.rawPayload);
    const rows = await expected("SE");
    expect(rows.length).toBeGreaterThan(10_000);
    expect(points.count).toBe(rows.length);
    expect([...points.ids]).toEqual(rows.map((r) => r.id));
    for (const i of [0, 1, Math.floor(rows.length / 2), rows.length - 1]) {
      expect(points.zipCodeAt(i)).toBe(rows[i]!.zip_code);
      expect(points.positions[2 * i]).toBe(Math.fround(rows[i]!.longitude!));
      expect(points.positions[2 * i + 1]).toBe(Math.fround(rows[i]!.latitude!));
    }
  });

  it("answers every country's points without countryCode, a company account too", async () => {
    const points = decodeZipPoints((await pointsOf(company)).rawPayload);
    const rows = await expected();
    expect(points.count).toBe(rows.length);
    expect(new Set(rows.map((r) => r.code))).toEqual(new Set(["DE", "DK", "FI", "NL", "NO", "SE"]));
    expect(points.zipCodeAt(points.count - 1)).toBe(rows.at(-1)!.zip_code);
  });

  it("leaves out zip codes without coordinates, and has no points for a country without zip codes", async () => {
    const db = t.database.db;
    const dk = await db.selectFrom("countries").select("id").where("code", "=", "DK").executeTakeFirstOrThrow();
    await db.insertInto("zip_codes").values({ country_id: dk.id, zip_code: "0001", locality: "Nowhere" }).execute();
    try {
      const points = decodeZipPoints((await pointsOf(sales, "?countryCode=DK")).rawPayload);
      expect(points.count).toBe((await expected("DK")).length);
      expect(points.ids).not.toContain(
        (await db.selectFrom("zip_codes").select("id").where("zip_code", "=", "0001").executeTakeFirstOrThrow()).id,
      );
    } finally {
      await db.deleteFrom("zip_codes").where("zip_code", "=", "0001").where("country_id", "=", dk.id).execute();
    }
    expect(decodeZipPoints((await pointsOf(sales, "?countryCode=US")).rawPayload).count).toBe(0);
  });

  it("is compressed as the client accepts, and shows a moved point on the next call", async () => {
    const plain = (await pointsOf(sales, "?countryCode=NO")).rawPayload;
    const br = await pointsOf(sales, "?countryCode=NO", { "accept-encoding": "br" });
    expect(br.headers["content-encoding"]).toBe("br");
    expect(br.rawPayload.length).toBeLessThan(plain.length);
    expect(brotliDecompressSync(br.rawPayload).equals(plain)).toBe(true);
    const gzip = await pointsOf(sales, "?countryCode=NO", { "accept-encoding": "gzip" });
    expect(gunzipSync(gzip.rawPayload).equals(plain)).toBe(true);

    const db = t.database.db;
    const first = decodeZipPoints(plain);
    const id = first.ids[0]!;
    const before = await db.selectFrom("zip_codes").select(["latitude", "longitude"]).where("id", "=", id).executeTakeFirstOrThrow();
    await db.updateTable("zip_codes").set({ latitude: 70.5, longitude: 25.25 }).where("id", "=", id).execute();
    try {
      const moved = decodeZipPoints((await pointsOf(sales, "?countryCode=NO")).rawPayload);
      expect([moved.positions[0], moved.positions[1]]).toEqual([25.25, 70.5]);
    } finally {
      await db.updateTable("zip_codes").set(before).where("id", "=", id).execute();
    }
  });

  it("refuses a country code that is not two capitals (400 naming it), no session (401) and other permissions (403)", async () => {
    for (const code of ["se", "SWE", "S", "S1"]) {
      const answer = await sales.get(`/rest/zip-code-points?countryCode=${code}`);
      expect(answer.statusCode, code).toBe(400);
      expect(answer.json().error.fields, code).toHaveProperty("countryCode");
    }
    expect((await anonymous(t.app).get("/rest/zip-code-points?countryCode=SE")).statusCode).toBe(401);
    const catalog = await t.login(["catalogOrder"]);
    expect((await catalog.get("/rest/zip-code-points?countryCode=SE")).statusCode).toBe(403);
  });
});
