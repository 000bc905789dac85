import path from "node:path";

/** Server configuration, read once from the environment. */
export interface Config {
  port: number;
  host: string;
  databaseUrl?: string;
  /**
   * PostgreSQL: how long a request waits for a pooled connection to come free before it is
   * answered 503 DB_BUSY with Retry-After (an outage is told apart and answered DB_UNAVAILABLE).
   */
  dbPoolWaitMs: number;
  /** PostgreSQL: a statement running longer is cancelled and answered 503 DB_TIMEOUT (CSV exports are exempt). */
  dbStatementTimeoutMs: number;
  /**
   * On SIGTERM or SIGINT: how long requests under way may take to finish before the connections
   * still open are cut (a client that stopped reading its answer would hold the stop forever).
   */
  shutdownGraceMs: number;
  dataDir: string;
  /**
   * The largest media upload, in bytes (MEDIA_UPLOAD_MAX_BYTES, default 50 MB): a larger body is
   * 413, from its Content-Length before any of it is read, or as soon as a chunked body passes it.
   * The contract's x-body-limit of uploadMediaFile (50 MB) caps it.
   */
  mediaUploadMaxBytes: number;
  adminEmail: string;
  adminPassword?: string;
  /** Seed demo data on the first start of an empty database. */
  demoData: boolean;
  demoPassword: string;
  sessionIdleMinutes: number;
  sessionAbsoluteHours: number;
  /** Serve cookies with Secure (set when behind TLS). */
  secureCookies: boolean;
  smtpUrl?: string;
  /** Sender of the mails the server sends (catalog requests to stores). */
  mailFrom: string;
  /** Base address of the customer portal site (store pages); unset: no portal links. */
  portalUrl?: string;
  /**
   * An HTTP geocoder with the Nominatim search API (e.g. https://nominatim.openstreetmap.org/search,
   * a key may go in its query); unset: coordinates come from the postal-code table only.
   */
  geocoderUrl?: string;
  /**
   * The style (maplibre style JSON) of production map tiles, MAP_STYLE_URL; unset: every map
   * draws the offline basemap shipped with the app. Given to the client by getFrontendConfig.
   */
  mapStyleUrl?: string;
  /**
   * Origins the browser may load map data from besides ours, added to the CSP's connect-src and
   * img-src: the style URL's own, and MAP_ORIGINS (comma-separated: hosts of the style's tiles,
   * glyphs and sprites). Empty without a style URL.
   */
  mapOrigins: string[];
  /**
   * CDN_PURGE_WEBHOOK_URL: an http(s) address the CDN purges are POSTed to as JSON ({ code,
   * target }); a non-2xx answer or no answer within 10 s is a failed purge (503). Unset: purges
   * are only written to the purge log (adapters/cdn.ts).
   */
  cdnPurgeWebhookUrl?: string;
  /** The external order platform's page of a quote: ORDER_PLATFORM_URL followed by the quote id. */
  orderPlatformUrl: string;
  /**
   * The interchange ids (UNB, partner id ZZ: mutually agreed) of the back office and of the
   * factory's order intake in the quotes' EDIFACT ORDERS: EDIFACT_SENDER_ID, EDIFACT_RECIPIENT_ID.
   */
  edifactSenderId: string;
  edifactRecipientId: string;
  clientDir: string;
  logLevel: string;
  /** Trust X-Forwarded-* from a reverse proxy (client address for login limits). */
  trustProxy: boolean;
}

