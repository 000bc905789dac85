import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { chooseRoute, matchRoutingRules } from "../../src/server/domain/catalog-routing.ts";
import { loadRoutingCandidates } from "../../src/server/routes/catalog/routing-candidates.ts";
import { anonymous, createTestApp, type Client, type TestApp } from "../fixtures/app.ts";
import { seedCatalogNetwork, type CatalogNetwork } from "../fixtures/catalog-network.ts";
import { testDatabaseKinds } from "../fixtures/databases.ts";

interface Gap {
  id: number;
  zipCode: string;
  locality: string | null;
  region1: string | null;
  region2: string | null;
  region3: string | null;
  latitude: number | null;
  longitude: number | null;
  fallsTo: "fallback" | "nowhere";
}

/**
 * Coverage gaps (listCoverageGaps, exportCoverageGapsCsv): the zip codes no store would get, on
 * the catalog routing network (tests/fixtures/catalog-network.ts) plus Danish regions and zip
 * codes (Denmark has only a fallback e-mail) and Finnish ones (only an inactive country handler).
 */
describe.each(testDatabaseKinds)("coverage gaps on %s", (kind) => {
  let t: TestApp;
  let sales: Client;
  let network: CatalogNetwork;
  const dk: Record<string, number> = {};
  let uusimaa: number;

  beforeAll(async () => {
    t = await createTestApp(kind);
    const db = t.database.db;
    network = await seedCatalogNetwork(db);
    sales = await t.login(["salesRegions"]);
    const region = async (countryId: number, name: string, level: number, parentId: number | null) =>
      (
        await db
          .insertInto("regions")
          .values({ country_id: countryId, name, level, parent_id: parentId })
          .returning("id")
          .executeTakeFirstOrThrow()
      ).id;
    dk.hovedstaden = await region(network.countries.dk, "Hovedstaden", 1, null);
    dk.kobenhavn = await region(network.countries.dk, "København", 2, dk.hovedstaden);
    dk.indreBy = await region(network.countries.dk, "Indre By", 3, dk.kobenhavn);
    dk.midtjylland = await region(network.countries.dk, "Midtjylland", 1, null);
    uusimaa = await region(network.countries.fi, "Uusimaa", 1, null);
    const zip = (countryId: number, zipCode: string, locality: string, regions: (number | null)[], latitude: number | null = 55.68) => ({
      country_id: countryId,
      zip_code: zipCode,
      locality,
      latitude,
      longitude: latitude === null ? null : 12.57,
      region1_id: regions[0] ?? null,
      region2_id: regions[1] ?? null,
      region3_id: regions[2] ?? null,
    });
    await db
      .insertInto("zip_codes")
      .values([
        zip(network.countries.dk, "1050", "København K", [dk.hovedstaden, dk.kobenhavn, dk.indreBy]),
        zip(network.countries.dk, "1051", "København K", [dk.hovedstaden, dk.kobenhavn, dk.indreBy]),
        zip(network.countries.dk, "2100", "København Ø", [dk.hovedstaden, dk.kobenhavn]),
        zip(network.countries.dk, "8000", "Aarhus C", [dk.midtjylland], null),
        zip(network.countries.dk, "0800", "=SUM(A1)", []),
        zip(network.countries.fi, "00100", "Helsinki", [uusimaa]),
        zip(network.countries.fi, "00200", "Helsinki", [uusimaa]),
      ])
      .execute();
  });
  afterAll(() => t?.close());

  const gaps = (id: number, areaType: string, client = sales) => client.get(`/rest/area-coverage-gaps/${id}?areaType=${areaType}`);
  const gapList = async (id: number, areaType: "country" | "region"): Promise<Gap[]> => {
    const answer = await gaps(id, areaType);
    expect(answer.statusCode, answer.body).toBe(200);
    return answer.json();
  };
  const whitespots = async (id: number, areaType: "country" | "region") => {
    const rows: { locationType: string | null; numberOfZipCodes: number }[] = (
      await sales.get(`/rest/area-statistics/${id}?areaType=${areaType}`)
    ).json();
    return rows.find((r) => r.locationType === "whitespot")?.numberOfZipCodes ?? 0;
  };
  /** The zip codes of a country that routing (domain/catalog-routing.ts) sends to no store, sorted as the list. */
  const routedGaps = async (countryCode: string) => {
    const db = t.database.db;
    const zips = await db
      .selectFrom("zip_codes as z")
      .innerJoin("countries as c", "c.id", "z.country_id")
      .select(["z.zip_code"])
      .where("c.code", "=", countryCode)
      .execute();
    const found: string[] = [];
    for (const z of zips) {
      const route = chooseRoute(matchRoutingRules(await loadRoutingCandidates(db, { country: countryCode, zipCode: z.zip_code })));
      if (!route?.location) found.push(z.zip_code);
    }
    return found.sort((a, b) => (a < b ? -1 : a > b ? 1 : 0));
  };
  /** The list agrees with the statistics' whitespot count and with routing each zip code. */
  const expectAgreement = async (countryCode: string, countryId: number) => {
    const list = await gapList(countryId, "country");
    expect(list.map((g) => g.zipCode)).toEqual(await routedGaps(countryCode));
    expect(list).toHaveLength(await whitespots(countryId, "country"));
    return list;
  };

  it("lists a country's zip codes that fall to its fallback e-mail, with their regions and point, sorted by zip code", async () => {
    const list = await expectAgreement("DK", network.countries.dk);
    expect(list.map((g) => g.zipCode)).toEqual(["0800", "1050", "1051", "2100", "8000"]);
    expect(list[1]).toMatchObject({
      zipCode: "1050",
      locality: "København K",
      region1: "Hovedstaden",
      region2: "København",
      region3: "Indre By",
      latitude: 55.68,
      longitude: 12.57,
      fallsTo: "fallback",
    });
    expect(list[4]).toMatchObject({ zipCode: "8000", region1: "Midtjylland", region2: null, latitude: null, longitude: null });
    expect(list.every((g) => g.fallsTo === "fallback")).toBe(true);
  });

  it("says nowhere where the country has no fallback e-mail, and an inactive country handler covers nothing", async () => {
    const list = await expectAgreement("FI", network.countries.fi);
    expect(list.map((g) => [g.zipCode, g.fallsTo])).toEqual([
      ["00100", "nowhere"],
      ["00200", "nowhere"],
    ]);
  });

  it("agrees with the statistics for a region, and lists nothing where a country handler takes everything", async () => {
    for (const region of [dk.hovedstaden, dk.kobenhavn, dk.indreBy, dk.midtjylland, uusimaa]) {
      expect((await gapList(region!, "region")).length).toBe(await whitespots(region!, "region"));
    }
    expect((await gapList(dk.kobenhavn!, "region")).map((g) => g.zipCode)).toEqual(["1050", "1051", "2100"]);
    expect((await gapList(dk.indreBy!, "region")).map((g) => g.zipCode)).toEqual(["1050", "1051"]);
    // Sweden's flagship handles the whole country.
    expect(await expectAgreement("SE", network.countries.se)).toEqual([]);
    expect(await gapList(network.regions.stockholm, "region")).toEqual([]);
  });

  it("loses the zip codes of a region or zip code a store is assigned to, but not to a store without e-mail or inactive", async () => {
    const { locations } = network;
    const addRegion = (region: number, locationId: number) => sales.post(`/rest/region/${region}/handler`, { locationId });
    const removeRegion = (region: number, locationId: number) => sales.delete(`/rest/region/${region}/handler?locationId=${locationId}`);
    const zipId = async (zipCode: string) =>
      (await t.database.db.selectFrom("zip_codes").select("id").where("zip_code", "=", zipCode).executeTakeFirstOrThrow()).id;
    try {
      // Without e-mail, inactive, or not taking catalog requests: still gaps.
      for (const store of [locations.noEmail, locations.closed, locations.refusing]) {
        expect((await addRegion(dk.kobenhavn!, store)).statusCode).toBe(200);
        expect((await addRegion(dk.midtjylland!, store)).statusCode).toBe(200);
      }
      expect((await sales.post(`/rest/zipCode/${await zipId("0800")}/handler`, { locationId: locations.closed })).statusCode).toBe(200);
      expect((await expectAgreement("DK", network.countries.dk)).map((g) => g.zipCode)).toEqual(["0800", "1050", "1051", "2100", "8000"]);

      // A routable store on København (level 2) covers its three zip codes, one on a zip code that zip code.
      expect((await addRegion(dk.kobenhavn!, locations.copenhagen)).statusCode).toBe(200);
      expect((await sales.post(`/rest/zipCode/${await zipId("0800")}/handler`, { locationId: locations.copenhagen })).statusCode).toBe(200);
      expect((await expectAgreement("DK", network.countries.dk)).map((g) => g.zipCode)).toEqual(["8000"]);
      expect(await gapList(dk.hovedstaden!, "region")).toEqual([]);

      // The store leaves, and the gaps come back.
      expect((await removeRegion(dk.kobenhavn!, locations.copenhagen)).statusCode).toBe(200);
      expect((await expectAgreement("DK", network.countries.dk)).map((g) => g.zipCode)).toEqual(["1050", "1051", "2100", "8000"]);
    } finally {
      const db = t.database.db;
      await db.deleteFrom("region_handlers").where("region_id", "in", [dk.kobenhavn!, dk.midtjylland!]).execute();
      await db
        .deleteFrom("zip_code_handlers")
        .where("zip_code_id", "=", await zipId("0800"))
        .execute();
    }
  });

  it("exports the same rows as CSV with a header, a BOM, a file name and formula-safe cells", async () => {
    const list = await gapList(network.countries.dk, "country");
    const answer = await sales.get(`/rest/area-coverage-gaps/${network.countries.dk}/export-result-as-csv?areaType=country`);
    expect(answer.statusCode, answer.body).toBe(200);
    expect(answer.headers["content-type"]).toBe("text/csv; charset=utf-8");
    expect(answer.headers["content-disposition"]).toContain(`filename="coverage-gaps-country-${network.countries.dk}.csv"`);
    expect(answer.body.startsWith("\uFEFF")).toBe(true);
    const lines = answer.body.slice(1).split("\r\n");
    expect(lines.at(-1)).toBe("");
    expect(lines[0]).toBe("id,zipCode,locality,region1,region2,region3,latitude,longitude,fallsTo");
    expect(lines.slice(1, -1)).toEqual(
      list.map((g) =>
        [
          g.id,
          g.zipCode,
          g.locality?.startsWith("=") ? `'${g.locality}` : g.locality,
          g.region1,
          g.region2,
          g.region3,
          g.latitude,
          g.longitude,
          g.fallsTo,
        ]
          .map((v) => (v === null ? "" : String(v)))
          .join(","),
      ),
    );
    expect(lines[1]).toContain(",'=SUM(A1),");
    const empty = await sales.get(`/rest/area-coverage-gaps/${network.countries.se}/export-result-as-csv?areaType=country`);
    expect(empty.body).toBe("\uFEFFid,zipCode,locality,region1,region2,region3,latitude,longitude,fallsTo\r\n");
  });

  it("refuses unknown areas (404), a bad area type or id naming it (400), other permissions (403) and no session (401)", async () => {
    for (const path of ["", "/export-result-as-csv"]) {
      expect((await sales.get(`/rest/area-coverage-gaps/987654321${path}?areaType=country`)).statusCode).toBe(404);
      expect((await sales.get(`/rest/area-coverage-gaps/987654321${path}?areaType=region`)).statusCode).toBe(404);
      for (const [url, field] of [
        [`/rest/area-coverage-gaps/${network.countries.dk}${path}?areaType=zip`, "areaType"],
        [`/rest/area-coverage-gaps/${network.countries.dk}${path}`, "areaType"],
        [`/rest/area-coverage-gaps/x${path}?areaType=country`, "countryOrRegionId"],
      ] as const) {
        const answer = await sales.get(url);
        expect(answer.statusCode, url).toBe(400);
        expect(answer.json().error.fields, url).toHaveProperty(field);
      }
      const url = `/rest/area-coverage-gaps/${network.countries.dk}${path}?areaType=country`;
      expect((await (await t.login(["company"])).get(url)).statusCode).toBe(403);
      expect((await anonymous(t.app).get(url)).statusCode).toBe(401);
    }
  });
});
