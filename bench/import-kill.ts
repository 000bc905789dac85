/**
 * A translation import is all or nothing even when the server dies during it (issue 18: 20 of 20
 * trials). Each trial starts the server (`src/server/main.ts`, PostgreSQL), sends an import of
 * 20,000 rows that changes every text of one language, and kills the server with SIGKILL while
 * the import runs: in even trials as soon as the import's transaction shows in
 * pg_stat_activity (so the kill lands inside it), in odd trials after a random delay up to twice the
 * time a whole import takes (before, during or after the write). Then the database is read
 * straight: either every row of the trial's import is there or none is, and a trial that wrote
 * nothing left the previous texts whole.
 *
 * Usage: npx tsx bench/import-kill.ts --database-url postgres://postgres@127.0.0.1:5432/postgres [--trials 20]
 */
import pg from "pg";
import { hashPassword } from "../src/server/auth/password.ts";
import { openDatabase } from "../src/server/db/database.ts";
import { migrate } from "../src/server/db/migrate.ts";
import { createScratchDatabase, freePort, login, startServer, stopServer } from "./lib/server.ts";
import { benchOptions } from "./lib/options.ts";

const options = benchOptions();
const serverUrl = options.required(
  "--database-url",
  "Usage: npx tsx bench/import-kill.ts --database-url postgres://... [--trials 20]",
  process.env.TEST_DATABASE_URL,
);
const trials = options.number("--trials", 20);
const KEYS = 20_000;
const LANGUAGE = "de";
const PASSWORD = "bench-password-123";
const EMAIL = "kill@test.example";

const scratch = await createScratchDatabase(serverUrl);
const database = await openDatabase({ url: scratch.url });
await migrate(database);
await database.db
  .insertInto("accounts")
  .values({
    email: EMAIL,
    firstname: "Kill",
    lastname: "Trials",
    password_hash: await hashPassword(PASSWORD),
    permissions: [],
    language_permissions: ["all"],
  })
  .execute();
await database.close();

const check = new pg.Client({ connectionString: scratch.url });
await check.connect();
await check.query(`insert into translations (code) select 'kill.key.' || lpad(i::text, 5, '0') from generate_series(1, ${KEYS}) i`);
await check.query(
  `insert into translation_texts (translation_id, language_code, text) select id, $1, 'Round 0 text of ' || code from translations`,
  [LANGUAGE],
);
const codes = (await check.query<{ code: string }>("select code from translations order by code")).rows.map((r) => r.code);
const rowsOf = (round: number) => codes.map((code) => ({ code, languageCode: LANGUAGE, text: `Round ${round} text of ${code}` }));
const textsOfRound = async (round: number) =>
  Number(
    (
      await check.query<{ n: string }>("select count(*) as n from translation_texts where language_code = $1 and text like $2", [
        LANGUAGE,
        `Round ${round} text of %`,
      ])
    ).rows[0]!.n,
  );

/** Starts a server, logs in, and answers a function that posts one import (its promise settles when the answer or the kill comes). */
async function serve() {
  const port = await freePort();
  const server = await startServer({ DATABASE_URL: scratch.url, DEMO_DATA: "false" }, port);
  const base = `http://127.0.0.1:${port}`;
  const cookie = await login(base, EMAIL, PASSWORD);
  const post = (round: number) =>
    fetch(`${base}/cms/translations-import/import`, {
      method: "POST",
      headers: { cookie, "content-type": "application/json", "sec-fetch-site": "same-origin" },
      body: JSON.stringify({ languageCode: LANGUAGE, rows: rowsOf(round) }),
    }).then(
      async (answer) => ({ status: answer.status, body: await answer.text() }),
      () => ({ status: 0, body: "connection lost" }),
    );
  return { server, post };
}

/** Resolves when a transaction other than ours has written to translation_texts (its xact is open and active on the table). */
async function importTransactionOpen(): Promise<void> {
  for (;;) {
    const { rows } = await check.query<{ n: string }>(
      `select count(*) as n from pg_stat_activity
       where datname = current_database() and pid <> pg_backend_pid() and backend_xid is not null`,
    );
    if (Number(rows[0]!.n) > 0) return;
    await new Promise((resolve) => setImmediate(resolve));
  }
}

const results: { trial: number; how: string; written: boolean; ok: boolean }[] = [];
let committed = 0;
try {
  // One import that runs to its end: how long a whole import takes, for the random delays.
  const first = await serve();
  const started = performance.now();
  const answer = await first.post(1);
  const wholeMs = performance.now() - started;
  if (answer.status !== 200) throw new Error(`import: ${answer.status} ${answer.body.slice(0, 300)}`);
  committed = 1;
  await stopServer(first.server.child);
  console.log(`A whole import of ${KEYS.toLocaleString("en")} rows took ${wholeMs.toFixed(0)} ms; ${trials} trials follow.`);

  for (let trial = 1; trial <= trials; trial++) {
    const round = committed + 1;
    const { server, post } = await serve();
    const exited = new Promise((resolve) => server.child.once("exit", resolve));
    const answered = post(round);
    const how =
      trial % 2 === 0
        ? await importTransactionOpen().then(() => "killed inside the import's transaction")
        : await new Promise<string>((resolve) => {
            const delay = Math.round(Math.random() * 2 * wholeMs);
            setTimeout(() => resolve(`killed after ${delay} ms`), delay);
          });
    server.child.kill("SIGKILL");
    await exited;
    const reply = await answered;
    // The killed server's connections end; wait until PostgreSQL has rolled back what they held.
    while (
      Number(
        (
          await check.query<{ n: string }>(
            "select count(*) as n from pg_stat_activity where datname = current_database() and pid <> pg_backend_pid()",
          )
        ).rows[0]!.n,
      ) > 0
    )
      await new Promise((resolve) => setTimeout(resolve, 10));
    const newTexts = await textsOfRound(round);
    const oldTexts = await textsOfRound(committed);
    const written = newTexts === KEYS;
    const ok = (newTexts === KEYS && oldTexts === 0) || (newTexts === 0 && oldTexts === KEYS);
    if (written) committed = round;
    results.push({ trial, how, written, ok });
    console.log(
      `trial ${trial}: ${how}; answer ${reply.status || "none"}; round ${round}: ${newTexts} rows, round before: ${oldTexts} rows -> ${
        ok ? (written ? "all written" : "nothing written") : "PARTIAL"
      }`,
    );
  }
} finally {
  await check.end();
  await scratch.drop();
}
const held = results.filter((r) => r.ok).length;
console.log(
  `\nAll or nothing held in ${held} of ${results.length} trials (${results.filter((r) => r.written).length} all written, ${
    results.filter((r) => r.ok && !r.written).length
  } nothing written; ${results.filter((r) => r.how.includes("inside")).length} killed inside the transaction).`,
);
if (held !== trials) process.exit(1);
