import { bulkInsert } from "./batch.ts";
import type { SeedContext } from "./context.ts";
import { BRAND_NAME } from "./markets.ts";
import { BED_MODELS } from "./products.ts";
import { DAY_MS, slugify, type Random } from "./random.ts";
import type { SiteInfo } from "./sites.ts";
import type { BlockClass } from "../schema.ts";

interface ItemDraft {
  label: string;
  title?: string;
  children?: ItemDraft[];
  hidden?: boolean;
  unsearchable?: boolean;
  blocks?: BlockClass[];
}

function contentTree(year: number): ItemDraft[] {
  return [
    {
      label: "Home",
      title: `${BRAND_NAME} – handcrafted beds`,
      blocks: ["slideshow", "text_header", "choose_bed", "video", "book_meeting"],
    },
    {
      label: "Beds",
      blocks: ["text_header", "product_grid"],
      children: BED_MODELS.map((m) => ({
        label: m.name,
        title: `${m.name} bed`,
        blocks: ["bed", "bed_viewer", "text_story", "bed_configurator", "quote"],
      })),
    },
    { label: "Mattresses and tops", blocks: ["text_header", "image_list", "split_block"] },
    {
      label: "Accessories",
      blocks: ["text_header", "product_grid"],
      children: [
        { label: "Bed linen", blocks: ["text_header", "photo_grid"] },
        { label: "Pillows and duvets", blocks: ["text_header", "image_list"] },
        { label: "Bed legs", blocks: ["text_header", "photo_grid"] },
      ],
    },
    { label: "Find a store", blocks: ["text_header", "custom_template"] },
    { label: "Book a meeting", blocks: ["text_header", "book_meeting"] },
    { label: "Order catalog", blocks: ["text_header", "order_catalog"] },
    {
      label: "About us",
      blocks: ["text_header", "text_story"],
      children: [
        { label: "Our history", blocks: ["text_story", "photo_grid", "quote"] },
        { label: "Craftsmanship", blocks: ["video", "text_story", "informative_image"] },
        { label: "Sustainability", blocks: ["text_header", "text_story", "interactive_guide"] },
      ],
    },
    { label: "Care guide", blocks: ["text_header", "video_list", "text_story"] },
    {
      label: "Customer service",
      blocks: ["text_header"],
      children: [
        { label: "Warranty", blocks: ["text_header", "text_story"] },
        { label: "Delivery", blocks: ["text_header", "text_story"] },
        { label: "FAQ", blocks: ["text_header", "text_story", "text_story"] },
      ],
    },
    { label: `Spring campaign ${year}`, unsearchable: true, blocks: ["campaign", "popup", "order_catalog"] },
    { label: "Privacy policy", hidden: true, unsearchable: true, blocks: ["text_story"] },
  ];
}

function blockData(random: Random, cls: string, title: string, en: { sentence(): string; paragraph(): string }): Record<string, unknown> {
  const image = () => ({ identifier: `cms/${slugify(title)}-${random.int(1, 99)}.jpg`, type: "static" });
  switch (cls) {
    case "text_header":
      return { header: title, preamble: en.sentence() };
    case "text_story":
      return { header: en.sentence().replace(/\.$/, ""), text: en.paragraph() };
    case "quote":
      return { quote: en.sentence(), quoter: `${BRAND_NAME} customer` };
    case "video":
      return {
        header: title,
        preamble: en.sentence(),
        UrlMp4: "/media/video/brand.mp4",
        UrlWebm: "/media/video/brand.webm",
        UrlOgg: "/media/video/brand.ogv",
        BgVideo: false,
        image: image(),
      };
    case "image_list":
    case "photo_grid":
      return {
        cells: Array.from({ length: random.int(2, 6) }, () => ({
          header: en.sentence().split(" ").slice(0, 3).join(" "),
          preamble: en.sentence(),
          text: en.sentence(),
          linkUrl: "/beds",
          linkText: "Read more",
          image: image(),
        })),
      };
    case "video_list":
      return {
        cells: Array.from({ length: random.int(2, 4) }, () => ({
          header: en.sentence().split(" ").slice(0, 3).join(" "),
          preamble: en.sentence(),
          text: en.sentence(),
          UrlMp4: "/media/video/care.mp4",
          UrlOgg: null,
          UrlWebm: null,
          BgVideo: false,
          image: image(),
        })),
      };
    case "informative_image":
      return {
        image: image(),
        points: Array.from({ length: random.int(2, 5) }, () => ({
          horizontalPos: Math.round(random.float(5, 95) * 100) / 100,
          verticalPos: Math.round(random.float(5, 95) * 100) / 100,
          header: en.sentence(),
          text: en.sentence(),
        })),
      };
    case "slideshow":
      return { slides: Array.from({ length: random.int(2, 4) }, () => ({ header: en.sentence(), image: image() })) };
    case "order_catalog":
      return { header: "Order our catalog", offers: ["nightcap", "sleepmask", "slippers"] };
    case "book_meeting":
      return { header: "Book a meeting", preamble: "Try our beds with one of our sleep advisors." };
    case "bed":
    case "bed_viewer":
    case "bed_configurator":
      return { bedModel: title.replace(/ bed$/, ""), image: image() };
    case "campaign":
    case "popup":
      return {
        header: title,
        text: en.sentence(),
        image: image(),
        rules: { type: "logical", operator: "&&", rules: [{ type: "comparator", property: "country", comparator: "==", value: "SE" }] },
      };
    default:
      return { header: title, text: en.sentence() };
  }
}

