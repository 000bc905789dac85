import type { Kysely } from "kysely";
import type { DB } from "../../db/schema.ts";
import { countTotal, pageWindow, type PageQuery, type PageWindow } from "../paging.ts";
import type { AnswerOf } from "../types.ts";
import { sortedSubscriptions, subscriptionRequest, type SubscriptionFilters, type SubscriptionRequest } from "./subscription-list.ts";
import { selectSubscriptions, toSubscription, type NewsletterSubscription } from "./subscription-mapper.ts";

type Newsletter = AnswerOf<"listNewsletters">[number];
type SubscriptionPage = AnswerOf<"listNewsletterSubscriptionsPage">;

/** The unpaged list answers at most this many subscriptions (the contract's maxItems). */
export const UNPAGED_LIMIT = 10_000;

/** A newsletter with its number of subscriptions (kept by migration 0029's triggers). */
interface NewsletterCount {
  id: number;
  code: string;
  label: string;
  n: number;
}

/** Newsletters and their subscriptions: the newsletters, the paged table and the unpaged list. */
export class NewsletterStore {
  constructor(private readonly db: Kysely<DB>) {}

  /** Every newsletter, by code. */
  async newsletters(): Promise<Newsletter[]> {
    const rows = await this.db.selectFrom("newsletters").select(["id", "code"]).orderBy("code").orderBy("id").execute();
    return rows.map((r) => ({ id: Number(r.id), code: r.code }));
  }

  /**
   * One page in one statement over the sort's index (the rows carry every column the answer
   * needs), the newsletters' kept counts beside it: without a search those are the exact total
   * and always the filter options; a search is counted up to EXACT_TOTAL_LIMIT, then estimated.
   */
  async page(query: PageQuery): Promise<SubscriptionPage> {
    const request = subscriptionRequest(query);
    const window = pageWindow(query);
    const [rows, counts, searched] = await Promise.all([
      this.rows(request, window),
      this.counts(),
      request.filters.search === undefined ? undefined : countTotal(this.db, selectSubscriptions(this.db, request.filters)),
    ]);
    return {
      list: rows.map(toSubscription),
      ...(searched ?? { total: keptTotal(counts, request.filters), totalIsEstimate: false }),
      filterable: {
        newsletterCodes: counts.map((c) => ({ property: c.code, name: c.label, count: c.n })),
      },
    };
  }

  /** The unpaged list: newest first, at most UNPAGED_LIMIT, with the full number of matches. */
  async list(filters: string | undefined): Promise<{ list: NewsletterSubscription[]; total: number }> {
    const request = subscriptionRequest({ filters });
    const [rows, counts, searched] = await Promise.all([
      this.rows(request, { offset: 0, limit: UNPAGED_LIMIT }),
      this.counts(),
      request.filters.search === undefined ? undefined : countTotal(this.db, selectSubscriptions(this.db, request.filters)),
    ]);
    return { list: rows.map(toSubscription), total: searched?.total ?? keptTotal(counts, request.filters) };
  }

  private rows(request: SubscriptionRequest, window: PageWindow) {
    return pageOf(this.db, request, window).execute();
  }

  /** Every newsletter with its kept count (0 for one without subscriptions), by code. */
  private async counts(): Promise<NewsletterCount[]> {
    const rows = await this.db
      .selectFrom("newsletters as n")
      .leftJoin("newsletter_subscription_counts as c", "c.newsletter_id", "n.id")
      .select(["n.id", "n.code", "n.label", "c.n"])
      .orderBy("n.code")
      .execute();
    return rows.map((r) => ({ id: Number(r.id), code: r.code, label: r.label, n: Number(r.n ?? 0) }));
  }
}

/** One page's rows in the sort's order: the statement tests/plans holds to an index for every filter × sort × direction. */
function pageOf(db: Kysely<DB>, request: SubscriptionRequest, window: PageWindow) {
  return sortedSubscriptions(selectSubscriptions(db, request.filters), request).offset(window.offset).limit(window.limit);
}

/** The page statement of a request (for tests/plans). */
export function subscriptionPageStatement(db: Kysely<DB>, query: PageQuery, window: PageWindow) {
  return pageOf(db, subscriptionRequest(query), window);
}

/** The exact number of subscriptions matching filters without a search, from the kept counts. */
function keptTotal(counts: readonly NewsletterCount[], filters: SubscriptionFilters): number {
  return counts.filter((c) => filters.newsletterCode === undefined || c.code === filters.newsletterCode).reduce((sum, c) => sum + c.n, 0);
}
