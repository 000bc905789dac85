import { sql, type CompiledQuery, type Kysely } from "kysely";
import type { Database } from "../../src/server/db/database.ts";
import type { DB } from "../../src/server/db/schema.ts";
import type { PageQuery, PageWindow } from "../../src/server/routes/paging.ts";
import type { RowKey } from "../../src/server/routes/keyset.ts";
import { catalogCsvExport } from "../../src/server/routes/catalog/order-export.ts";
import { listRequest as catalogRequest, orderIds, orderKeysetIdPage } from "../../src/server/routes/catalog/order-list-query.ts";
import { locationIdPage, locationKeysetIdPage, locationRequest } from "../../src/server/routes/companyLocations/location-query.ts";
import { outboxIdPage, outboxKeysetIdPage, outboxRequest } from "../../src/server/routes/mail/outbox-store.ts";
import { purgeLogIdPage, purgeLogKeysetIdPage, purgeLogRequest } from "../../src/server/routes/cmsPurge/purge-log-store.ts";
import { listRequest as bookingRequest } from "../../src/server/routes/meetings/booking-list-query.ts";
import { bookingIdPage, bookingKeysetIdPage } from "../../src/server/routes/meetings/booking-store.ts";
import { bookingsCsvExport } from "../../src/server/routes/meetings/booking-export.ts";
import { subscriptionPageStatement } from "../../src/server/routes/newsletter/subscription-store.ts";
import { subscriptionsCsvExport } from "../../src/server/routes/newsletter/subscription-export.ts";
import { videoIdPage } from "../../src/server/routes/videos/video-store.ts";
import { mediaOrderPageStatement, personDownloadsStatements } from "../../src/server/routes/media/media-order-list.ts";
import { siteIdPage, siteKeysetIdPage, siteRequest } from "../../src/server/routes/sites/site-store.ts";
import { registrationIdPage, registrationKeysetIdPage, registrationRequest } from "../../src/server/routes/warranty/registration-list.ts";
import { contactIdPage, contactKeysetIdPage, contactRequest } from "../../src/server/routes/contacts/contact-list.ts";
import { quoteIdPage, quoteKeysetIdPage, quoteRequest } from "../../src/server/routes/partnerOrders/quote-list.ts";

/** Filter values that match seeded rows, by filter key. */
export type FilterSamples = Readonly<Record<string, unknown>>;

/**
 * How the plan test reaches one paged operation of the contract: the table it pages, the
 * statement whose plan each filter × sort × direction pair must keep on an index (the same
 * function the store runs), and filter values picked from the seeded data. An operation with
 * `x-filters` and no entry here fails the test, so a new list cannot ship unchecked.
 */
export interface PagedList {
  table: keyof DB & string;
  /** "page": the statement needs offset + limit rows; "export": every match, streamed in order. */
  reads: "page" | "export";
  statement(database: Database, query: PageQuery, window: PageWindow): Promise<CompiledQuery>;
  /** The keyset page (next by cursor) of `limit` rows after a row's sort key, for lists that page by keyset. */
  keysetStatement?(database: Database, query: PageQuery, after: RowKey, limit: number): Promise<CompiledQuery>;
  samples(db: Kysely<DB>): Promise<FilterSamples>;
}

// The slow case: a rare status in a mid-sized market. The e-mail is the store address
// with the most requests (a country's fallback address), the search word the commonest surname.
async function catalogSamples(db: Kysely<DB>): Promise<FilterSamples> {
  const busiest = await sql<{ email: string }>`
    select location_notified_to_email as email from catalog_orders where location_notified_to_email is not null
    group by 1 order by count(*) desc, 1 limit 1`.execute(db);
  const surname = await sql<{ word: string }>`
    select lower(lastname) as word from catalog_orders group by 1 order by count(*) desc, 1 limit 1`.execute(db);
  return {
    statusCode: "new",
    countryCode: "DK",
    locationNotifiedToEmail: busiest.rows[0]!.email,
    searchString: surname.rows[0]!.word,
  };
}

const catalogPage: PagedList = {
  table: "catalog_orders",
  reads: "page",
  statement: async (database, query, window) => {
    const { filters, ordering, direction } = catalogRequest(query);
    return orderIds(database.db, filters, ordering, direction, window).compile();
  },
  keysetStatement: async (database, query, after, limit) => {
    const { filters, ordering, direction } = catalogRequest(query);
    return orderKeysetIdPage(database.db, filters, ordering, direction, after, limit).compile();
  },
  samples: catalogSamples,
};

