/**
 * GDPR export and erase of a contact with 1,000 related rows (issue 16: each ≤ 1 s). Against a
 * server started like `npm start` with the demo data on a scratch PostgreSQL database, whose
 * outbox and audit log are first raised to --background rows each (default 200,000: the export
 * and the erase search both for the person's name, phone and addresses in free text, a scan
 * whose cost grows with them). Each round makes a fresh contact (two addresses, a portal
 * account) with 1,000 related rows in SQL: 300 catalog requests (by address, 0024's index), 200
 * warranty registrations, 150 meeting bookings, 50 newsletter subscriptions, 100 outbox mails
 * and 200 audit entries naming the person; then times GET /gdpr/export/email (the whole JSON
 * download) and POST /gdpr/flush/contact on loopback, and checks the erase left nothing behind.
 *
 * Usage: npx tsx bench/gdpr.ts --database-url postgres://postgres@127.0.0.1:5432/postgres [--rounds 7] [--background 200000]
 */
import pg from "pg";
import { createScratchDatabase, freePort, login, median, startServer, stopServer } from "./lib/server.ts";
import { benchOptions } from "./lib/options.ts";

const options = benchOptions();
const serverUrl = options.text("--database-url") ?? process.env.TEST_DATABASE_URL;
if (!serverUrl) throw new Error("Give --database-url (a PostgreSQL server; a scratch database is made and dropped).");
const rounds = options.number("--rounds", 7);
const background = options.number("--background", 200_000);

const scratch = await createScratchDatabase(serverUrl);
const port = await freePort();
const base = `http://127.0.0.1:${port}`;
console.log("Seeding the demo data (first start of the server)...");
const server = await startServer({ DATABASE_URL: scratch.url, DEMO_DATA: "true", ADMIN_PASSWORD: "bench-password-123" }, port);
const db = new pg.Client({ connectionString: scratch.url });
await db.connect();

/** A contact with 1,000 related rows; answers its id and primary address. */
async function personWithRows(round: number): Promise<{ id: number; email: string }> {
  const email = `bench.person.${round}@gdpr.test`;
  const alternative = `bench.alt.${round}@gdpr.test`;
  const name = `Benchperson${round}`;
  const { rows } = await db.query<{ id: number }>(
    `insert into contacts (firstname, lastname, telephone, street) values ($1, 'Gdprsson', '+46 70 900 00 ' || lpad($2::text, 2, '0'), 'Benchvägen 1') returning id`,
    [name, round],
  );
  const id = Number(rows[0]!.id);
  await db.query(`insert into contact_emails (contact_id, value, kind) values ($1, $2, 'primary'), ($1, $3, 'alternative')`, [
    id,
    email,
    alternative,
  ]);
  await db.query(`insert into portal_accounts (username, password_hash, contact_id) values ($1, 'x', $2)`, [email, id]);
  await db.query(
    `insert into catalog_orders (firstname, lastname, email, phone, street, zip_code, city, country, status_id, contact_id)
     select $1, 'Gdprsson', case when g % 2 = 0 then $2 else $3 end, '+46 70 900 00 00', 'Benchvägen 1', '211 22', 'Malmö', 'SE',
       (select id from catalog_order_statuses where code = 'delivered'), case when g % 3 = 0 then $4::bigint end
     from generate_series(1, 300) g`,
    [name, email, alternative, id],
  );
  await db.query(
    `insert into warranty_registrations (bed_model_id, bed_id, purchased_month, purchased_year, contact_id)
     select (select min(id) from bed_models), 'GDPR-' || $1::text || '-' || g, 1 + g % 12, 2000 + g % 20, $2 from generate_series(1, 200) g`,
    [round, id],
  );
  await db.query(
    `insert into meeting_bookings (firstname, lastname, email, telephone, location_id)
     select $1, 'Gdprsson', $2, '+46 70 900 00 00', (select min(id) from company_locations) from generate_series(1, 150)`,
    [name, email],
  );
  await db.query(
    `insert into newsletters (code, label) select 'gdpr-bench-' || $1::text || '-' || g, 'Bench' from generate_series(1, 50) g`,
    [round],
  );
  await db.query(
    `insert into newsletter_subscriptions (newsletter_id, email) select id, $2 from newsletters where code like 'gdpr-bench-' || $1::text || '-%'`,
    [round, email],
  );
  await db.query(
    `insert into outbox (to_address, reply_to, subject, text)
     select case when g % 2 = 0 then $1 else 'store@bench.test' end, $2, 'Catalog request ' || g, 'From ' || $3 || ' Gdprsson' from generate_series(1, 100) g`,
    [email, alternative, name],
  );
  await db.query(
    `insert into audit_log (operation, method, path, record_type, record_id, status_code, after)
     select 'updateContact', 'PUT', '/rest/contact/contacts/' || $1::text, 'contact', $1::text, 200,
       jsonb_build_object('id', $1::bigint, 'firstname', $2::text, 'primaryEmail', jsonb_build_object('value', $3::text), 'n', g)
     from generate_series(1, 200) g`,
    [id, name, email],
  );
  return { id, email };
}

