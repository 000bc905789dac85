import { CompiledQuery, sql } from "kysely";
import type { Database } from "../db/database.ts";
import { versionsOf, type CacheVersions } from "../db/versioned-cache.ts";
import { hashSessionToken, newSessionToken } from "./session-token.ts";

/** The logged-in account as the request sees it. */
export interface SessionAccount {
  id: number;
  email: string;
  firstname: string | null;
  lastname: string | null;
  permissions: string[];
  languagePermissions: string[];
}

export interface SessionPolicy {
  idleMinutes: number;
  absoluteHours: number;
}

// last_seen_at is written at most this often, so reads stay reads.
const TOUCH_AFTER_MS = 60_000;

/** Stands for the session's hash in the compiled lookup (a value no real hash can be). */
const ID_HASH_SLOT = Buffer.alloc(0);

interface LookupRow {
  id: number;
  email: string;
  firstname: string | null;
  lastname: string | null;
  permissions: string[];
  language_permissions: string[];
  last_seen_at: Date;
  cache_versions: Record<string, number | string>;
}

/** Sessions live in the database only, so every server instance sees the same ones. */
export class SessionStore {
  constructor(
    private readonly database: Database,
    private readonly policy: SessionPolicy,
  ) {}

  async create(accountId: number, ip: string | null, userAgent: string | null): Promise<string> {
    const { token, idHash } = newSessionToken();
    await this.database.db
      .insertInto("sessions")
      .values({ id_hash: idHash, account_id: accountId, ip, user_agent: userAgent?.slice(0, 500) ?? null })
      .execute();
    return token;
  }

  /**
   * The account of a live session, or undefined when unknown, idle too long or too old. The
   * database's cache versions come along in the same round trip: caches checked later in the
   * request (VersionedCache) then need no query of their own.
   */
  async resolve(token: string): Promise<{ account: SessionAccount; idHash: Buffer; cacheVersions: CacheVersions } | undefined> {
    if (!/^[\w-]{43}$/.test(token)) return undefined;
    const idHash = hashSessionToken(token);
    const lookup = (this.lookup ??= this.compileLookup());
    const parameters = lookup.parameters.map((value) => (value === ID_HASH_SLOT ? idHash : value));
    const [row] = await this.database.prepared("resolve-session", CompiledQuery.raw(lookup.sql, parameters) as CompiledQuery<LookupRow>);
    if (!row) return undefined;
    if (Date.now() - new Date(row.last_seen_at).getTime() > TOUCH_AFTER_MS) {
      await this.database.db
        .updateTable("sessions")
        .set({ last_seen_at: sql`now()` })
        .where("id_hash", "=", idHash)
        .execute();
    }
    return {
      idHash,
      cacheVersions: versionsOf(row.cache_versions),
      account: {
        id: row.id,
        email: row.email,
        firstname: row.firstname,
        lastname: row.lastname,
        permissions: row.permissions,
        languagePermissions: row.language_permissions,
      },
    };
  }

  private lookup?: CompiledQuery<LookupRow>;

  /**
   * The lookup every request makes, built and compiled once: only the session's hash changes
   * from call to call (it goes where ID_HASH_SLOT stands), and the database plans it once per
   * connection (Database.prepared).
   */
  private compileLookup(): CompiledQuery<LookupRow> {
    return this.database.db
      .selectFrom("sessions as s")
      .innerJoin("accounts as a", "a.id", "s.account_id")
      .select([
        "a.id",
        "a.email",
        "a.firstname",
        "a.lastname",
        "a.permissions",
        "a.language_permissions",
        "s.last_seen_at",
        sql<Record<string, number | string>>`(select coalesce(json_object_agg(name, version), '{}'::json) from cache_versions)`.as(
          "cache_versions",
        ),
      ])
      .where("s.id_hash", "=", ID_HASH_SLOT)
      .where("s.last_seen_at", ">", sql<Date>`now() - make_interval(mins => ${this.policy.idleMinutes})`)
      .where("s.created_at", ">", sql<Date>`now() - make_interval(hours => ${this.policy.absoluteHours})`)
      .compile();
  }

  async destroyByToken(token: string): Promise<void> {
    await this.destroy(hashSessionToken(token));
  }

  async destroy(idHash: Buffer): Promise<void> {
    await this.database.db.deleteFrom("sessions").where("id_hash", "=", idHash).execute();
  }

  /** Ends every session of an account, except optionally the caller's own. */
  async destroyForAccount(accountId: number, keep?: Buffer): Promise<void> {
    let query = this.database.db.deleteFrom("sessions").where("account_id", "=", accountId);
    if (keep) query = query.where("id_hash", "!=", keep);
    await query.execute();
  }

  /** Removes expired rows; called now and then, never on the request path's critical part. */
  async purgeExpired(): Promise<void> {
    await this.database.db
      .deleteFrom("sessions")
      .where((eb) =>
        eb.or([
          eb("last_seen_at", "<", sql<Date>`now() - make_interval(mins => ${this.policy.idleMinutes})`),
          eb("created_at", "<", sql<Date>`now() - make_interval(hours => ${this.policy.absoluteHours})`),
        ]),
      )
      .execute();
  }
}
