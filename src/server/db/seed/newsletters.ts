import { bulkInsert } from "./batch.ts";
import type { SeedContext } from "./context.ts";
import type { PersonFactory } from "./contacts.ts";
import type { PartnerPageInfo } from "./partner-pages.ts";
import { DAY_MS, type Random } from "./random.ts";

const NEWSLETTERS = [
  { code: "general", label: "News and offers" },
  { code: "care", label: "Bed care tips" },
  { code: "partner", label: "Partner page news" },
];

/** Newsletters and their subscriptions; partner-page subscriptions name their page. */
export async function seedNewsletters(
  ctx: SeedContext,
  random: Random,
  people: PersonFactory,
  pages: readonly PartnerPageInfo[],
  count: number,
): Promise<void> {
  const ids = await bulkInsert(ctx.db, "newsletters", { code: "text", label: "text" }, NEWSLETTERS, { returning: true });
  const ref = ctx.referenceDate.getTime();
  const rows = Array.from({ length: count }, (_, i) => {
    const n = random.weighted([
      [0, 60],
      [1, 20],
      [2, 20],
    ] as const);
    const person = people.person(random, i + 1);
    return {
      newsletter_id: ids[n],
      email: person.email,
      partner_page_id: n === 2 && pages.length > 0 ? random.pick(pages).id : null,
      created_at: new Date(ref - random.int(0, 730) * DAY_MS - random.int(0, DAY_MS - 1)),
    };
  }).sort((a, b) => a.created_at.getTime() - b.created_at.getTime());
  await bulkInsert(
    ctx.db,
    "newsletter_subscriptions",
    { newsletter_id: "bigint", email: "text", partner_page_id: "bigint", created_at: "timestamptz" },
    rows,
    {
      batchSize: 5000,
    },
  );
}
