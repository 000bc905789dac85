import fs from "node:fs";
import path from "node:path";
import { Kysely, PostgresDialect, sql, type CompiledQuery, type LogEvent } from "kysely";
import pg from "pg";
import { PGlite, types as pgliteTypes } from "@electric-sql/pglite";
import { btree_gin } from "@electric-sql/pglite/contrib/btree_gin";
import { pg_trgm } from "@electric-sql/pglite/contrib/pg_trgm";
import { GatedPool } from "./gated-pool.ts";
import { PGliteDialect } from "./pglite-dialect.ts";
import type { DB } from "./schema.ts";

/** The database the server talks to: a Kysely handle plus the raw operations Kysely lacks. */
export interface Database {
  readonly kind: "postgres" | "pglite";
  readonly db: Kysely<DB>;
  /** Runs a multi-statement SQL script (migrations, seeds); no parameters. */
  exec(script: string): Promise<void>;
  /**
   * Runs fn with a script runner on one connection that holds a cluster-wide advisory lock
   * (PostgreSQL) or the single embedded connection (PGlite), so that several server
   * instances starting at once migrate one after another.
   */
  exclusive<T>(fn: (runner: ScriptRunner) => Promise<T>): Promise<T>;
  /**
   * Runs a query every request makes (the session lookup) as a named prepared statement on
   * PostgreSQL: parsed and planned once per connection instead of on every call. The name must
   * always go with the same SQL text. On PGlite (one in-process connection) a plain query.
   */
  prepared<R>(name: string, query: CompiledQuery<R>): Promise<R[]>;
  /**
   * PostgreSQL only: the connection pool, for what Kysely cannot do (COPY for CSV exports).
   * Its checkouts wait for a free connection at most poolWaitMs (gated-pool.ts).
   */
  readonly pool?: GatedPool;
  close(): Promise<void>;
}

// int8 ids and counts fit in a JS number (ids stay far below 2^53); numeric stays a string
// only where we ask for it in SQL.
const INT8_OID = 20;
const MIGRATION_LOCK = 72_410_001;
pg.types.setTypeParser(INT8_OID, (v) => Number(v));
pg.types.setTypeParser(1082 /* date */, (v) => v);

/** Raw access to the one connection that exclusive() holds. */
export interface ScriptRunner {
  exec(script: string): Promise<void>;
  query<R>(text: string): Promise<R[]>;
}

export interface DatabaseOptions {
  /** postgres:// URL; unset means the embedded PGlite in dataDir. */
  url?: string;
  /** Folder of the embedded database; "memory://" keeps it in memory (tests). */
  dataDir?: string;
  poolSize?: number;
  /** How long connecting to PostgreSQL may take before it counts as an outage (503 DB_UNAVAILABLE); default 5 s. */
  connectTimeoutMs?: number;
  /**
   * How long a caller waits for a pooled connection to come free before it is refused
   * (503 DB_BUSY); default the connect timeout, the one wait pg had for both. The server passes
   * DB_POOL_WAIT_MS.
   */
  poolWaitMs?: number;
  /**
   * PostgreSQL's statement_timeout on every pooled connection (a statement over it is cancelled,
   * 503 DB_TIMEOUT); unset, none. The server passes DB_STATEMENT_TIMEOUT_MS; scripts run by
   * exclusive() (migrations, seeds) and CSV exports lift it. PGlite ignores statement_timeout
   * (it has no timer signals), and its one connection runs on the server's own thread anyway.
   */
  statementTimeoutMs?: number;
  /** Sees every query Kysely runs, and the prepared ones (benchmarks capture the SQL to time it bare). */
  log?: (event: LogEvent) => void;
}

export async function openDatabase(options: DatabaseOptions): Promise<Database> {
  if (options.url) return openPostgres({ ...options, url: options.url });
  return openPGlite(options.dataDir ?? "./data", options.log);
}

/**
 * Lifts the statement timeout for the rest of the current transaction: for statements whose
 * length is theirs by nature (a CSV export streams as fast as its reader takes it, a migration
 * builds indexes over every row), not a sign that something is stuck.
 */
