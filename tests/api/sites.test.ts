import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { anonymous, createTestApp, type Client, type TestApp } from "../fixtures/app.ts";
import { testDatabaseKinds } from "../fixtures/databases.ts";

describe.each(testDatabaseKinds)("sites on %s", (kind) => {
  let t: TestApp;
  let cms: Client;
  let designer: Client;
  let everything: Client;
  let sv: { id: number; updatedAt: string };
  beforeAll(async () => {
    t = await createTestApp(kind);
    cms = await t.login(["cms"]);
    designer = await t.login(["cms", "cmsDesign"]);
    everything = await t.login(["all"]);
    sv = (await everything.post("/cms/sites", { name: "Sverige", languageCode: "sv", slug: "se", isActive: true })).json();
    for (const [name, languageCode, slug, isActive] of [
      ["International", "en", "en", true],
      ["Deutschland", "de", "de", true],
      ["Suomi", "fi", "fi", false],
    ] as const) {
      await everything.post("/cms/sites", { name, languageCode, slug, isActive });
    }
  });
  afterAll(() => t?.close());

  // Each call a language and slug of its own (one site per language: random codes collided).
  let made = 0;
  const newSite = (over: Record<string, unknown> = {}) => {
    const i = made++;
    const letter = (k: number) => String.fromCharCode(97 + (k % 26));
    const code = `q${letter(i)}_${letter(Math.floor(i / 26)).toUpperCase()}Q`;
    return { id: null, name: `Site ${code}`, languageCode: code, slug: `site-${code.toLowerCase().replace("_", "-")}`, ...over };
  };

  /** A change as the dialog sends it: with the site's version as stored now (a body's own updatedAt wins). */
  async function change(client: Client, id: number | string, body: unknown) {
    const stored = Number.isSafeInteger(Number(id))
      ? await t.database.db.selectFrom("sites").select("updated_at").where("id", "=", Number(id)).executeTakeFirst()
      : undefined;
    return client.patch(`/cms/sites/${id}`, { updatedAt: new Date(stored?.updated_at ?? Date.now()).toISOString(), ...(body as object) });
  }

  it("creates a site inactive by default and lists it by languageCode for any logged-in account", async () => {
    const created = await cms.post("/cms/sites", { name: "Nederland", languageCode: "nl", slug: "nl" });
    expect(created.statusCode).toBe(200);
    expect(created.json()).toMatchObject({
      name: "Nederland",
      languageCode: "nl",
      slug: "nl",
      isActive: false,
      properties: {},
      frontpage: null,
      updatedAt: expect.any(String),
    });

    const all = await (await t.login([])).get("/cms/sites");
    expect(all.statusCode).toBe(200);
    expect(all.json().map((s: { languageCode: string }) => s.languageCode)).toEqual(["de", "en", "fi", "nl", "sv"]);
    expect((await anonymous(t.app).get("/cms/sites")).statusCode).toBe(401);
  });

  it("pages, sorts and filters the sites table with totals and filter counts", async () => {
    const first = await cms.get("/cms/sites/get-by-page?page=1&count=2");
    expect(first.statusCode).toBe(200);
    expect(first.json()).toMatchObject({
      total: 5,
      totalIsEstimate: false,
      filterable: {
        isActive: [
          { property: "true", count: 3 },
          { property: "false", count: 2 },
        ],
      },
    });
    expect(first.json().list.map((s: { languageCode: string }) => s.languageCode)).toEqual(["de", "en"]);
    const third = (await cms.get("/cms/sites/get-by-page?page=3&count=2")).json();
    expect(third.list.map((s: { languageCode: string }) => s.languageCode)).toEqual(["sv"]);

    const byName = (await cms.get("/cms/sites/get-by-page?sort=name&direction=desc")).json();
    expect(byName.list.map((s: { name: string }) => s.name)).toEqual(["Sverige", "Suomi", "Nederland", "International", "Deutschland"]);

    const filters = encodeURIComponent(JSON.stringify({ isActive: false }));
    const inactive = (await cms.get(`/cms/sites/get-by-page?filters=${filters}`)).json();
    expect(inactive.list.map((s: { languageCode: string }) => s.languageCode)).toEqual(["fi", "nl"]);
    expect(inactive.total).toBe(2);

    const search = encodeURIComponent(JSON.stringify({ search: "DEUTSCH" }));
    expect((await cms.get(`/cms/sites/get-by-page?filters=${search}`)).json().list.map((s: { slug: string }) => s.slug)).toEqual(["de"]);
    const wildcard = encodeURIComponent(JSON.stringify({ search: "%" }));
    expect((await cms.get(`/cms/sites/get-by-page?filters=${wildcard}`)).json().total).toBe(0);
  });

  it("answers bad paging input with 400 and the failing field, never 500", async () => {
    const cases: Array<[string, string]> = [
      ["page=0", "page"],
      ["page=abc", "page"],
      ["count=1001", "count"],
      ["count=-1", "count"],
      ["sort=password", "sort"],
      ["direction=up", "direction"],
      [`filters=${encodeURIComponent("{bad json")}`, "filters"],
      [`filters=${encodeURIComponent("[1,2]")}`, "filters"],
      [`filters=${encodeURIComponent('{"colour":"red"}')}`, "filters.colour"],
      [`filters=${encodeURIComponent('{"isActive":"maybe"}')}`, "filters.isActive"],
      [`filters=${encodeURIComponent('{"search":42}')}`, "filters.search"],
      [`filters=${"x".repeat(4001)}`, "filters"],
    ];
    for (const [query, field] of cases) {
      const answer = await cms.get(`/cms/sites/get-by-page?${query}`);
      expect(answer.statusCode, query).toBe(400);
      expect(Object.keys(answer.json().error.fields ?? {}), `${query}: ${answer.body}`).toContain(field);
    }
    expect((await (await t.login(["dashboard"])).get("/cms/sites/get-by-page")).statusCode).toBe(403);
  });

  it("answers bad create input with 400 and the failing fields, never 500", async () => {
    const cases: Array<[unknown, string]> = [
      [{ ...newSite(), name: undefined }, "name"],
      [{ ...newSite(), languageCode: undefined }, "languageCode"],
      [{ ...newSite(), slug: undefined }, "slug"],
      [{ ...newSite(), name: 42 }, "name"],
      [{ ...newSite(), name: "" }, "name"],
      [{ ...newSite(), name: "   " }, "name"],
      [{ ...newSite(), name: "x".repeat(201) }, "name"],
      [{ ...newSite(), languageCode: "Swedish" }, "languageCode"],
      [{ ...newSite(), languageCode: "sv_SE_X" }, "languageCode"],
      [{ ...newSite(), slug: "Has Spaces" }, "slug"],
      [{ ...newSite(), slug: "x".repeat(101) }, "slug"],
      [{ ...newSite(), isActive: "yes" }, "isActive"],
      [{ ...newSite(), id: 5 }, "id"],
      [{ ...newSite(), properties: { design: { primaryColor: "red" } } }, "properties.design.primaryColor"],
      [{ ...newSite(), properties: { seo: { description: "x".repeat(501) } } }, "properties.seo.description"],
      [{ ...newSite(), frontpage: { id: 1 } }, "frontpage"],
      [{ ...newSite(), frontpage: { title: "no id" } }, "frontpage"],
    ];
    for (const [body, field] of cases) {
      const answer = await everything.post("/cms/sites", body);
      expect(answer.statusCode, JSON.stringify(body).slice(0, 200)).toBe(400);
      expect(Object.keys(answer.json().error.fields ?? {}).join(" "), answer.body).toContain(field);
    }
    const badJson = await cms.request({ method: "POST", url: "/cms/sites", payload: "{", headers: { "content-type": "application/json" } });
    expect(badJson.statusCode).toBe(400);
    expect((await cms.post("/cms/sites", [])).statusCode).toBe(400);
    expect((await (await t.login(["dashboard"])).post("/cms/sites", newSite())).statusCode).toBe(403);
  });

  it("refuses a languageCode or slug in use with 409 naming the field", async () => {
    const dupLanguage = await cms.post("/cms/sites", newSite({ languageCode: "sv" }));
    expect(dupLanguage.statusCode).toBe(409);
    expect(dupLanguage.json().error.fields).toEqual({ languageCode: "is already in use" });
    const dupSlug = await cms.post("/cms/sites", newSite({ slug: "se" }));
    expect(dupSlug.statusCode).toBe(409);
    expect(dupSlug.json().error.fields).toEqual({ slug: "is already in use" });
    const both = await change(cms, sv.id, { languageCode: "en", slug: "de" });
    expect(both.json().error.fields).toEqual({ languageCode: "is already in use", slug: "is already in use" });
    // A site keeps its own code and slug.
    expect((await change(cms, sv.id, { languageCode: "sv", slug: "se" })).statusCode).toBe(200);
  });

  it("lets only one of two creates of the same language at once through", async () => {
    // Both may pass the store's check before either is written; the unique index decides.
    const answers = await Promise.all([
      cms.post("/cms/sites", newSite({ languageCode: "is", slug: "is-a" })),
      cms.post("/cms/sites", newSite({ languageCode: "is", slug: "is-b" })),
    ]);
    expect(answers.map((a) => a.statusCode).sort()).toEqual([200, 409]);
    expect(answers.find((a) => a.statusCode === 409)!.json().error.fields).toEqual({ languageCode: "is already in use" });
  });

  it("changes only the fields sent, treats a null isActive as active, and refuses a stale edit", async () => {
    const created = (await cms.post("/cms/sites", newSite({ isActive: false }))).json();
    const renamed = await change(cms, created.id, { id: created.id, name: "Renamed", updatedAt: created.updatedAt });
    expect(renamed.statusCode).toBe(200);
    expect(renamed.json()).toMatchObject({ name: "Renamed", languageCode: created.languageCode, slug: created.slug, isActive: false });

    const stale = await change(cms, created.id, { name: "Stale", updatedAt: created.updatedAt });
    expect(stale.statusCode).toBe(409);
    expect(stale.json().error.fields).toEqual({ updatedAt: "is stale" });

    expect((await change(cms, created.id, { isActive: null })).json().isActive).toBe(true);
    expect((await change(cms, created.id, { isActive: false })).json().isActive).toBe(false);
  });

  it("answers bad change input, unknown ids and a foreign front page with 4xx, never 500", async () => {
    const cases: Array<[unknown, string]> = [
      [{ name: "" }, "name"],
      [{ name: null }, "name"],
      [{ slug: "Not A Slug" }, "slug"],
      [{ languageCode: 12 }, "languageCode"],
      [{ id: sv.id + 1000 }, "id"],
      [{ updatedAt: "x".repeat(41) }, "updatedAt"],
      [{ frontpage: { id: "one" } }, "frontpage"],
    ];
    for (const [body, field] of cases) {
      const answer = await change(cms, sv.id, body);
      expect(answer.statusCode, JSON.stringify(body)).toBe(400);
      expect(Object.keys(answer.json().error.fields ?? {}).join(" "), answer.body).toContain(field);
    }
    expect((await change(cms, "999999", { name: "Nobody" })).statusCode).toBe(404);
    expect((await change(cms, "abc", { name: "x" })).statusCode).toBe(400);
    expect((await change(cms, "99999999999999999999", { name: "x" })).statusCode).toBe(400);
    const badJson = await cms.request({
      method: "PATCH",
      url: `/cms/sites/${sv.id}`,
      payload: "{",
      headers: { "content-type": "application/json" },
    });
    expect(badJson.statusCode).toBe(400);

    const other = (await cms.post("/cms/sites", newSite())).json();
    const [page] = await t.database.db
      .insertInto("pages")
      .values({ site_id: other.id, title: "Start", slug: "start" })
      .returning("id")
      .execute();
    const foreign = await change(cms, sv.id, { frontpage: { id: page!.id } });
    expect(foreign.statusCode).toBe(400);
    expect(foreign.json().error.fields).toEqual({ frontpage: "is not a page of this site" });
    const own = await change(cms, other.id, { frontpage: { id: page!.id, title: "ignored" } });
    expect(own.json().frontpage).toEqual({ id: page!.id, title: "Start", slug: "start" });
    expect((await change(cms, other.id, { frontpage: null })).json().frontpage).toBeNull();
  });

  it("gates design properties by cmsDesign and SEO properties by cmsSeo", async () => {
    const design = { theme: "classic", primaryColor: "#1f3a5f" };
    const seo = { title: "Sängar", noIndex: false };
    const denied = await cms.post("/cms/sites", newSite({ properties: { design } }));
    expect(denied.statusCode).toBe(403);
    expect(denied.json().error.message).toMatch(/properties\.design needs cmsDesign/);
    expect((await designer.post("/cms/sites", newSite({ properties: { seo } }))).statusCode).toBe(403);

    const site = (await designer.post("/cms/sites", newSite({ properties: { design } }))).json();
    expect(site.properties).toEqual({ design });
    // Sending back what was read is no change, so cms alone may save the rest of the dialog.
    expect((await change(cms, site.id, { name: "Same design", properties: site.properties })).statusCode).toBe(200);
    expect((await change(cms, site.id, { properties: { design: { ...design, theme: "modern" } } })).statusCode).toBe(403);
    expect((await change(cms, site.id, { properties: { seo } })).statusCode).toBe(403);

    const withSeo = await change(everything, site.id, { properties: { seo } });
    expect(withSeo.json().properties).toEqual({ design, seo });
    const replaced = await change(designer, site.id, { properties: { design: { theme: "modern" } } });
    expect(replaced.json().properties).toEqual({ design: { theme: "modern" }, seo });
  });

  it("lists the sites holding a version of a block", async () => {
    const en = (await cms.get("/cms/sites")).json().find((s: { languageCode: string }) => s.languageCode === "en");
    await t.database.db
      .insertInto("blocks")
      .values([
        { site_id: sv.id, class: "text_header", block_id: "hero-1", data: "{}", design: "{}" },
        { site_id: en.id, class: "text_header", block_id: "hero-1", data: "{}", design: "{}" },
        { site_id: en.id, class: "quote", block_id: "quote-9", data: "{}", design: "{}" },
      ] as never)
      .execute();
    const answer = await cms.get("/cms/sites/by-block-id/hero-1");
    expect(answer.statusCode).toBe(200);
    expect(answer.json().map((s: { languageCode: string }) => s.languageCode)).toEqual(["en", "sv"]);
    expect((await cms.get("/cms/sites/by-block-id/unknown")).json()).toEqual([]);
    const bad = await cms.get(`/cms/sites/by-block-id/${encodeURIComponent("bad id!")}`);
    expect(bad.statusCode).toBe(400);
    expect(bad.json().error.fields).toHaveProperty("blockId");
    // Fastify's router refuses path parameters over 100 characters before the contract sees
    // them with 414, in our error shape.
    const tooLong = await cms.get(`/cms/sites/by-block-id/${"a".repeat(101)}`);
    expect(tooLong.statusCode).toBe(414);
    expect(tooLong.json()).toEqual({ error: { code: "URI_TOO_LONG", message: "A part of the address is too long." } });
    const badUrl = await cms.get("/cms/sites/by-block-id/%E0%A4%A");
    expect(badUrl.statusCode).toBe(400);
    expect(badUrl.json()).toMatchObject({ error: { code: "VALIDATION" } });
  });

  it("writes creates and changes to the audit log with before and after", async () => {
    const created = (await cms.post("/cms/sites", newSite())).json();
    await change(cms, created.id, { name: "Audited" });
    const rows = await t.database.db
      .selectFrom("audit_log")
      .selectAll()
      .where("record_type", "=", "site")
      .where("record_id", "=", String(created.id))
      .orderBy("id")
      .execute();
    expect(rows.map((r) => r.operation)).toEqual(["createSite", "updateSite"]);
    expect(rows[1]!.account_id).toBe(cms.accountId);
    expect((rows[1]!.before as { name: string }).name).toBe(created.name);
    expect((rows[1]!.after as { name: string }).name).toBe("Audited");
  });
});
