import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { anonymous, createTestApp, type Client, type TestApp } from "../fixtures/app.ts";
import { testDatabaseKinds } from "../fixtures/databases.ts";
import { seedCms, type CmsFixture } from "./cms-fixture.ts";

/**
 * The CMS page editor (issue 18, tag cmsEditor): a page with its blocks, save (create or update,
 * block data checked by its class's schema, rich text sanitised, design and SEO rights, the
 * page's version), delete, a block's language versions, slideshow slides, and the preview page.
 */

interface Block {
  id: number;
  class: string;
  blockId: string;
  sortOrder: number;
  image: { identifier: string; type: string } | null;
  data: Record<string, unknown>;
  design?: Record<string, unknown>;
  site: { id: number; languageCode: string } | null;
  updatedAt: string;
}
interface Page {
  id: number;
  title: string;
  slug: string;
  site: { id: number; name: string; languageCode: string };
  contentItemId: number | null;
  blocks: Block[];
  seo: Record<string, unknown>;
  isFrontpage: boolean;
  updatedAt: string;
}

describe.each(testDatabaseKinds)("CMS page editor on %s", (kind) => {
  let t: TestApp;
  let cms: Client;
  let designer: Client;
  let everything: Client;
  let outsider: Client;
  let f: CmsFixture;

  beforeAll(async () => {
    t = await createTestApp(kind);
    cms = await t.login(["cms"]);
    designer = await t.login(["cms", "cmsDesign"]);
    everything = await t.login(["all"]);
    outsider = await t.login(["media"]);
    f = await seedCms(t);
  });
  afterAll(() => t?.close());

  const getPage = async (id: number) => {
    const answer = await cms.get(`/cms/editor/page?id=${id}`);
    expect(answer.statusCode, answer.body).toBe(200);
    return answer.json() as Page;
  };
  /** A block as the editor sends it back: the fields BlockInput takes. */
  const input = (b: Block) => ({
    id: b.id,
    class: b.class,
    blockId: b.blockId,
    sortOrder: b.sortOrder,
    image: b.image,
    data: b.data,
    design: b.design,
  });
  const save = (client: Client, page: Record<string, unknown>) => client.post("/cms/editor/save", { page });
  const fieldsOf = (answer: { json(): any }) => Object.keys(answer.json().error?.fields ?? {});

  it("answers a page with its blocks in order, its site, item and front-page flag; 404 and 400 otherwise", async () => {
    const home = await getPage(f.pages.en.home);
    expect(home).toMatchObject({
      title: "Home",
      slug: "home",
      site: { id: f.sites.en, name: "International", languageCode: "en" },
      contentItemId: f.items.en.home,
      isFrontpage: true,
      seo: { metaTitle: "Home" },
    });
    expect(home.blocks.map((b) => [b.class, b.blockId, b.sortOrder])).toEqual([
      ["text_header", "blk-hero", 0],
      ["quote", "blk-quote", 1],
      ["slideshow", "blk-slides", 2],
    ]);
    expect((await getPage(f.pages.en.beds)).isFrontpage).toBe(false);
    expect((await cms.get("/cms/editor/page?id=999999")).statusCode).toBe(404);
    expect((await cms.get("/cms/editor/page?id=0")).statusCode).toBe(400);
    expect((await outsider.get(`/cms/editor/page?id=${f.pages.en.home}`)).statusCode).toBe(403);
    expect((await anonymous(t.app).get(`/cms/editor/page?id=${f.pages.en.home}`)).statusCode).toBe(401);
  });

  it("saves blocks: changes kept, new ones after the highest sortOrder, left-out ones deleted, rich text sanitised", async () => {
    const page = await getPage(f.pages.en.beds);
    const answer = await save(cms, {
      id: page.id,
      title: "Our beds",
      updatedAt: page.updatedAt,
      blocks: [
        {
          class: "text_header",
          sortOrder: 4,
          data: { header: "Beds", preamble: '<p onclick="x()">Hand made</p><script>alert(1)</script>' },
        },
        { class: "text_story", data: { text: '<p><a href="javascript:alert(1)">read</a> <strong>more</strong></p>' } },
        { class: "video", data: { header: "Film", UrlMp4: "/v.mp4", BgVideo: true }, image: { identifier: "film.jpg", type: "static" } },
      ],
    });
    expect(answer.statusCode, answer.body).toBe(200);
    const saved = answer.json() as Page;
    expect(saved.title).toBe("Our beds");
    expect(saved.blocks.map((b) => [b.class, b.sortOrder])).toEqual([
      ["text_header", 4],
      ["text_story", 5],
      ["video", 6],
    ]);
    expect(saved.blocks[0]!.data.preamble).toBe("<p>Hand made</p>");
    expect(saved.blocks[1]!.data.text).toBe("<p><a>read</a> <strong>more</strong></p>");
    expect(saved.blocks[2]!.image).toEqual({ identifier: "film.jpg", type: "static" });
    expect(saved.blocks.every((b) => /^[A-Za-z0-9_-]+$/.test(b.blockId))).toBe(true);
    expect(saved.updatedAt).not.toBe(page.updatedAt);

    // Saved again with one block left out: it is deleted, the others keep their ids.
    const again = await save(cms, {
      id: page.id,
      title: "Our beds",
      updatedAt: saved.updatedAt,
      blocks: [input(saved.blocks[2]!), input(saved.blocks[0]!)],
    });
    expect(again.statusCode, again.body).toBe(200);
    expect((again.json() as Page).blocks.map((b) => b.id)).toEqual([saved.blocks[0]!.id, saved.blocks[2]!.id]);
    const rows = await t.database.db.selectFrom("blocks").select("id").where("page_id", "=", page.id).execute();
    expect(rows.length).toBe(2);
  });

  it("refuses a block of an unknown class or data its class's schema refuses (400 naming the field)", async () => {
    const page = await getPage(f.pages.sv.beds);
    const unknownClass = await save(cms, {
      id: page.id,
      title: "Sängar",
      updatedAt: page.updatedAt,
      blocks: [{ class: "carousel", data: {} }],
    });
    expect(unknownClass.statusCode).toBe(400);
    expect(fieldsOf(unknownClass)).toContain("page.blocks.0.class");
    const unknownField = await save(cms, {
      id: page.id,
      title: "Sängar",
      updatedAt: page.updatedAt,
      blocks: [{ class: "quote", data: { quote: "x", slides: [] } }],
    });
    expect(unknownField.statusCode).toBe(400);
    expect(fieldsOf(unknownField)).toContain("page.blocks.0.data.slides");
    const wrongType = await save(cms, {
      id: page.id,
      title: "Sängar",
      updatedAt: page.updatedAt,
      blocks: [
        { class: "text_header", data: { header: "ok" } },
        { class: "informative_image", data: { points: [{ horizontalPos: 150, verticalPos: 1 }] } },
      ],
    });
    expect(wrongType.statusCode).toBe(400);
    expect(fieldsOf(wrongType)).toContain("page.blocks.1.data.points.0.horizontalPos");
    const badRule = await save(cms, {
      id: page.id,
      title: "Sängar",
      updatedAt: page.updatedAt,
      blocks: [{ class: "popup", data: { rules: { type: "maybe" } } }],
    });
    expect(badRule.statusCode).toBe(400);
    expect(fieldsOf(badRule)).toContain("page.blocks.0.data.rules.type");
    // Nothing of the refused saves was written.
    expect((await getPage(page.id)).updatedAt).toBe(page.updatedAt);
  });

  it("accepts data of every class's own schema", async () => {
    const page = await getPage(f.pages.sv.about);
    const blocks = [
      { class: "bed", data: { bedModel: "Aurora", header: "Aurora", image: { identifier: "a.jpg", type: "static" } } },
      { class: "choose_bed", data: { bedModels: ["Aurora", "Eira"] } },
      { class: "image_list", data: { cells: [{ header: "A", linkUrl: "/a", image: null }] } },
      { class: "video_list", data: { cells: [{ header: "V", UrlMp4: "/v.mp4", BgVideo: false }] } },
      { class: "order_catalog", data: { offers: ["nightcap"] } },
      { class: "slideshow", data: { slides: [{ header: "S", text: "<p>t</p>" }], autoplaySeconds: 5 } },
      { class: "split_block", data: { imagePosition: "left", text: "<p>x</p>" } },
      { class: "interactive_guide", data: { steps: [{ header: "1", text: "<p>Step</p>" }] } },
      {
        class: "campaign",
        data: {
          rules: { type: "logical", operator: "||", rules: [{ type: "comparator", property: "country", comparator: "==", value: "SE" }] },
        },
      },
      { class: "custom_template", data: { template: "store-finder" } },
    ];
    const answer = await save(everything, { id: page.id, title: "Om oss", updatedAt: page.updatedAt, blocks });
    expect(answer.statusCode, answer.body).toBe(200);
    expect((answer.json() as Page).blocks.map((b) => b.class)).toEqual(blocks.map((b) => b.class));
  });

  it("needs the page's version (428 without, 409 when stale) and refuses blocks of other pages", async () => {
    const page = await getPage(f.pages.en.about);
    expect((await save(cms, { id: page.id, title: "About", blocks: [] })).statusCode).toBe(428);
    const first = await save(cms, { id: page.id, title: "About us", updatedAt: page.updatedAt, blocks: [] });
    expect(first.statusCode, first.body).toBe(200);
    const stale = await save(cms, { id: page.id, title: "About them", updatedAt: page.updatedAt, blocks: [] });
    expect(stale.statusCode).toBe(409);
    const home = await getPage(f.pages.en.home);
    const foreign = await save(cms, {
      id: page.id,
      title: "About",
      updatedAt: (first.json() as Page).updatedAt,
      blocks: [input(home.blocks[0]!)],
    });
    expect(foreign.statusCode).toBe(400);
    expect(fieldsOf(foreign)).toEqual(["page.blocks.0.id"]);
    expect((await save(cms, { id: 999999, title: "X", updatedAt: page.updatedAt, blocks: [] })).statusCode).toBe(404);
    const past = await save(cms, {
      id: page.id,
      title: "About",
      updatedAt: (first.json() as Page).updatedAt,
      blocks: [
        { class: "quote", sortOrder: 100000, data: {} },
        { class: "quote", data: {} },
      ],
    });
    expect(past.statusCode).toBe(400);
    expect(fieldsOf(past)).toEqual(["page.blocks.1.sortOrder"]);
  });

  it("creates a page in a site (linked to a content item without one); needs the site", async () => {
    const item = (
      await t.database.db
        .insertInto("content_items")
        .values({ site_id: f.sites.sv, parent_id: null, label: "Kampanj", slug: "kampanj", sort_order: 9 })
        .returning("id")
        .executeTakeFirstOrThrow()
    ).id;
    const answer = await save(cms, {
      title: "Vårkampanj",
      siteId: f.sites.sv,
      contentItemId: item,
      blocks: [
        { class: "text_header", data: { header: "Vår" } },
        { class: "quote", data: {} },
      ],
    });
    expect(answer.statusCode, answer.body).toBe(200);
    const made = answer.json() as Page;
    expect(made).toMatchObject({
      title: "Vårkampanj",
      slug: "varkampanj",
      site: { id: f.sites.sv },
      contentItemId: item,
      isFrontpage: false,
    });
    expect(made.blocks.map((b) => b.sortOrder)).toEqual([0, 1]);
    const noSite = await save(cms, { title: "Orphan", blocks: [] });
    expect(noSite.statusCode).toBe(400);
    expect(fieldsOf(noSite)).toEqual(["page.siteId"]);
    expect((await save(cms, { title: "Orphan", siteId: 999999, blocks: [] })).statusCode).toBe(404);
    const taken = await save(cms, { title: "Again", siteId: f.sites.sv, contentItemId: item, blocks: [] });
    expect(taken.statusCode).toBe(409);
  });

  it("needs cmsDesign to change a block's design and cmsSeo to change the SEO; unchanged values pass", async () => {
    const home = await getPage(f.pages.sv.home);
    const unchanged = await save(cms, {
      id: home.id,
      title: home.title,
      updatedAt: home.updatedAt,
      seo: home.seo,
      blocks: home.blocks.map(input),
    });
    expect(unchanged.statusCode, unchanged.body).toBe(200);
    const read = unchanged.json() as Page;
    const blocks = read.blocks.map(input);
    blocks[2] = { ...blocks[2]!, design: { fullWidth: false } };
    const design = await save(cms, { id: home.id, title: home.title, updatedAt: read.updatedAt, blocks });
    expect(design.statusCode).toBe(403);
    const seo = await save(designer, {
      id: home.id,
      title: home.title,
      updatedAt: read.updatedAt,
      seo: { metaTitle: "Hem" },
      blocks: read.blocks.map(input),
    });
    expect(seo.statusCode).toBe(403);
    const allowed = await save(designer, { id: home.id, title: home.title, updatedAt: read.updatedAt, blocks });
    expect(allowed.statusCode, allowed.body).toBe(200);
    expect((allowed.json() as Page).blocks[2]!.design).toEqual({ fullWidth: false });
    const newWithDesign = await save(cms, {
      title: "Styled",
      siteId: f.sites.sv,
      blocks: [{ class: "quote", data: {}, design: { theme: "dark" } }],
    });
    expect(newWithDesign.statusCode).toBe(403);
  });

  it("answers a block's versions per site, and 404 for a block id nobody has", async () => {
    const answer = await cms.get("/cms/editor/block/by-block-id/blk-quote");
    expect(answer.statusCode, answer.body).toBe(200);
    const versions = answer.json() as { site: { id: number; languageCode: string }; block: Block }[];
    expect(versions.map((v) => v.site.languageCode)).toEqual(["en", "sv"]);
    expect(versions.every((v) => v.block.blockId === "blk-quote" && v.block.class === "quote")).toBe(true);
    expect((await cms.get("/cms/editor/block/by-block-id/nobody-has-this")).statusCode).toBe(404);
    expect((await cms.get("/cms/editor/block/by-block-id/bad%20id")).statusCode).toBe(400);
  });

  it("refuses a block id that another page of the site uses (409)", async () => {
    const page = await getPage(f.pages.en.beds);
    const answer = await save(cms, {
      id: page.id,
      title: page.title,
      updatedAt: page.updatedAt,
      blocks: [{ class: "quote", blockId: "blk-quote", data: {} }],
    });
    expect(answer.statusCode).toBe(409);
  });

  it("replaces a slideshow's slides with its version, sanitised; other classes 400; the page's version moves on", async () => {
    const home = await getPage(f.pages.en.home);
    const slideshow = home.blocks.find((b) => b.class === "slideshow")!;
    const answer = await cms.post("/cms/editor/block/update-slides", {
      id: slideshow.id,
      updatedAt: slideshow.updatedAt,
      slides: [
        { header: "New", text: "<p>a</p><script>x</script>" },
        { header: "Two", image: { identifier: "s.jpg", type: "static" } },
      ],
    });
    expect(answer.statusCode, answer.body).toBe(200);
    expect((answer.json() as Block).data.slides).toEqual([
      { header: "New", text: "<p>a</p>" },
      { header: "Two", image: { identifier: "s.jpg", type: "static" } },
    ]);
    expect((await getPage(home.id)).updatedAt).not.toBe(home.updatedAt);
    const stale = await cms.post("/cms/editor/block/update-slides", { id: slideshow.id, updatedAt: slideshow.updatedAt, slides: [] });
    expect(stale.statusCode).toBe(409);
    const quote = home.blocks.find((b) => b.class === "quote")!;
    const notSlideshow = await cms.post("/cms/editor/block/update-slides", { id: quote.id, updatedAt: quote.updatedAt, slides: [] });
    expect(notSlideshow.statusCode).toBe(400);
    expect(fieldsOf(notSlideshow)).toEqual(["id"]);
    const badSlide = await cms.post("/cms/editor/block/update-slides", {
      id: slideshow.id,
      updatedAt: slideshow.updatedAt,
      slides: [{ colour: "red" }],
    });
    expect(badSlide.statusCode).toBe(400);
    expect(fieldsOf(badSlide)).toEqual(["slides.0.colour"]);
    expect((await cms.post("/cms/editor/block/update-slides", { id: 999999, updatedAt: slideshow.updatedAt, slides: [] })).statusCode).toBe(
      404,
    );
  });

  it("stores a preview block and renders it as an escaped page only this app may frame", async () => {
    const stored = await cms.post("/cms/editor/block/set-preview-block", {
      identifier: "prev-1",
      data: {
        class: "text_story",
        data: { header: "<i>Sleep</i>", text: '<p>Soft</p><script>alert(1)</script><a href="javascript:x">l</a>' },
      },
    });
    expect(stored.statusCode, stored.body).toBe(200);
    expect(stored.json()).toEqual({ identifier: "prev-1" });
    const page = await cms.get("/en/preview-block?identifier=prev-1");
    expect(page.statusCode, page.body).toBe(200);
    expect(page.headers["content-type"]).toMatch(/^text\/html/);
    expect(page.headers["x-frame-options"]).toBe("SAMEORIGIN");
    expect(String(page.headers["content-security-policy"])).toContain("frame-ancestors 'self'");
    expect(String(page.headers["content-security-policy"])).not.toContain("frame-ancestors 'none'");
    expect(page.body).toContain("<h1>&lt;i&gt;Sleep&lt;/i&gt;</h1>");
    expect(page.body).toContain("<p>Soft</p>");
    expect(page.body).not.toMatch(/<script|javascript:/i);
    // A second store under the identifier replaces the first.
    await cms.post("/cms/editor/block/set-preview-block", { identifier: "prev-1", data: { class: "quote", data: { quote: "Later" } } });
    expect((await cms.get("/en/preview-block?identifier=prev-1")).body).toContain("<blockquote>Later</blockquote>");
    expect((await cms.get("/en/preview-block?identifier=none-here")).statusCode).toBe(404);
    expect((await cms.get("/en/preview-block?identifier=bad%20id")).statusCode).toBe(400);
    expect((await anonymous(t.app).get("/en/preview-block?identifier=prev-1")).statusCode).toBe(401);
    const refused = await cms.post("/cms/editor/block/set-preview-block", {
      identifier: "prev-2",
      data: { class: "quote", data: { header: "x" } },
    });
    expect(refused.statusCode).toBe(400);
    expect(fieldsOf(refused)).toContain("data.data.header");
    // An expired preview is gone.
    await t.database.db
      .updateTable("cms_preview_blocks")
      .set({ expires_at: new Date(Date.now() - 1000) })
      .execute();
    expect((await cms.get("/en/preview-block?identifier=prev-1")).statusCode).toBe(404);
  });

  it("deletes a page with its blocks (its item stays, without a page); a front page is 409", async () => {
    const front = await cms.post("/cms/editor/deletePage", { pageId: f.pages.sv.home });
    expect(front.statusCode).toBe(409);
    expect(front.json().error.message).toBe("A site's front page cannot be deleted.");
    const answer = await cms.post("/cms/editor/deletePage", { pageId: f.pages.sv.beds });
    expect(answer.statusCode, answer.body).toBe(200);
    expect(answer.json()).toEqual({ success: true });
    expect((await cms.get(`/cms/editor/page?id=${f.pages.sv.beds}`)).statusCode).toBe(404);
    const item = (await cms.get(`/rest/cms/content-items/${f.items.sv.beds}`)).json();
    expect(item.content).toBeNull();
    expect((await cms.post("/cms/editor/deletePage", { pageId: f.pages.sv.beds })).statusCode).toBe(404);
    expect((await cms.post("/cms/editor/deletePage", {})).statusCode).toBe(400);
  });
});
