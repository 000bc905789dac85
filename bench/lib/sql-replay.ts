import type { CompiledQuery } from "kysely";
import pg from "pg";
import { buildApp } from "../../src/server/app.ts";
import { readConfig } from "../../src/server/config.ts";
import { openDatabase, type Database } from "../../src/server/db/database.ts";

/** One statement a request ran; `name` for the ones the server runs as named prepared statements. */
export interface Statement {
  text: string;
  values: unknown[];
  name?: string;
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
    log: (event) => event.level === "query" && current?.push(toStatement(event.query)),
  });
  const capturing: Database = {
    ...database,
    prepared: (name, query) => {
      current?.push({ ...toStatement(query), name });
      return database.prepared(name, query);
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
      const statements = current;
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

/**
 * The captured statements sent straight to PostgreSQL by `connections` loops for `seconds`, on a
 * pool as large as the server's: each request's statements in order on one pooled connection.
 * `next` picks a loop's next request. Answers each request's kind, label and milliseconds
 * (waiting for a pooled connection included, as the server waits for one).
 */
export async function replay(
  url: string,
  options: { poolSize: number; connections: number; seconds: number; next: (loop: number) => CapturedRequest },
) {
  const pool = new pg.Pool({ connectionString: url, max: options.poolSize });
  const samples: Array<{ label: string; kind: "read" | "write"; ms: number; statements: number; error?: string }> = [];
  const until = performance.now() + options.seconds * 1000;
  try {
    await Promise.all(
      Array.from({ length: options.connections }, async (_, loop) => {
        while (performance.now() < until) {
          const request = options.next(loop);
          const started = performance.now();
          const client = await pool.connect();
          let error: string | undefined;
          try {
            for (const s of request.statements)
              await client.query(s.name ? { name: s.name, text: s.text, values: s.values } : { text: s.text, values: s.values });
          } catch (e) {
            error = (e as Error).message;
            await client.query("rollback").catch(() => {});
          } finally {
            client.release();
          }
          samples.push({
            label: request.label,
            kind: request.kind,
            ms: performance.now() - started,
            statements: request.statements.length,
            error,
          });
        }
      }),
    );
  } finally {
    await pool.end();
  }
  return samples;
}
