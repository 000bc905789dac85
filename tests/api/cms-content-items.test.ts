import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { anonymous, createTestApp, type Client, type TestApp } from "../fixtures/app.ts";
import { testDatabaseKinds } from "../fixtures/databases.ts";
import { seedCms, type CmsFixture } from "./cms-fixture.ts";

/**
 * The CMS content items (issue 18, tag contentItems): trees per site, one item, create under a
 * parent (with a new page, or an existing one), update with its version; slugs unique among
 * siblings (409), missing ids 404, bad input 400 naming the field.
 */

interface Item {
  id: number;
  label: string;
  slug: string;
  language: string;
  sortOrder: number;
  content: { id: number; title: string | null } | null;
  children: Item[];
  parentId: number | null;
  siteId: number;
  updatedAt: string;
}

describe.each(testDatabaseKinds)("CMS content items on %s", (kind) => {
  let t: TestApp;
  let cms: Client;
  let outsider: Client;
  let f: CmsFixture;

  beforeAll(async () => {
    t = await createTestApp(kind);
    cms = await t.login(["cms"]);
    outsider = await t.login(["contact"]);
    f = await seedCms(t);
  });
  afterAll(() => t?.close());

  const read = async (id: number) => (await cms.get(`/rest/cms/content-items/${id}`)).json() as Item;

  it("lists each site's tree with children filled recursively, or one site's", async () => {
    const all = await cms.get("/rest/cms/content-items");
    expect(all.statusCode, all.body).toBe(200);
    const roots = all.json() as Item[];
    expect(roots.map((r) => `${r.language}:${r.label}`)).toEqual(["en:Home", "en:Beds", "en:About", "sv:Home", "sv:Beds", "sv:About"]);
    expect(roots[1]!.children.map((c) => c.label)).toEqual(["Aurora", "Eira"]);
    expect(roots[1]!.children[0]!.children).toEqual([]);
    const sv = (await cms.get(`/rest/cms/content-items?siteId=${f.sites.sv}`)).json() as Item[];
    expect(sv.every((r) => r.siteId === f.sites.sv)).toBe(true);
    expect((await cms.get("/rest/cms/content-items?siteId=999999")).statusCode).toBe(404);
    expect((await cms.get("/rest/cms/content-items?siteId=x")).statusCode).toBe(400);
    expect((await outsider.get("/rest/cms/content-items")).statusCode).toBe(403);
    expect((await anonymous(t.app).get("/rest/cms/content-items")).statusCode).toBe(401);
  });

  it("answers an item with its page and direct children; 404 for an unknown id", async () => {
    const beds = await read(f.items.en.beds);
    expect(beds).toMatchObject({
      label: "Beds",
      slug: "beds",
      language: "en",
      content: { id: f.pages.en.beds, title: "Beds" },
      parentId: null,
    });
    expect(beds.children.map((c) => c.label)).toEqual(["Aurora", "Eira"]);
    expect((await cms.get("/rest/cms/content-items/999999")).statusCode).toBe(404);
  });

  it("creates an item last under its parent with a new page titled as its label and a slug from the label", async () => {
    const answer = await cms.post(`/rest/cms/content-items/${f.items.en.beds}`, { label: "Nova Åsa" });
    expect(answer.statusCode, answer.body).toBe(200);
    const made = answer.json() as Item;
    expect(made).toMatchObject({
      label: "Nova Åsa",
      slug: "nova-asa",
      language: "en",
      parentId: f.items.en.beds,
      siteId: f.sites.en,
      sortOrder: 2,
    });
    expect(made.content).toMatchObject({ title: "Nova Åsa" });
    const page = await cms.get(`/cms/editor/page?id=${made.content!.id}`);
    expect(page.json()).toMatchObject({ title: "Nova Åsa", blocks: [], contentItemId: made.id });
  });

  it("creates an item at a given position, moving the siblings from there down", async () => {
    const answer = await cms.post(`/rest/cms/content-items/${f.items.sv.beds}`, {
      label: "Först",
      slug: "forst",
      sortOrder: 0,
      excludeFromSearch: true,
    });
    expect(answer.statusCode, answer.body).toBe(200);
    expect(answer.json()).toMatchObject({ sortOrder: 0, excludeFromSearch: true });
    const beds = await read(f.items.sv.beds);
    expect(beds.children.map((c) => [c.label, c.sortOrder])).toEqual([
      ["Först", 0],
      ["Aurora", 1],
      ["Eira", 2],
    ]);
  });

  it("refuses a sibling's slug (409), an unknown parent (404) and bad input (400 naming the field)", async () => {
    const clash = await cms.post(`/rest/cms/content-items/${f.items.en.beds}`, { label: "Another Aurora", slug: "aurora" });
    expect(clash.statusCode).toBe(409);
    expect(clash.json().error.fields).toEqual({ slug: "is already used here" });
    // The same slug under another parent is fine.
    expect((await cms.post(`/rest/cms/content-items/${f.items.en.about}`, { label: "Aurora", slug: "aurora" })).statusCode).toBe(200);
    expect((await cms.post("/rest/cms/content-items/999999", { label: "X" })).statusCode).toBe(404);
    const badSlug = await cms.post(`/rest/cms/content-items/${f.items.en.beds}`, { label: "X", slug: "Not A Slug" });
    expect(badSlug.statusCode).toBe(400);
    expect(Object.keys(badSlug.json().error.fields)).toEqual(["slug"]);
    const noLabel = await cms.post(`/rest/cms/content-items/${f.items.en.beds}`, { slug: "x" });
    expect(noLabel.statusCode).toBe(400);
    expect(Object.keys(noLabel.json().error.fields)).toEqual(["label"]);
    const blank = await cms.post(`/rest/cms/content-items/${f.items.en.beds}`, { label: "   " });
    expect(blank.statusCode).toBe(400);
    expect(Object.keys(blank.json().error.fields)).toEqual(["label"]);
  });

  it("links a new item to an existing page of its site, once", async () => {
    const page = (
      await t.database.db
        .insertInto("pages")
        .values({ site_id: f.sites.en, title: "Loose", slug: "loose" })
        .returning("id")
        .executeTakeFirstOrThrow()
    ).id;
    const linked = await cms.post(`/rest/cms/content-items/${f.items.en.about}`, { label: "Loose", content: { id: page } });
    expect(linked.statusCode, linked.body).toBe(200);
    expect(linked.json().content).toEqual({ id: page, title: "Loose" });
    const again = await cms.post(`/rest/cms/content-items/${f.items.en.about}`, { label: "Loose again", content: { id: page } });
    expect(again.statusCode).toBe(409);
    const otherSite = await cms.post(`/rest/cms/content-items/${f.items.sv.about}`, { label: "Loose", content: { id: f.pages.en.about } });
    expect(otherSite.statusCode).toBe(400);
    expect(Object.keys(otherSite.json().error.fields)).toEqual(["content.id"]);
    expect((await cms.post(`/rest/cms/content-items/${f.items.en.about}`, { label: "None", content: { id: 999999 } })).statusCode).toBe(
      404,
    );
  });

  it("updates an item with its version: label, slug, flags and position; stale 409, missing 428", async () => {
    const item = await read(f.items.en.eira);
    const answer = await cms.put(`/rest/cms/content-items/${item.id}`, {
      label: "Eira Deluxe",
      slug: "eira-deluxe",
      excludeFromNavigation: true,
      sortOrder: 0,
      updatedAt: item.updatedAt,
    });
    expect(answer.statusCode, answer.body).toBe(200);
    expect(answer.json()).toMatchObject({ label: "Eira Deluxe", slug: "eira-deluxe", excludeFromNavigation: true, sortOrder: 0 });
    expect(answer.json().updatedAt).not.toBe(item.updatedAt);
    const siblings = (await read(f.items.en.beds)).children.map((c) => [c.label, c.sortOrder]);
    expect(siblings[0]).toEqual(["Eira Deluxe", 0]);
    expect(siblings.map((s) => s[1])).toEqual(siblings.map((_, i) => i));
    const stale = await cms.put(`/rest/cms/content-items/${item.id}`, { label: "Late", updatedAt: item.updatedAt });
    expect(stale.statusCode).toBe(409);
    const missing = await cms.put(`/rest/cms/content-items/${item.id}`, { label: "No version" });
    expect(missing.statusCode).toBe(428);
    const fresh = await read(item.id);
    const clash = await cms.put(`/rest/cms/content-items/${item.id}`, { label: "X", slug: "aurora", updatedAt: fresh.updatedAt });
    expect(clash.statusCode).toBe(409);
    expect(clash.json().error.fields).toEqual({ slug: "is already used here" });
    const wrongId = await cms.put(`/rest/cms/content-items/${item.id}`, { id: item.id + 1, label: "X", updatedAt: fresh.updatedAt });
    expect(wrongId.statusCode).toBe(400);
    expect((await cms.put("/rest/cms/content-items/999999", { label: "X", updatedAt: fresh.updatedAt })).statusCode).toBe(404);
  });
});
