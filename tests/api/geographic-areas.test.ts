import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createTestApp, type Client, type TestApp } from "../fixtures/app.ts";
import { testDatabaseKinds } from "../fixtures/databases.ts";

const STOCKHOLM = "MULTIPOLYGON(((17.98 59.3, 18.12 59.3, 18.12 59.36, 17.98 59.36, 17.98 59.3)))";

describe.each(testDatabaseKinds)("geographic areas on %s", (kind) => {
  let t: TestApp;
  let company: Client;
  let inside: number[];

  beforeAll(async () => {
    t = await createTestApp(kind);
    company = await t.login(["company"]);
    const country = await t.database.db
      .insertInto("countries")
      .values({ code: "SE", name: "Sweden", name_sv: "Sverige" } as never)
      .returning("id")
      .executeTakeFirstOrThrow();
    const stores = await t.database.db
      .insertInto("company_locations")
      .values([
        { name: "Södermalm", country_id: country.id, latitude: 59.315, longitude: 18.07 },
        { name: "Östermalm", country_id: country.id, latitude: 59.338, longitude: 18.08 },
        { name: "Uppsala", country_id: country.id, latitude: 59.858, longitude: 17.64 },
        { name: "Nowhere", country_id: country.id },
      ] as never)
      .returning("id")
      .execute();
    inside = [stores[0]!.id, stores[1]!.id];
  });
  afterAll(() => t?.close());

  it("creates an area from a multipolygon and lists the stores inside it", async () => {
    const created = await company.post("/rest/location/geographic-areas", { name: " Stockholm ", wktShape: STOCKHOLM });
    expect(created.statusCode).toBe(200);
    const area = created.json();
    expect(area).toMatchObject({ name: "Stockholm", wktShape: STOCKHOLM.replace(/,\s*/g, ", ") });
    expect(area.locations.map((l: { name: string }) => l.name)).toEqual(["Södermalm", "Östermalm"]);
    expect(area.locations.map((l: { id: number }) => l.id).sort()).toEqual([...inside].sort());
    const audit = await t.database.db
      .selectFrom("audit_log")
      .select(["record_type", "record_id"])
      .where("operation", "=", "createGeographicArea")
      .where("status_code", "=", 200)
      .execute();
    expect(audit).toEqual([{ record_type: "geographicArea", record_id: String(area.id) }]);
  });

  it("stores a POLYGON as a one-part MULTIPOLYGON, and a rectangle beside another polygon", async () => {
    const polygon = await company.post("/rest/location/geographic-areas", {
      name: "Uppsala",
      wktShape: "POLYGON((17.5 59.8, 17.8 59.8, 17.8 59.9, 17.5 59.9, 17.5 59.8))",
    });
    expect(polygon.statusCode).toBe(200);
    expect(polygon.json().wktShape).toBe("MULTIPOLYGON(((17.5 59.8, 17.8 59.8, 17.8 59.9, 17.5 59.9, 17.5 59.8)))");
    expect(polygon.json().locations.map((l: { name: string }) => l.name)).toEqual(["Uppsala"]);
    const two = await company.post("/rest/location/geographic-areas", {
      name: "Two parts",
      wktShape: "MULTIPOLYGON(((10 50, 11 50, 11 51, 10 51, 10 50)), ((12 50, 13 50, 13 51, 12 51, 12 50)))",
    });
    expect(two.statusCode).toBe(200);
    expect(two.json().locations).toEqual([]);
  });

  it("lists areas by name, and with filter=shape those meeting the shape", async () => {
    const all = (await company.get("/rest/location/geographic-areas")).json();
    expect(all.map((a: { name: string }) => a.name)).toEqual(["Stockholm", "Two parts", "Uppsala"]);
    const shape = encodeURIComponent("POLYGON((18 59.33, 18.5 59.33, 18.5 59.5, 18 59.5, 18 59.33))");
    const near = await company.get(`/rest/location/geographic-areas?filter=shape&shape=${shape}`);
    expect(near.statusCode).toBe(200);
    expect(near.json().map((a: { name: string }) => a.name)).toEqual(["Stockholm"]);
    expect((await company.get("/rest/location/geographic-areas?filter=shape")).json().error.fields).toHaveProperty("shape");
    const bad = await company.get(`/rest/location/geographic-areas?filter=shape&shape=${encodeURIComponent("POLYGON((1 1, 2 2))")}`);
    expect(bad.statusCode).toBe(400);
  });

  it("updates an area with its version, 409 when stale, 404 when unknown", async () => {
    const area = (await company.get("/rest/location/geographic-areas")).json()[0];
    const shape = "MULTIPOLYGON(((18.0 59.3, 18.075 59.3, 18.075 59.33, 18.0 59.33, 18.0 59.3)))";
    const updated = await company.put("/rest/location/geographic-areas", {
      id: area.id,
      name: "Södermalm",
      wktShape: shape,
      updatedAt: area.updatedAt,
    });
    expect(updated.statusCode).toBe(200);
    expect(updated.json()).toMatchObject({ id: area.id, name: "Södermalm", wktShape: shape.replace(/18\.0 /g, "18 ") });
    expect(updated.json().locations.map((l: { name: string }) => l.name)).toEqual(["Södermalm"]);
    const stale = await company.put("/rest/location/geographic-areas", {
      id: area.id,
      name: "Stale",
      wktShape: shape,
      updatedAt: area.updatedAt,
    });
    expect(stale.statusCode).toBe(409);
    const unknown = await company.put("/rest/location/geographic-areas", {
      id: 999999,
      name: "x",
      wktShape: shape,
      updatedAt: area.updatedAt,
    });
    expect(unknown.statusCode).toBe(404);
    const noId = await company.put("/rest/location/geographic-areas", { name: "x", wktShape: shape, updatedAt: area.updatedAt });
    expect(noId.statusCode).toBe(400);
  });

  it.each([
    ["not WKT", "POLYGON (nonsense)", "wrong nesting"],
    ["a point", "POINT(1 2)", "wktShape"],
    ["an open ring", "POLYGON((1 1, 2 1, 2 2, 1 2))", "not closed"],
    ["too few points", "POLYGON((1 1, 2 2, 1 1))", "fewer than three corners"],
    ["a self-intersection (bow tie)", "POLYGON((0 0, 2 2, 2 0, 0 2, 0 0))", "crosses itself at longitude 1, latitude 1"],
    ["no area", "POLYGON((0 0, 1 1, 2 2, 0 0))", "without area"],
    ["a hole outside", "POLYGON((0 0, 1 0, 1 1, 0 1, 0 0), (5 5, 6 5, 6 6, 5 6, 5 5))", "hole outside"],
    ["overlapping parts", "MULTIPOLYGON(((0 0, 2 0, 2 2, 0 2, 0 0)), ((1 1, 3 1, 3 3, 1 3, 1 1)))", "overlap"],
  ])("refuses %s with the reason (400)", async (_what, wktShape, reason) => {
    const answer = await company.post("/rest/location/geographic-areas", { name: "Bad", wktShape });
    expect(answer.statusCode).toBe(400);
    const error = answer.json().error;
    expect(`${error.message} ${JSON.stringify(error.fields)}`).toContain(reason);
    expect(error.fields).toHaveProperty("wktShape");
  });

  it("refuses an empty name, and callers without the company permission", async () => {
    const empty = await company.post("/rest/location/geographic-areas", { name: "  ", wktShape: STOCKHOLM });
    expect(empty.statusCode).toBe(400);
    expect(empty.json().error.fields).toHaveProperty("name");
    const sales = await t.login(["salesRegions"]);
    expect((await sales.get("/rest/location/geographic-areas")).statusCode).toBe(403);
    expect((await sales.post("/rest/location/geographic-areas", { name: "x", wktShape: STOCKHOLM })).statusCode).toBe(403);
  });
});
