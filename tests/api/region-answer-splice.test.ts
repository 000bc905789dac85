import { brotliDecompressSync } from "node:zlib";
import type { FastifyInstance } from "fastify";
import type { Kysely } from "kysely";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { buildApp } from "../../src/server/app.ts";
import { readConfig } from "../../src/server/config.ts";
import type { DB } from "../../src/server/db/schema.ts";
import { RegionStore } from "../../src/server/routes/salesRegions/region-store.ts";
import { Client, createTestApp, type TestApp } from "../fixtures/app.ts";
import { seedCatalogNetwork, type CatalogNetwork } from "../fixtures/catalog-network.ts";
import { testDatabaseKinds } from "../fixtures/databases.ts";

interface Named {
  id: number;
  name: string;
}
interface ZipCode {
  id: number;
  zipCode: string;
  locality: string | null;
  handlers: Named[];
  workingArea: boolean;
  country: { name: string };
}
interface Group {
  prefix: string;
  zipCodes: ZipCode[];
  groups?: Group[];
}
interface Region {
  name: string;
  country: { name: string };
  handlers: Named[];
  regions: Region[];
  zipCodes: ZipCode[];
  zipCodeGroups: Group[];
  parentRegion: { name: string | null } | null;
  workingArea: boolean;
}

/**
 * getRegion's text is spliced from parts kept apart (region-answer.ts: each zip code's text kept
 * with its rows, remade only when its handlers or country change). After every kind of change
 * migration 0019 makes the answer fresh for, it must equal the region built whole by a new store
 * and serialised at once (as before the splicing), byte for byte, in every encoding; and the
 * change must show in it.
 */