try {
  console.log(`Raising the outbox and the audit log to ${background} rows each...`);
  await db.query(
    `insert into outbox (to_address, subject, text, created_at)
     select 'someone' || g || '@elsewhere.test', 'Catalog request ' || g, 'A request from someone else, number ' || g, now() - make_interval(secs => g)
     from generate_series(1, $1::int) g`,
    [background],
  );
  await db.query(
    `insert into audit_log (operation, method, path, record_type, record_id, status_code, after, at)
     select 'updateCatalogOrder', 'PUT', '/rest/catalog/catalog-orders/' || (100000000 + g), 'catalogOrder', (100000000 + g)::text, 200,
       jsonb_build_object('id', g, 'firstname', 'Other' || g, 'email', 'other' || g || '@elsewhere.test'), now() - make_interval(secs => g)
     from generate_series(1, $1::int) g`,
    [background],
  );
  await db.query("analyze");
  const cookie = await login(base, "contacts@demo.example");
  const exports: number[] = [];
  const erases: number[] = [];
  for (let round = 0; round < rounds; round++) {
    const person = await personWithRows(round);
    let t = performance.now();
    const exported = await fetch(`${base}/gdpr/export/email?email=${encodeURIComponent(person.email)}`, { headers: { cookie } });
    const data = (await exported.json()) as Record<string, unknown[]>;
    exports.push(performance.now() - t);
    if (exported.status !== 200) throw new Error(`export answered ${exported.status}`);
    const related = ["catalogOrders", "warrantyRegistrations", "meetingBookings", "newsletterSubscriptions", "outboxMails", "auditEntries"]
      .map((key) => data[key]!.length)
      .reduce((a, b) => a + b, 0);
    t = performance.now();
    const erased = await fetch(`${base}/gdpr/flush/contact`, {
      method: "POST",
      headers: { cookie, "content-type": "application/json", "sec-fetch-site": "same-origin" },
      body: JSON.stringify({ id: person.id }),
    });
    erases.push(performance.now() - t);
    if (erased.status !== 200) throw new Error(`erase answered ${erased.status}: ${await erased.text()}`);
    const { rows } = await db.query<{ n: number }>(
      `select (select count(*) from catalog_orders where email like 'bench.%' || $1::text || '@gdpr.test')
        + (select count(*) from outbox where text like '%Benchperson' || $1::text || ' %')
        + (select count(*) from audit_log where after::text like '%Benchperson' || $1::text || '"%') as n`,
      [round],
    );
    if (Number(rows[0]!.n) !== 0) throw new Error(`the erase left ${rows[0]!.n} rows`);
    console.log(
      `round ${round}: ${related} related rows exported in ${exports.at(-1)!.toFixed(0)} ms, erased in ${erases.at(-1)!.toFixed(0)} ms`,
    );
  }
  const worst = (values: number[]) => Math.max(...values).toFixed(0);
  console.log(`database: PostgreSQL, outbox and audit log ${background} rows each besides the person's`);
  console.log(`GET /gdpr/export/email (1,000 related rows): median ${median(exports).toFixed(0)} ms, worst ${worst(exports)} ms`);
  console.log(`POST /gdpr/flush/contact (1,000 related rows): median ${median(erases).toFixed(0)} ms, worst ${worst(erases)} ms`);
} finally {
  await db.end();
  await stopServer(server.child);
  await scratch.drop();
}
