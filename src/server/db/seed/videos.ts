import { bulkInsert } from "./batch.ts";
import type { SeedContext } from "./context.ts";
import { BRAND_NAME } from "./markets.ts";
import type { PartnerPageInfo } from "./partner-pages.ts";
import { DAY_MS, type Random } from "./random.ts";
import type { SiteInfo } from "./sites.ts";

const VIDEOS: readonly [string, string, string, string][] = [
  [
    "The making of a bed",
    "Follow a bed from the forest to the bedroom.",
    "Every bed takes more than 300 hours of handcraft.",
    "Master craftsman",
  ],
  ["Horsehair, explained", "Why natural fibres keep you cool and dry.", "Horsehair breathes like nothing else.", "Head of materials"],
  ["Choosing your firmness", "Soft, medium or firm: find the right support.", "The right bed feels like nothing at all.", "Sleep advisor"],
  ["Caring for your bed", "Turn, air and brush: the care routine.", "A bed that is cared for lasts a lifetime.", "Customer care"],
  ["Our workshop", `Inside the ${BRAND_NAME} workshop.`, "We still do it by hand.", "Workshop manager"],
  ["Sleep and wellbeing", "What a good night does for your day.", "Sleep is the best investment you make.", "Sleep researcher"],
  ["The blue check", "The story of our signature pattern.", "A pattern you recognise from across the room.", "Design director"],
  ["Bespoke beds", "Made to your measure.", "No two sleepers are alike.", "Bespoke studio"],
  ["Store tour: flagship", "A walk through our flagship store.", "Come in and lie down.", "Store manager"],
  ["Sustainability report", "Materials, transport and lifetime.", "Built to last is the most sustainable choice.", "Sustainability lead"],
  ["Bed legs and headboards", "Finishing touches.", "Details make the bedroom.", "Product designer"],
  ["Pillows and duvets", "Completing the bed.", "Sleep is a system.", "Product manager"],
  ["Testing a mattress", "How to try a bed in store.", "Give it fifteen minutes.", "Sleep advisor"],
  ["Craftsmanship since the start", "A family history.", "Quality was never a slogan.", "Founder"],
  ["Vividus", "Our finest bed.", "The best bed we know how to make.", "Master craftsman"],
  ["Partner onboarding", "For new shop-in-shop partners.", "Welcome to the family.", "Partner manager"],
  ["Window display guide", "Seasonal displays step by step.", "First impressions start in the window.", "Visual merchandiser"],
  ["Delivery and assembly", "What happens on delivery day.", "We carry it in and set it up.", "Logistics"],
  ["Sleep tips for children", "Good habits from the start.", "Small sleepers, big dreams.", "Sleep advisor"],
  ["Hotel partnerships", "Our beds in hotels around the world.", "Guests sleep better.", "Hotel sales"],
];

/** Videos with per-site versions; half available to all partner pages, the others to a few. */
export async function seedVideos(
  ctx: SeedContext,
  random: Random,
  sites: readonly SiteInfo[],
  pages: readonly PartnerPageInfo[],
): Promise<void> {
  const ref = ctx.referenceDate.getTime();
  const forAll = VIDEOS.map(() => random.chance(0.5));
  const ids = await bulkInsert(
    ctx.db,
    "videos",
    {
      header: "text",
      preamble: "text",
      quote: "text",
      quoter: "text",
      block_id: "text",
      is_available_for_partner_pages: "boolean",
      created_at: "timestamptz",
      updated_at: "timestamptz",
    },
    VIDEOS.map(([header, preamble, quote, quoter], i) => {
      const created = new Date(ref - random.int(30, 1200) * DAY_MS);
      return {
        // One video without title fields: the list shows it as 'undefined name'.
        header: i === VIDEOS.length - 1 ? null : header,
        preamble,
        quote,
        quoter,
        block_id: `video-${String(i + 1).padStart(3, "0")}`,
        is_available_for_partner_pages: forAll[i],
        created_at: created,
        updated_at: created,
      };
    }),
    { returning: true },
  );
  const versions: Record<string, unknown>[] = [];
  const links: Record<string, unknown>[] = [];
  ids.forEach((id, i) => {
    const [header, preamble, quote, quoter] = VIDEOS[i]!;
    for (const site of random.sample(sites, random.int(1, 4))) {
      versions.push({ video_id: id, site_id: site.id, header: `${header} (${site.languageCode})`, preamble, quote, quoter });
    }
    if (!forAll[i]) for (const page of random.sample(pages, random.int(1, 4))) links.push({ video_id: id, partner_page_id: page.id });
  });
  await bulkInsert(
    ctx.db,
    "video_versions",
    { video_id: "bigint", site_id: "bigint", header: "text", preamble: "text", quote: "text", quoter: "text" },
    versions,
  );
  await bulkInsert(ctx.db, "video_partner_pages", { video_id: "bigint", partner_page_id: "bigint" }, links);
}
