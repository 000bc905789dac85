import { gunzipSync } from "node:zlib";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createContext } from "../../src/server/db/seed/context.ts";
import { seedCountries } from "../../src/server/db/seed/countries.ts";
import { seedPostalCodes } from "../../src/server/db/seed/postal-codes.ts";
import { seedRegionShapes } from "../../src/server/db/seed/region-shapes.ts";
import { createTestApp, type Client, type TestApp } from "../fixtures/app.ts";
import { testDatabaseKinds } from "../fixtures/databases.ts";

interface Feature {
  id: number;
  geometry: { type: string; coordinates: unknown[] } | null;
  properties: Record<string, unknown>;
}

describe.each(testDatabaseKinds)("area assignment on %s", (kind) => {
  let t: TestApp;
  let sales: Client;
  let storeId: number;
  let otherStoreId: number;

  beforeAll(async () => {
    t = await createTestApp(kind);
    // The real regions, zip codes and shapes of the six markets, as the demo data has them.
    const ctx = createContext(t.database.db, 1, new Date("2026-01-01T00:00:00Z"));
    const countryIds = await seedCountries(ctx);
    await seedPostalCodes(ctx, countryIds);
    await seedRegionShapes(ctx);
    const stores = await t.database.db
      .insertInto("company_locations")
      .values([
        { name: "Berlin store", country_id: countryIds.get("DE")!, latitude: 52.52, longitude: 13.4 },
        { name: "Munich store", country_id: countryIds.get("DE")!, latitude: 48.14, longitude: 11.58 },
      ] as never)
      .returning("id")
      .execute();
    storeId = stores[0]!.id;
    otherStoreId = stores[1]!.id;
    sales = await t.login(["salesRegions"]);
  }, 240_000);
  afterAll(() => t?.close());

  const mapOf = async (client: Client, countryCode: string) => {
    const answer = await client.get(`/rest/geo-json?countryCode=${countryCode}`);
    expect(answer.statusCode).toBe(200);
    return answer.json() as { type: string; features: Feature[] };
  };

  it("answers a polygon for every zip code of a country, with its regions", async () => {
    const map = await mapOf(sales, "DE");
    expect(map.type).toBe("FeatureCollection");
    const zips = await t.database.db
      .selectFrom("zip_codes as z")
      .innerJoin("countries as c", "c.id", "z.country_id")
      .select(({ fn }) => fn.countAll<number>().as("n"))
      .where("c.code", "=", "DE")
      .executeTakeFirstOrThrow();
    expect(map.features).toHaveLength(Number(zips.n));
    expect(map.features.every((f) => f.geometry !== null && ["Polygon", "MultiPolygon"].includes(f.geometry.type))).toBe(true);
    const berlin = map.features.find((f) => f.properties.zipCode === "10115")!;
    expect(berlin.properties).toMatchObject({ countryCode: "DE", r1: expect.any(Number), r1h: [], r1ca: false, r1wa: false });
    // Sweden's numeric county codes are aliases: one Stockholm region, whose zip codes all say so.
    const stockholm = await t.database.db
      .selectFrom("regions as r")
      .innerJoin("countries as c", "c.id", "r.country_id")
      .select("r.code")
      .where("c.code", "=", "SE")
      .where("r.level", "=", 1)
      .execute();
    expect(stockholm.map((r) => r.code).sort()).not.toContain("26");
    expect(stockholm).toHaveLength(21);
    // An unknown country has no zip codes.
    expect((await mapOf(sales, "ZZ")).features).toEqual([]);
  });

  it("is compressed on the wire and kept between calls", async () => {
    const answer = await sales.request({ method: "GET", url: "/rest/geo-json?countryCode=DE", headers: { "accept-encoding": "gzip" } });
    expect(answer.headers["content-encoding"]).toBe("gzip");
    const size = answer.rawPayload.length;
    expect(size).toBeLessThan(1.5 * 1024 * 1024);
    expect(JSON.parse(gunzipSync(answer.rawPayload).toString("utf8")).features.length).toBeGreaterThan(8000);
  });

  it("assigns a store to the region around a zip code, and the map shows it", async () => {
    const level2 = await sales.get(`/rest/area-assign-handler?storeId=${storeId}&zipCode=10115&countryCode=DE&level=1&type=contractArea`);
    expect(level2.statusCode).toBe(200);
    const result = level2.json();
    expect(result).toMatchObject({ level: 1, type: "contractArea", region: { level: 1, workingArea: false } });
    expect(result.handlers.map((h: { id: number }) => h.id)).toEqual([storeId]);

    const map = await mapOf(sales, "DE");
    const inBerlin = map.features.filter((f) => f.properties.r1 === result.region.id);
    expect(inBerlin.length).toBeGreaterThan(10);
    for (const f of inBerlin) expect(f.properties).toMatchObject({ r1h: [storeId], r1ca: true, r1wa: false });
    const elsewhere = map.features.find((f) => f.properties.r1 !== result.region.id)!;
    expect(elsewhere.properties.r1h).toEqual([]);

    // Working area: the region's flag is set, the store's type changes; the audit log has both.
    const working = (
      await sales.get(`/rest/area-assign-handler?storeId=${otherStoreId}&zipCode=10115&countryCode=DE&level=1&type=workingArea`)
    ).json();
    expect(working.region.workingArea).toBe(true);
    expect(working.handlers.map((h: { id: number }) => h.id).sort()).toEqual([storeId, otherStoreId].sort());
    const after = (await mapOf(sales, "DE")).features.find((f) => f.properties.zipCode === "10115")!;
    expect(after.properties).toMatchObject({ r1ca: true, r1wa: true });
    expect((after.properties.r1h as number[]).sort()).toEqual([storeId, otherStoreId].sort());
    const audit = await t.database.db
      .selectFrom("audit_log")
      .select(["operation", "record_type", "record_id"])
      .where("operation", "=", "assignAreaHandler")
      .execute();
    expect(audit).toHaveLength(2);
    expect(audit[0]).toMatchObject({ record_type: "region", record_id: String(result.region.id) });

    // Repeated: nothing more changes, nothing more is logged.
    const again = await sales.get(
      `/rest/area-assign-handler?storeId=${otherStoreId}&zipCode=10115&countryCode=DE&level=1&type=workingArea`,
    );
    expect(again.statusCode).toBe(200);
    expect(await t.database.db.selectFrom("audit_log").select("id").where("operation", "=", "assignAreaHandler").execute()).toHaveLength(2);
  });

  it("assigns at levels 2 and 3 (Finland has all three)", async () => {
    const zip = await t.database.db
      .selectFrom("zip_codes as z")
      .innerJoin("countries as c", "c.id", "z.country_id")
      .select(["z.zip_code", "z.region3_id"])
      .where("c.code", "=", "FI")
      .where("z.region3_id", "is not", null)
      .orderBy("z.zip_code")
      .executeTakeFirstOrThrow();
    const answer = await sales.get(
      `/rest/area-assign-handler?storeId=${storeId}&zipCode=${encodeURIComponent(zip.zip_code)}&countryCode=FI&level=3&type=workingArea`,
    );
    expect(answer.statusCode).toBe(200);
    expect(answer.json().region).toMatchObject({ id: zip.region3_id, level: 3, workingArea: true });
    const feature = (await mapOf(sales, "FI")).features.find((f) => f.properties.zipCode === zip.zip_code)!;
    expect(feature.properties).toMatchObject({ r3: zip.region3_id, r3h: [storeId], r3ca: false, r3wa: true });
  });

  it("refuses unknown stores and zip codes (404), ambiguous zip codes and bad values (400), and other permissions (403)", async () => {
    const base = `zipCode=10115&countryCode=DE&level=1&type=contractArea`;
    expect((await sales.get(`/rest/area-assign-handler?storeId=999999&${base}`)).statusCode).toBe(404);
    expect(
      (await sales.get(`/rest/area-assign-handler?storeId=${storeId}&zipCode=00000&countryCode=DE&level=1&type=contractArea`)).statusCode,
    ).toBe(404);
    // Germany has no level-3 regions for every zip code; Denmark has none at level 3 at all.
    const dk = await sales.get(`/rest/area-assign-handler?storeId=${storeId}&zipCode=1050&countryCode=DK&level=3&type=contractArea`);
    expect(dk.statusCode).toBe(404);
    expect(dk.json().error.message).toContain("level 3");
    // Four- and five-digit codes repeat across countries (DK/NO, DE/FI).
    const shared = await t.database.db
      .selectFrom("zip_codes")
      .select("zip_code")
      .groupBy("zip_code")
      .having((eb) => eb.fn.countAll(), ">", 1)
      .orderBy("zip_code")
      .executeTakeFirstOrThrow();
    const ambiguous = await sales.get(`/rest/area-assign-handler?storeId=${storeId}&zipCode=${shared.zip_code}&level=1&type=contractArea`);
    expect(ambiguous.statusCode).toBe(400);
    expect(ambiguous.json().error.fields).toHaveProperty("countryCode");
    const badType = await sales.get(`/rest/area-assign-handler?storeId=${storeId}&zipCode=10115&level=1&type=somewhere`);
    expect(badType.statusCode).toBe(400);
    expect(JSON.stringify(badType.json().error.fields)).toContain("type");
    expect((await sales.get(`/rest/area-assign-handler?storeId=${storeId}&zipCode=10115&level=4&type=contractArea`)).statusCode).toBe(400);
    expect((await sales.get(`/rest/geo-json?countryCode=de`)).statusCode).toBe(400);
    const other = await t.login(["media"]);
    expect((await other.get(`/rest/geo-json?countryCode=DE`)).statusCode).toBe(403);
    expect((await other.get(`/rest/area-assign-handler?storeId=${storeId}&${base}`)).statusCode).toBe(403);
    const company = await t.login(["company"]);
    expect((await company.get(`/rest/geo-json?countryCode=DK`)).statusCode).toBe(200);
  });
});
