import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { anonymous, createTestApp, type Client, type TestApp } from "../fixtures/app.ts";
import { testDatabaseKinds } from "../fixtures/databases.ts";

/** Partner pages: a default-language ('en') page plus one version per site, used by locations. */
describe.each(testDatabaseKinds)("partner pages on %s", (kind) => {
  let t: TestApp;
  let company: Client;
  const site: Record<string, number> = {};
  const location: Record<string, number> = {};
  beforeAll(async () => {
    t = await createTestApp(kind);
    company = await t.login(["company"]);
    const sites = await t.database.db
      .insertInto("sites")
      .values([
        { name: "International", language_code: "en", slug: "en", properties: "{}" },
        { name: "Sverige", language_code: "sv", slug: "se", properties: "{}" },
        { name: "Deutschland", language_code: "de", slug: "de", properties: "{}" },
      ])
      .returning(["id", "language_code"])
      .execute();
    for (const s of sites) site[s.language_code] = s.id;
    for (const name of ["Store One", "Store Two", "Store Three", "Store Four"]) {
      location[name] = (await company.post("/rest/company/locations", { name, address: {} })).json().id;
    }
  });
  afterAll(() => t?.close());

  const newPage = (over: Record<string, unknown> = {}) => ({
    hostname: "bedshop.example.com",
    name: "Bed Shop",
    versions: [
      { site: { id: site.sv, name: "ignored" }, name: "Sängbutiken" },
      { site: { id: site.de }, name: "Bettenladen" },
    ],
    ...over,
  });

  it("creates a page for a location, with per-site versions, and reads it through the location", async () => {
    const created = await company.post("/rest/company/locations/partner-pages", {
      partnerPage: newPage(),
      locationId: location["Store One"],
    });
    expect(created.statusCode, created.body).toBe(200);
    const page = created.json();
    expect(page).toEqual({
      id: expect.any(Number),
      hostname: "bedshop.example.com",
      name: "Bed Shop",
      versions: [
        { site: { id: site.de, name: "Deutschland", languageCode: "de" }, name: "Bettenladen" },
        { site: { id: site.sv, name: "Sverige", languageCode: "sv" }, name: "Sängbutiken" },
      ],
      locations: [{ id: location["Store One"], name: "Store One" }],
      updatedAt: expect.any(String),
    });
    expect((await company.get(`/rest/company/locations/${location["Store One"]}`)).json().partnerPage).toEqual({
      id: page.id,
      name: "Bed Shop",
      hostname: "bedshop.example.com",
    });
    const read = await company.get(`/rest/company/locations/${location["Store One"]}/partner-pages/${page.id}`);
    expect(read.statusCode).toBe(200);
    expect(read.json()).toEqual(page);
    expect((await company.get(`/rest/company/locations/${location["Store Two"]}/partner-pages/${page.id}`)).statusCode).toBe(404);
    expect((await company.get(`/rest/company/locations/987654/partner-pages/${page.id}`)).statusCode).toBe(404);
    expect((await company.get(`/rest/company/locations/${location["Store One"]}/partner-pages/987654`)).statusCode).toBe(404);
    expect((await company.get(`/rest/company/locations/${location["Store One"]}/partner-pages/abc`)).statusCode).toBe(400);
  });

  it("answers bad create input with 400, unknown sites and locations with 404, taken ones with 409", async () => {
    const create = (partnerPage: unknown, locationId: unknown = location["Store Two"]) =>
      company.post("/rest/company/locations/partner-pages", { partnerPage, locationId });
    const cases: Array<[unknown, string]> = [
      [newPage({ hostname: "BedShop.example.com" }), "partnerPage.hostname"],
      [newPage({ hostname: "not a host" }), "partnerPage.hostname"],
      [newPage({ hostname: "localhost" }), "partnerPage.hostname"],
      [newPage({ hostname: undefined }), "partnerPage.hostname"],
      [newPage({ name: "" }), "partnerPage.name"],
      [newPage({ name: "   " }), "partnerPage.name"],
      [newPage({ id: 4 }), "partnerPage.id"],
      [
        newPage({
          versions: [
            { site: { id: site.sv }, name: "A" },
            { site: { id: site.sv }, name: "B" },
          ],
        }),
        "partnerPage.versions.1.site.id",
      ],
      [newPage({ versions: [{ site: { id: site.en }, name: "Default" }] }), "partnerPage.versions.0.site.id"],
      [newPage({ versions: [{ site: { id: site.sv }, name: " " }] }), "partnerPage.versions.0.name"],
      [newPage({ versions: [{ site: {}, name: "x" }] }), "partnerPage.versions.0.site.id"],
      [newPage({ versions: [{ name: "x" }] }), "partnerPage.versions.0.site"],
    ];
    for (const [partnerPage, field] of cases) {
      const answer = await create(partnerPage);
      expect(answer.statusCode, `${JSON.stringify(partnerPage)}: ${answer.body}`).toBe(400);
      expect(Object.keys(answer.json().error.fields ?? {}), answer.body).toContain(field);
    }
    const noLocation = await company.post("/rest/company/locations/partner-pages", { partnerPage: newPage({ hostname: "x.example.com" }) });
    expect(noLocation.statusCode).toBe(400);
    expect(noLocation.json().error.fields).toHaveProperty("locationId");

    expect((await create(newPage({ hostname: "x.example.com", versions: [{ site: { id: 987654 }, name: "x" }] }))).statusCode).toBe(404);
    expect((await create(newPage({ hostname: "x.example.com" }), 987654)).statusCode).toBe(404);
    const taken = await create(newPage({ hostname: "x.example.com" }), location["Store One"]);
    expect(taken.statusCode).toBe(409);
    expect(taken.json().error.fields).toHaveProperty("locationId");
    const hostname = await create(newPage());
    expect(hostname.statusCode).toBe(409);
    expect(hostname.json().error.fields).toEqual({ "partnerPage.hostname": "is already in use" });
    expect(
      (await (await t.login(["catalogOrder"])).post("/rest/company/locations/partner-pages", { partnerPage: newPage(), locationId: 1 }))
        .statusCode,
    ).toBe(403);
    expect(
      (await anonymous(t.app).post("/rest/company/locations/partner-pages", { partnerPage: newPage(), locationId: 1 })).statusCode,
    ).toBe(401);
  });

  it("updates name, host name and versions, replaces locations when listed, and refuses stale or clashing saves", async () => {
    const page = (
      await company.post("/rest/company/locations/partner-pages", {
        partnerPage: newPage({ hostname: "two.example.com", name: "Two" }),
        locationId: location["Store Two"],
      })
    ).json();
    const url = `/rest/company/locations/partner-pages/${page.id}`;
    const updated = await company.put(url, {
      id: page.id,
      hostname: "two-renamed.example.com",
      name: "Two renamed",
      versions: [{ site: { id: site.de }, name: "Zwei" }],
      locations: [{ id: location["Store Three"], name: "ignored" }, { id: location["Store Two"] }],
      updatedAt: page.updatedAt,
    });
    expect(updated.statusCode, updated.body).toBe(200);
    expect(updated.json()).toMatchObject({
      hostname: "two-renamed.example.com",
      name: "Two renamed",
      versions: [{ site: { id: site.de }, name: "Zwei" }],
      locations: [
        { id: location["Store Three"], name: "Store Three" },
        { id: location["Store Two"], name: "Store Two" },
      ],
    });
    // Without locations in the body they stay; with an empty list the page has none.
    const kept = (await company.put(url, { hostname: "two-renamed.example.com", name: "Two", updatedAt: updated.json().updatedAt })).json();
    expect(kept.locations).toHaveLength(2);
    expect(kept.versions).toEqual([]);
    const emptied = (
      await company.put(url, { hostname: "two-renamed.example.com", name: "Two", locations: [], updatedAt: kept.updatedAt })
    ).json();
    const version = { updatedAt: emptied.updatedAt };
    expect(emptied.locations).toEqual([]);
    expect((await company.get(`/rest/company/locations/${location["Store Three"]}`)).json().partnerPage).toBeNull();

    const stale = await company.put(url, { hostname: "two-renamed.example.com", name: "Stale", updatedAt: page.updatedAt });
    expect(stale.statusCode).toBe(409);
    expect(stale.json().error.fields).toEqual({ updatedAt: "is stale" });
    const hostname = await company.put(url, { hostname: "bedshop.example.com", name: "Two", ...version });
    expect(hostname.statusCode).toBe(409);
    expect(hostname.json().error.fields).toEqual({ hostname: "is already in use" });
    const other = await company.put(url, {
      hostname: "two-renamed.example.com",
      name: "Two",
      locations: [{ id: location["Store Four"] }, { id: location["Store One"] }],
      ...version,
    });
    expect(other.statusCode).toBe(409);
    expect(other.json().error.fields).toEqual({ "locations.1.id": expect.stringContaining("already has partner page") });
    expect(
      (await company.put(url, { hostname: "two-renamed.example.com", name: "Two", locations: [{ id: 987654 }], ...version })).statusCode,
    ).toBe(404);
    const mismatch = await company.put(url, { id: page.id + 100, hostname: "two-renamed.example.com", name: "Two", ...version });
    expect(mismatch.statusCode).toBe(400);
    expect(mismatch.json().error.fields).toHaveProperty("id");
    expect((await company.put(url, { hostname: "two-renamed.example.com" })).statusCode).toBe(400);
    expect(
      (await company.put("/rest/company/locations/partner-pages/987654", { hostname: "z.example.com", name: "Z", ...version })).statusCode,
    ).toBe(404);
    expect((await (await t.login(["media"])).put(url, { hostname: "z.example.com", name: "Z" })).statusCode).toBe(403);
  });

  it("deletes a page: its locations keep no page, videos and subscriptions lose the link", async () => {
    const page = (
      await company.post("/rest/company/locations/partner-pages", {
        partnerPage: newPage({ hostname: "gone.example.com", name: "Gone" }),
        locationId: location["Store Four"],
      })
    ).json();
    const video = await t.database.db.insertInto("videos").values({ header: "Film" }).returning("id").executeTakeFirstOrThrow();
    await t.database.db.insertInto("video_partner_pages").values({ video_id: video.id, partner_page_id: page.id }).execute();
    const newsletter = await t.database.db
      .insertInto("newsletters")
      .values({ code: "gone", label: "Gone" })
      .returning("id")
      .executeTakeFirstOrThrow();
    await t.database.db
      .insertInto("newsletter_subscriptions")
      .values({ newsletter_id: newsletter.id, email: "s@example.com", partner_page_id: page.id })
      .execute();

    const deleted = await company.delete(`/rest/company/locations/partner-pages/${page.id}`);
    expect(deleted.statusCode).toBe(204);
    expect((await company.get(`/rest/company/locations/${location["Store Four"]}`)).json().partnerPage).toBeNull();
    expect(await t.database.db.selectFrom("video_partner_pages").selectAll().where("video_id", "=", video.id).execute()).toEqual([]);
    expect(
      (
        await t.database.db
          .selectFrom("newsletter_subscriptions")
          .select("partner_page_id")
          .where("email", "=", "s@example.com")
          .executeTakeFirstOrThrow()
      ).partner_page_id,
    ).toBeNull();
    expect((await company.delete(`/rest/company/locations/partner-pages/${page.id}`)).statusCode).toBe(404);
    expect((await company.delete("/rest/company/locations/partner-pages/abc")).statusCode).toBe(400);
    expect((await (await t.login(["newsletterSubscription"])).delete(`/rest/company/locations/partner-pages/${page.id}`)).statusCode).toBe(
      403,
    );
    const audit = await t.database.db
      .selectFrom("audit_log")
      .select("operation")
      .where("record_type", "=", "partner_page")
      .where("record_id", "=", String(page.id))
      .execute();
    expect(audit.map((a) => a.operation)).toEqual(["createPartnerPage", "deletePartnerPage"]);
  });

  it("searches pages by name or host name", async () => {
    const search = async (searchString: unknown) => company.post("/rest/company/locations/partner-pages/search", { searchString });
    expect((await search("BED")).json().map((p: { name: string }) => p.name)).toEqual(["Bed Shop"]);
    expect((await search("renamed")).json().map((p: { hostname: string }) => p.hostname)).toEqual(["two-renamed.example.com"]);
    expect((await search("")).json().map((p: { name: string }) => p.name)).toEqual(["Bed Shop", "Two"]);
    expect((await search("%")).json()).toEqual([]);
    expect((await search("Bed")).json()[0]).toMatchObject({ versions: expect.any(Array), locations: [{ name: "Store One" }] });
    expect((await search(undefined)).statusCode).toBe(400);
    expect((await search("x".repeat(201))).statusCode).toBe(400);
    expect((await (await t.login(["media"])).post("/rest/company/locations/partner-pages/search", { searchString: "" })).statusCode).toBe(
      403,
    );
  });

  it("offers 'all' and then every page as a video's availability", async () => {
    const media = await t.login(["media"]);
    const answer = await media.get("/rest/company/locations/partner-pages/partner-pages-specific-videos");
    expect(answer.statusCode).toBe(200);
    expect(answer.json()).toEqual([
      { id: "all", name: "Available for all partner-pages" },
      { id: expect.any(Number), name: "Bed Shop" },
      { id: expect.any(Number), name: "Two" },
    ]);
    expect(
      (await (await t.login(["warranty"])).get("/rest/company/locations/partner-pages/partner-pages-specific-videos")).statusCode,
    ).toBe(403);
    expect((await anonymous(t.app).get("/rest/company/locations/partner-pages/partner-pages-specific-videos")).statusCode).toBe(401);
  });

  it("lists pages that have newsletter subscribers, with their number", async () => {
    const pages = await t.database.db.selectFrom("partner_pages").select(["id", "name"]).orderBy("name").execute();
    const newsletter = await t.database.db
      .insertInto("newsletters")
      .values({ code: "main", label: "Main" })
      .returning("id")
      .executeTakeFirstOrThrow();
    await t.database.db
      .insertInto("newsletter_subscriptions")
      .values([
        { newsletter_id: newsletter.id, email: "a@example.com", partner_page_id: pages[0]!.id },
        { newsletter_id: newsletter.id, email: "b@example.com", partner_page_id: pages[0]!.id },
        { newsletter_id: newsletter.id, email: "c@example.com", partner_page_id: null },
      ])
      .execute();
    const answer = await (
      await t.login(["newsletterSubscription"])
    ).get("/rest/company/locations/partner-pages/get-list-with-newsletter-subscribers");
    expect(answer.statusCode).toBe(200);
    expect(answer.json()).toEqual([{ id: pages[0]!.id, name: "Bed Shop", hostname: "bedshop.example.com", numberOfSubscribers: 2 }]);
    expect(
      (await (await t.login(["media"])).get("/rest/company/locations/partner-pages/get-list-with-newsletter-subscribers")).statusCode,
    ).toBe(403);
  });
});
