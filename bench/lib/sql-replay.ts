import type { CompiledQuery } from "kysely";
import pg from "pg";
import { buildApp } from "../../src/server/app.ts";
import { readConfig } from "../../src/server/config.ts";
import { openDatabase, type Database } from "../../src/server/db/database.ts";

/**
 * One statement a request ran; `name` for the ones the server runs as named prepared statements;
 * when it was sent and answered (performance.now()), where the capture saw it.
 */
export interface Statement {
  text: string;
  values: unknown[];
  name?: string;
  sentAt?: number;
  answeredAt?: number;
}

/** What one request made the database do, in order (transactions' begin and commit included). */
export interface CapturedRequest {
  label: string;
  kind: "read" | "write";
  statements: Statement[];
}

/**
 * The server's own code in this process (buildApp on the same database, requests by inject),
 * with every statement it sends recorded per request: Kysely's log sees the queries, begin and
 * commit; the named session lookup goes around Kysely, so `prepared` is wrapped too.
 */
export async function openCapturingApp(url: string, poolSize: number) {
  let current: Statement[] | undefined;
  const database = await openDatabase({
    url,
    poolSize,
    // Logged when answered, with its duration: when it was sent follows.
    log: (event) =>
      event.level === "query" &&
      current?.push({ ...toStatement(event.query), sentAt: performance.now() - event.queryDurationMillis, answeredAt: performance.now() }),
  });
  const capturing: Database = {
    ...database,
    prepared: async (name, query) => {
      const statement: Statement = { ...toStatement(query), name, sentAt: performance.now() };
      current?.push(statement);
      const rows = await database.prepared(name, query);
      statement.answeredAt = performance.now();
      return rows;
    },
  };
  const app = await buildApp({ config: { ...readConfig({}), clientDir: "/nonexistent" }, database: capturing, logger: false });
  return {
    /** Runs one request and answers its status, parsed body and the statements it ran. */
    async capture(method: string, path: string, cookie: string, body?: unknown) {
      current = [];
      const answer = await app.inject({
        method: method as "GET",
        url: path,
        headers: { cookie, "sec-fetch-site": "same-origin" },
        payload: body as string | undefined,
      });
      // In the order they were sent (the log has them in the order they were answered).
      const statements = current.sort((a, b) => (a.sentAt ?? 0) - (b.sentAt ?? 0));
      current = undefined;
      return { status: answer.statusCode, json: answer.body ? (JSON.parse(answer.body) as unknown) : undefined, statements };
    },
    async close() {
      await app.close();
      await database.close();
    },
  };
}

function toStatement(query: CompiledQuery): Statement {
  return { text: query.sql, values: [...query.parameters] };
}

/** One replayed request: its kind, label, milliseconds and statement count, and the error if one failed. */
export interface ReplaySample {
  label: string;
  kind: "read" | "write";
  ms: number;
  statements: number;
  error?: string;
}

/**
 * One captured request's statements sent again as the server sent them: each statement on a
 * pooled connection of its own, a transaction's (begin to commit) on one; statements the
 * server had in flight at the same time (the store runs a page's ids, total and counts side by
 * side) sent side by side again, the others one after another. Timed from the first checkout
 * (waiting for a pooled connection included, as the server waits for one) to the last answer.
 */
export async function replayOne(pool: pg.Pool, request: CapturedRequest): Promise<ReplaySample> {
  const started = performance.now();
  let error: string | undefined;
  try {
    for (const wave of waves(request.statements)) await Promise.all(wave.map((block) => runBlock(pool, block)));
  } catch (e) {
    error = (e as Error).message;
  }
  return { label: request.label, kind: request.kind, ms: performance.now() - started, statements: request.statements.length, error };
}

/** Statements in blocks (a transaction is one), the blocks in waves: a block joins the wave while it was sent before the wave's last answer. */
function waves(statements: readonly Statement[]): Statement[][][] {
  const blocks: Statement[][] = [];
  let open: Statement[] | undefined;
  for (const s of statements) {
    if (open) open.push(s);
    else if (/^\s*(begin|start transaction)\b/i.test(s.text)) blocks.push((open = [s]));
    else blocks.push([s]);
    if (open && /^\s*(commit|rollback)\b/i.test(s.text)) open = undefined;
  }
  const result: Statement[][][] = [];
  let waveEnd = -Infinity;
  for (const block of blocks) {
    const sentAt = block[0]!.sentAt;
    const answeredAt = block.at(-1)!.answeredAt ?? -Infinity;
    if (sentAt !== undefined && sentAt < waveEnd) {
      result.at(-1)!.push(block);
      waveEnd = Math.max(waveEnd, answeredAt);
    } else {
      result.push([block]);
      waveEnd = answeredAt;
    }
  }
  return result;
}

async function runBlock(pool: pg.Pool, block: readonly Statement[]): Promise<void> {
  const client = await pool.connect();
  try {
    for (const s of block)
      await client.query(s.name ? { name: s.name, text: s.text, values: s.values } : { text: s.text, values: s.values });
  } catch (e) {
    await client.query("rollback").catch(() => {});
    throw e;
  } finally {
    client.release();
  }
}

/**
 * The captured statements sent straight to PostgreSQL by `connections` loops for `seconds`, on a
 * pool as large as the server's: each request's statements in order on one pooled connection.
 * `next` picks a loop's next request. Answers each request's kind, label and milliseconds
 * (waiting for a pooled connection included, as the server waits for one). `arrivals`, if
 * given, is one more loop on the same pool that starts a request every `everyMs` (as soon as
 * the previous one ended, when that was later): writes arriving at a rate, not in a closed loop.
 */
export async function replay(
  url: string,
  options: {
    poolSize: number;
    connections: number;
    seconds: number;
    next: (loop: number) => CapturedRequest;
    arrivals?: { everyMs: number; next: () => CapturedRequest };
  },
) {
  const pool = new pg.Pool({ connectionString: url, max: options.poolSize });
  const samples: ReplaySample[] = [];
  const started = performance.now();
  const until = started + options.seconds * 1000;
  const arrivals = options.arrivals;
  try {
    await Promise.all([
      ...Array.from({ length: options.connections }, async (_, loop) => {
        while (performance.now() < until) samples.push(await replayOne(pool, options.next(loop)));
      }),
      (async () => {
        for (let n = 1; arrivals && performance.now() < until; n++) {
          samples.push(await replayOne(pool, arrivals.next()));
          const wait = started + n * arrivals.everyMs - performance.now();
          if (wait > 0) await new Promise((resolve) => setTimeout(resolve, wait));
        }
      })(),
    ]);
  } finally {
    await pool.end();
  }
  return samples;
}