export function readConfig(env: NodeJS.ProcessEnv = process.env): Config {
  const dataDir = env.DATA_DIR ?? "./data";
  const mapStyleUrl = env.MAP_STYLE_URL?.trim() ? webUrl("MAP_STYLE_URL", env.MAP_STYLE_URL.trim()).href : undefined;
  return {
    port: intFrom(env.PORT, 8080),
    host: env.HOST ?? "0.0.0.0",
    databaseUrl: env.DATABASE_URL || undefined,
    // A fresh page takes milliseconds, so no connection free for 3 s means the server has more
    // work than the pool can do: refusing early with a retry hint beats a queue that grows.
    dbPoolWaitMs: intFrom(env.DB_POOL_WAIT_MS, 3000),
    // Far above any page, save or report (tens of milliseconds, a few seconds at worst on a
    // cold cache), and short enough that one runaway query holds its connection only briefly.
    dbStatementTimeoutMs: intFrom(env.DB_STATEMENT_TIMEOUT_MS, 15000),
    // Long enough for a save or a page under way; an export still streaming is cut (its download fails visibly).
    shutdownGraceMs: intFrom(env.SHUTDOWN_GRACE_MS, 10000),
    dataDir,
    mediaUploadMaxBytes: intFrom(env.MEDIA_UPLOAD_MAX_BYTES, 50 * 1_048_576),
    adminEmail: env.ADMIN_EMAIL ?? "admin@example.com",
    adminPassword: env.ADMIN_PASSWORD || undefined,
    demoData: boolFrom(env.DEMO_DATA, !env.DATABASE_URL),
    demoPassword: env.DEMO_PASSWORD ?? "demo-password-2026",
    sessionIdleMinutes: intFrom(env.SESSION_IDLE_MINUTES, 120),
    sessionAbsoluteHours: intFrom(env.SESSION_ABSOLUTE_HOURS, 12),
    secureCookies: boolFrom(env.SECURE_COOKIES, false),
    smtpUrl: env.SMTP_URL || undefined,
    mailFrom: env.MAIL_FROM || "Back-office <no-reply@localhost>",
    portalUrl: env.PORTAL_URL || undefined,
    geocoderUrl: env.GEOCODER_URL || undefined,
    mapStyleUrl,
    mapOrigins: mapOriginsFrom(mapStyleUrl, env.MAP_ORIGINS),
    cdnPurgeWebhookUrl: env.CDN_PURGE_WEBHOOK_URL?.trim()
      ? webUrl("CDN_PURGE_WEBHOOK_URL", env.CDN_PURGE_WEBHOOK_URL.trim()).href
      : undefined,
    // A reserved .example address until the platform's is configured (it opens in a new window).
    orderPlatformUrl: webUrl("ORDER_PLATFORM_URL", env.ORDER_PLATFORM_URL?.trim() || "https://orders.vividus.example/quote/").href,
    edifactSenderId: interchangeId("EDIFACT_SENDER_ID", env.EDIFACT_SENDER_ID, "VIVIDUSBACKOFFICE"),
    edifactRecipientId: interchangeId("EDIFACT_RECIPIENT_ID", env.EDIFACT_RECIPIENT_ID, "VIVIDUSFACTORY"),
    clientDir: env.CLIENT_DIR ?? path.resolve("dist/client"),
    logLevel: env.LOG_LEVEL ?? "info",
    trustProxy: boolFrom(env.TRUST_PROXY, false),
  };
}

/** An absolute http(s) URL, or a start that fails with the variable's name (a typo must not ship a map that never loads). */
function webUrl(name: string, value: string): URL {
  let url: URL;
  try {
    url = new URL(value);
  } catch {
    throw new Error(`${name} must be an absolute http(s) URL, not ${JSON.stringify(value)}`);
  }
  if (url.protocol !== "https:" && url.protocol !== "http:")
    throw new Error(`${name} must be an http(s) URL, not ${JSON.stringify(value)}`);
  return url;
}

/** The style URL's origin and MAP_ORIGINS' (only with a style URL: the offline basemap loads nothing from elsewhere). */
function mapOriginsFrom(styleUrl: string | undefined, extra: string | undefined): string[] {
  if (!styleUrl) return [];
  const others = (extra ?? "")
    .split(/[\s,]+/)
    .filter(Boolean)
    .map((origin) => webUrl("MAP_ORIGINS", origin).origin);
  return [...new Set([new URL(styleUrl).origin, ...others])];
}

/** A UNB party id: 1-35 letters, digits and the few marks EDIFACT level B allows without escaping. */
function interchangeId(name: string, value: string | undefined, fallback: string): string {
  const id = value?.trim() || fallback;
  if (!/^[A-Z0-9 .\-/()]{1,35}$/.test(id))
    throw new Error(`${name} must be 1-35 capital letters, digits, spaces or . - / ( ), not ${JSON.stringify(id)}`);
  return id;
}

function intFrom(value: string | undefined, fallback: number): number {
  const n = value === undefined || value === "" ? NaN : Number(value);
  return Number.isInteger(n) && n > 0 ? n : fallback;
}

function boolFrom(value: string | undefined, fallback: boolean): boolean {
  if (value === undefined || value === "") return fallback;
  return ["1", "true", "yes", "on"].includes(value.toLowerCase());
}
