import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { anonymous, createTestApp, type Client, type TestApp } from "../fixtures/app.ts";
import { testDatabaseKinds } from "../fixtures/databases.ts";

const names = (list: { name: string }[]) => list.map((l) => l.name);
const filters = (value: unknown) => encodeURIComponent(typeof value === "string" ? value : JSON.stringify(value));

/** The location table, the choosers' lists and searches. */
describe.each(testDatabaseKinds)("company location lists on %s", (kind) => {
  let t: TestApp;
  let company: Client;
  const ids: Record<string, number> = {};
  beforeAll(async () => {
    t = await createTestApp(kind);
    company = await t.login(["company"]);
    await t.database.db
      .insertInto("countries")
      .values([
        { code: "SE", name: "Sweden" },
        { code: "NL", name: "Netherlands" },
        { code: "XK", name: "Kosovo" },
      ])
      .execute();
    const seed: Array<[string, Record<string, unknown>, Record<string, unknown>]> = [
      [
        "Alpha Store Stockholm",
        { customerNumber: "100001", email: "alpha@stores.example" },
        {
          street: "Drottninggatan 1",
          zipCode: "111 51",
          city: "Stockholm",
          country: { code: "SE" },
          latitude: 59.3326,
          longitude: 18.0649,
        },
      ],
      [
        "Beta Sängar",
        { active: false, locationType: "shop_in_shop" },
        { zipCode: "753 20", city: "Uppsala", country: { code: "SE" }, latitude: 59.8586, longitude: 17.6389 },
      ],
      ["Gamma 50% Off", { locationType: "shop_in_shop" }, { city: "Malmö", country: { code: "SE" } }],
      [
        "Delta Slaapcentrum",
        { customerNumber: "NL-77" },
        { city: "Amsterdam", country: { code: "NL" }, latitude: 52.3676, longitude: 4.9041 },
      ],
      ["Epsilon Nowhere", {}, { city: "Zürich" }],
    ];
    for (const [name, fields, address] of seed) {
      const answer = await company.post("/rest/company/locations", { name, ...fields, address });
      if (answer.statusCode !== 200) throw new Error(answer.body);
      ids[name] = answer.json().id;
    }
  });
  afterAll(() => t?.close());

  it("pages the table by name with totals and the country and active filter lists", async () => {
    const all = await company.get("/rest/company/locations/get-by-page");
    expect(all.statusCode).toBe(200);
    expect(names(all.json().list)).toEqual([
      "Alpha Store Stockholm",
      "Beta Sängar",
      "Delta Slaapcentrum",
      "Epsilon Nowhere",
      "Gamma 50% Off",
    ]);
    expect(all.json()).toMatchObject({
      total: 5,
      totalIsEstimate: false,
      filterable: {
        countries: [
          { property: "NL", name: "Netherlands", count: 1 },
          { property: "SE", name: "Sweden", count: 3 },
        ],
        active: [
          { property: "true", count: 4 },
          { property: "false", count: 1 },
        ],
      },
    });
    // Rows are whole locations (the dialog opens from them).
    expect(all.json().list[0]).toMatchObject({
      customerNumber: "100001",
      weeklyOpeningHours: { monday: [] },
      timeSchemas: [],
      updatedAt: expect.any(String),
    });

    const active = (await company.get(`/rest/company/locations/get-by-page?filters=${filters({ active: true })}`)).json();
    expect(active.total).toBe(4);
    expect(names(active.list)).not.toContain("Beta Sängar");
    const swedish = (await company.get(`/rest/company/locations/get-by-page?filters=${filters({ country: "SE", active: "true" })}`)).json();
    expect(names(swedish.list)).toEqual(["Alpha Store Stockholm", "Gamma 50% Off"]);

    const second = (await company.get("/rest/company/locations/get-by-page?page=2&count=2")).json();
    expect(names(second.list)).toEqual(["Delta Slaapcentrum", "Epsilon Nowhere"]);
    expect(second.total).toBe(5);
  });

  it("searches name, customer number, e-mail, street, zip code and city, with wildcards taken literally", async () => {
    const search = async (text: string) =>
      names((await company.get(`/rest/company/locations/get-by-page?filters=${filters({ search: text })}`)).json().list);
    expect(await search("UPPSALA")).toEqual(["Beta Sängar"]);
    expect(await search("100001")).toEqual(["Alpha Store Stockholm"]);
    expect(await search("alpha@stores")).toEqual(["Alpha Store Stockholm"]);
    expect(await search("drottning")).toEqual(["Alpha Store Stockholm"]);
    expect(await search("753 20")).toEqual(["Beta Sängar"]);
    expect(await search("50%")).toEqual(["Gamma 50% Off"]);
    expect(await search("%")).toEqual(["Gamma 50% Off"]);
    expect(await search("_")).toEqual([]);
  });

  it("sorts by every offered column in both directions", async () => {
    const sorted = async (sort: string, direction: string) =>
      names((await company.get(`/rest/company/locations/get-by-page?sort=${sort}&direction=${direction}`)).json().list);
    expect(await sorted("name", "desc")).toEqual([
      "Gamma 50% Off",
      "Epsilon Nowhere",
      "Delta Slaapcentrum",
      "Beta Sängar",
      "Alpha Store Stockholm",
    ]);
    expect((await sorted("country", "asc")).slice(0, 1)).toEqual(["Delta Slaapcentrum"]);
    expect((await sorted("city", "asc")).slice(0, 2)).toEqual(["Delta Slaapcentrum", "Gamma 50% Off"]);
    expect((await sorted("customerNumber", "asc")).slice(0, 2)).toEqual(["Alpha Store Stockholm", "Delta Slaapcentrum"]);
    expect((await sorted("active", "asc"))[0]).toBe("Beta Sängar");
    for (const sort of ["id", "locationType", "zipCode", "email"]) {
      const answer = await company.get(`/rest/company/locations/get-by-page?sort=${sort}&direction=desc`);
      expect(answer.statusCode, sort).toBe(200);
      expect(answer.json().list).toHaveLength(5);
    }
  });

  it("answers bad paging input with 400 and the failing field, and checks the permission", async () => {
    const cases: Array<[string, string]> = [
      ["page=0", "page"],
      ["count=1001", "count"],
      ["sort=password", "sort"],
      ["direction=sideways", "direction"],
      [`filters=${filters("{bad")}`, "filters"],
      [`filters=${filters({ colour: "red" })}`, "filters.colour"],
      [`filters=${filters({ active: "maybe" })}`, "filters.active"],
      [`filters=${filters({ country: "se" })}`, "filters.country"],
      [`filters=${filters({ country: "SWE" })}`, "filters.country"],
      [`filters=${filters({ search: 42 })}`, "filters.search"],
    ];
    for (const [query, field] of cases) {
      const answer = await company.get(`/rest/company/locations/get-by-page?${query}`);
      expect(answer.statusCode, query).toBe(400);
      expect(Object.keys(answer.json().error.fields ?? {}), answer.body).toContain(field);
    }
    expect((await (await t.login(["catalogOrder"])).get("/rest/company/locations/get-by-page")).statusCode).toBe(403);
    expect((await anonymous(t.app).get("/rest/company/locations/get-by-page")).statusCode).toBe(401);
  });

  it("lists locations for choosers and maps: all, with coordinates, or inside a WKT shape", async () => {
    const all = await (await t.login(["warranty"])).get("/rest/company/locations");
    expect(all.statusCode).toBe(200);
    expect(names(all.json())).toEqual(["Alpha Store Stockholm", "Beta Sängar", "Delta Slaapcentrum", "Epsilon Nowhere", "Gamma 50% Off"]);
    expect(all.json()[0]).toEqual({
      id: ids["Alpha Store Stockholm"],
      name: "Alpha Store Stockholm",
      locationType: null,
      active: true,
      shouldRetrieveCatalogRequests: true,
      email: "alpha@stores.example",
      customerNumber: "100001",
      address: expect.objectContaining({
        city: "Stockholm",
        country: { id: expect.any(Number), code: "SE", name: "Sweden" },
        latitude: 59.3326,
      }),
    });
    expect(names((await company.get("/rest/company/locations?filter=with-coordinates")).json())).toEqual([
      "Alpha Store Stockholm",
      "Beta Sängar",
      "Delta Slaapcentrum",
    ]);

    const mälardalen = "POLYGON((17.0 59.0, 18.5 59.0, 18.5 60.0, 17.0 60.0, 17.0 59.0))";
    expect(names((await company.get(`/rest/company/locations?filter=shape&shape=${filters(mälardalen)}`)).json())).toEqual([
      "Alpha Store Stockholm",
      "Beta Sängar",
    ]);
    const withHole =
      "POLYGON((17.0 59.0, 18.5 59.0, 18.5 60.0, 17.0 60.0, 17.0 59.0), (17.5 59.7, 17.8 59.7, 17.8 60.0, 17.5 60.0, 17.5 59.7))";
    expect(names((await company.get(`/rest/company/locations?filter=shape&shape=${filters(withHole)}`)).json())).toEqual([
      "Alpha Store Stockholm",
    ]);
    const two = "MULTIPOLYGON(((18 59, 18.2 59, 18.2 59.5, 18 59.5, 18 59)), ((4.8 52.3, 5 52.3, 5 52.4, 4.8 52.4, 4.8 52.3)))";
    expect(names((await company.get(`/rest/company/locations?filter=shape&shape=${filters(two)}`)).json())).toEqual([
      "Alpha Store Stockholm",
      "Delta Slaapcentrum",
    ]);

    for (const query of [
      "filter=shape",
      "filter=shape&shape=",
      `filter=shape&shape=${filters("POINT(18 59)")}`,
      `filter=shape&shape=${filters("POLYGON((18 59, 19 59))")}`,
      "filter=nearby",
    ]) {
      const answer = await company.get(`/rest/company/locations?${query}`);
      expect(answer.statusCode, query).toBe(400);
      expect(Object.keys(answer.json().error.fields ?? {}).join(), answer.body).toMatch(/shape|filter/);
    }
    expect((await (await t.login(["dashboard"])).get("/rest/company/locations")).statusCode).toBe(403);
    expect((await anonymous(t.app).get("/rest/company/locations")).statusCode).toBe(401);
  });

  it("lists the locations in a country by code", async () => {
    const sales = await t.login(["salesRegions"]);
    expect(names((await sales.get("/rest/company/locations/country?code=SE")).json())).toEqual([
      "Alpha Store Stockholm",
      "Beta Sängar",
      "Gamma 50% Off",
    ]);
    expect((await sales.get("/rest/company/locations/country?code=XK")).json()).toEqual([]);
    expect((await sales.get("/rest/company/locations/country?code=ZZ")).json()).toEqual([]);
    for (const query of ["", "?code=se", "?code=SWE"]) {
      const answer = await sales.get(`/rest/company/locations/country${query}`);
      expect(answer.statusCode, query).toBe(400);
      expect(answer.json().error.fields).toHaveProperty("code");
    }
    expect((await (await t.login(["media"])).get("/rest/company/locations/country?code=SE")).statusCode).toBe(403);
  });

  it("searches by name, customer number or city, leaving out the location being edited", async () => {
    const search = async (query: string, client: Client = company) => {
      const answer = await client.get(`/rest/company/locations/search?${query}`);
      expect(answer.statusCode, answer.body).toBe(200);
      return names(answer.json());
    };
    expect(await search("searchString=stock")).toEqual(["Alpha Store Stockholm"]);
    expect(await search("searchString=NL-77")).toEqual(["Delta Slaapcentrum"]);
    expect(await search("searchString=malm%C3%B6")).toEqual(["Gamma 50% Off"]);
    // E-mail and street are the table's search, not the chooser's.
    expect(await search("searchString=drottning")).toEqual([]);
    expect(await search("searchString=%25")).toEqual(["Gamma 50% Off"]);
    expect(await search(`searchString=a&locationId=${ids["Alpha Store Stockholm"]}`)).not.toContain("Alpha Store Stockholm");
    expect(await search("searchString=", await t.login(["catalogOrder"]))).toHaveLength(5);
    const answer = (await company.get("/rest/company/locations/search?searchString=stock")).json()[0];
    expect(answer).toEqual({
      id: ids["Alpha Store Stockholm"],
      name: "Alpha Store Stockholm",
      address: {
        street: "Drottninggatan 1",
        displayAddress: "Drottninggatan 1, 111 51 Stockholm, Sweden",
        country: { code: "SE", name: "Sweden" },
      },
    });

    for (const query of ["", "searchString=a&locationId=abc", "searchString=a&locationId=0", `searchString=${"x".repeat(201)}`]) {
      expect((await company.get(`/rest/company/locations/search?${query}`)).statusCode, query).toBe(400);
    }
    expect((await (await t.login(["media"])).get("/rest/company/locations/search?searchString=a")).statusCode).toBe(403);
  });

  it("answers at most 50 matches", async () => {
    await t.database.db
      .insertInto("company_locations")
      .values(Array.from({ length: 55 }, (_, i) => ({ name: `Zeta Bulk ${String(i).padStart(2, "0")}` })))
      .execute();
    const answer = (await company.get("/rest/company/locations/search?searchString=zeta")).json();
    expect(answer).toHaveLength(50);
    expect(answer[0].name).toBe("Zeta Bulk 00");
    expect((await company.get("/rest/company/locations/search-partner?searchString=zeta")).json()).toHaveLength(50);
    await t.database.db.deleteFrom("company_locations").where("name", "like", "Zeta Bulk%").execute();
  });

  it("searches partners: locations without a partner page or on the edited location's page", async () => {
    const [p, q] = await t.database.db
      .insertInto("partner_pages")
      .values([
        { hostname: "p.example.com", name: "P" },
        { hostname: "q.example.com", name: "Q" },
      ])
      .returning("id")
      .execute();
    const link = (name: string, page: number | null) =>
      t.database.db.updateTable("company_locations").set({ partner_page_id: page }).where("id", "=", ids[name]!).execute();
    await link("Alpha Store Stockholm", p!.id);
    await link("Beta Sängar", p!.id);
    await link("Delta Slaapcentrum", q!.id);
    const partner = async (query: string) => names((await company.get(`/rest/company/locations/search-partner?${query}`)).json());
    expect(await partner("searchString=")).toEqual(["Epsilon Nowhere", "Gamma 50% Off"]);
    expect(await partner(`searchString=&locationId=${ids["Alpha Store Stockholm"]}`)).toEqual([
      "Beta Sängar",
      "Epsilon Nowhere",
      "Gamma 50% Off",
    ]);
    expect(await partner(`searchString=beta&locationId=${ids["Gamma 50% Off"]}`)).toEqual([]);
    expect((await company.get("/rest/company/locations/search-partner")).statusCode).toBe(400);
    expect((await (await t.login(["catalogOrder"])).get("/rest/company/locations/search-partner?searchString=a")).statusCode).toBe(403);
    await link("Alpha Store Stockholm", null);
    await link("Beta Sängar", null);
    await link("Delta Slaapcentrum", null);
  });
  it("exports the table's rows as CSV with the same filters and sort, formula-safe, UTF-8 with BOM", async () => {
    await company.post("/rest/company/locations", {
      name: '=HYPERLINK("http://evil.example")',
      customerNumber: "-5",
      phone: "+46 8 123",
      address: { street: "Kungsgatan 2, 1 tr", city: "Stockholm", country: { code: "SE" } },
    });
    const answer = await company.get(
      `/rest/company/locations/export-result-as-csv?sort=name&direction=desc&filters=${filters({ country: "SE" })}`,
    );
    expect(answer.statusCode, answer.body).toBe(200);
    expect(answer.headers["content-type"]).toBe("text/csv; charset=utf-8");
    expect(answer.headers["content-disposition"]).toMatch(/^attachment; filename="locations.csv"/);
    expect(answer.body.startsWith("\uFEFF")).toBe(true);
    const lines = answer.body.slice(1).trimEnd().split("\r\n");
    expect(lines[0]).toBe(
      "id,name,locationType,customerNumber,active,phone,email,website,street,zipCode,city,city2,country,latitude,longitude,partnerPage,shouldRetrieveCatalogRequests,isVividusRetailer",
    );
    // Where '=' sorts depends on the database's collation; the other rows' order does not.
    const formula = lines.find((l) => l.includes("HYPERLINK"))!;
    const rows = lines.slice(1).filter((l) => l !== formula);
    expect(rows.map((l) => l.split(",")[1])).toEqual(["Gamma 50% Off", "Beta Sängar", "Alpha Store Stockholm"]);
    expect(rows[2]).toBe(
      `${ids["Alpha Store Stockholm"]},Alpha Store Stockholm,,100001,true,,alpha@stores.example,,Drottninggatan 1,111 51,Stockholm,,SE,59.3326,18.0649,,true,false`,
    );
    expect(formula).toMatch(
      /^\d+,"'=HYPERLINK\(""http:\/\/evil\.example""\)",,'-5,true,'\+46 8 123,,,"Kungsgatan 2, 1 tr",,Stockholm,,SE,,,,true,false$/,
    );

    const active = await company.get(`/rest/company/locations/export-result-as-csv?filters=${filters({ active: false })}`);
    expect(active.body.slice(1).trimEnd().split("\r\n")).toHaveLength(2);
    for (const [query, field] of [
      [`filters=${filters({ colour: "red" })}`, "filters.colour"],
      ["sort=secret", "sort"],
      ["direction=up", "direction"],
    ] as const) {
      const bad = await company.get(`/rest/company/locations/export-result-as-csv?${query}`);
      expect(bad.statusCode, query).toBe(400);
      expect(Object.keys(bad.json().error.fields ?? {})).toContain(field);
    }
    expect((await (await t.login(["catalogOrder"])).get("/rest/company/locations/export-result-as-csv")).statusCode).toBe(403);
    expect((await anonymous(t.app).get("/rest/company/locations/export-result-as-csv")).statusCode).toBe(401);
  });
});