describe.each(testDatabaseKinds)("getRegion's spliced answer on %s", (kind) => {
  let t: TestApp;
  let sales: Client;
  let network: CatalogNetwork;
  let db: Kysely<DB>;
  /** Malmö's own zip codes: 80 of them, so they group by prefix and the big group splits again. */
  let zips: number[];
  let whole: FastifyInstance;

  beforeAll(async () => {
    t = await createTestApp(kind);
    db = t.database.db;
    network = await seedCatalogNetwork(db);
    const { se } = network.countries;
    const { skane, malmo } = network.regions;
    const rows = Array.from({ length: 80 }, (_, i) => ({
      country_id: se,
      zip_code: `212 ${String(i).padStart(2, "0")}`,
      // Text the serialiser must escape, in the kept parts.
      locality: i % 7 === 0 ? `Malmö "Väster" \\ ${i}` : "Malmö",
      suburb: i % 5 === 0 ? "Ön\n2" : null,
      latitude: 55.6 + i / 1000,
      longitude: 13,
      coordinates: i % 9 === 0 ? ["55.6,13.0", "55.7,13.1"] : [],
      region1_id: skane,
      region2_id: malmo,
    }));
    zips = (await db.insertInto("zip_codes").values(rows).returning("id").execute()).map((r) => r.id).sort((a, b) => a - b);
    await db
      .insertInto("zip_code_handlers")
      .values([
        { zip_code_id: zips[3]!, location_id: network.locations.helper },
        { zip_code_id: zips[3]!, location_id: network.locations.closed },
        { zip_code_id: zips[40]!, location_id: network.locations.skane },
      ])
      .execute();
    sales = await t.login(["salesRegions"]);
    // A server of its own with one more route: a new RegionStore (nothing kept) each time, its
    // region serialised whole by the contract's Region schema, as getRegion did before.
    whole = await buildApp({ config: { ...readConfig({}), clientDir: "/nonexistent" }, database: t.database, logger: false });
    whole.get<{ Params: { id: string } }>(
      "/test/region-built-whole/:id",
      { schema: { response: { 200: { $ref: "contract#/components/schemas/Region" } } } },
      async (request) => new RegionStore(t.database).get(Number(request.params.id)),
    );
    // Its serialisers compiled here, under the hook's time limit rather than the first test's.
    expect((await whole.inject({ method: "GET", url: `/test/region-built-whole/${network.regions.skane}` })).statusCode).toBe(200);
  });
  afterAll(async () => {
    await whole?.close();
    await t?.close();
  });

  const malmoUrl = () => `/rest/region/${network.regions.malmo}`;
  const text = async (client: Client, url: string, encoding = "identity") => {
    const answer = await client.request({ method: "GET", url, headers: { "accept-encoding": encoding } });
    expect(answer.statusCode, answer.body).toBe(200);
    return encoding === "br" && answer.headers["content-encoding"] === "br"
      ? brotliDecompressSync(answer.rawPayload).toString()
      : answer.body;
  };
  /** getRegion's answer as it was made before it was spliced: the store's whole region, serialised at once by the contract. */
  const fromScratch = async (url: string) => {
    const answer = await whole.inject({ method: "GET", url: url.replace("/rest/region/", "/test/region-built-whole/") });
    expect(answer.statusCode, answer.body).toBe(200);
    return answer.body;
  };
  /** The kept server's answer (identity and brotli) equals the one built whole; answers it parsed. */
  const sameAsFromScratch = async (url = malmoUrl()) => {
    const spliced = await text(sales, url);
    expect(await text(sales, url, "br")).toBe(spliced);
    expect(spliced).toBe(await fromScratch(url));
    return JSON.parse(spliced) as Region;
  };
  const zipIn = (region: Region, id: number) => region.zipCodes.find((z) => z.id === id)!;
  const names = (handlers: Named[]) => handlers.map((h) => h.name);

  it("answers as built whole at first, with the zip codes in the list and in the groups alike", async () => {
    const malmo = await sameAsFromScratch();
    expect(malmo.zipCodes).toHaveLength(80);
    // 80 under "212" split by one character more: 212 0 .. 212 7, ten each.
    expect(malmo.zipCodeGroups).toHaveLength(1);
    expect(malmo.zipCodeGroups[0]!.groups!.map((g) => g.prefix)).toEqual([
      "212 0",
      "212 1",
      "212 2",
      "212 3",
      "212 4",
      "212 5",
      "212 6",
      "212 7",
    ]);
    expect(malmo.zipCodeGroups[0]!.groups![0]!.zipCodes[3]).toEqual(zipIn(malmo, zips[3]!));
    expect(names(zipIn(malmo, zips[3]!).handlers)).toEqual(["Closed Sängar", "Helper Sängar"]);
    expect(zipIn(malmo, zips[0]!).locality).toBe('Malmö "Väster" \\ 0');
    // A region with few zip codes (no groups) and one with child regions only.
    await sameAsFromScratch(`/rest/region/${network.regions.centrum}`);
    await sameAsFromScratch(`/rest/region/${network.regions.skane}`);
  });

  it("stays equal after region handlers change, on the region and on a child region", async () => {
    const { malmo, centrum } = network.regions;
    await sameAsFromScratch();
    expect((await sales.post(`/rest/region/${malmo}/handler`, { locationId: network.locations.flagship })).statusCode).toBe(200);
    expect(names((await sameAsFromScratch()).handlers)).toContain("Flagship Stockholm");
    expect((await sales.post(`/rest/region/${centrum}/handler`, { locationId: network.locations.skane })).statusCode).toBe(200);
    expect(names((await sameAsFromScratch()).regions.find((r) => r.name === "Centrum")!.handlers)).toContain("Skåne Sängar");
    expect((await sales.delete(`/rest/region/${malmo}/handler?locationId=${network.locations.flagship}`)).statusCode).toBe(200);
    expect(names((await sameAsFromScratch()).handlers)).not.toContain("Flagship Stockholm");
  });

  it("stays equal after zip-code handlers change, down to a zip code left with none", async () => {
    expect((await sales.post(`/rest/zipCode/${zips[12]}/handler`, { locationId: network.locations.centrum })).statusCode).toBe(200);
    let malmo = await sameAsFromScratch();
    expect(names(zipIn(malmo, zips[12]!).handlers)).toEqual(["Centrum Sängar"]);
    expect(malmo.zipCodeGroups[0]!.groups![1]!.zipCodes[2]!.handlers).toEqual(zipIn(malmo, zips[12]!).handlers);
    expect((await sales.delete(`/rest/zipCode/${zips[3]}/handler?locationId=${network.locations.helper}`)).statusCode).toBe(200);
    malmo = await sameAsFromScratch();
    expect(names(zipIn(malmo, zips[3]!).handlers)).toEqual(["Closed Sängar"]);
    // The last handler of a zip code goes: its text is remade with none.
    expect((await sales.delete(`/rest/zipCode/${zips[40]}/handler?locationId=${network.locations.skane}`)).statusCode).toBe(200);
    expect(zipIn(await sameAsFromScratch(), zips[40]!).handlers).toEqual([]);
  });

  it("stays equal after working areas are set, on the region and on a zip code", async () => {
    expect((await sales.post(`/rest/region/${network.regions.malmo}/working-area`, { workingArea: true })).statusCode).toBe(200);
    expect((await sameAsFromScratch()).workingArea).toBe(true);
    expect((await sales.post(`/rest/zipCode/${zips[5]}/working-area`, { workingArea: true })).statusCode).toBe(200);
    expect(zipIn(await sameAsFromScratch(), zips[5]!).workingArea).toBe(true);
  });

  it("stays equal after a handling store's name, address or e-mail changes", async () => {
    await db.updateTable("company_locations").set({ name: 'Closed "Sängar" AB' }).where("id", "=", network.locations.closed).execute();
    expect(names(zipIn(await sameAsFromScratch(), zips[3]!).handlers)).toEqual(['Closed "Sängar" AB']);
    await db.updateTable("company_locations").set({ street: "Nygatan 2" }).where("id", "=", network.locations.refusing).execute();
    await sameAsFromScratch();
    await db.updateTable("company_locations").set({ email: "new@x.test" }).where("id", "=", network.locations.closed).execute();
    await sameAsFromScratch();
  });

  it("stays equal after the country is renamed: every zip code's text is remade", async () => {
    await db.updateTable("countries").set({ name: "Konungariket Sverige" }).where("id", "=", network.countries.se).execute();
    const malmo = await sameAsFromScratch();
    expect(malmo.country.name).toBe("Konungariket Sverige");
    expect(new Set(malmo.zipCodes.map((z) => z.country.name))).toEqual(new Set(["Konungariket Sverige"]));
  });

  it("stays equal after regions and zip codes change: renamed, moved, added", async () => {
    const { skane, malmo, centrum } = network.regions;
    await db.updateTable("regions").set({ name: "Skåne län" }).where("id", "=", skane).execute();
    expect((await sameAsFromScratch()).parentRegion?.name).toBe("Skåne län");
    await db
      .updateTable("regions")
      .set({ name: "Malmö stad", min_lat: 55, max_lat: 56, min_lng: 12, max_lng: 14 })
      .where("id", "=", malmo)
      .execute();
    expect((await sameAsFromScratch()).name).toBe("Malmö stad");
    await db.updateTable("zip_codes").set({ locality: "Limhamn" }).where("id", "=", zips[7]!).execute();
    expect(zipIn(await sameAsFromScratch(), zips[7]!).locality).toBe("Limhamn");
    // Into the child region: one fewer of Malmö's own.
    await db.updateTable("zip_codes").set({ region3_id: centrum }).where("id", "=", zips[8]!).execute();
    expect((await sameAsFromScratch()).zipCodes).toHaveLength(79);
    await db
      .insertInto("zip_codes")
      .values({ country_id: network.countries.se, zip_code: "213 01", locality: "Husie", region1_id: skane, region2_id: malmo })
      .execute();
    const after = await sameAsFromScratch();
    expect(after.zipCodes).toHaveLength(80);
    expect(after.zipCodeGroups.map((g) => g.prefix)).toEqual(["212", "213"]);
    await sameAsFromScratch(`/rest/region/${centrum}`);
  });
});