/** Swedish labels of the content tree (the other sites keep the English ones). */
const SWEDISH: Record<string, string> = {
  Home: "Hem",
  Beds: "Sängar",
  "Mattresses and tops": "Madrasser och bäddmadrasser",
  Accessories: "Tillbehör",
  "Bed linen": "Sängkläder",
  "Pillows and duvets": "Kuddar och täcken",
  "Bed legs": "Sängben",
  "Find a store": "Hitta butik",
  "Book a meeting": "Boka möte",
  "Order catalog": "Beställ katalog",
  "About us": "Om oss",
  "Our history": "Vår historia",
  Craftsmanship: "Hantverk",
  Sustainability: "Hållbarhet",
  "Care guide": "Skötselråd",
  "Customer service": "Kundservice",
  Warranty: "Garanti",
  Delivery: "Leverans",
  FAQ: "Vanliga frågor",
  "Privacy policy": "Integritetspolicy",
};

/**
 * Per site: a content tree (content items, each with its page of blocks) and the front page.
 * A block keeps its block_id in every site it appears in: those rows are its versions. The
 * inactive site has only its top level so far.
 */
export async function seedCms(ctx: SeedContext, random: Random, sites: readonly SiteInfo[]): Promise<void> {
  const db = ctx.db;
  const en = ctx.faker("GB").lorem;
  const ref = ctx.referenceDate.getTime();
  const tree = contentTree(ctx.referenceDate.getUTCFullYear());
  // One block id per block of the tree, shared by the block's versions in all sites.
  const blockIds = new Map<ItemDraft, string[]>();
  let serial = 0;
  const assignIds = (drafts: ItemDraft[]) => {
    for (const d of drafts) {
      blockIds.set(
        d,
        (d.blocks ?? ["text_header"]).map(
          () => `blk-${(++serial).toString(36).padStart(3, "0")}${random.int(0, 0xffff).toString(16).padStart(4, "0")}`,
        ),
      );
      if (d.children) assignIds(d.children);
    }
  };
  assignIds(tree);

  for (const [s, site] of sites.entries()) {
    const shallow = s === sites.length - 1;
    const localise = (label: string) => (site.languageCode === "sv" ? (SWEDISH[label] ?? label) : label);
    let frontpage: number | null = null;
    const insertItems = async (drafts: ItemDraft[], parentId: number | null) => {
      for (const [order, draft] of drafts.entries()) {
        const created = new Date(ref - random.int(30, 900) * DAY_MS);
        const label = localise(draft.label);
        const title = draft.title ?? label;
        const slug = slugify(label);
        const page = await db
          .insertInto("pages")
          .values({
            site_id: site.id,
            title,
            slug,
            seo: JSON.stringify({ metaTitle: title, metaDescription: en.sentence(), noIndex: draft.hidden ?? false }),
            created_at: created,
            updated_at: created,
          })
          .returning("id")
          .executeTakeFirstOrThrow();
        frontpage ??= page.id;
        const item = await db
          .insertInto("content_items")
          .values({
            site_id: site.id,
            parent_id: parentId,
            page_id: page.id,
            label,
            slug,
            language: site.languageCode,
            sort_order: order,
            exclude_from_navigation: draft.hidden ?? false,
            exclude_from_search: draft.unsearchable ?? false,
            created_date: created,
            updated_at: created,
          })
          .returning("id")
          .executeTakeFirstOrThrow();
        const ids = blockIds.get(draft)!;
        const blocks = (draft.blocks ?? ["text_header"])
          .map((cls, k) => ({ cls, k }))
          // The English site has every block; the others miss a version now and then.
          .filter(() => site.languageCode === "en" || random.chance(0.85))
          .map(({ cls, k }) => ({
            site_id: site.id,
            page_id: page.id,
            class: cls,
            block_id: ids[k],
            sort_order: k,
            image: random.chance(0.4) ? `cms/${slugify(title)}-${k + 1}.jpg` : null,
            data: blockData(random, cls, title, en),
            design: k === 0 ? { fullWidth: true, textAlign: "center" } : {},
            created_at: created,
            updated_at: created,
          }));
        await bulkInsert(
          ctx.db,
          "blocks",
          {
            site_id: "bigint",
            page_id: "bigint",
            class: "text",
            block_id: "text",
            sort_order: "integer",
            image: "text",
            data: "jsonb",
            design: "jsonb",
            created_at: "timestamptz",
            updated_at: "timestamptz",
          },
          blocks,
        );
        if (draft.children && !shallow) await insertItems(draft.children, item.id);
      }
    };
    await insertItems(tree, null);
    await db.updateTable("sites").set({ frontpage_id: frontpage }).where("id", "=", site.id).execute();
  }
}
