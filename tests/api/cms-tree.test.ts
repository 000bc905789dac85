import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { anonymous, createTestApp, type Client, type TestApp } from "../fixtures/app.ts";
import { testDatabaseKinds } from "../fixtures/databases.ts";
import { seedCms, type CmsFixture } from "./cms-fixture.ts";

/**
 * The CMS site tree (issue 18, tag cmsTree): sites with their trees, a node's content item,
 * saving node fields, and moves (one transaction; siblings renumbered; never under itself).
 */

interface Node {
  id: number;
  label: string;
  sortOrder: number;
  siteId: number;
  parentId: number | null;
  excludeFromNavigation: boolean;
  excludeFromSearch: boolean;
  children?: Node[];
}

describe.each(testDatabaseKinds)("CMS tree on %s", (kind) => {
  let t: TestApp;
  let cms: Client;
  let outsider: Client;
  let f: CmsFixture;

  beforeAll(async () => {
    t = await createTestApp(kind);
    cms = await t.login(["cms"]);
    outsider = await t.login(["media"]);
    f = await seedCms(t);
  });
  afterAll(() => t?.close());

  const order = async (siteId: number, parentId: number | null) => {
    let q = t.database.db.selectFrom("content_items").select(["id", "sort_order"]).where("site_id", "=", siteId);
    q = parentId === null ? q.where("parent_id", "is", null) : q.where("parent_id", "=", parentId);
    return (await q.orderBy("sort_order").orderBy("id").execute()).map((r) => [r.id, r.sort_order]);
  };

  it("answers every site and each site's nested tree", async () => {
    const answer = await cms.get("/cms/tree");
    expect(answer.statusCode, answer.body).toBe(200);
    const { sites, nodes } = answer.json() as { sites: { id: number }[]; nodes: Node[] };
    expect(sites.map((s) => s.id).sort()).toEqual([f.sites.en, f.sites.sv].sort());
    const en = nodes.filter((n) => n.siteId === f.sites.en);
    expect(en.map((n) => n.label)).toEqual(["Home", "Beds", "About"]);
    expect(en[1]!.children!.map((n) => n.label)).toEqual(["Aurora", "Eira"]);
    expect(en[1]).toMatchObject({ parentId: null, sortOrder: 1, excludeFromNavigation: false, pageId: f.pages.en.beds, slug: "beds" });
    expect((await outsider.get("/cms/tree")).statusCode).toBe(403);
    expect((await anonymous(t.app).get("/cms/tree")).statusCode).toBe(401);
  });

  it("answers a node's content item with its page and children; 404 for an unknown id, 400 for a bad one", async () => {
    const answer = await cms.get(`/cms/tree/content-item?id=${f.items.en.beds}`);
    expect(answer.statusCode, answer.body).toBe(200);
    expect(answer.json()).toMatchObject({
      id: f.items.en.beds,
      label: "Beds",
      language: "en",
      content: { id: f.pages.en.beds, title: "Beds" },
      children: [{ label: "Aurora", content: null }, { label: "Eira" }],
    });
    expect((await cms.get("/cms/tree/content-item?id=999999")).statusCode).toBe(404);
    const bad = await cms.get("/cms/tree/content-item?id=abc");
    expect(bad.statusCode).toBe(400);
    expect(Object.keys(bad.json().error.fields)).toEqual(["id"]);
  });

  it("saves labels, order and exclusion flags of several nodes at once", async () => {
    const answer = await cms.post("/cms/tree/update-items", {
      nodes: [
        { id: f.items.sv.about, label: "Om oss", excludeFromSearch: true },
        { id: f.items.sv.home, excludeFromNavigation: true, sortOrder: 0 },
      ],
    });
    expect(answer.statusCode, answer.body).toBe(200);
    const nodes = (answer.json() as { nodes: Node[] }).nodes;
    expect(nodes.find((n) => n.id === f.items.sv.about)).toMatchObject({
      label: "Om oss",
      excludeFromSearch: true,
      excludeFromNavigation: false,
    });
    expect(nodes.find((n) => n.id === f.items.sv.home)).toMatchObject({ label: "Home", excludeFromNavigation: true });
    const stored = await t.database.db
      .selectFrom("content_items")
      .select(["label", "exclude_from_search"])
      .where("id", "=", f.items.sv.about)
      .executeTakeFirstOrThrow();
    expect(stored).toEqual({ label: "Om oss", exclude_from_search: true });
  });

  it("fails the whole update-items save on an unknown id (404) or a blank label (400)", async () => {
    const unknown = await cms.post("/cms/tree/update-items", {
      nodes: [
        { id: f.items.en.home, label: "Changed" },
        { id: 999999, label: "X" },
      ],
    });
    expect(unknown.statusCode).toBe(404);
    const blank = await cms.post("/cms/tree/update-items", {
      nodes: [
        { id: f.items.en.home, label: "Changed" },
        { id: f.items.en.beds, label: "  " },
      ],
    });
    expect(blank.statusCode).toBe(400);
    expect(Object.keys(blank.json().error.fields)).toEqual(["nodes.1.label"]);
    const home = await t.database.db
      .selectFrom("content_items")
      .select("label")
      .where("id", "=", f.items.en.home)
      .executeTakeFirstOrThrow();
    expect(home.label).toBe("Home");
    const empty = await cms.post("/cms/tree/update-items", { nodes: [] });
    expect(empty.statusCode).toBe(400);
    const extra = await cms.post("/cms/tree/update-items", { nodes: [{ id: f.items.en.home, parentId: 3 }] });
    expect(extra.statusCode).toBe(400);
    expect(Object.keys(extra.json().error.fields)).toEqual(["nodes.0.parentId"]);
  });

  it("moves a page under another parent and renumbers both sibling lists 0..n", async () => {
    const answer = await cms.post("/cms/tree/update-pages", {
      pages: [{ id: f.items.en.aurora, parentId: f.items.en.about, sortOrder: 0 }],
    });
    expect(answer.statusCode, answer.body).toBe(200);
    const moved = (answer.json() as { nodes: Node[] }).nodes;
    expect(moved.find((n) => n.id === f.items.en.aurora)).toMatchObject({ parentId: f.items.en.about, sortOrder: 0 });
    expect(await order(f.sites.en, f.items.en.beds)).toEqual([[f.items.en.eira, 0]]);
    expect(await order(f.sites.en, f.items.en.about)).toEqual([[f.items.en.aurora, 0]]);
    // Reorder the top level: About first.
    const top = await cms.post("/cms/tree/update-pages", { pages: [{ id: f.items.en.about, parentId: null, sortOrder: 0 }] });
    expect(top.statusCode, top.body).toBe(200);
    expect(await order(f.sites.en, null)).toEqual([
      [f.items.en.about, 0],
      [f.items.en.home, 1],
      [f.items.en.beds, 2],
    ]);
  });

  it("refuses a move under the page itself or a descendant, or to another site (409), all or nothing", async () => {
    const before = await order(f.sites.en, null);
    const self = await cms.post("/cms/tree/update-pages", { pages: [{ id: f.items.en.beds, parentId: f.items.en.beds, sortOrder: 0 }] });
    expect(self.statusCode).toBe(409);
    expect(self.json().error.fields).toEqual({ "pages.0.parentId": "is the page or below it" });
    const descendant = await cms.post("/cms/tree/update-pages", {
      pages: [
        { id: f.items.en.home, parentId: null, sortOrder: 2 },
        { id: f.items.en.beds, parentId: f.items.en.eira, sortOrder: 0 },
      ],
    });
    expect(descendant.statusCode).toBe(409);
    expect(Object.keys(descendant.json().error.fields)).toEqual(["pages.1.parentId"]);
    const otherSite = await cms.post("/cms/tree/update-pages", {
      pages: [{ id: f.items.en.eira, parentId: f.items.sv.beds, sortOrder: 0 }],
    });
    expect(otherSite.statusCode).toBe(409);
    expect(await order(f.sites.en, null)).toEqual(before);
    expect((await cms.post("/cms/tree/update-pages", { pages: [{ id: 999999, parentId: null, sortOrder: 0 }] })).statusCode).toBe(404);
    expect(
      (await cms.post("/cms/tree/update-pages", { pages: [{ id: f.items.en.eira, parentId: 999999, sortOrder: 0 }] })).statusCode,
    ).toBe(404);
    const twice = await cms.post("/cms/tree/update-pages", {
      pages: [
        { id: f.items.en.eira, parentId: null, sortOrder: 0 },
        { id: f.items.en.eira, parentId: f.items.en.home, sortOrder: 0 },
      ],
    });
    expect(twice.statusCode).toBe(400);
    const noOrder = await cms.post("/cms/tree/update-pages", { pages: [{ id: f.items.en.eira, parentId: null }] });
    expect(noOrder.statusCode).toBe(400);
    expect(Object.keys(noOrder.json().error.fields)).toEqual(["pages.0.sortOrder"]);
  });

  it("refuses a move next to a sibling with the same slug (409)", async () => {
    const clash = await t.database.db
      .insertInto("content_items")
      .values({ site_id: f.sites.en, parent_id: f.items.en.home, label: "Eira", slug: "eira", sort_order: 0 })
      .returning("id")
      .executeTakeFirstOrThrow();
    const answer = await cms.post("/cms/tree/update-pages", { pages: [{ id: f.items.en.eira, parentId: f.items.en.home, sortOrder: 0 }] });
    expect(answer.statusCode).toBe(409);
    await t.database.db.deleteFrom("content_items").where("id", "=", clash.id).execute();
  });
});