// The location with the most bookings, in its own country.
async function bookingSamples(db: Kysely<DB>): Promise<FilterSamples> {
  const busiest = await sql<{ id: number; code: string }>`
    select b.location_id as id, k.code from meeting_bookings b
    join company_locations l on l.id = b.location_id join countries k on k.id = l.country_id
    group by 1, 2 order by count(*) desc, 1 limit 1`.execute(db);
  return { status: "canceled", location: busiest.rows[0]!.id, country: busiest.rows[0]!.code };
}

// The rarest newsletter (a filter that a sort index walk would skip most rows for) and a common
// e-mail domain's start, as staff type it.
async function subscriptionSamples(db: Kysely<DB>): Promise<FilterSamples> {
  const rarest = await sql<{ code: string }>`
    select newsletter_code as code from newsletter_subscriptions group by 1 order by count(*), 1 limit 1`.execute(db);
  const domain = await sql<{ word: string }>`
    select split_part(lower(email), '@', 2) as word from newsletter_subscriptions group by 1 order by count(*) desc, 1 limit 1`.execute(db);
  return { newsletterCode: rarest.rows[0]!.code, search: domain.rows[0]!.word.slice(0, 6) };
}

// The media lists take their sort as the spec's orderByAlias and order. Samples: the rarest
// status, a part of the commonest name as typed, and the last month of orders.
async function mediaOrderSamples(db: Kysely<DB>): Promise<FilterSamples> {
  const rarest = await sql<{ status: string }>`select status from media_orders group by 1 order by count(*), 1 limit 1`.execute(db);
  const name = await sql<{
    name: string;
  }>`select lower(name) as name from media_orders group by 1 order by count(*) desc, 1 limit 1`.execute(db);
  const last = await sql<{ day: string; to: string }>`
    select to_char(max(order_date) - interval '30 days', 'YYYY-MM-DD') as day, to_char(max(order_date), 'YYYY-MM-DD') as to from media_orders`.execute(
    db,
  );
  return {
    status: rarest.rows[0]!.status,
    name: name.rows[0]!.name.slice(0, 5),
    orderDateFrom: last.rows[0]!.day,
    orderDateTo: last.rows[0]!.to,
  };
}
const spelled = (query: PageQuery) => ({ orderByAlias: query.sort, order: query.direction, filters: query.filters }) as any;

