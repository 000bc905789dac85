import type { TestApp } from "../fixtures/app.ts";

/**
 * A small CMS of two sites for the CMS API tests: per site a tree Home, Beds (Aurora, Eira),
 * About, each item with its page; blocks of several classes on Home, shared by block id
 * between the sites (their language versions). Written straight to the database, so a test of
 * one operation does not depend on another being right.
 */
export interface CmsFixture {
  sites: { en: number; sv: number };
  items: Record<"en" | "sv", { home: number; beds: number; aurora: number; eira: number; about: number }>;
  pages: Record<"en" | "sv", { home: number; beds: number; about: number }>;
}

export async function seedCms(t: TestApp): Promise<CmsFixture> {
  const db = t.database.db;
  const site = async (name: string, language_code: string, slug: string) =>
    (await db.insertInto("sites").values({ name, language_code, slug, is_active: true }).returning("id").executeTakeFirstOrThrow()).id;
  const sites = { en: await site("International", "en", "en"), sv: await site("Sverige", "sv", "se") };
  const items = {} as CmsFixture["items"];
  const pages = {} as CmsFixture["pages"];
  for (const lang of ["en", "sv"] as const) {
    const siteId = sites[lang];
    const page = async (title: string, slug: string) =>
      (
        await db
          .insertInto("pages")
          .values({ site_id: siteId, title, slug, seo: JSON.stringify({ metaTitle: title }) })
          .returning("id")
          .executeTakeFirstOrThrow()
      ).id;
    const item = async (label: string, slug: string, parent: number | null, sort_order: number, page_id: number | null) =>
      (
        await db
          .insertInto("content_items")
          .values({ site_id: siteId, parent_id: parent, page_id, label, slug, language: lang, sort_order })
          .returning("id")
          .executeTakeFirstOrThrow()
      ).id;
    const home = await page("Home", "home");
    const beds = await page("Beds", "beds");
    const about = await page("About", "about");
    pages[lang] = { home, beds, about };
    const homeItem = await item("Home", "home", null, 0, home);
    const bedsItem = await item("Beds", "beds", null, 1, beds);
    items[lang] = {
      home: homeItem,
      beds: bedsItem,
      aurora: await item("Aurora", "aurora", bedsItem, 0, null),
      eira: await item("Eira", "eira", bedsItem, 1, null),
      about: await item("About", "about", null, 2, about),
    };
    await db.updateTable("sites").set({ frontpage_id: home }).where("id", "=", siteId).execute();
    await db
      .insertInto("blocks")
      .values([
        {
          site_id: siteId,
          page_id: home,
          class: "text_header",
          block_id: "blk-hero",
          sort_order: 0,
          data: JSON.stringify({ header: `Welcome ${lang}` }),
          design: "{}",
        },
        {
          site_id: siteId,
          page_id: home,
          class: "quote",
          block_id: "blk-quote",
          sort_order: 1,
          data: JSON.stringify({ quote: "Best sleep", quoter: "Anna" }),
          design: "{}",
        },
        {
          site_id: siteId,
          page_id: home,
          class: "slideshow",
          block_id: "blk-slides",
          sort_order: 2,
          data: JSON.stringify({ slides: [{ header: "One" }] }),
          design: JSON.stringify({ fullWidth: true }),
        },
      ])
      .execute();
  }
  return { sites, items, pages };
}
