import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { anonymous, createTestApp, type Client, type TestApp } from "../fixtures/app.ts";
import { testDatabaseKinds } from "../fixtures/databases.ts";

interface Video {
  id: number;
  header: string | null;
  preamble: string | null;
  quote: string | null;
  quoter: string | null;
  blockId: string | null;
  versions: Array<{ site: { id: number; name?: string | null; languageCode?: string | null }; header: string | null }>;
  availableToSpecificPartnerPages: Array<{ id: number; name?: string | null }>;
  isAvailableForPartnerPages: boolean;
  updatedAt: string;
}
interface VideoPage {
  list: Video[];
  total: number;
  totalIsEstimate: boolean;
  filterable: { availableTo: Array<{ property: string | null; name?: string | null; count: number }> };
}

/** The video table, one video, and its update: versions one per site, availability all or listed pages. */
describe.each(testDatabaseKinds)("videos on %s", (kind) => {
  let t: TestApp;
  let staff: Client;
  let other: Client;
  const sites: Record<string, number> = {};
  const pages: Record<string, number> = {};
  const videos: Record<string, number> = {};

  beforeAll(async () => {
    t = await createTestApp(kind);
    const db = t.database.db;
    staff = await t.login(["media"]);
    other = await t.login(["cms"]);
    for (const [code, name] of [
      ["sv", "Sverige"],
      ["en", "International"],
      ["da", "Danmark"],
    ]) {
      sites[code!] = (
        await db.insertInto("sites").values({ name: name!, language_code: code!, slug: code! }).returning("id").executeTakeFirstOrThrow()
      ).id;
    }
    for (const [key, name] of [
      ["stockholm", "Bäddhuset Stockholm"],
      ["oslo", "Oslo Senger"],
      ["aarhus", "Aarhus Senge"],
    ]) {
      pages[key!] = (
        await db
          .insertInto("partner_pages")
          .values({ name: name!, hostname: `${key}.partner.example` })
          .returning("id")
          .executeTakeFirstOrThrow()
      ).id;
    }
    const video = async (key: string, header: string | null, forAll: boolean, pageKeys: string[], versionSites: string[]) => {
      const id = (
        await db
          .insertInto("videos")
          .values({
            header,
            preamble: `About ${key}`,
            quote: key === "care" ? "A bed that is cared for lasts a lifetime." : null,
            quoter: "Sleep advisor",
            block_id: `video-${key}`,
            is_available_for_partner_pages: forAll,
          })
          .returning("id")
          .executeTakeFirstOrThrow()
      ).id;
      videos[key] = id;
      for (const page of pageKeys)
        await db.insertInto("video_partner_pages").values({ video_id: id, partner_page_id: pages[page]! }).execute();
      for (const site of versionSites) {
        await db
          .insertInto("video_versions")
          .values({ video_id: id, site_id: sites[site]!, header: `${header} (${site})` })
          .execute();
      }
    };
    await video("workshop", "Our workshop", true, [], ["sv", "en"]);
    await video("care", "Caring for your bed", false, ["stockholm", "oslo"], ["en"]);
    await video("untitled", null, false, [], []);
    await video("bespoke", "Bespoke beds", false, ["stockholm"], ["da"]);
  });
  afterAll(() => t?.close());

  const q = (params: Record<string, unknown>) =>
    new URLSearchParams(Object.entries(params).map(([k, v]) => [k, typeof v === "object" ? JSON.stringify(v) : String(v)])).toString();
  const page = async (params: Record<string, unknown> = {}) => {
    const answer = await staff.get(`/rest/media/videos/video/get-page?${q(params)}`);
    expect(answer.statusCode, answer.body).toBe(200);
    return answer.json() as VideoPage;
  };
  const headers = (list: Video[]) => list.map((v) => v.header);
  const read = async (id: number) => (await staff.get(`/rest/media/videos/${id}`)).json() as Video;
  const bodyOf = (video: Video, change: Record<string, unknown> = {}) => ({
    header: video.header,
    preamble: video.preamble,
    quote: video.quote,
    quoter: video.quoter,
    versions: video.versions.map((v) => ({ site: { id: v.site.id }, header: v.header })),
    availableToSpecificPartnerPages: video.availableToSpecificPartnerPages.map((p) => ({ id: p.id })),
    isAvailableForPartnerPages: video.isAvailableForPartnerPages,
    updatedAt: video.updatedAt,
    ...change,
  });

  it("pages by header ascending (no header last) with versions, pages, the total and the availability options", async () => {
    const first = await page();
    expect(headers(first.list)).toEqual(["Bespoke beds", "Caring for your bed", "Our workshop", null]);
    expect(first).toMatchObject({ total: 4, totalIsEstimate: false });
    const care = first.list[1]!;
    expect(care).toMatchObject({
      id: videos.care,
      blockId: "video-care",
      quote: "A bed that is cared for lasts a lifetime.",
      isAvailableForPartnerPages: false,
      availableToSpecificPartnerPages: [
        { id: pages.stockholm, name: "Bäddhuset Stockholm" },
        { id: pages.oslo, name: "Oslo Senger" },
      ],
      versions: [{ site: { id: sites.en, name: "International", languageCode: "en" }, header: "Caring for your bed (en)" }],
    });
    expect(first.list[2]!.versions.map((v) => v.site.languageCode)).toEqual(["en", "sv"]);
    expect(first.filterable.availableTo).toEqual([
      { property: "all", name: "Available for all partner-pages", count: 1 },
      { property: String(pages.stockholm), name: "Bäddhuset Stockholm", count: 3 },
      { property: String(pages.oslo), name: "Oslo Senger", count: 2 },
    ]);
    expect(headers((await page({ direction: "desc" })).list)).toEqual([null, "Our workshop", "Caring for your bed", "Bespoke beds"]);
    expect((await page({ sort: "id" })).list.map((v) => v.id)).toEqual(
      [videos.workshop, videos.care, videos.untitled, videos.bespoke].sort((a, b) => a! - b!),
    );
    expect(headers((await page({ count: 1, page: 2 })).list)).toEqual(["Caring for your bed"]);
  });

  it("filters by availability (all, or a page: its own videos and those for all) and by text", async () => {
    expect(headers((await page({ filters: { availableTo: "all" } })).list)).toEqual(["Our workshop"]);
    expect(headers((await page({ filters: { availableTo: String(pages.stockholm) } })).list)).toEqual([
      "Bespoke beds",
      "Caring for your bed",
      "Our workshop",
    ]);
    expect(headers((await page({ filters: { availableTo: pages.oslo } })).list)).toEqual(["Caring for your bed", "Our workshop"]);
    expect(headers((await page({ filters: { availableTo: pages.aarhus } })).list)).toEqual(["Our workshop"]);
    const searched = await page({ filters: { search: "LIFETIME" } });
    expect(searched).toMatchObject({ total: 1 });
    expect(headers(searched.list)).toEqual(["Caring for your bed"]);
    expect((await page({ filters: { search: "_" } })).total).toBe(0);
  });

  it("answers one video; 404 for an unknown one, 400 for a bad id", async () => {
    const answer = await staff.get(`/rest/media/videos/${videos.untitled}`);
    expect(answer.statusCode, answer.body).toBe(200);
    expect(answer.json()).toMatchObject({ id: videos.untitled, header: null, versions: [], availableToSpecificPartnerPages: [] });
    expect((await staff.get("/rest/media/videos/999999")).statusCode).toBe(404);
    for (const bad of ["x", "0", "-3", "2.5", "1e3"]) expect((await staff.get(`/rest/media/videos/${bad}`)).statusCode, bad).toBe(400);
  });

  it("saves texts, versions (added, changed, removed) and specific pages, audited", async () => {
    const before = await read(videos.care!);
    const answer = await staff.put(
      `/rest/media/videos/${videos.care}`,
      bodyOf(before, {
        header: "  Caring for your bed, step by step  ",
        blockId: "ignored",
        versions: [
          { site: { id: sites.sv, name: "ignored" }, header: "Sköt om din säng", quote: "  " },
          { site: { id: sites.en }, header: "Caring (en)", preamble: "Turn, air, brush." },
        ],
        availableToSpecificPartnerPages: [{ id: pages.aarhus, name: "ignored" }],
      }),
    );
    expect(answer.statusCode, answer.body).toBe(200);
    const after = answer.json() as Video;
    expect(after).toMatchObject({
      header: "Caring for your bed, step by step",
      blockId: "video-care",
      isAvailableForPartnerPages: false,
      availableToSpecificPartnerPages: [{ id: pages.aarhus, name: "Aarhus Senge" }],
      versions: [
        { site: { id: sites.en, languageCode: "en" }, header: "Caring (en)", preamble: "Turn, air, brush." },
        { site: { id: sites.sv, languageCode: "sv" }, header: "Sköt om din säng", quote: null },
      ],
    });
    expect(Date.parse(after.updatedAt)).toBeGreaterThan(Date.parse(before.updatedAt));
    expect(await read(videos.care!)).toEqual(after);
    const audit = await t.database.db
      .selectFrom("audit_log")
      .select(["record_type", "record_id"])
      .where("operation", "=", "updateVideo")
      .execute();
    expect(audit).toEqual([{ record_type: "video", record_id: String(videos.care) }]);
  });

  it("makes a video available to all partner pages, which empties its list, and back to specific pages", async () => {
    const before = await read(videos.bespoke!);
    const all = await staff.put(
      `/rest/media/videos/${videos.bespoke}`,
      bodyOf(before, { isAvailableForPartnerPages: true, availableToSpecificPartnerPages: [] }),
    );
    expect(all.statusCode, all.body).toBe(200);
    expect(all.json()).toMatchObject({ isAvailableForPartnerPages: true, availableToSpecificPartnerPages: [] });
    expect(headers((await page({ filters: { availableTo: "all" } })).list)).toEqual(["Bespoke beds", "Our workshop"]);
    const back = await staff.put(
      `/rest/media/videos/${videos.bespoke}`,
      bodyOf(all.json(), { isAvailableForPartnerPages: false, availableToSpecificPartnerPages: [{ id: pages.oslo }] }),
    );
    expect(back.statusCode, back.body).toBe(200);
    expect(back.json()).toMatchObject({ isAvailableForPartnerPages: false, availableToSpecificPartnerPages: [{ id: pages.oslo }] });
  });

  it("refuses a second version for a site, both kinds of availability, unknown sites and pages and bad bodies with 400", async () => {
    const video = await read(videos.workshop!);
    const cases: Array<[Record<string, unknown>, string]> = [
      [{ versions: [{ site: { id: sites.sv } }, { site: { id: sites.en } }, { site: { id: sites.sv } }] }, "versions.2.site"],
      [{ isAvailableForPartnerPages: true, availableToSpecificPartnerPages: [{ id: pages.oslo }] }, "availableToSpecificPartnerPages"],
      [
        { isAvailableForPartnerPages: false, availableToSpecificPartnerPages: [{ id: pages.oslo }, { id: pages.oslo }] },
        "availableToSpecificPartnerPages.1.id",
      ],
      [{ versions: [{ site: { id: 999999 } }] }, "versions.0.site.id"],
      [{ isAvailableForPartnerPages: false, availableToSpecificPartnerPages: [{ id: 999999 }] }, "availableToSpecificPartnerPages.0.id"],
      [{ id: videos.care }, "id"],
      [{ header: "x".repeat(301) }, "header"],
      [{ header: 42 }, "header"],
      [{ versions: "all" }, "versions"],
      [{ versions: [{ header: "no site" }] }, "site"],
      [{ versions: [{ site: { id: "sv" } }] }, "id"],
      [{ isAvailableForPartnerPages: "yes" }, "isAvailableForPartnerPages"],
      [{ availableToSpecificPartnerPages: null }, "availableToSpecificPartnerPages"],
      [{ script: "<script>alert(1)</script>" }, "script"],
      [{ updatedAt: "yesterday" }, "updatedAt"],
    ];
    for (const [change, field] of cases) {
      const answer = await staff.put(`/rest/media/videos/${videos.workshop}`, bodyOf(video, change));
      expect(answer.statusCode, `${JSON.stringify(change)}: ${answer.body}`).toBe(400);
      expect(JSON.stringify(answer.json()), JSON.stringify(change)).toContain(field);
    }
    // Nothing was written by any of them.
    expect(await read(videos.workshop!)).toEqual(video);
    // Hostile text is stored as text and answered as JSON, never run.
    const hostile = "<img src=x onerror=alert(1)> '; drop table videos; --";
    const saved = await staff.put(`/rest/media/videos/${videos.workshop}`, bodyOf(video, { header: hostile }));
    expect(saved.statusCode, saved.body).toBe(200);
    expect(saved.json().header).toBe(hostile);
  });

  it("refuses a missing or stale version, an unknown video, bad filters, and callers without the permission", async () => {
    const video = await read(videos.untitled!);
    const { updatedAt: _version, ...unversioned } = bodyOf(video);
    expect((await staff.put(`/rest/media/videos/${videos.untitled}`, unversioned)).statusCode).toBe(428);
    expect((await staff.put(`/rest/media/videos/${videos.untitled}`, bodyOf(video, { header: "First" }))).statusCode).toBe(200);
    expect((await staff.put(`/rest/media/videos/${videos.untitled}`, bodyOf(video, { header: "Second" }))).statusCode).toBe(409);
    expect((await staff.put("/rest/media/videos/999999", bodyOf(video))).statusCode).toBe(404);
    const cases: Array<[Record<string, unknown>, string]> = [
      [{ filters: { availableTo: "some" } }, "filters.availableTo"],
      [{ filters: { availableTo: -1 } }, "filters.availableTo"],
      [{ filters: { availableTo: ["all"] } }, "filters.availableTo"],
      [{ filters: { header: "x" } }, "filters.header"],
      [{ filters: { search: "\u0000" } }, "filters"],
      [{ filters: "{" }, "filters"],
      [{ sort: "quote" }, "sort"],
      [{ count: 0 }, "count"],
    ];
    for (const [params, field] of cases) {
      const answer = await staff.get(`/rest/media/videos/video/get-page?${q(params)}`);
      expect(answer.statusCode, `${JSON.stringify(params)}: ${answer.body}`).toBe(400);
      expect(JSON.stringify(answer.json())).toContain(field);
    }
    for (const url of ["/rest/media/videos/video/get-page", `/rest/media/videos/${videos.care}`]) {
      expect((await other.get(url)).statusCode, url).toBe(403);
      expect((await anonymous(t.app).get(url)).statusCode, url).toBe(401);
    }
    expect((await other.put(`/rest/media/videos/${videos.care}`, bodyOf(await read(videos.care!)))).statusCode).toBe(403);
  });
});
