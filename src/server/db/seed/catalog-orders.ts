import { sql, type Kysely } from "kysely";
import { bulkInsert } from "./batch.ts";
import type { RowSink } from "./bulk-load.ts";
import type { SeedContext } from "./context.ts";
import type { ContactInfo, Person, PersonFactory } from "./contacts.ts";
import { OFFERS } from "./markets.ts";
import { DAY_MS, type Random } from "./random.ts";
import { routeCatalogRequest, type SalesRegions } from "./sales-regions.ts";
import type { CatalogOrderStatusCode, DB } from "../schema.ts";

export interface CatalogOrderSources {
  people: PersonFactory;
  /** Contacts some requests come from (linked by contact_id). */
  contacts: readonly ContactInfo[];
  regions: SalesRegions;
  statusIds: ReadonlyMap<string, number>;
}

/** The columns a seed writes (id, search_text and csv_line come from the table). */
export const CATALOG_ORDER_COLUMNS = {
  firstname: "text",
  lastname: "text",
  email: "text",
  phone: "text",
  street: "text",
  apartment_number: "text",
  region: "text",
  city: "text",
  zip_code: "text",
  country: "text",
  offers: "text[]",
  status_id: "bigint",
  contact_id: "bigint",
  location_notified_at: "timestamptz",
  location_notified_to_email: "text",
  location_notified_by_match_type: "text",
  notified_location_id: "bigint",
  error_message: "text",
  created_date: "timestamptz",
  updated_at: "timestamptz",
};

/** Rows per generated chunk: each chunk covers its own slice of time, so ids follow dates. */
const CHUNK = 10_000;

/**
 * Inserts `count` catalog requests spread over the 365 days before the reference date, with
 * seasonal and weekly rhythm, routed through the seeded sales regions. Each chunk goes to
 * `insert`: by default one statement into the table (insertChunk), or a bulk load's COPY.
 */
export async function seedCatalogOrders(
  ctx: SeedContext,
  random: Random,
  sources: CatalogOrderSources,
  count: number,
  onProgress: (done: number) => void = () => {},
  insert: RowSink = (rows) => insertChunk(ctx, rows),
): Promise<number> {
  const to = ctx.referenceDate.getTime();
  const from = to - 365 * DAY_MS;
  const chunks = Math.max(1, Math.ceil(count / CHUNK));
  let done = 0;
  let pending: Promise<void> = Promise.resolve();
  for (let c = 0; c < chunks; c++) {
    const n = Math.min(CHUNK, count - c * CHUNK);
    const sliceFrom = from + ((to - from) * c) / chunks;
    const sliceTo = from + ((to - from) * (c + 1)) / chunks;
    const dates = Array.from({ length: n }, () => requestTime(random, sliceFrom, sliceTo, from, to)).sort((a, b) => a - b);
    const rows = dates.map((t) => catalogOrderRow(ctx, random, sources, t));
    await pending;
    // The next chunk is generated while the database stores this one.
    pending = insert(rows).then(() => onProgress((done += n)));
    // Handled here so that a failure during the next chunk's generation is not "unhandled";
    // the next await still throws it.
    pending.catch(() => {});
    await new Promise((resolve) => setTimeout(resolve, 5));
  }
  await pending;
  return done;
}

/**
 * One statement per chunk. Outside the seed's own transaction each chunk commits by itself,
 * with a larger GIN pending list: the trigram index then takes new rows in big batches.
 */
async function insertChunk(ctx: SeedContext, rows: readonly Record<string, unknown>[]): Promise<void> {
  const insert = async (db: Kysely<DB>) => {
    await sql`set local gin_pending_list_limit = 65536`.execute(db);
    await bulkInsert(db, "catalog_orders", CATALOG_ORDER_COLUMNS, rows, { batchSize: CHUNK });
  };
  if (ctx.db.isTransaction) await insert(ctx.db);
  else await ctx.db.transaction().execute(insert);
}

