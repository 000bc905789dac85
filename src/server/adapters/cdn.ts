import type { Kysely } from "kysely";
import type { Config } from "../config.ts";
import type { DB } from "../db/schema.ts";

/**
 * CDN purge (DESIGN.md: adapters). Every purge is written to purge_log with who asked for it.
 * Embedded default: the log is the purge (status 'logged'; staff read the log), nothing leaves
 * the machine. With CDN_PURGE_WEBHOOK_URL set, the purge is POSTed there as JSON
 * `{ code, target }` and logged 'sent' with the answer, or 'failed' and thrown as CdnPurgeError.
 */

export interface PurgeOrder {
  /** The CDN's purge code (a CP code). */
  code: string;
  /** What the code purges, for the log ("Main site", "translations"). */
  target: string;
  accountId: number | null;
}

export interface PurgeDone {
  purgedAt: Date;
  delivery: "log" | "webhook";
}

/** The CDN did not take the purge; the message says why. */
export class CdnPurgeError extends Error {}

export interface CdnPurger {
  purge(order: PurgeOrder): Promise<PurgeDone>;
}

/** How long the webhook may take to answer before the purge counts as failed. */
export const WEBHOOK_TIMEOUT_MS = 10_000;
/** The part of the webhook's answer kept in the log. */
const RESPONSE_KEPT = 500;

export function createCdnPurger(config: Pick<Config, "cdnPurgeWebhookUrl">, db: Kysely<DB>): CdnPurger {
  return config.cdnPurgeWebhookUrl ? new WebhookPurger(db, config.cdnPurgeWebhookUrl) : new LoggedPurger(db);
}

async function logPurge(db: Kysely<DB>, order: PurgeOrder, status: "logged" | "sent" | "failed", response: string | null) {
  const row = await db
    .insertInto("purge_log")
    .values({ target: order.target, code: order.code, account_id: order.accountId, status, response })
    .returning("created_at")
    .executeTakeFirstOrThrow();
  return new Date(row.created_at as unknown as string | Date);
}

/** The embedded default: the purge log is the record of the purge. */
export class LoggedPurger implements CdnPurger {
  constructor(private readonly db: Kysely<DB>) {}

  async purge(order: PurgeOrder): Promise<PurgeDone> {
    return { purgedAt: await logPurge(this.db, order, "logged", null), delivery: "log" };
  }
}

/** A CDN (or the operator's purge service) behind an HTTP webhook. */
export class WebhookPurger implements CdnPurger {
  constructor(
    private readonly db: Kysely<DB>,
    private readonly url: string,
  ) {}

  async purge(order: PurgeOrder): Promise<PurgeDone> {
    let answer: Response;
    try {
      answer = await fetch(this.url, {
        method: "POST",
        headers: { "content-type": "application/json" },
        body: JSON.stringify({ code: order.code, target: order.target }),
        signal: AbortSignal.timeout(WEBHOOK_TIMEOUT_MS),
        redirect: "error",
      });
    } catch (error) {
      const why = `no answer: ${String((error as Error).message ?? error)}`.slice(0, RESPONSE_KEPT);
      await logPurge(this.db, order, "failed", why);
      throw new CdnPurgeError(why);
    }
    const body = (await answer.text().catch(() => "")).slice(0, RESPONSE_KEPT);
    const response = `${answer.status} ${body}`.trim();
    if (!answer.ok) {
      await logPurge(this.db, order, "failed", response);
      throw new CdnPurgeError(response);
    }
    return { purgedAt: await logPurge(this.db, order, "sent", response), delivery: "webhook" };
  }
}
