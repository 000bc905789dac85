import { brotliDecompressSync, gunzipSync } from "node:zlib";
import { sql } from "kysely";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createTestApp, type Client, type TestApp } from "../fixtures/app.ts";
import { seedCatalogNetwork, type CatalogNetwork } from "../fixtures/catalog-network.ts";
import { testDatabaseKinds } from "../fixtures/databases.ts";

interface Handler {
  id: number;
  name: string;
}
interface ZipCode {
  id: number;
  zipCode: string;
  locality: string | null;
  handlers: Handler[];
  workingArea: boolean;
}
interface Region {
  id: number;
  name: string;
  handlers: Handler[];
  regions: Region[];
  zipCodes: ZipCode[];
  zipCodeGroups: { prefix: string; zipCodes: ZipCode[] }[];
  workingArea: boolean;
}

/**
 * getRegion's answer is kept per region under the data version 'region_answers' (migration
 * 0019): kept while nothing it shows changes, and fresh after every write to it, through the
 * API or straight into the database (psql, another server instance).
 */
describe.each(testDatabaseKinds)("getRegion's kept answer on %s", (kind) => {
  let t: TestApp;
  let sales: Client;
  let network: CatalogNetwork;
  let zip21122: number;

  beforeAll(async () => {
    t = await createTestApp(kind);
    network = await seedCatalogNetwork(t.database.db);
    zip21122 = (await t.database.db.selectFrom("zip_codes").select("id").where("zip_code", "=", "211 22").executeTakeFirstOrThrow()).id;
    sales = await t.login(["salesRegions"]);
  });
  afterAll(() => t?.close());

  const region = async (id: number) => {
    const answer = await sales.get(`/rest/region/${id}`);
    expect(answer.statusCode, answer.body).toBe(200);
    return answer.json() as Region;
  };
  const names = (handlers: Handler[]) => handlers.map((h) => h.name);

  it("answers the same region alike, kept, in every encoding", async () => {
    const first = await sales.request({
      method: "GET",
      url: `/rest/region/${network.regions.skane}`,
      headers: { "accept-encoding": "identity" },
    });
    const again = await sales.request({
      method: "GET",
      url: `/rest/region/${network.regions.skane}`,
      headers: { "accept-encoding": "identity" },
    });
    expect(again.body).toBe(first.body);
    expect(first.headers["content-type"]).toMatch(/^application\/json/);
    const parsed = JSON.parse(first.body) as Region;
    expect(parsed).toMatchObject({ name: "Skåne", handlers: [{ name: "Skåne Sängar" }], regions: [{ name: "Malmö" }] });
    // The seeded network is small (under the compression threshold) in Skåne; Centrum's answer
    // with its two zip codes too. Compressed forms are checked on an answer made big enough.
    const many = Array.from({ length: 60 }, (_, i) => ({
      country_id: network.countries.se,
      zip_code: `212 ${String(i).padStart(2, "0")}`,
      locality: "Malmö",
      region1_id: network.regions.skane,
      region2_id: network.regions.malmo,
    }));
    await t.database.db.insertInto("zip_codes").values(many).execute();
    const plain = await sales.request({
      method: "GET",
      url: `/rest/region/${network.regions.malmo}`,
      headers: { "accept-encoding": "identity" },
    });
    const br = await sales.request({ method: "GET", url: `/rest/region/${network.regions.malmo}`, headers: { "accept-encoding": "br" } });
    const gzip = await sales.request({
      method: "GET",
      url: `/rest/region/${network.regions.malmo}`,
      headers: { "accept-encoding": "gzip" },
    });
    expect(br.headers["content-encoding"]).toBe("br");
    expect(gzip.headers["content-encoding"]).toBe("gzip");
    expect(brotliDecompressSync(br.rawPayload).toString()).toBe(plain.body);
    expect(gunzipSync(gzip.rawPayload).toString()).toBe(plain.body);
    const malmo = JSON.parse(plain.body) as Region;
    // The 60 new zip codes (inserted after Skåne's answer was kept) are there, grouped by prefix.
    expect(malmo.zipCodes).toHaveLength(60);
    expect(malmo.zipCodeGroups.map((g) => g.prefix)).toEqual(["212"]);
  });

  it("is kept: a write that bumps no version (triggers off) is not seen until the next write that does", async () => {
    const { stockholm } = network.regions;
    expect((await region(stockholm)).name).toBe("Stockholm");
    // As a replica applies changes: no triggers, so 'region_answers' stays where it was.
    await t.database.db.transaction().execute(async (trx) => {
      await sql`set local session_replication_role = replica`.execute(trx);
      await trx.updateTable("regions").set({ name: "Stockholms län" }).where("id", "=", stockholm).execute();
    });
    expect((await region(stockholm)).name).toBe("Stockholm");
    // Any write to what the answer shows bumps the version: the next answer is read again.
    await t.database.db.updateTable("regions").set({ min_lat: 59 }).where("id", "=", stockholm).execute();
    expect((await region(stockholm)).name).toBe("Stockholms län");
  });

  it("is fresh after a handler is added or removed, on a region or a zip code", async () => {
    const { centrum } = network.regions;
    expect(names((await region(centrum)).handlers)).toEqual(["Centrum Sängar", "Helper Sängar"]);
    expect((await sales.post(`/rest/region/${centrum}/handler`, { locationId: network.locations.skane })).statusCode).toBe(200);
    expect(names((await region(centrum)).handlers)).toEqual(["Centrum Sängar", "Helper Sängar", "Skåne Sängar"]);
    // The parent's answer lists its children's handlers too.
    expect(names((await region(network.regions.malmo)).regions.find((r) => r.id === centrum)!.handlers)).toContain("Skåne Sängar");
    expect((await sales.delete(`/rest/region/${centrum}/handler?locationId=${network.locations.skane}`)).statusCode).toBe(200);
    expect(names((await region(centrum)).handlers)).toEqual(["Centrum Sängar", "Helper Sängar"]);
    expect(names((await region(network.regions.malmo)).regions.find((r) => r.id === centrum)!.handlers)).not.toContain("Skåne Sängar");

    const zipOf = async () => (await region(centrum)).zipCodes.find((z) => z.id === zip21122)!;
    expect(names((await zipOf()).handlers)).toEqual(["Closed Sängar"]);
    expect((await sales.post(`/rest/zipCode/${zip21122}/handler`, { locationId: network.locations.flagship })).statusCode).toBe(200);
    expect(names((await zipOf()).handlers)).toEqual(["Closed Sängar", "Flagship Stockholm"]);
  });

  it("is fresh after a working area is set, and after a store is assigned on the map", async () => {
    const { stockholm } = network.regions;
    expect((await region(stockholm)).workingArea).toBe(false);
    expect((await sales.post(`/rest/region/${stockholm}/working-area`, { workingArea: true })).statusCode).toBe(200);
    expect((await region(stockholm)).workingArea).toBe(true);
    const zip = (await region(network.regions.centrum)).zipCodes.find((z) => z.id === zip21122)!;
    expect(zip.workingArea).toBe(false);
    expect((await sales.post(`/rest/zipCode/${zip21122}/working-area`, { workingArea: true })).statusCode).toBe(200);
    expect((await region(network.regions.centrum)).zipCodes.find((z) => z.id === zip21122)!.workingArea).toBe(true);

    const assigned = await sales.get(
      `/rest/area-assign-handler?storeId=${network.locations.centrum}&zipCode=111%2022&countryCode=SE&level=1&type=contractArea`,
    );
    expect(assigned.statusCode, assigned.body).toBe(200);
    const after = await region(stockholm);
    expect(after.workingArea).toBe(false);
    expect(names(after.handlers)).toEqual(["Centrum Sängar", "No Mail Sängar"]);
  });

  it("is fresh after writes straight into the database: a store renamed, a region renamed, a zip code's locality", async () => {
    const { db } = t.database;
    const { centrum } = network.regions;
    await region(centrum);
    await db.updateTable("company_locations").set({ name: "Centrum Sängar AB" }).where("id", "=", network.locations.centrum).execute();
    await db.updateTable("regions").set({ name: "Malmö Centrum" }).where("id", "=", centrum).execute();
    await db.updateTable("zip_codes").set({ locality: "Malmö C" }).where("id", "=", zip21122).execute();
    const after = await region(centrum);
    expect(after.name).toBe("Malmö Centrum");
    expect(names(after.handlers)).toContain("Centrum Sängar AB");
    expect(after.zipCodes.find((z) => z.id === zip21122)!.locality).toBe("Malmö C");
  });

  it("keeps no answer for an unknown region (404 each time), and none for a caller without the permission", async () => {
    const unknown = 987_654;
    expect((await sales.get(`/rest/region/${unknown}`)).statusCode).toBe(404);
    expect((await sales.get(`/rest/region/${unknown}`)).statusCode).toBe(404);
    // Someone without the permission gets nothing kept either.
    expect((await (await t.login(["contact"])).get(`/rest/region/${network.regions.skane}`)).statusCode).toBe(403);
  });
});
