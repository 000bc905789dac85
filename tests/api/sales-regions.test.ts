import { sql } from "kysely";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { chooseRoute, matchRoutingRules } from "../../src/server/domain/catalog-routing.ts";
import { loadRoutingCandidates } from "../../src/server/routes/catalog/routing-candidates.ts";
import { anonymous, createTestApp, type Client, type TestApp } from "../fixtures/app.ts";
import { orderBody, seedCatalogNetwork, type CatalogNetwork } from "../fixtures/catalog-network.ts";
import { testDatabaseKinds } from "../fixtures/databases.ts";

/**
 * Sales regions: the region tree, handlers of regions and zip codes, working areas, search and
 * coverage statistics, on the catalog routing network (tests/fixtures/catalog-network.ts) plus
 * Lund (level 2 under Skåne) with 40 zip codes of its own and a Danish zip code.
 */
describe.each(testDatabaseKinds)("sales regions on %s", (kind) => {
  let t: TestApp;
  let sales: Client;
  let company: Client;
  let catalog: Client;
  let network: CatalogNetwork;
  let lund: number;
  const zip: Record<string, number> = {};

  beforeAll(async () => {
    t = await createTestApp(kind);
    const db = t.database.db;
    network = await seedCatalogNetwork(db);
    sales = await t.login(["salesRegions"]);
    company = await t.login(["company"]);
    catalog = await t.login(["catalogOrder"]);
    const { se, dk } = network.countries;
    lund = (
      await db
        .insertInto("regions")
        .values({
          country_id: se,
          name: "Lund",
          level: 2,
          parent_id: network.regions.skane,
          min_lat: 55.6,
          max_lat: 55.8,
          min_lng: 13.1,
          max_lng: 13.3,
        })
        .returning("id")
        .executeTakeFirstOrThrow()
    ).id;
    await db
      .insertInto("zip_codes")
      .values(
        Array.from({ length: 40 }, (_, i) => ({
          country_id: se,
          zip_code: `223 ${String(i).padStart(2, "0")}`,
          locality: "Lund",
          latitude: 55.7,
          longitude: 13.19,
          region1_id: network.regions.skane,
          region2_id: lund,
        })),
      )
      .execute();
    await db.insertInto("zip_codes").values({ country_id: dk, zip_code: "1050", locality: "København K" }).execute();
    await db
      .updateTable("zip_codes")
      .set({ locality: "Malmö", latitude: 55.6, longitude: 13.0 })
      .where("zip_code", "in", ["211 22", "211 33"])
      .execute();
    for (const row of await db.selectFrom("zip_codes").select(["id", "zip_code"]).execute()) zip[row.zip_code] = row.id;
    const { locations } = network;
    await db
      .updateTable("company_locations")
      .set({ location_type: "vividus_store" })
      .where("id", "in", [locations.centrum, locations.closed])
      .execute();
    await db
      .updateTable("company_locations")
      .set({ location_type: "shop_in_shop" })
      .where("id", "in", [locations.helper, locations.skane])
      .execute();
  });
  afterAll(() => t?.close());

  const ref = (id: number, level: number, name: string, parentRegion?: unknown) => ({
    id,
    level,
    name,
    ...(parentRegion === undefined ? {} : { parentRegion }),
  });
  const handlerNames = (answer: { handlers: { name: string }[] }) => answer.handlers.map((h) => h.name);

  describe("getRegion", () => {
    it("answers a region with its parent chain, handlers and child regions with theirs", async () => {
      const answer = await sales.get(`/rest/region/${network.regions.malmo}`);
      expect(answer.statusCode, answer.body).toBe(200);
      const region = answer.json();
      expect(region).toMatchObject({
        id: network.regions.malmo,
        level: 2,
        name: "Malmö",
        country: { id: network.countries.se, code: "SE", name: "Sweden" },
        parentRegion: ref(network.regions.skane, 1, "Skåne", null),
        zipCodes: [],
        zipCodeGroups: [],
        regionBoundaries: null,
        workingArea: false,
      });
      expect(handlerNames(region)).toEqual(["Refusing Sängar"]);
      expect(region.handlers[0]).toEqual({
        id: network.locations.refusing,
        name: "Refusing Sängar",
        address: {
          street: "Refusing Sängargatan 1",
          displayAddress: "Refusing Sängargatan 1, 211 22 Malmö, Sweden",
          country: { code: "SE", name: "Sweden" },
        },
      });
      expect(region.regions).toHaveLength(1);
      expect(region.regions[0]).toMatchObject({
        id: network.regions.centrum,
        level: 3,
        name: "Centrum",
        regions: [],
        zipCodes: [],
        parentRegion: ref(network.regions.malmo, 2, "Malmö"),
      });
      expect(handlerNames(region.regions[0])).toEqual(["Centrum Sängar", "Helper Sängar"]);
    });

    it("answers the zip codes directly in a region with their handlers, and the whole parent chain", async () => {
      const region = (await sales.get(`/rest/region/${network.regions.centrum}`)).json();
      expect(region.parentRegion).toEqual(ref(network.regions.malmo, 2, "Malmö", ref(network.regions.skane, 1, "Skåne", null)));
      expect(region.zipCodes.map((z: { zipCode: string }) => z.zipCode)).toEqual(["211 22", "211 33"]);
      expect(region.zipCodes[1]).toEqual({
        id: zip["211 33"],
        zipCode: "211 33",
        locality: "Malmö",
        suburb: null,
        latitude: 55.6,
        longitude: 13,
        timezone: null,
        utc: null,
        country: { id: network.countries.se, code: "SE", name: "Sweden" },
        handlers: [expect.objectContaining({ id: network.locations.helper, name: "Helper Sängar" })],
        coordinates: [],
        handlersAreTemporary: false,
        workingArea: true,
        postcode: null,
      });
      expect(handlerNames(region.zipCodes[0])).toEqual(["Closed Sängar"]);
      // Skåne's own zip codes are those in none of its child regions: here none.
      const skane = (await sales.get(`/rest/region/${network.regions.skane}`)).json();
      expect(skane.parentRegion).toBeNull();
      expect(skane.zipCodes).toEqual([]);
      expect(skane.regions.map((r: { name: string }) => r.name)).toEqual(["Lund", "Malmö"]);
    });

    it("groups more than 35 zip codes by prefix, and answers the region's bounds", async () => {
      const region = (await sales.get(`/rest/region/${lund}`)).json();
      expect(region.zipCodes).toHaveLength(40);
      expect(region.regionBoundaries).toEqual({ minLat: 55.6, maxLat: 55.8, minLng: 13.1, maxLng: 13.3 });
      // "223 00" has a space after 3 characters: one group 223 of 40, split again by 4 characters.
      expect(region.zipCodeGroups).toHaveLength(1);
      const [group] = region.zipCodeGroups;
      expect(group.prefix).toBe("223");
      expect(group.zipCodes).toEqual([]);
      expect(group.groups.map((g: { prefix: string; zipCodes: unknown[] }) => [g.prefix, g.zipCodes.length])).toEqual([
        ["223 0", 10],
        ["223 1", 10],
        ["223 2", 10],
        ["223 3", 10],
      ]);
      expect(group.groups[3].zipCodes[9]).toMatchObject({ id: zip["223 39"], zipCode: "223 39", locality: "Lund" });
    });

    it("refuses unknown ids (404), bad ids (400), callers without salesRegions (403) and without a session (401)", async () => {
      expect((await sales.get("/rest/region/987654321")).statusCode).toBe(404);
      const bad = await sales.get("/rest/region/abc");
      expect(bad.statusCode).toBe(400);
      expect(bad.json().error.fields).toHaveProperty("id");
      expect((await sales.get("/rest/region/0")).statusCode).toBe(400);
      expect((await company.get(`/rest/region/${lund}`)).statusCode).toBe(403);
      expect((await anonymous(t.app).get(`/rest/region/${lund}`)).statusCode).toBe(401);
    });
  });

  describe("region handlers", () => {
    it("adds a handler once (a second add changes nothing and says so), then removes it, each audited", async () => {
      const url = `/rest/region/${network.regions.stockholm}/handler`;
      const added = await sales.post(url, { locationId: network.locations.flagship });
      expect(added.statusCode, added.body).toBe(200);
      expect(added.json()).toMatchObject({ id: network.regions.stockholm, changed: true });
      expect(handlerNames(added.json())).toEqual(["Flagship Stockholm", "No Mail Sängar"]);
      const again = await sales.post(url, { locationId: network.locations.flagship });
      expect(again.json()).toEqual({ ...added.json(), changed: false });

      const removed = await sales.delete(`${url}?locationId=${network.locations.flagship}`);
      expect(removed.statusCode, removed.body).toBe(200);
      expect(removed.json()).toMatchObject({ id: network.regions.stockholm, changed: true });
      expect(handlerNames(removed.json())).toEqual(["No Mail Sängar"]);
      const removedAgain = await sales.delete(`${url}?locationId=${network.locations.flagship}`);
      expect(removedAgain.json()).toMatchObject({ changed: false, handlers: [expect.objectContaining({ name: "No Mail Sängar" })] });

      const audit = await t.database.db
        .selectFrom("audit_log")
        .select(["operation", "record_type", "record_id", "before", "after", "status_code"])
        .where("record_type", "=", "region_handler")
        .orderBy("id")
        .execute();
      expect(audit.map((a) => [a.operation, a.record_id, a.status_code])).toEqual([
        ["addRegionHandler", String(network.regions.stockholm), 200],
        ["addRegionHandler", String(network.regions.stockholm), 200],
        ["removeRegionHandler", String(network.regions.stockholm), 200],
        ["removeRegionHandler", String(network.regions.stockholm), 200],
      ]);
      expect(audit[0]!.after).toEqual({ locationId: network.locations.flagship, added: true });
      expect(audit[1]!.after).toEqual({ locationId: network.locations.flagship, added: false });
      expect(audit[2]!.before).toEqual({ locationId: network.locations.flagship, removed: true });
    });

    it("gives a new handler the region's working-area flag as its area type", async () => {
      await t.database.db.updateTable("regions").set({ working_area: true }).where("id", "=", lund).execute();
      try {
        await sales.post(`/rest/region/${lund}/handler`, { locationId: network.locations.copenhagen });
        const row = await t.database.db
          .selectFrom("region_handlers")
          .select("area_type")
          .where("region_id", "=", lund)
          .where("location_id", "=", network.locations.copenhagen)
          .executeTakeFirstOrThrow();
        expect(row.area_type).toBe("workingArea");
      } finally {
        await sales.delete(`/rest/region/${lund}/handler?locationId=${network.locations.copenhagen}`);
        await t.database.db.updateTable("regions").set({ working_area: false }).where("id", "=", lund).execute();
      }
    });

    it("refuses unknown regions and locations (404), bad input naming the field (400) and other permissions (403)", async () => {
      const url = `/rest/region/${network.regions.stockholm}/handler`;
      expect((await sales.post("/rest/region/987654321/handler", { locationId: network.locations.flagship })).statusCode).toBe(404);
      const unknownLocation = await sales.post(url, { locationId: 987654321 });
      expect(unknownLocation.statusCode).toBe(404);
      expect(unknownLocation.json().error.message).toBe("Location not found.");
      expect((await sales.delete(`/rest/region/987654321/handler?locationId=${network.locations.flagship}`)).statusCode).toBe(404);
      for (const body of [{}, { locationId: "x" }, { locationId: 0 }, { locationId: 1, extra: true }]) {
        const answer = await sales.post(url, body);
        expect(answer.statusCode, JSON.stringify(body)).toBe(400);
        expect(Object.keys(answer.json().error.fields ?? {}).join(), JSON.stringify(body)).toMatch(/locationId|extra/);
      }
      const noQuery = await sales.delete(url);
      expect(noQuery.statusCode).toBe(400);
      expect(noQuery.json().error.fields).toHaveProperty("locationId");
      expect((await company.post(url, { locationId: network.locations.flagship })).statusCode).toBe(403);
      expect((await company.delete(`${url}?locationId=${network.locations.flagship}`)).statusCode).toBe(403);
    });
  });

  describe("zip-code handlers", () => {
    it("routes the next catalog request of the zip code to a handler added to it, and back once removed", async () => {
      const create = async () => {
        const answer = await catalog.post("/rest/catalog/catalog-orders", orderBody({ zipCode: "999 99", city: "Ingenstans" }));
        expect(answer.statusCode, answer.body).toBe(200);
        return answer.json();
      };
      // 999 99 is in no region: the country's flagship gets it.
      expect(await create()).toMatchObject({
        locationNotifiedByMatchType: "country",
        notifiedLocation: { id: network.locations.flagship },
      });

      const added = await sales.post(`/rest/zipCode/${zip["999 99"]}/handler`, { locationId: network.locations.skane });
      expect(added.statusCode, added.body).toBe(200);
      expect(added.json()).toMatchObject({
        id: zip["999 99"],
        changed: true,
        handlers: [{ id: network.locations.skane, name: "Skåne Sängar" }],
      });
      const routed = await create();
      expect(routed).toMatchObject({
        locationNotifiedByMatchType: "zipCode",
        locationNotifiedToEmail: "skane@x.test",
        notifiedLocation: { id: network.locations.skane },
      });
      const mail = await t.database.db.selectFrom("outbox").select(["to_address"]).orderBy("id", "desc").executeTakeFirstOrThrow();
      expect(mail.to_address).toBe("skane@x.test");

      const again = await sales.post(`/rest/zipCode/${zip["999 99"]}/handler`, { locationId: network.locations.skane });
      expect(again.json()).toMatchObject({ changed: false, handlers: [{ id: network.locations.skane }] });

      const removed = await sales.delete(`/rest/zipCode/${zip["999 99"]}/handler?locationId=${network.locations.skane}`);
      expect(removed.json()).toEqual({ id: zip["999 99"], handlers: [], changed: true });
      expect(await create()).toMatchObject({
        locationNotifiedByMatchType: "country",
        notifiedLocation: { id: network.locations.flagship },
      });
      expect((await sales.delete(`/rest/zipCode/${zip["999 99"]}/handler?locationId=${network.locations.skane}`)).json().changed).toBe(
        false,
      );

      const audit = await t.database.db
        .selectFrom("audit_log")
        .select(["operation", "after", "before"])
        .where("record_type", "=", "zip_code_handler")
        .orderBy("id")
        .execute();
      expect(audit.map((a) => a.operation)).toEqual([
        "addZipCodeHandler",
        "addZipCodeHandler",
        "removeZipCodeHandler",
        "removeZipCodeHandler",
      ]);
      expect(audit[0]!.after).toEqual({ locationId: network.locations.skane, added: true });
    });

    it("refuses unknown zip codes and locations (404), bad input (400) and other permissions (403)", async () => {
      const url = `/rest/zipCode/${zip["999 99"]}/handler`;
      const unknownZip = await sales.post("/rest/zipCode/987654321/handler", { locationId: network.locations.skane });
      expect(unknownZip.statusCode).toBe(404);
      expect(unknownZip.json().error.message).toBe("Zip code not found.");
      expect((await sales.post(url, { locationId: 987654321 })).statusCode).toBe(404);
      expect((await sales.delete(`/rest/zipCode/987654321/handler?locationId=1`)).statusCode).toBe(404);
      const bad = await sales.post(url, { locationId: -1 });
      expect(bad.statusCode).toBe(400);
      expect(bad.json().error.fields).toHaveProperty("locationId");
      const badQuery = await sales.delete(`${url}?locationId=abc`);
      expect(badQuery.statusCode).toBe(400);
      expect(badQuery.json().error.fields).toHaveProperty("locationId");
      expect((await company.post(url, { locationId: network.locations.skane })).statusCode).toBe(403);
      expect((await anonymous(t.app).post(url, { locationId: network.locations.skane })).statusCode).toBe(401);
    });
  });

  describe("searchRegions", () => {
    const search = (countryCode: string, searchTerm: string, client = sales) =>
      client.get(`/rest/region-search?countryCode=${countryCode}&searchTerm=${encodeURIComponent(searchTerm)}`);

    it("finds regions by the start of their name, each with its chain from the top", async () => {
      const answer = await search("SE", "sto");
      expect(answer.statusCode, answer.body).toBe(200);
      expect(answer.json()).toEqual([
        { region1: ref(network.regions.stockholm, 1, "Stockholm"), region2: null, region3: null, zipCode: null },
      ]);
      // Malmö the region, then the zip codes in the place Malmö.
      expect((await search("SE", "mal")).json()[0]).toEqual({
        region1: ref(network.regions.skane, 1, "Skåne"),
        region2: ref(network.regions.malmo, 2, "Malmö"),
        region3: null,
        zipCode: null,
      });
      expect((await search("SE", "CENT")).json()).toEqual([
        {
          region1: ref(network.regions.skane, 1, "Skåne"),
          region2: ref(network.regions.malmo, 2, "Malmö"),
          region3: ref(network.regions.centrum, 3, "Centrum"),
          zipCode: null,
        },
      ]);
    });

    it("finds zip codes however they are spaced and localities, regions first", async () => {
      const chain = {
        region1: ref(network.regions.skane, 1, "Skåne"),
        region2: ref(network.regions.malmo, 2, "Malmö"),
        region3: ref(network.regions.centrum, 3, "Centrum"),
      };
      const rows = [
        { ...chain, zipCode: { id: zip["211 22"], zipCode: "211 22", locality: "Malmö" } },
        { ...chain, zipCode: { id: zip["211 33"], zipCode: "211 33", locality: "Malmö" } },
      ];
      expect((await search("SE", "211")).json()).toEqual(rows);
      expect((await search("SE", "2112")).json()).toEqual([rows[0]]);
      expect((await search("SE", "211 3")).json()).toEqual([rows[1]]);
      const byPlace = (await search("SE", "malmö")).json();
      expect(byPlace[0]).toMatchObject({ region2: { name: "Malmö" }, zipCode: null });
      expect(byPlace.slice(1)).toEqual(rows);
      const lundRows = (await search("SE", "lund")).json();
      expect(lundRows).toHaveLength(41);
      expect(lundRows[1]).toEqual({
        region1: ref(network.regions.skane, 1, "Skåne"),
        region2: ref(lund, 2, "Lund"),
        region3: null,
        zipCode: { id: zip["223 00"], zipCode: "223 00", locality: "Lund" },
      });
    });

    it("takes the term literally, leaves out zip codes in no region and answers at most 100 rows", async () => {
      expect((await search("SE", "%")).json()).toEqual([]);
      expect((await search("SE", "_")).json()).toEqual([]);
      expect((await search("SE", "999")).json()).toEqual([]);
      expect((await search("SE", "nowhere")).json()).toEqual([]);
      expect((await search("NO", "a")).json()).toEqual([]);
      expect((await search("SE", "2")).json()).toHaveLength(42);
    });

    it("refuses an unknown country (404), bad parameters naming them (400) and other permissions (403)", async () => {
      expect((await search("ZZ", "a")).statusCode).toBe(404);
      for (const [url, field] of [
        ["/rest/region-search?countryCode=se&searchTerm=a", "countryCode"],
        ["/rest/region-search?countryCode=SWE&searchTerm=a", "countryCode"],
        ["/rest/region-search?searchTerm=a", "countryCode"],
        ["/rest/region-search?countryCode=SE&searchTerm=", "searchTerm"],
        ["/rest/region-search?countryCode=SE", "searchTerm"],
        [`/rest/region-search?countryCode=SE&searchTerm=${"a".repeat(101)}`, "searchTerm"],
      ] as const) {
        const answer = await sales.get(url);
        expect(answer.statusCode, url).toBe(400);
        expect(answer.json().error.fields, url).toHaveProperty(field);
      }
      expect((await search("SE", "a", company)).statusCode).toBe(403);
    });
  });

  describe("setWorkingArea", () => {
    it("flags a region as working area and back, with its handlers' area type, audited", async () => {
      const url = `/rest/region/${network.regions.centrum}/working-area`;
      const on = await sales.post(url, { workingArea: true });
      expect(on.statusCode, on.body).toBe(200);
      expect(on.json()).toEqual({ id: network.regions.centrum, workingArea: true });
      expect((await sales.get(`/rest/region/${network.regions.centrum}`)).json().workingArea).toBe(true);
      const types = () =>
        t.database.db
          .selectFrom("region_handlers")
          .select("area_type")
          .where("region_id", "=", network.regions.centrum)
          .orderBy("location_id")
          .execute();
      expect((await types()).map((r) => r.area_type)).toEqual(["workingArea", "workingArea"]);

      const off = await sales.post(url, { workingArea: false });
      expect(off.json()).toEqual({ id: network.regions.centrum, workingArea: false });
      expect((await types()).map((r) => r.area_type)).toEqual(["contractArea", "contractArea"]);
      const audit = await t.database.db
        .selectFrom("audit_log")
        .select(["operation", "record_type", "before", "after"])
        .where("operation", "=", "setWorkingArea")
        .orderBy("id")
        .execute();
      expect(audit.slice(0, 2)).toEqual([
        {
          operation: "setWorkingArea",
          record_type: "region",
          before: { id: network.regions.centrum, workingArea: false },
          after: { id: network.regions.centrum, workingArea: true },
        },
        {
          operation: "setWorkingArea",
          record_type: "region",
          before: { id: network.regions.centrum, workingArea: true },
          after: { id: network.regions.centrum, workingArea: false },
        },
      ]);
      // Back as the network had it: helper works Centrum as a working area.
      await t.database.db
        .updateTable("region_handlers")
        .set({ area_type: "workingArea" })
        .where("region_id", "=", network.regions.centrum)
        .where("location_id", "=", network.locations.helper)
        .execute();
    });

    it("flags a zip code, which routing reads", async () => {
      const url = `/rest/zipCode/${zip["211 33"]}/working-area`;
      expect((await sales.post(url, { workingArea: false })).json()).toEqual({ id: zip["211 33"], workingArea: false });
      const row = await t.database.db
        .selectFrom("zip_codes")
        .select("working_area")
        .where("id", "=", zip["211 33"]!)
        .executeTakeFirstOrThrow();
      expect(row.working_area).toBe(false);
      const test = await sales.post("/rest/catalog/test", { zipCode: "211 33", region: null, country: "SE" });
      expect(test.json().result[0]).toMatchObject({ levels: 0, areaType: "contractArea" });
      expect((await sales.post(url, { workingArea: true })).json()).toEqual({ id: zip["211 33"], workingArea: true });
    });

    it("refuses unknown ids (404), a bad type or body naming the field (400) and other permissions (403)", async () => {
      expect((await sales.post("/rest/region/987654321/working-area", { workingArea: true })).statusCode).toBe(404);
      expect((await sales.post("/rest/zipCode/987654321/working-area", { workingArea: true })).statusCode).toBe(404);
      for (const [url, body, field] of [
        [`/rest/country/${network.countries.se}/working-area`, { workingArea: true }, "type"],
        [`/rest/region/${lund}/working-area`, {}, "workingArea"],
        [`/rest/region/${lund}/working-area`, { workingArea: "yes" }, "workingArea"],
        [`/rest/region/x/working-area`, { workingArea: true }, "id"],
      ] as const) {
        const answer = await sales.post(url, body);
        expect(answer.statusCode, url).toBe(400);
        expect(answer.json().error.fields, url).toHaveProperty(field);
      }
      expect((await company.post(`/rest/region/${lund}/working-area`, { workingArea: true })).statusCode).toBe(403);
    });
  });

  describe("getAreaStatistics", () => {
    const stats = (id: number, areaType: string, client = sales) => client.get(`/rest/area-statistics/${id}?areaType=${areaType}`);

    /** What routing (domain/catalog-routing.ts over the handler tables) says of each zip code of the country, counted by store type. */
    async function routedTypes(
      countryCode: string,
      inArea: (z: { region1_id: number | null; region2_id: number | null; region3_id: number | null }) => boolean,
    ) {
      const db = t.database.db;
      const zips = await db
        .selectFrom("zip_codes as z")
        .innerJoin("countries as c", "c.id", "z.country_id")
        .select(["z.zip_code", "z.region1_id", "z.region2_id", "z.region3_id"])
        .where("c.code", "=", countryCode)
        .execute();
      const types = new Map(
        (await db.selectFrom("company_locations").select(["id", "location_type"]).execute()).map((l) => [l.id, l.location_type]),
      );
      const counts = new Map<string | null, number>();
      for (const z of zips.filter(inArea)) {
        const route = chooseRoute(matchRoutingRules(await loadRoutingCandidates(db, { country: countryCode, zipCode: z.zip_code })));
        const type = route?.location ? (types.get(route.location.id) ?? null) : "whitespot";
        counts.set(type, (counts.get(type) ?? 0) + 1);
      }
      return counts;
    }
    const asMap = (rows: { locationType: string | null; numberOfZipCodes: number }[]) =>
      new Map(rows.map((r) => [r.locationType, r.numberOfZipCodes]));

    it("counts a country's zip codes by the type of the store routing sends them to", async () => {
      const answer = await stats(network.countries.se, "country");
      expect(answer.statusCode, answer.body).toBe(200);
      // 211 22: Closed (zip) is inactive, so Centrum (region 3, contract area, vividus store); 211 33: Helper
      // (zip); Lund's 40: Skåne (region 1); 999 99 and 111 22 (Stockholm's handler has no e-mail): the
      // flagship, which has no type.
      expect(answer.json()).toEqual([
        { locationType: "shop_in_shop", numberOfZipCodes: 41 },
        { locationType: "vividus_store", numberOfZipCodes: 1 },
        { locationType: null, numberOfZipCodes: 2 },
      ]);
      expect(asMap(answer.json())).toEqual(await routedTypes("SE", () => true));
    });

    it("counts a region's zip codes, and a country with only a fallback e-mail as whitespot", async () => {
      const skane = await stats(network.regions.skane, "region");
      expect(skane.json()).toEqual([
        { locationType: "shop_in_shop", numberOfZipCodes: 41 },
        { locationType: "vividus_store", numberOfZipCodes: 1 },
      ]);
      expect(asMap(skane.json())).toEqual(await routedTypes("SE", (z) => z.region1_id === network.regions.skane));
      expect((await stats(network.regions.centrum, "region")).json()).toEqual([
        { locationType: "shop_in_shop", numberOfZipCodes: 1 },
        { locationType: "vividus_store", numberOfZipCodes: 1 },
      ]);
      expect((await stats(network.countries.dk, "country")).json()).toEqual([{ locationType: "whitespot", numberOfZipCodes: 1 }]);
      expect((await stats(network.countries.fi, "country")).json()).toEqual([]);
    });

    it("moves with the handlers, as routing does", async () => {
      const db = t.database.db;
      // Helper leaves 211 33 (Centrum's contract-area store takes it), Lund gets Centrum as a
      // working area and Closed as contract area (inactive: skipped), Refusing gets a type it
      // cannot use, and Stockholm's handler an e-mail address.
      await sales.delete(`/rest/zipCode/${zip["211 33"]}/handler?locationId=${network.locations.helper}`);
      await sales.post(`/rest/region/${lund}/working-area`, { workingArea: true });
      await sales.post(`/rest/region/${lund}/handler`, { locationId: network.locations.centrum });
      await db
        .insertInto("region_handlers")
        .values({ region_id: lund, location_id: network.locations.closed, area_type: "contractArea" })
        .execute();
      await db
        .updateTable("company_locations")
        .set({ location_type: "shop_in_shop" })
        .where("id", "=", network.locations.refusing)
        .execute();
      await db
        .updateTable("company_locations")
        .set({ email: "nomail@x.test", location_type: "vividus_store" })
        .where("id", "=", network.locations.noEmail)
        .execute();
      try {
        const answer = (await stats(network.countries.se, "country")).json();
        expect(answer).toEqual([
          { locationType: "vividus_store", numberOfZipCodes: 43 },
          { locationType: null, numberOfZipCodes: 1 },
        ]);
        expect(asMap(answer)).toEqual(await routedTypes("SE", () => true));
        // The zip code that routing sends to Lund's working-area store is counted under it.
        const request = await catalog.post("/rest/catalog/catalog-orders", orderBody({ zipCode: "223 05", city: "Lund" }));
        expect(request.json()).toMatchObject({
          locationNotifiedByMatchType: "region2",
          notifiedLocation: { id: network.locations.centrum },
        });
      } finally {
        await sales.post(`/rest/zipCode/${zip["211 33"]}/handler`, { locationId: network.locations.helper });
        await db.deleteFrom("region_handlers").where("region_id", "=", lund).execute();
        await sales.post(`/rest/region/${lund}/working-area`, { workingArea: false });
        await db.updateTable("company_locations").set({ location_type: null }).where("id", "=", network.locations.refusing).execute();
        await db
          .updateTable("company_locations")
          .set({ email: null, location_type: null })
          .where("id", "=", network.locations.noEmail)
          .execute();
      }
    });

    it("keeps the zip codes counted per region chain through inserts, moves, deletes and region deletes", async () => {
      const db = t.database.db;
      const kept = async () =>
        (
          await db
            .selectFrom("zip_code_chain_counts")
            .selectAll()
            .where("n", "<>", 0)
            .orderBy(["country_id", "region1_id", "region2_id", "region3_id"])
            .execute()
        ).map((r) => [r.country_id, r.region1_id, r.region2_id, r.region3_id, Number(r.n)].join());
      const fresh = async () =>
        (
          await sql<{ key: string }>`
            select concat_ws(',', country_id, coalesce(region1_id, 0), coalesce(region2_id, 0), coalesce(region3_id, 0), count(*)) as key
            from zip_codes group by country_id, coalesce(region1_id, 0), coalesce(region2_id, 0), coalesce(region3_id, 0)
            order by country_id, coalesce(region1_id, 0), coalesce(region2_id, 0), coalesce(region3_id, 0)`.execute(db)
        ).rows.map((r) => r.key);
      expect(await kept()).toEqual(await fresh());
      const extra = await db
        .insertInto("regions")
        .values({ country_id: network.countries.se, name: "Tillfällig", level: 3, parent_id: lund })
        .returning("id")
        .executeTakeFirstOrThrow();
      await db.updateTable("zip_codes").set({ region3_id: extra.id }).where("zip_code", "in", ["223 38", "223 39"]).execute();
      await db
        .insertInto("zip_codes")
        .values({
          country_id: network.countries.se,
          zip_code: "223 99",
          region1_id: network.regions.skane,
          region2_id: lund,
          region3_id: extra.id,
        })
        .execute();
      expect(await kept()).toEqual(await fresh());
      expect((await stats(extra.id, "region")).json()).toEqual([{ locationType: "shop_in_shop", numberOfZipCodes: 3 }]);
      await db.deleteFrom("zip_codes").where("zip_code", "=", "223 99").execute();
      await db.deleteFrom("regions").where("id", "=", extra.id).execute();
      expect(await kept()).toEqual(await fresh());
      expect((await stats(lund, "region")).json()).toEqual([{ locationType: "shop_in_shop", numberOfZipCodes: 40 }]);
    });

    it("refuses unknown areas (404), a bad area type or id naming it (400) and other permissions (403)", async () => {
      expect((await stats(987654321, "country")).statusCode).toBe(404);
      expect((await stats(987654321, "region")).statusCode).toBe(404);
      for (const [url, field] of [
        [`/rest/area-statistics/${network.countries.se}?areaType=zip`, "areaType"],
        [`/rest/area-statistics/${network.countries.se}`, "areaType"],
        ["/rest/area-statistics/x?areaType=country", "countryOrRegionId"],
      ] as const) {
        const answer = await sales.get(url);
        expect(answer.statusCode, url).toBe(400);
        expect(answer.json().error.fields, url).toHaveProperty(field);
      }
      expect((await stats(network.countries.se, "country", company)).statusCode).toBe(403);
      expect((await anonymous(t.app).get(`/rest/area-statistics/${network.countries.se}?areaType=country`)).statusCode).toBe(401);
    });
  });
});
