/**
 * The bed-id check (issue 16: checkBedIdUnique p50 ≤ 3 ms): sequential GETs of
 * /rest/contact/contacts/{id}/warranty-registrations/bed-id-unique-check on loopback, half of
 * them for registered bed ids (in another case than stored) and half for free ones, against a
 * server started like `npm start` with the demo data, after the registrations were raised to
 * --registrations rows (default 1,000,000) in SQL. The check is one probe of the unique index
 * on lower(bed_id) (migration 0002), so the figure should not grow with the table.
 *
 * Usage: npx tsx bench/warranty-bed-id.ts --database-url postgres://postgres@127.0.0.1:5432/postgres [--registrations 1000000]
 */
import pg from "pg";
import { createScratchDatabase, freePort, login, startServer, stopServer, summarise } from "./lib/server.ts";
import { benchOptions } from "./lib/options.ts";

const options = benchOptions();
const serverUrl = options.text("--database-url") ?? process.env.TEST_DATABASE_URL;
if (!serverUrl) throw new Error("Give --database-url (a PostgreSQL server; a scratch database is made and dropped).");
const registrations = options.number("--registrations", 1_000_000);

const scratch = await createScratchDatabase(serverUrl);
const port = await freePort();
const base = `http://127.0.0.1:${port}`;
console.log("Seeding the demo data (first start of the server)...");
const server = await startServer({ DATABASE_URL: scratch.url, DEMO_DATA: "true", ADMIN_PASSWORD: "bench-password-123" }, port);
const db = new pg.Client({ connectionString: scratch.url });
await db.connect();
try {
  const { rows: before } = await db.query<{ n: string }>("select count(*) as n from warranty_registrations");
  const missing = Math.max(0, registrations - Number(before[0]!.n));
  console.log(`Adding ${missing} registrations...`);
  await db.query(
    `insert into warranty_registrations (bed_model_id, bed_id, purchased_month, purchased_year, contact_id, created_date)
     select (select min(id) from bed_models), 'BENCH-' || g, 1 + g % 12, 1993 + g % 30,
       (select min(id) from contacts), now() - make_interval(secs => g)
     from generate_series(1, $1::int) g`,
    [missing],
  );
  await db.query("analyze warranty_registrations");
  const contact = (await db.query<{ id: number }>("select min(id) as id from contacts")).rows[0]!.id;
  const cookie = await login(base, "warranty@demo.example");
  const url = (bedId: string) =>
    `${base}/rest/contact/contacts/${contact}/warranty-registrations/bed-id-unique-check?bedId=${encodeURIComponent(bedId)}`;
  const samples: number[] = [];
  for (let i = 0; i < 2200; i++) {
    const taken = i % 2 === 0;
    const bedId = taken ? `bench-${1 + ((i * 7919) % Math.max(missing, 1))}` : `FREE-${i}`;
    const t = performance.now();
    const answer = await fetch(url(bedId), { headers: { cookie } });
    const body = (await answer.json()) as { isUnique: boolean };
    const took = performance.now() - t;
    if (answer.status !== 200 || (missing > 0 && body.isUnique === taken))
      throw new Error(`unexpected answer for ${bedId}: ${JSON.stringify(body)}`);
    if (i >= 200) samples.push(took); // after warm-up
  }
  const total = (await db.query<{ n: string }>("select count(*) as n from warranty_registrations")).rows[0]!.n;
  console.log(`database: PostgreSQL, ${total} registrations`);
  summarise("GET .../bed-id-unique-check", samples);
} finally {
  await db.end();
  await stopServer(server.child);
  await scratch.drop();
}
