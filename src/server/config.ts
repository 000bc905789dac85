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
  dataDir: string;
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
  clientDir: string;
  logLevel: string;
  /** Trust X-Forwarded-* from a reverse proxy (client address for login limits). */
  trustProxy: boolean;
}

export function readConfig(env: NodeJS.ProcessEnv = process.env): Config {
  const dataDir = env.DATA_DIR ?? "./data";
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
    dataDir,
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
    clientDir: env.CLIENT_DIR ?? path.resolve("dist/client"),
    logLevel: env.LOG_LEVEL ?? "info",
    trustProxy: boolFrom(env.TRUST_PROXY, false),
  };
}

function intFrom(value: string | undefined, fallback: number): number {
  const n = value === undefined || value === "" ? NaN : Number(value);
  return Number.isInteger(n) && n > 0 ? n : fallback;
}

function boolFrom(value: string | undefined, fallback: boolean): boolean {
  if (value === undefined || value === "") return fallback;
  return ["1", "true", "yes", "on"].includes(value.toLowerCase());
}
