/**
 * Contacts list figures (issue 16): the first page (lastname ascending, 100 rows) asked again and
 * again, and searches by e-mail and by phone, each with another term (nothing any cache could
 * answer), over HTTP against a real server on DATABASE_URL. Seed it first, e.g.
 *   createdb ...; DATABASE_URL=... npm run seed -- --contacts 1000000
 *   DATABASE_URL=... npx tsx bench/contacts.ts
 */
import pg from "pg";
import { KeepAliveClient } from "./lib/keep-alive-client.ts";
import { freePort, startServer } from "./lib/server.ts";

const ROUNDS = Number(process.env.ROUNDS ?? 200);
const databaseUrl = process.env.DATABASE_URL ?? "";
if (!databaseUrl) throw new Error("Set DATABASE_URL to a seeded PostgreSQL database.");

const percentile = (values: number[], p: number) =>
  [...values].sort((a, b) => a - b)[Math.min(values.length - 1, Math.floor(values.length * p))]!;

async function main() {
  const db = new pg.Client({ connectionString: databaseUrl });
  await db.connect();
  const total = (await db.query<{ n: string }>("select count(*) as n from contacts")).rows[0]!.n;
  // Terms of real contacts spread over the table: part of an address, part of a phone number.
  const emails = (
    await db.query<{ term: string }>(
      `select split_part(value, '@', 1) as term from contact_emails tablesample system (1) where kind = 'primary' limit ${ROUNDS}`,
    )
  ).rows.map((r) => r.term);
  const phones = (
    await db.query<{ term: string }>(
      `select right(telephone, 7) as term from contacts tablesample system (1) where telephone is not null limit ${ROUNDS}`,
    )
  ).rows.map((r) => r.term);
  await db.end();

  const port = await freePort();
  const server = await startServer({ DATABASE_URL: databaseUrl }, port);
  try {
    const base = `http://127.0.0.1:${port}`;
    const login = await fetch(`${base}/users/login`, {
      method: "POST",
      headers: { "content-type": "application/json", "sec-fetch-site": "same-origin" },
      body: JSON.stringify({ email: "contacts@demo.example", password: process.env.DEMO_PASSWORD ?? "demo-password-2026" }),
    });
    if (!login.ok) throw new Error(`login failed: ${login.status} ${await login.text()}`);
    const cookie = login.headers.get("set-cookie")!.split(";")[0]!;
    const client = new KeepAliveClient(base, 1);
    const timed = async (paths: string[]) => {
      const ms: number[] = [];
      for (const path of paths) {
        const answer = await client.request("GET", path, { cookie });
        if (answer.status !== 200) throw new Error(`${path}: ${answer.status} ${JSON.stringify(answer.json)}`);
        ms.push(answer.ms);
      }
      return { p50: percentile(ms, 0.5), p95: percentile(ms, 0.95), n: ms.length };
    };
    const list = "/rest/contact/contacts?filter=page&count=100";
    await timed(Array.from({ length: 20 }, () => list)); // warm the pool and the plans
    const rows = {
      "first page (same request again)": await timed(Array.from({ length: ROUNDS }, () => list)),
      "search by e-mail (each term new)": await timed(emails.map((t) => `${list}&search=${encodeURIComponent(t)}`)),
      "search by phone (each term new)": await timed(phones.map((t) => `${list}&search=${encodeURIComponent(t)}`)),
    };
    console.log(`contacts: ${total}`);
    for (const [name, r] of Object.entries(rows))
      console.log(`${name}: p50 ${r.p50.toFixed(2)} ms, p95 ${r.p95.toFixed(2)} ms (${r.n} requests)`);
  } finally {
    server.child.kill();
  }
}

await main();