/** A request time: more in the dark half of the year and in the evening, growing over the year. */
function requestTime(random: Random, sliceFrom: number, sliceTo: number, from: number, to: number): number {
  for (;;) {
    const t = random.float(sliceFrom, sliceTo);
    const date = new Date(t);
    const dayOfYear = (t - Date.UTC(date.getUTCFullYear(), 0, 1)) / DAY_MS;
    const season = 1 + 0.35 * Math.cos((2 * Math.PI * (dayOfYear - 10)) / 365);
    const weekday = date.getUTCDay() === 0 || date.getUTCDay() === 6 ? 0.8 : 1;
    const hour = date.getUTCHours();
    const daytime = hour < 6 ? 0.15 : hour < 17 ? 0.8 : hour < 22 ? 1 : 0.5;
    const growth = 0.8 + (0.3 * (t - from)) / (to - from);
    if (random.next() * 1.35 * 1.1 < season * weekday * daytime * growth) return t;
  }
}

function statusFor(random: Random, ageDays: number): CatalogOrderStatusCode {
  if (ageDays < 1)
    return random.weighted([
      ["new", 70],
      ["pending", 20],
      ["delivered", 10],
    ] as const);
  if (ageDays < 7)
    return random.weighted([
      ["new", 15],
      ["pending", 20],
      ["delivered", 60],
      ["failed", 5],
    ] as const);
  return random.weighted([
    ["delivered", 86],
    ["failed", 8],
    ["booked", 3],
    ["pending", 2],
    ["new", 1],
  ] as const);
}

const MATCH_MAIL_ERRORS = [
  "550 5.1.1 Recipient address rejected: mailbox unavailable",
  "Connection timed out while sending to the mail server",
  "452 4.2.2 Mailbox full",
];

function catalogOrderRow(ctx: SeedContext, random: Random, sources: CatalogOrderSources, time: number): Record<string, unknown> {
  const contact = sources.contacts.length > 0 && random.chance(0.15) ? random.pick(sources.contacts) : null;
  const person: Person = contact ?? sources.people.person(random, random.chance(0.5) ? random.int(1, 99) : "");
  const created = new Date(time);
  const ageDays = (ctx.referenceDate.getTime() - time) / DAY_MS;
  const route = routeCatalogRequest(sources.regions, person.countryCode, person.zip);
  let status = statusFor(random, ageDays);
  if (!route && status !== "new") status = "failed";
  // Most routed requests reach their store; a failed send is the exception.
  else if (route && status === "failed" && random.chance(0.7)) status = "delivered";

  let notifiedAt: Date | null = null;
  let errorMessage: string | null = null;
  const routed = route && status !== "new";
  if (routed && (status === "delivered" || status === "booked")) {
    notifiedAt = new Date(Math.min(ctx.referenceDate.getTime(), time + random.int(5, 1800) * 1000));
  }
  if (status === "failed") {
    errorMessage = route
      ? `Sending to ${route.email} failed: ${random.pick(MATCH_MAIL_ERRORS)}`
      : `No handler or fallback e-mail for ${person.zipCode} ${person.city} (${person.countryCode})`;
  }
  const offers = OFFERS.filter(() => random.chance(0.14)).map(([code]) => code);
  const apartment = random.chance(0.15)
    ? person.countryCode === "SE"
      ? `lgh ${random.int(1001, 1504)}`
      : String(random.int(1, 40))
    : null;
  return {
    firstname: person.firstname,
    lastname: person.lastname,
    email: person.email || null,
    phone: person.phone,
    street: person.street,
    apartment_number: apartment,
    region: person.region,
    city: person.city,
    zip_code: person.zipCode,
    country: person.countryCode,
    offers,
    status_id: sources.statusIds.get(status),
    contact_id: contact?.id ?? null,
    location_notified_at: notifiedAt,
    location_notified_to_email: routed ? route.email : null,
    location_notified_by_match_type: routed ? route.matchType : null,
    notified_location_id: routed ? (route.location?.id ?? null) : null,
    error_message: errorMessage,
    created_date: created,
    updated_at: notifiedAt ?? new Date(Math.min(ctx.referenceDate.getTime(), time + random.int(0, 600) * 1000)),
  };
}

export async function loadStatusIds(ctx: SeedContext): Promise<Map<string, number>> {
  const rows = await ctx.db.selectFrom("catalog_order_statuses").select(["id", "code"]).execute();
  return new Map(rows.map((r) => [r.code, r.id]));
}
