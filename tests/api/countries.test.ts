import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { buildApp } from "../../src/server/app.ts";
import { readConfig } from "../../src/server/config.ts";
import { anonymous, Client, createTestApp, type TestApp } from "../fixtures/app.ts";
import { testDatabaseKinds } from "../fixtures/databases.ts";

const codes = (list: { code: string }[]) => list.map((c) => c.code);

/** Countries: the cached list, one country with regions and handlers, the where-lists, handlers, fallback e-mail. */
describe.each(testDatabaseKinds)("countries on %s", (kind) => {
  let t: TestApp;
  let company: Client;
  let sales: Client;
  const country: Record<string, { id: number; updatedAt: string }> = {};
  const location: Record<string, number> = {};
  beforeAll(async () => {
    t = await createTestApp(kind);
    company = await t.login(["company"]);
    sales = await t.login(["salesRegions"]);
    for (const [code, name, nameSv] of [
      ["SE", "Sweden", "Sverige"],
      ["NL", "Netherlands", "Nederländerna"],
      ["DE", "Germany", "Tyskland"],
      ["XK", "Kosovo", "Kosovo"],
    ] as const) {
      const answer = await company.post("/rest/location/countries", { code, name, nameSv });
      if (answer.statusCode !== 200) throw new Error(answer.body);
      country[code] = answer.json();
    }
    for (const [name, code] of [
      ["Stockholm Store", "SE"],
      ["Amsterdam Store", "NL"],
    ] as const) {
      location[name] = (
        await company.post("/rest/company/locations", {
          name,
          address: { street: "Main street 1", zipCode: "12345", city: "Town", country: { code } },
        })
      ).json().id;
    }
  });
  afterAll(() => t?.close());

  it("lists every country by name for any logged-in account, without regions and handlers", async () => {
    const answer = await (await t.login(["dashboard"])).get("/rest/location/countries");
    expect(answer.statusCode).toBe(200);
    expect(codes(answer.json())).toEqual(["DE", "XK", "NL", "SE"]);
    expect(answer.json()[3]).toEqual({
      id: country.SE!.id,
      code: "SE",
      name: "Sweden",
      nameSv: "Sverige",
      isKeyMarket: false,
      haveSpecificSalesRegions: false,
      catalogFallbackEmail: null,
      handlersAreTemporary: false,
      updatedAt: expect.any(String),
    });
    expect((await anonymous(t.app).get("/rest/location/countries")).statusCode).toBe(401);
  });

  it("keeps the cached list correct across server instances and writes made outside the API", async () => {
    // A second app on the same database: its own memory, like a second server instance.
    const second = await buildApp({ config: { ...readConfig({}), clientDir: "/nonexistent" }, database: t.database, logger: false });
    try {
      const other = new Client(second, company.cookie, company.accountId);
      expect(codes((await other.get("/rest/location/countries")).json())).not.toContain("NO");
      const created = await company.post("/rest/location/countries", { code: "NO", name: "Norway" });
      expect(created.statusCode).toBe(200);
      expect(codes((await other.get("/rest/location/countries")).json())).toContain("NO");
      await company.put(`/rest/location/countries/${created.json().id}`, {
        code: "NO",
        name: "Norge",
        updatedAt: created.json().updatedAt,
      });
      expect((await other.get("/rest/location/countries")).json().find((c: { code: string }) => c.code === "NO").name).toBe("Norge");
      await t.database.db.updateTable("countries").set({ is_key_market: true }).where("code", "=", "NO").execute();
      expect((await company.get("/rest/location/countries")).json().find((c: { code: string }) => c.code === "NO").isKeyMarket).toBe(true);
      await t.database.db.deleteFrom("countries").where("code", "=", "NO").execute();
      expect(codes((await other.get("/rest/location/countries")).json())).not.toContain("NO");
      expect(codes((await company.get("/rest/location/countries")).json())).not.toContain("NO");
    } finally {
      await second.close();
    }
  });

  it("creates a country with defaults and answers bad input, clashes and missing rights with 4xx", async () => {
    const created = await sales.post("/rest/location/countries", { id: null, code: "FI", name: " Finland ", isKeyMarket: true });
    expect(created.statusCode, created.body).toBe(200);
    expect(created.json()).toMatchObject({
      code: "FI",
      name: "Finland",
      nameSv: null,
      isKeyMarket: true,
      haveSpecificSalesRegions: false,
      handlersAreTemporary: false,
      catalogFallbackEmail: null,
      regions: [],
      handlers: [],
    });
    const duplicate = await company.post("/rest/location/countries", { code: "FI", name: "Suomi" });
    expect(duplicate.statusCode).toBe(409);
    expect(duplicate.json().error.fields).toEqual({ code: "is already in use" });
    const cases: Array<[unknown, string]> = [
      [{ name: "Denmark" }, "code"],
      [{ code: "dk", name: "Denmark" }, "code"],
      [{ code: "DNK", name: "Denmark" }, "code"],
      [{ code: "DK" }, "name"],
      [{ code: "DK", name: "" }, "name"],
      [{ code: "DK", name: "   " }, "name"],
      [{ code: "DK", name: "Denmark", isKeyMarket: "yes" }, "isKeyMarket"],
      [{ code: "DK", name: "Denmark", id: 3 }, "id"],
    ];
    for (const [body, field] of cases) {
      const answer = await company.post("/rest/location/countries", body);
      expect(answer.statusCode, JSON.stringify(body)).toBe(400);
      expect(answer.json().error.fields, answer.body).toHaveProperty([field]);
    }
    expect((await (await t.login(["catalogOrder"])).post("/rest/location/countries", { code: "DK", name: "Denmark" })).statusCode).toBe(
      403,
    );
    expect((await anonymous(t.app).post("/rest/location/countries", { code: "DK", name: "Denmark" })).statusCode).toBe(401);
  });

  it("reads one country with its level-1 regions and its handlers", async () => {
    const se = country.SE!.id;
    const [stockholm] = await t.database.db
      .insertInto("regions")
      .values([
        { country_id: se, level: 1, name: "Stockholms län" },
        { country_id: se, level: 1, name: "Uppsala län" },
      ])
      .returning("id")
      .execute();
    await t.database.db.insertInto("regions").values({ country_id: se, level: 2, name: "Solna", parent_id: stockholm!.id }).execute();
    await t.database.db.insertInto("country_handlers").values({ country_id: se, location_id: location["Stockholm Store"]! }).execute();
    const answer = await sales.get(`/rest/location/countries/${se}`);
    expect(answer.statusCode).toBe(200);
    expect(answer.json()).toMatchObject({
      code: "SE",
      regions: [
        { id: stockholm!.id, name: "Stockholms län", level: 1 },
        { name: "Uppsala län", level: 1 },
      ],
      handlers: [
        {
          id: location["Stockholm Store"],
          name: "Stockholm Store",
          address: {
            street: "Main street 1",
            displayAddress: "Main street 1, 12345 Town, Sweden",
            country: { code: "SE", name: "Sweden" },
          },
        },
      ],
    });
    expect((await sales.get("/rest/location/countries/987654")).statusCode).toBe(404);
    expect((await sales.get("/rest/location/countries/abc")).statusCode).toBe(400);
    expect((await (await t.login(["catalogOrder"])).get(`/rest/location/countries/${se}`)).statusCode).toBe(403);
  });

  it("updates a country's own fields, keeping handlers, regions and the fallback e-mail; refuses stale or clashing saves", async () => {
    const de = country.DE!;
    await company.post(`/rest/location/countries/${de.id}/fallback-handler`, { emailAddress: "de@catalog.example" });
    await t.database.db.insertInto("country_handlers").values({ country_id: de.id, location_id: location["Amsterdam Store"]! }).execute();
    const updated = await company.put(`/rest/location/countries/${de.id}`, {
      id: de.id,
      code: "DE",
      name: "Germany",
      nameSv: "Tyskland",
      haveSpecificSalesRegions: true,
      handlersAreTemporary: true,
      updatedAt: de.updatedAt,
    });
    expect(updated.statusCode, updated.body).toBe(200);
    expect(updated.json()).toMatchObject({
      haveSpecificSalesRegions: true,
      handlersAreTemporary: true,
      catalogFallbackEmail: "de@catalog.example",
      handlers: [{ name: "Amsterdam Store" }],
    });
    // The fallback e-mail has its own call; the country's body does not take it (strict bodies).
    const version = { updatedAt: updated.json().updatedAt };
    const withEmail = await company.put(`/rest/location/countries/${de.id}`, {
      code: "DE",
      name: "Germany",
      catalogFallbackEmail: "other@example.com",
      ...version,
    });
    expect(withEmail.statusCode).toBe(400);
    expect(withEmail.json().error.fields).toEqual({ catalogFallbackEmail: expect.any(String) });
    const stale = await company.put(`/rest/location/countries/${de.id}`, { code: "DE", name: "Stale", updatedAt: de.updatedAt });
    expect(stale.statusCode).toBe(409);
    expect(stale.json().error.fields).toEqual({ updatedAt: "is stale" });
    const clash = await company.put(`/rest/location/countries/${de.id}`, { code: "SE", name: "Germany", ...version });
    expect(clash.statusCode).toBe(409);
    expect(clash.json().error.fields).toEqual({ code: "is already in use" });
    const mismatch = await company.put(`/rest/location/countries/${de.id}`, { id: de.id + 100, code: "DE", name: "Germany", ...version });
    expect(mismatch.statusCode).toBe(400);
    expect((await company.put(`/rest/location/countries/${de.id}`, { code: "de", name: "Germany", ...version })).statusCode).toBe(400);
    expect((await company.put("/rest/location/countries/987654", { code: "ZZ", name: "Nowhere", ...version })).statusCode).toBe(404);
    expect((await (await t.login(["warranty"])).put(`/rest/location/countries/${de.id}`, { code: "DE", name: "Germany" })).statusCode).toBe(
      403,
    );
  });

  it("adds a handler once (adding it again is ignored) and removes it", async () => {
    const nl = country.NL!.id;
    const url = `/rest/location/countries/${nl}/handler`;
    const added = await sales.post(url, { locationId: location["Amsterdam Store"] });
    expect(added.statusCode).toBe(200);
    expect(added.json().handlers.map((h: { id: number }) => h.id)).toEqual([location["Amsterdam Store"]]);
    const again = await sales.post(url, { locationId: location["Amsterdam Store"] });
    expect(again.statusCode).toBe(200);
    expect(again.json().handlers).toHaveLength(1);
    const removed = await sales.delete(`${url}?locationId=${location["Amsterdam Store"]}`);
    expect(removed.statusCode).toBe(200);
    expect(removed.json().handlers).toEqual([]);
    const absent = await sales.delete(`${url}?locationId=${location["Stockholm Store"]}`);
    expect(absent.statusCode).toBe(200);

    expect((await sales.post(url, { locationId: 987654 })).statusCode).toBe(404);
    expect((await sales.post("/rest/location/countries/987654/handler", { locationId: location["Amsterdam Store"] })).statusCode).toBe(404);
    expect((await sales.delete(`/rest/location/countries/987654/handler?locationId=${location["Amsterdam Store"]}`)).statusCode).toBe(404);
    for (const body of [{}, { locationId: "one" }, { locationId: 0 }]) {
      const answer = await sales.post(url, body);
      expect(answer.statusCode, JSON.stringify(body)).toBe(400);
      expect(answer.json().error.fields).toHaveProperty("locationId");
    }
    expect((await sales.delete(url)).statusCode).toBe(400);
    expect((await (await t.login(["catalogOrder"])).post(url, { locationId: location["Amsterdam Store"] })).statusCode).toBe(403);
    const audit = await t.database.db.selectFrom("audit_log").select("operation").where("record_type", "=", "country_handler").execute();
    expect(audit.map((a) => a.operation)).toEqual(expect.arrayContaining(["addCountryHandler", "removeCountryHandler"]));
  });

  it("sets and clears the fallback e-mail without touching the dialog's concurrency token", async () => {
    const xk = country.XK!;
    const url = `/rest/location/countries/${xk.id}/fallback-handler`;
    const set = await sales.post(url, { emailAddress: "kosovo@catalog.example" });
    expect(set.statusCode).toBe(200);
    expect(set.json()).toMatchObject({ catalogFallbackEmail: "kosovo@catalog.example", updatedAt: xk.updatedAt });
    expect((await company.get("/rest/location/countries")).json().find((c: { code: string }) => c.code === "XK").catalogFallbackEmail).toBe(
      "kosovo@catalog.example",
    );
    expect((await sales.post(url, { emailAddress: "" })).json().catalogFallbackEmail).toBeNull();
    for (const body of [{}, { emailAddress: "not-an-email" }, { emailAddress: null }, { emailAddress: " " }]) {
      const answer = await sales.post(url, body);
      expect(answer.statusCode, JSON.stringify(body)).toBe(400);
      expect(answer.json().error.fields, answer.body).toHaveProperty(["emailAddress"]);
    }
    expect((await sales.post("/rest/location/countries/987654/fallback-handler", { emailAddress: "" })).statusCode).toBe(404);
    expect((await (await t.login(["media"])).post(url, { emailAddress: "" })).statusCode).toBe(403);
  });

  it("lists the countries that have locations, region groups or catalog requests", async () => {
    expect(codes((await (await t.login(["catalogOrder"])).get("/rest/location/countries/where-location")).json())).toEqual(["NL", "SE"]);

    const group = await t.database.db.insertInto("region_groups").values({ name: "Nordics" }).returning("id").executeTakeFirstOrThrow();
    await t.database.db.insertInto("region_group_countries").values({ group_id: group.id, country_id: country.SE!.id }).execute();
    expect(codes((await (await t.login(["account"])).get("/rest/location/countries/where-group")).json())).toEqual(["SE"]);

    const status = await t.database.db
      .selectFrom("catalog_order_statuses")
      .select("id")
      .where("code", "=", "new")
      .executeTakeFirstOrThrow();
    await t.database.db
      .insertInto("catalog_orders")
      .values([
        { country: "DE", status_id: status.id },
        { country: "XK", status_id: status.id },
        { country: "US", status_id: status.id },
      ])
      .execute();
    expect(codes((await sales.get("/rest/location/countries/where-catalog-request")).json())).toEqual(["DE", "XK"]);

    expect((await (await t.login(["media"])).get("/rest/location/countries/where-location")).statusCode).toBe(403);
    expect((await (await t.login(["media"])).get("/rest/location/countries/where-group")).statusCode).toBe(403);
    expect((await (await t.login(["media"])).get("/rest/location/countries/where-catalog-request")).statusCode).toBe(403);
  });
});
