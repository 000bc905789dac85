import { sql } from "kysely";
import type { Database } from "../db/database.ts";

/**
 * Failed-login limits over a sliding window, kept in the database so every instance counts
 * the same attempts. Per account: after ACCOUNT_LIMIT failures the account's logins are
 * refused unevaluated until the window passes (so at most 4 x 10 = 40 evaluated failures per
 * account per hour). Per address: a higher limit, so that one office behind a NAT can log in
 * while one person mistypes, yet a sprayer of many accounts is stopped.
 */
export const LOGIN_WINDOW_MINUTES = 15;
export const ACCOUNT_LIMIT = 10;
export const ADDRESS_LIMIT = 50;

export class LoginThrottle {
  constructor(private readonly database: Database) {}

  /** The reason a login attempt may not be evaluated now, if any. */
  async blocked(accountKey: string, ip: string): Promise<"account" | "address" | undefined> {
    const row = await this.database.db
      .selectNoFrom((eb) => [
        eb
          .selectFrom("login_failures")
          .select(sql<number>`count(*)::int`.as("n"))
          .where("account_key", "=", accountKey)
          .where("at", ">", sql<Date>`now() - make_interval(mins => ${LOGIN_WINDOW_MINUTES})`)
          .as("by_account"),
        eb
          .selectFrom("login_failures")
          .select(sql<number>`count(*)::int`.as("n"))
          .where("ip", "=", ip)
          .where("at", ">", sql<Date>`now() - make_interval(mins => ${LOGIN_WINDOW_MINUTES})`)
          .as("by_address"),
      ])
      .executeTakeFirstOrThrow();
    if (Number(row.by_account) >= ACCOUNT_LIMIT) return "account";
    if (Number(row.by_address) >= ADDRESS_LIMIT) return "address";
    return undefined;
  }

  /**
   * Seconds until a blocked account or address may try again: until the failure that keeps it
   * at its limit (the limit-th newest in the window) leaves the window. At least 1.
   */
  async retryAfterSeconds(reason: "account" | "address", key: string): Promise<number> {
    const limit = reason === "account" ? ACCOUNT_LIMIT : ADDRESS_LIMIT;
    const row = await this.database.db
      .selectFrom("login_failures")
      .select(sql<number>`ceil(extract(epoch from ("at" + make_interval(mins => ${LOGIN_WINDOW_MINUTES}) - now())))::int`.as("seconds"))
      .where(reason === "account" ? "account_key" : "ip", "=", key)
      .where("at", ">", sql<Date>`now() - make_interval(mins => ${LOGIN_WINDOW_MINUTES})`)
      .orderBy("at", "desc")
      .offset(limit - 1)
      .limit(1)
      .executeTakeFirst();
    return Math.min(LOGIN_WINDOW_MINUTES * 60, Math.max(1, Number(row?.seconds ?? 1)));
  }

  async recordFailure(accountKey: string, ip: string): Promise<void> {
    await this.database.db.insertInto("login_failures").values({ account_key: accountKey, ip }).execute();
  }

  async purgeOld(): Promise<void> {
    await this.database.db
      .deleteFrom("login_failures")
      .where("at", "<", sql<Date>`now() - interval '1 day'`)
      .execute();
  }
}
