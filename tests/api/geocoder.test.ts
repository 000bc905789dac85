import http from "node:http";
import type { AddressInfo } from "node:net";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { anonymous, createTestApp, type Client, type TestApp } from "../fixtures/app.ts";
import { testDatabaseKinds } from "../fixtures/databases.ts";

async function addPostalCodes(t: TestApp) {
  const se = await t.database.db.insertInto("countries").values({ code: "SE", name: "Sweden" }).returning("id").executeTakeFirstOrThrow();
  await t.database.db.insertInto("countries").values({ code: "FR", name: "France" }).execute();
  await t.database.db
    .insertInto("zip_codes")
    .values({ country_id: se.id, zip_code: "114 42", locality: "Stockholm", latitude: 59.336, longitude: 18.08 })
    .execute();
}

/** The location dialog's coordinate lookup (GET /rest/company/geocode, a path we chose). */
describe.each(testDatabaseKinds)("geocoder on %s", (kind) => {
  let t: TestApp;
  let company: Client;
  beforeAll(async () => {
    t = await createTestApp(kind);
    await addPostalCodes(t);
    company = await t.login(["company"]);
  });
  afterAll(() => t?.close());

  it("answers coordinates from the postal-code table, or ZERO_RESULTS", async () => {
    const found = await company.get("/rest/company/geocode?country=SE&zipCode=11442&city=Stockholm&street=Sibyllegatan%2012");
    expect(found.statusCode).toBe(200);
    expect(found.json()).toEqual({
      status: "OK",
      results: [{ latitude: 59.336, longitude: 18.08, precision: "zipCode", label: "114 42 Stockholm, Sweden", source: "postalCodes" }],
    });
    expect((await company.get("/rest/company/geocode?country=SE")).json().results[0].precision).toBe("country");
    expect((await company.get("/rest/company/geocode?country=FR&city=Paris")).json()).toEqual({ status: "ZERO_RESULTS", results: [] });
    expect((await company.get("/rest/company/geocode?country=XK")).json()).toEqual({ status: "ZERO_RESULTS", results: [] });
  });

  it("answers a missing or malformed country and over-long parts with 400, and checks the permission", async () => {
    for (const [query, field] of [
      ["", "country"],
      ["country=se", "country"],
      ["country=SWE", "country"],
      [`country=SE&zipCode=${"1".repeat(21)}`, "zipCode"],
      [`country=SE&city=${"x".repeat(201)}`, "city"],
      [`country=SE&street=${"x".repeat(301)}`, "street"],
    ] as const) {
      const answer = await company.get(`/rest/company/geocode?${query}`);
      expect(answer.statusCode, query).toBe(400);
      expect(answer.json().error.fields, answer.body).toHaveProperty([field]);
    }
    expect((await (await t.login(["catalogOrder"])).get("/rest/company/geocode?country=SE")).statusCode).toBe(403);
    expect((await anonymous(t.app).get("/rest/company/geocode?country=SE")).statusCode).toBe(401);
  });
});

describe.each(testDatabaseKinds)("geocoder with GEOCODER_URL on %s", (kind) => {
  let t: TestApp;
  let server: http.Server;
  let status = 200;
  beforeAll(async () => {
    server = http.createServer((request, response) => {
      const q = new URL(request.url!, "http://localhost").searchParams.get("q");
      response.writeHead(status, { "content-type": "application/json" });
      response.end(
        JSON.stringify(
          q?.startsWith("Sibyllegatan")
            ? [{ lat: "59.3365", lon: "18.0801", display_name: "Sibyllegatan 12, Stockholm", place_rank: 30 }]
            : [],
        ),
      );
    });
    await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
    t = await createTestApp(kind, { geocoderUrl: `http://127.0.0.1:${(server.address() as AddressInfo).port}/search` });
    await addPostalCodes(t);
  });
  afterAll(async () => {
    await t?.close();
    await new Promise<void>((resolve) => server.close(() => resolve()));
  });

  it("asks the HTTP geocoder first, falls back to the table, and reports its failure otherwise", async () => {
    const company = await t.login(["company"]);
    expect((await company.get("/rest/company/geocode?country=SE&street=Sibyllegatan%2012&zipCode=11442")).json().results[0]).toMatchObject({
      source: "http",
      precision: "address",
      latitude: 59.3365,
    });
    expect((await company.get("/rest/company/geocode?country=SE&street=Unknown%201&zipCode=11442")).json().results[0]).toMatchObject({
      source: "postalCodes",
      precision: "zipCode",
    });
    status = 429;
    expect((await company.get("/rest/company/geocode?country=FR&city=Paris")).json()).toEqual({ status: "OVER_QUERY_LIMIT", results: [] });
  });
});
