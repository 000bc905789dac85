import { bulkInsert } from "./batch.ts";
import type { RowSink } from "./bulk-load.ts";
import type { SeedContext } from "./context.ts";
import type { PersonFactory } from "./contacts.ts";
import type { PartnerPageInfo } from "./partner-pages.ts";
import { DAY_MS, type Random } from "./random.ts";

const NEWSLETTERS = [
  { code: "general", label: "News and offers" },
  { code: "care", label: "Bed care tips" },
  { code: "partner", label: "Partner page news" },
];

/** The columns of a generated subscription (a chunk's rows, in the bulk load's COPY order). */
export const SUBSCRIPTION_COLUMNS = {
  newsletter_id: "bigint",
  email: "text",
  partner_page_id: "bigint",
  created_at: "timestamptz",
} as const;

/** Rows per generated chunk: each covers its own slice of time, so ids follow dates. */
const CHUNK = 10_000;

/** Newsletters and their subscriptions; partner-page subscriptions name their page. */
export async function seedNewsletters(
  ctx: SeedContext,
  random: Random,
  people: PersonFactory,
  pages: readonly PartnerPageInfo[],
  count: number,
): Promise<void> {
  const ids = await bulkInsert(ctx.db, "newsletters", { code: "text", label: "text" }, NEWSLETTERS, { returning: true });
  await seedSubscriptions(ctx, random, people, { newsletterIds: ids, pages, firstSerial: 1 }, count);
}

/** Where generated subscriptions go: the newsletters (general, care, partner), the partner pages, the first e-mail serial. */
export interface SubscriptionSources {
  newsletterIds: readonly number[];
  pages: readonly PartnerPageInfo[];
  /** Serial of the first address: each subscription's address is unique by its serial. */
  firstSerial: number;
}

/**
 * `count` subscriptions over the two years before the reference date (most to the general
 * newsletter), oldest first, chunk by chunk to `insert`: one statement each by default, or a
 * bulk load's COPY (append.ts).
 */
export async function seedSubscriptions(
  ctx: SeedContext,
  random: Random,
  people: PersonFactory,
  sources: SubscriptionSources,
  count: number,
  onProgress: (done: number) => void = () => {},
  insert: RowSink = (rows) =>
    bulkInsert(ctx.db, "newsletter_subscriptions", SUBSCRIPTION_COLUMNS, rows, { batchSize: 5000 }).then(() => {}),
): Promise<number> {
  const to = ctx.referenceDate.getTime();
  const from = to - 730 * DAY_MS;
  const chunks = Math.max(1, Math.ceil(count / CHUNK));
  let done = 0;
  for (let c = 0; c < chunks; c++) {
    const n = Math.min(CHUNK, count - done);
    const sliceFrom = from + ((to - from) * c) / chunks;
    const sliceTo = from + ((to - from) * (c + 1)) / chunks;
    const rows = Array.from({ length: n }, (_, i) => {
      const which = random.weighted([
        [0, 60],
        [1, 20],
        [2, 20],
      ] as const);
      const person = people.person(random, sources.firstSerial + done + i);
      return {
        newsletter_id: sources.newsletterIds[which],
        email: person.email,
        partner_page_id: which === 2 && sources.pages.length > 0 ? random.pick(sources.pages).id : null,
        created_at: new Date(random.float(sliceFrom, sliceTo)),
      };
    }).sort((a, b) => a.created_at.getTime() - b.created_at.getTime());
    await insert(rows);
    done += n;
    onProgress(done);
  }
  return done;
}