export const PAGED_LISTS: Readonly<Record<string, PagedList>> = {
  getCatalogOrdersPage: catalogPage,
  exportCatalogOrdersCsv: {
    ...catalogPage,
    keysetStatement: undefined,
    reads: "export",
    statement: async (database, query) => catalogCsvExport(database, query).records.compile(),
  },
  getLocationsPage: {
    table: "company_locations",
    reads: "page",
    statement: async (database, query, window) => locationIdPage(database.db, locationRequest(query), window).page.compile(),
    keysetStatement: async (database, query, after, limit) => {
      const request = locationRequest(query);
      return locationKeysetIdPage(database.db, request, request.direction, after, limit).compile();
    },
    samples: async () => ({ country: "DK", active: false, search: "bäddar" }),
  },
  listBookedVisits: {
    table: "meeting_bookings",
    reads: "page",
    statement: async (database, query, window) => bookingIdPage(database.db, bookingRequest(query), window).compile(),
    keysetStatement: async (database, query, after, limit) => {
      const { filters, ordering, direction } = bookingRequest(query);
      return bookingKeysetIdPage(database.db, filters, ordering, direction, after, limit).compile();
    },
    samples: bookingSamples,
  },
  exportBookedVisitsCsv: {
    table: "meeting_bookings",
    reads: "export",
    statement: async (database, query) => bookingsCsvExport(database, query).records.compile(),
    samples: bookingSamples,
  },
  listNewsletterSubscriptionsPage: {
    table: "newsletter_subscriptions",
    reads: "page",
    statement: async (database, query, window) => subscriptionPageStatement(database.db, query, window).compile(),
    samples: subscriptionSamples,
  },
  exportNewsletterSubscriptionsCsv: {
    table: "newsletter_subscriptions",
    reads: "export",
    statement: async (database, query) => subscriptionsCsvExport(database, query).records.compile(),
    samples: subscriptionSamples,
  },
  // A few hundred videos at most (one per CMS video block); the page still reads the header index.
  listVideos: {
    table: "videos",
    reads: "page",
    statement: async (database, query, window) => videoIdPage(database.db, query, window).compile(),
    samples: async (db) => {
      const page = await sql<{ id: number }>`
        select partner_page_id as id from video_partner_pages group by 1 order by count(*) desc, 1 limit 1`.execute(db);
      return { availableTo: page.rows[0]!.id, search: "bed" };
    },
  },
  listMediaOrders: {
    table: "media_orders",
    reads: "page",
    statement: async (database, query, window) => mediaOrderPageStatement(database.db, spelled(query), window).compile(),
    samples: mediaOrderSamples,
  },
  listMediaDownloadsByPerson: {
    table: "media_orders",
    reads: "page",
    statement: async (database, query, window) => personDownloadsStatements(database.db, spelled(query), window).page.compile(),
    samples: mediaOrderSamples,
  },
  getOutboxPage: {
    table: "outbox",
    reads: "page",
    statement: async (database, query, window) => outboxIdPage(database.db, outboxRequest(query), window).page.compile(),
    keysetStatement: async (database, query, after, limit) => {
      const request = outboxRequest(query);
      return outboxKeysetIdPage(database.db, request, request.direction, after, limit).compile();
    },
    samples: async () => ({ state: "unsent", search: "andersson" }),
  },
  // The CDN purge log (seeded in plan-seed.ts): its rarest status, and a search for one code.
  getPurgeLogPage: {
    table: "purge_log",
    reads: "page",
    statement: async (database, query, window) => purgeLogIdPage(database.db, purgeLogRequest(query), window).page.compile(),
    keysetStatement: async (database, query, after, limit) => {
      const request = purgeLogRequest(query);
      return purgeLogKeysetIdPage(database.db, request, request.direction, after, limit).compile();
    },
    samples: async () => ({ status: "failed", search: "100002" }),
  },
  listContacts: {
    table: "contacts",
    reads: "page",
    statement: async (database, query, window) => contactIdPage(database.db, contactRequest(query), window).compile(),
    keysetStatement: async (database, query, after, limit) => {
      const request = contactRequest(query);
      return contactKeysetIdPage(database.db, request, request.direction, after, limit).compile();
    },
    // No filter keys: search is a parameter of its own (trigram indexes, like the catalog's words).
    samples: async () => ({}),
  },
  getSitesPage: {
    table: "sites",
    reads: "page",
    statement: async (database, query, window) => siteIdPage(database.db, siteRequest(query), window).page.compile(),
    keysetStatement: async (database, query, after, limit) => {
      const request = siteRequest(query);
      return siteKeysetIdPage(database.db, request, request.direction, after, limit).compile();
    },
    samples: async () => ({ isActive: true, search: "se" }),
  },
  // One status's table (the status is the path's; every index leads with it): the largest.
  listQuotesByStatus: {
    table: "quotes",
    reads: "page",
    statement: async (database, query, window) => quoteIdPage(database.db, quoteRequest("ordered", query), window).page.compile(),
    keysetStatement: async (database, query, after, limit) => {
      const request = quoteRequest("ordered", query);
      return quoteKeysetIdPage(database.db, request, request.direction, after, limit).compile();
    },
    // The customer with the most ordered quotes (a company), a part of its name as typed; the
    // country with the fewest (a rare filter walks a sort index furthest).
    samples: async (db) => {
      const name = await sql<{ name: string }>`
        select customer_name1 as name from quotes where status = 'ordered' and deleted_at is null and customer_name1 is not null
        group by 1 order by count(*) desc, 1 limit 1`.execute(db);
      const country = await sql<{ code: string }>`
        select customer_country as code from quotes where status = 'ordered' and deleted_at is null and customer_country is not null
        group by 1 order by count(*), 1 limit 1`.execute(db);
      return { customerName1: name.rows[0]!.name.slice(0, 8).toLowerCase(), customerCountry: country.rows[0]!.code };
    },
  },
  listWarrantyRegistrationsPage: {
    table: "warranty_registrations",
    reads: "page",
    statement: async (database, query, window) => registrationIdPage(database.db, registrationRequest(query), window).page.compile(),
    keysetStatement: async (database, query, after, limit) => {
      const request = registrationRequest(query);
      return registrationKeysetIdPage(database.db, request, request.direction, after, limit).compile();
    },
    // The surname of the most registrations' contacts (a search by the customer's name).
    samples: async (db) => {
      const surname = await sql<{ word: string }>`
        select lower(c.lastname) as word from warranty_registrations w join contacts c on c.id = w.contact_id
        where c.lastname is not null group by 1 order by count(*) desc, 1 limit 1`.execute(db);
      return { search: surname.rows[0]!.word };
    },
  },
};
