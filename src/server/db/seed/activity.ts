import { sql } from "kysely";
import type { AccountIds } from "./accounts.ts";
import { bulkInsert } from "./batch.ts";
import type { SeedContext } from "./context.ts";
import { DEMO_DOMAIN } from "./markets.ts";
import { DAY_MS, type Random } from "./random.ts";

/** Route state names of the screens (openapi DashboardPageViews), with how often staff open them. */
const SCREENS: readonly (readonly [string, number])[] = [
  ["app.dashboard.view", 30],
  ["app.catalog-order.list", 25],
  ["app.company.location.list", 14],
  ["app.contacts.list", 10],
  ["app.meeting-booking.list", 8],
  ["app.sales-regions.view", 6],
  ["app.media.manager", 4],
  ["app.cms.translations", 3],
  ["app.warranty.list", 3],
  ["app.partner-order.quotes", 2],
  ["app.newsletter-subscription.list", 2],
  ["app.administrators.accounts", 1],
];

/** method, contract path template (as the recorder stores it; dashboard calls are not measured), weight, typical ms. */
const ROUTES: readonly (readonly [string, string, number, number])[] = [
  ["GET", "/rest/catalog/catalog-orders/get-by-page", 25, 120],
  ["GET", "/rest/company/locations/get-by-page", 12, 80],
  ["GET", "/rest/company/locations/{id}", 10, 60],
  ["GET", "/users/current", 15, 8],
  ["GET", "/rest/contact/contacts", 8, 90],
  ["GET", "/rest/meeting/booked-visits", 6, 70],
  ["PUT", "/rest/catalog/catalog-orders/{id}", 4, 40],
  ["GET", "/rest/region/{id}", 5, 150],
  ["GET", "/rest/catalog/catalog-orders/export-result-as-csv", 1, 2500],
  ["POST", "/users/login", 2, 180],
];

/**
 * What the running product records by itself: the client's screen views, the server's request
 * timings (for the dashboard's page views and apdex), mails in the outbox, CDN purges.
 */
export async function seedActivity(ctx: SeedContext, random: Random, accounts: AccountIds): Promise<void> {
  const ref = ctx.referenceDate.getTime();
  const accountIds = [...accounts.byLogin.values()];
  const views: Record<string, unknown>[] = [];
  const timings: Record<string, unknown>[] = [];
  for (let day = 182; day >= 0; day--) {
    const start = ref - day * DAY_MS;
    const weekday = new Date(start).getUTCDay();
    const n = weekday === 0 || weekday === 6 ? random.int(3, 20) : random.int(50, 140);
    for (let i = 0; i < n; i++) {
      const at = new Date(Math.min(ref - 1000, start - DAY_MS + random.int(7 * 3600, 18 * 3600) * 1000));
      views.push({ at, account_id: accountIds.length > 0 ? random.pick(accountIds) : null, screen: random.weighted(SCREENS) });
      for (let k = random.int(1, 3); k > 0; k--) {
        const [method, route, , typical] = random.weighted(ROUTES.map((r) => [r, r[2]] as const));
        // Log-normal around the route's typical time: a few slow outliers make the apdex honest.
        const duration = typical * Math.exp(0.7 * gaussian(random));
        timings.push({
          at: new Date(at.getTime() + k * 150),
          method,
          route,
          status_code: random.chance(0.01) ? 500 : random.chance(0.03) ? 404 : 200,
          duration_ms: Math.round(duration * 10) / 10,
        });
      }
    }
  }
  views.sort((a, b) => (a.at as Date).getTime() - (b.at as Date).getTime());
  timings.sort((a, b) => (a.at as Date).getTime() - (b.at as Date).getTime());
  await bulkInsert(ctx.db, "page_views", { at: "timestamptz", account_id: "bigint", screen: "text" }, views, { batchSize: 5000 });
  await bulkInsert(
    ctx.db,
    "request_timings",
    { at: "timestamptz", method: "text", route: "text", status_code: "integer", duration_ms: "float8" },
    timings,
    {
      batchSize: 5000,
    },
  );

  // The notification mails of the latest routed requests; the newest few are still queued.
  await sql`
    insert into outbox (from_address, to_address, subject, text, html, attempts, created_at, sent_at)
    select ${`no-reply@${DEMO_DOMAIN}`}, o.location_notified_to_email,
      'New catalog request from ' || o.firstname || ' ' || o.lastname,
      'A customer asked for a catalog: ' || o.firstname || ' ' || o.lastname || ', ' || o.street || ', ' || o.zip_code || ' ' || o.city || '.',
      '<p>A customer asked for a catalog:</p><p>' || o.firstname || ' ' || o.lastname || '<br>' || o.street || '<br>' || o.zip_code || ' ' || o.city || '</p>',
      case when row_number() over (order by o.created_date desc) <= 3 then 0 else 1 end,
      o.created_date,
      case when row_number() over (order by o.created_date desc) <= 3 then null else o.location_notified_at end
    from catalog_orders o
    join catalog_order_statuses s on s.id = o.status_id and s.code = 'delivered'
    where o.location_notified_to_email is not null
    order by o.created_date desc, o.id desc
    limit 60`.execute(ctx.db);

  const purgers = ["cms", "all"].map((l) => accounts.byLogin.get(l) ?? null);
  await bulkInsert(
    ctx.db,
    "purge_log",
    { target: "text", account_id: "bigint", status: "text", response: "text", created_at: "timestamptz" },
    Array.from({ length: 20 }, () => ({
      target: random.pick(["main-site", "image-manager", "image-manager-derivatives", "translations"]),
      account_id: random.pick(purgers),
      status: "logged",
      response: null,
      created_at: new Date(ref - random.int(0, 180) * DAY_MS - random.int(0, DAY_MS - 1)),
    })).sort((a, b) => a.created_at.getTime() - b.created_at.getTime()),
  );
}

/** A standard normal sample (Box-Muller). */
function gaussian(random: Random): number {
  const u = 1 - random.next();
  const v = random.next();
  return Math.sqrt(-2 * Math.log(u)) * Math.cos(2 * Math.PI * v);
}