export const LIFT_STATEMENT_TIMEOUT = "set local statement_timeout = 0";

function openPostgres(options: DatabaseOptions & { url: string }): Database {
  const { url, poolSize = 10, connectTimeoutMs = 5000, poolWaitMs = connectTimeoutMs, statementTimeoutMs, log } = options;
  const raw = new pg.Pool({
    connectionString: url,
    max: poolSize,
    connectionTimeoutMillis: connectTimeoutMs,
    idleTimeoutMillis: 30000,
    // Sent when each connection opens, so it holds for every statement without a round trip.
    ...(statementTimeoutMs ? { statement_timeout: statementTimeoutMs } : {}),
  });
  // An idle client losing its connection (database restart) must not crash the process;
  // the pool drops it and the next query opens a new one.
  raw.on("error", () => {});
  // A connection cut while a client is checked out emits 'error' on that client; the query in
  // flight fails (answered 503) and the pool discards the client on release.
  raw.on("connect", (client) => client.on("error", () => {}));
  const pool = new GatedPool(raw, poolWaitMs);
  const db = new Kysely<DB>({ dialect: new PostgresDialect({ pool }), log });
  return {
    kind: "postgres",
    db,
    pool,
    async exec(script) {
      // Without parameters pg uses the simple query protocol, which runs several statements.
      await pool.withClient((client) => client.query(script));
    },
    async prepared<R>(name: string, query: CompiledQuery<R>) {
      const started = performance.now();
      try {
        const result = await pool.withClient((client) => client.query({ name, text: query.sql, values: [...query.parameters] }));
        log?.({ level: "query", query, queryDurationMillis: performance.now() - started });
        return result.rows as R[];
      } catch (error) {
        log?.({ level: "error", error, query, queryDurationMillis: performance.now() - started });
        throw error;
      }
    },
    exclusive(fn) {
      return pool.withClient(async (client) => {
        // Scripts (migrations, seeds) are ours and may index every row of a big table, and the
        // lock may wait for another instance's; their transactions are their own, so the lift
        // is for the session, undone below.
        await client.query("set statement_timeout = 0");
        try {
          await client.query("select pg_advisory_lock($1)", [MIGRATION_LOCK]);
          try {
            return await fn({
              exec: async (script) => void (await client.query(script)),
              query: async (text) => (await client.query(text)).rows,
            });
          } finally {
            await client.query("select pg_advisory_unlock($1)", [MIGRATION_LOCK]);
          }
        } finally {
          await client.query("reset statement_timeout");
        }
      });
    },
    async close() {
      await db.destroy();
    },
  };
}

async function openPGlite(dataDir: string, log?: (event: LogEvent) => void): Promise<Database> {
  const inMemory = dataDir.startsWith("memory://");
  if (!inMemory) fs.mkdirSync(path.resolve(dataDir), { recursive: true });
  const pglite = await PGlite.create(inMemory ? dataDir : path.resolve(dataDir, "pglite"), {
    extensions: { pg_trgm, btree_gin },
    parsers: {
      [pgliteTypes.INT8]: (v: string) => Number(v),
      [pgliteTypes.DATE]: (v: string) => v,
    },
  });
  const db = new Kysely<DB>({ dialect: new PGliteDialect(pglite), log });
  const database: Database = {
    kind: "pglite",
    db,
    async exec(script) {
      await database.exclusive((runner) => runner.exec(script));
    },
    async prepared<R>(_name: string, query: CompiledQuery<R>) {
      return (await db.executeQuery(query)).rows;
    },
    async exclusive(fn) {
      // Share Kysely's connection lock so a script never interleaves with a transaction.
      return db.connection().execute(() =>
        fn({
          exec: async (script) => void (await pglite.exec(script)),
          query: async <R>(text: string) => (await pglite.query<R>(text)).rows,
        }),
      );
    },
    async close() {
      await db.destroy();
      await pglite.close();
    },
  };
  return database;
}

export { sql };
