import { sql } from "kysely";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { Database } from "../../src/server/db/database.ts";
import { OutboxMail } from "../../src/server/adapters/mail.ts";
import { CatalogDispatcher } from "../../src/server/routes/catalog/order-dispatch.ts";
import { createTestApp, type Client, type TestApp } from "../fixtures/app.ts";
import { orderBody, seedCatalogNetwork, type CatalogNetwork } from "../fixtures/catalog-network.ts";
import { testDatabaseKinds } from "../fixtures/databases.ts";

/**
 * GDPR (issue 16): a contact's personal-data export and erase (tag gdprContacts), and the staff
 * and manager CSV downloads (tag gdpr). The erase is checked against a dump of every table of the
 * database: none of the person's names, addresses or phone numbers may be left anywhere.
 */

const PERSON = {
  firstname: "Ingegerd",
  lastname: "Vasquez-Blomgren",
  primary: "Ingegerd.VB@kund.test",
  alternative: "ivb.hemma@kund.test",
  telephone: "+46 70 555 12 34",
  mobilePhone: "+46 73 999 88 77",
  street: "Bergsgatan 7",
};

// Every form the person's data could be stored in (lower case): names, addresses, phones as
// written, as bare digits and in the national form the catalog search keeps.
const TRACES = [
  "ingegerd",
  "vasquez-blomgren",
  "ingegerd.vb@kund.test",
  "ivb.hemma@kund.test",
  "+46 70 555 12 34",
  "46705551234",
  "0705551234",
  "+46 73 999 88 77",
  "46739998877",
  "0739998877",
  "bergsgatan 7",
];

/** Every row of every table of the schema, as text, lower case. */
async function dumpDatabase(database: Database): Promise<string> {
  const tables = await sql<{ name: string }>`
    select table_name as name from information_schema.tables
    where table_schema = current_schema() and table_type = 'BASE TABLE' order by table_name`.execute(database.db);
  const parts: string[] = [];
  for (const { name } of tables.rows) {
    const rows = await sql<{ row: string }>`select t::text as row from ${sql.table(name)} t`.execute(database.db);
    parts.push(`-- ${name}\n${rows.rows.map((r) => r.row).join("\n")}`);
  }
  return parts.join("\n").toLowerCase();
}

const tracesIn = (dump: string) => TRACES.filter((trace) => dump.includes(trace));

describe.each(testDatabaseKinds)("GDPR export and erase on %s", (kind) => {
  let t: TestApp;
  let network: CatalogNetwork;
  let contactStaff: Client;
  let catalogStaff: Client;
  let warrantyStaff: Client;
  let contactId: number;
  let otherId: number;
  let catalogOrderId: number;
  let registrationId: number;
  let bookingId: number;

  beforeAll(async () => {
    // No SMTP_URL: mail goes to the outbox (the catalog request's mail to its store lands there).
    t = await createTestApp(kind);
    const db = t.database.db;
    network = await seedCatalogNetwork(db);
    contactStaff = await t.login(["contact"]);
    catalogStaff = await t.login(["catalogOrder"]);
    warrantyStaff = await t.login(["warranty"]);

    // The contact, its portal account, a catalog request and a bed: through the API (audited).
    const created = await contactStaff.post("/rest/contact/contacts", {
      firstname: PERSON.firstname,
      lastname: PERSON.lastname,
      primaryEmail: { value: PERSON.primary },
      alternativeEmails: [{ value: PERSON.alternative }],
      employer: "Blomgren Snickeri AB",
      address: { street: PERSON.street, zipCode: "211 22", city: "Malmö", country: { code: "SE" } },
      telephone: PERSON.telephone,
      mobilePhone: PERSON.mobilePhone,
    });
    expect(created.statusCode, created.body).toBe(200);
    contactId = created.json().id;
    const account = await contactStaff.post(`/rest/contact/contacts/${contactId}/account`, { email: PERSON.primary });
    expect(account.statusCode, account.body).toBe(200);

    const other = await contactStaff.post("/rest/contact/contacts", {
      firstname: "Bertil",
      lastname: "Åkesson",
      primaryEmail: { value: "bertil.akesson@kund.test" },
      telephone: "+46 8 123 456 78",
    });
    expect(other.statusCode, other.body).toBe(200);
    otherId = other.json().id;

    const order = await catalogStaff.post(
      "/rest/catalog/catalog-orders",
      orderBody({
        firstname: PERSON.firstname,
        lastname: PERSON.lastname,
        email: PERSON.alternative,
        phone: PERSON.telephone,
        street: PERSON.street,
      }),
    );
    expect(order.statusCode, order.body).toBe(200);
    catalogOrderId = order.json().id;
    // Linked by its address (the alternative one), and routed: its mail to the store replies to the person.
    expect(order.json()).toMatchObject({ contactId, status: { code: "delivered" } });

    const model = await db.insertInto("bed_models").values({ name: "Aurora", sort_order: 0 }).returning("id").executeTakeFirstOrThrow();
    await db.insertInto("bed_colors").values({ bed_model_id: model.id, name: "Charcoal", sort_order: 0 }).execute();
    const bed = await warrantyStaff.post(`/rest/contact/contacts/${contactId}/warranty-registrations`, {
      bedModel: "Aurora",
      bedColor: "Charcoal",
      bedTopMattressModel: null,
      bedId: "AUR-GDPR-0001",
      purchasedMonth: 5,
      purchasedYear: 2021,
      careReminders: true,
    });
    expect(bed.statusCode, bed.body).toBe(200);
    registrationId = bed.json().id;

    // No operation creates these (the website does): written as the website would.
    bookingId = (
      await db
        .insertInto("meeting_bookings")
        .values({
          firstname: PERSON.firstname,
          lastname: PERSON.lastname,
          email: PERSON.primary.toUpperCase(),
          telephone: PERSON.mobilePhone,
          message: `Ring mig på ${PERSON.mobilePhone}`,
          location_id: network.locations.centrum,
        })
        .returning("id")
        .executeTakeFirstOrThrow()
    ).id;
    const newsletter = await db.insertInto("newsletters").values({ code: "news", label: "News" }).returning("id").executeTakeFirstOrThrow();
    await db.insertInto("newsletter_subscriptions").values({ newsletter_id: newsletter.id, email: PERSON.primary }).execute();
    await db.insertInto("newsletter_subscriptions").values({ newsletter_id: newsletter.id, email: "bertil.akesson@kund.test" }).execute();
    const mediaOrder = await db
      .insertInto("media_orders")
      .values({ name: `${PERSON.firstname} ${PERSON.lastname}`, email: PERSON.alternative, company: "Blomgren Snickeri AB" })
      .returning("id")
      .executeTakeFirstOrThrow();
    const folder = await db.insertInto("media_folders").values({ name: "Beds" }).returning("id").executeTakeFirstOrThrow();
    const media = await db
      .insertInto("media")
      .values({ folder_id: folder.id, name: "Aurora.jpg" })
      .returning("id")
      .executeTakeFirstOrThrow();
    await db
      .insertInto("media_downloads")
      .values({
        media_id: media.id,
        media_order_id: mediaOrder.id,
        downloaded_by_name: PERSON.firstname,
        downloaded_by_email: PERSON.alternative,
      })
      .execute();
    await db
      .insertInto("outbox")
      .values({ to_address: PERSON.primary, subject: "Välkommen", text: `Hej ${PERSON.firstname}!` })
      .execute();
    await db.insertInto("outbox").values({ to_address: "bertil.akesson@kund.test", subject: "Välkommen", text: "Hej Bertil!" }).execute();
    await db.insertInto("location_managers").values({ location_id: network.locations.centrum, contact_id: contactId }).execute();
    await db.insertInto("location_managers").values({ location_id: network.locations.centrum, contact_id: otherId }).execute();
    // An audit entry of another kind of record that names the person (found by the text).
    await db
      .insertInto("audit_log")
      .values({
        operation: "addLocationManager",
        method: "POST",
        path: `/rest/company/locations/${network.locations.centrum}/managers`,
        record_type: "location_manager",
        record_id: String(network.locations.centrum),
        status_code: 200,
        after: JSON.stringify({ managers: [{ id: contactId, email: PERSON.primary, note: `added ${PERSON.firstname}` }], count: 2 }),
      })
      .execute();
    await db.insertInto("login_failures").values({ account_key: PERSON.primary.toLowerCase(), ip: "192.0.2.1" }).execute();
  });
  afterAll(() => t?.close());

  const exportOf = (email: string, client = contactStaff) => client.get(`/gdpr/export/email?email=${encodeURIComponent(email)}`);
  const erase = (id: unknown, client = contactStaff) => client.post("/gdpr/flush/contact", { id });

  it("refuses the export and the erase without the contact permission, and bad input", async () => {
    expect((await exportOf(PERSON.primary, warrantyStaff)).statusCode).toBe(403);
    expect((await erase(contactId, warrantyStaff)).statusCode).toBe(403);
    expect((await contactStaff.get("/gdpr/export/email")).statusCode).toBe(400);
    for (const body of [{}, { id: "abc" }, { id: contactId, extra: 1 }]) {
      const answer = await contactStaff.post("/gdpr/flush/contact", body);
      expect(answer.statusCode, JSON.stringify(body)).toBe(400);
    }
    expect((await exportOf("nobody@kund.test")).statusCode).toBe(404);
    expect((await erase(987654321)).statusCode).toBe(404);
    // Nothing was erased by the refused calls.
    expect((await exportOf(PERSON.primary)).statusCode).toBe(200);
  });

  it("exports everything held about the person as one JSON download, and audits the download", async () => {
    const answer = await exportOf(PERSON.primary);
    expect(answer.statusCode, answer.body).toBe(200);
    expect(answer.headers["content-disposition"]).toContain('attachment; filename="personal-data.json"');
    expect(answer.headers["content-type"]).toContain("application/json");
    const data = answer.json();
    expect(data.contact).toMatchObject({
      id: contactId,
      firstname: PERSON.firstname,
      lastname: PERSON.lastname,
      primaryEmail: { value: PERSON.primary },
      alternativeEmails: [{ value: PERSON.alternative }],
      telephone: PERSON.telephone,
      account: { isSet: true, username: PERSON.primary },
    });
    expect(data.portalAccount).toMatchObject({ username: PERSON.primary });
    expect(data.managedLocations).toEqual([{ id: network.locations.centrum, name: expect.any(String) }]);
    expect(data.catalogOrders.map((o: { id: number }) => o.id)).toEqual([catalogOrderId]);
    expect(data.catalogOrders[0]).toMatchObject({ email: PERSON.alternative, phone: PERSON.telephone });
    expect(data.warrantyRegistrations.map((r: { id: number }) => r.id)).toEqual([registrationId]);
    expect(data.meetingBookings.map((b: { id: number }) => b.id)).toEqual([bookingId]);
    expect(data.newsletterSubscriptions).toEqual([
      expect.objectContaining({ email: PERSON.primary, newsletter: expect.objectContaining({ code: "news" }) }),
    ]);
    expect(data.mediaOrders).toEqual([expect.objectContaining({ email: PERSON.alternative })]);
    // The welcome mail to the person and the request's mail to the store (replying to the person); not Bertil's.
    const mails = data.outboxMails as { to: string; replyTo: string | null }[];
    expect(mails.some((m) => m.to === PERSON.primary)).toBe(true);
    expect(mails.some((m) => m.replyTo === PERSON.alternative)).toBe(true);
    expect(mails.every((m) => m.to !== "bertil.akesson@kund.test")).toBe(true);
    // Audit entries of the contact, its account, its request, its bed and the one naming it.
    const kinds = new Set((data.auditEntries as { recordType: string }[]).map((a) => a.recordType));
    for (const type of ["contact", "contact.account", "catalogOrder", "warrantyRegistration", "location_manager"])
      expect(kinds).toContain(type);

    // Any of its addresses, in any case, finds the same contact.
    const byAlternative = await exportOf(PERSON.alternative.toUpperCase());
    expect(byAlternative.statusCode).toBe(200);
    expect(byAlternative.json().contact.id).toBe(contactId);

    const logged = await t.database.db
      .selectFrom("audit_log")
      .select(["path", "record_type", "record_id", "account_id", "before", "after"])
      .where("operation", "=", "exportContactPersonalData")
      .execute();
    expect(logged.length).toBeGreaterThanOrEqual(2);
    expect(logged[0]).toEqual({
      path: "/gdpr/export/email",
      record_type: "contact",
      record_id: String(contactId),
      account_id: contactStaff.accountId,
      before: null,
      after: null,
    });
  });

  it("erases the person from every table in one call, keeping the anonymised requests, bookings and beds", async () => {
    const before = await dumpDatabase(t.database);
    // The dump does see the person before, in every form (so finding nothing afterwards means
    // something): the contact's search text keeps both phones' digits and national forms (0025).
    expect(tracesIn(before)).toEqual(TRACES);

    const answer = await erase(contactId);
    expect(answer.statusCode, answer.body).toBe(200);
    expect(answer.json()).toEqual({ success: true });

    const after = await dumpDatabase(t.database);
    expect(tracesIn(after)).toEqual([]);
    // Bertil, who is not erased, is all still there.
    for (const trace of ["bertil.akesson@kund.test", "åkesson", "hej bertil!"]) expect(after).toContain(trace);
    expect((await contactStaff.get(`/rest/contact/contacts/${otherId}`)).statusCode).toBe(200);

    // Gone: the contact (404 by id and by address), and a second erase finds nothing.
    expect((await exportOf(PERSON.primary)).statusCode).toBe(404);
    expect((await exportOf(PERSON.alternative)).statusCode).toBe(404);
    expect((await contactStaff.get(`/rest/contact/contacts/${contactId}`)).statusCode).toBe(404);
    expect((await erase(contactId)).statusCode).toBe(404);

    // Kept, anonymised: the request (still counted and routed where it went), the bed, the booking.
    const order = await catalogStaff.get(`/rest/catalog/catalog-orders/${catalogOrderId}`);
    expect(order.statusCode).toBe(200);
    expect(order.json()).toMatchObject({
      firstname: null,
      lastname: null,
      email: null,
      phone: null,
      street: null,
      zipCode: "211 22",
      country: "SE",
      contactId: null,
      status: { code: "delivered" },
    });
    const bed = await warrantyStaff.get(`/warranty/data/warranty/index?id=${registrationId}`);
    expect(bed.statusCode, bed.body).toBe(200);
    expect(bed.json()).toMatchObject({ bedId: "AUR-GDPR-0001", bedModel: "Aurora", registeredTo: null });
    const db = t.database.db;
    expect(
      await db.selectFrom("warranty_registrations").select(["bed_id", "contact_id"]).where("id", "=", registrationId).executeTakeFirst(),
    ).toEqual({
      bed_id: "AUR-GDPR-0001",
      contact_id: null,
    });
    expect(
      await db
        .selectFrom("meeting_bookings")
        .select(["firstname", "email", "status", "location_id"])
        .where("id", "=", bookingId)
        .executeTakeFirst(),
    ).toEqual({ firstname: null, email: null, status: "new", location_id: network.locations.centrum });
    // Bertil still manages his store.
    expect(await db.selectFrom("location_managers").select("contact_id").execute()).toEqual([{ contact_id: otherId }]);

    // The erase is recorded: who, when, which id and how many rows, nothing personal.
    const erasure = await db.selectFrom("gdpr_erasures").selectAll().executeTakeFirstOrThrow();
    expect(erasure).toMatchObject({ contact_id: contactId, account_id: contactStaff.accountId });
    expect(Date.now() - new Date(erasure.erased_at).getTime()).toBeLessThan(60_000);
    expect(erasure.rows_erased).toMatchObject({
      contacts: 1,
      contactEmails: 2,
      portalAccounts: 1,
      catalogOrders: 1,
      warrantyRegistrations: 1,
      meetingBookings: 1,
      newsletterSubscriptions: 1,
      mediaOrders: 1,
      mediaDownloads: 1,
      managedLocations: 1,
      loginFailures: 1,
    });
    expect((erasure.rows_erased as Record<string, number>).outboxMails).toBeGreaterThanOrEqual(2);
    expect((erasure.rows_erased as Record<string, number>).auditEntries).toBeGreaterThanOrEqual(5);
    const logged = await db
      .selectFrom("audit_log")
      .select(["record_type", "record_id", "status_code", "after"])
      .where("operation", "=", "eraseContactPersonalData")
      .where("status_code", "=", 200)
      .executeTakeFirstOrThrow();
    expect(logged).toEqual({
      record_type: "contact.erasure",
      record_id: String(contactId),
      status_code: 200,
      after: { rowsErased: erasure.rows_erased },
    });
    // The audit trail stays, its copies blanked: the contact's creation is still on record.
    const creation = await db
      .selectFrom("audit_log")
      .select(["after"])
      .where("operation", "=", "createContact")
      .where("record_id", "=", String(contactId))
      .executeTakeFirstOrThrow();
    expect(creation.after).toMatchObject({ id: contactId, firstname: "[erased]", lastname: "[erased]" });
  });

  it("keeps copies of an erased contact out of audit entries written after the erase", async () => {
    // What a write that committed just before the erase logs just after it (the audit plugin
    // writes at onSend, after the write's own transaction).
    const db = t.database.db;
    const late = async (record_type: string, record_id: string, after: unknown) =>
      (
        await db
          .insertInto("audit_log")
          .values({ operation: "late", method: "PUT", path: "/late", record_type, record_id, after: JSON.stringify(after) })
          .returning("after")
          .executeTakeFirstOrThrow()
      ).after;
    expect(await late("contact", String(contactId), { id: contactId, firstname: PERSON.firstname })).toEqual({ erased: true });
    expect(await late("catalogOrder", "1", { id: 1, contactId, email: PERSON.primary })).toEqual({ erased: true });
    expect(await late("warrantyRegistration", "2", { id: 2, registeredTo: { id: contactId, firstname: PERSON.firstname } })).toEqual({
      erased: true,
    });
    // Other contacts' entries, and an erasure's own entry (row counts), are written as they are.
    expect(await late("contact", String(otherId), { id: otherId, firstname: "Bertil" })).toEqual({ id: otherId, firstname: "Bertil" });
    expect(await late("contact.erasure", String(contactId), { rowsErased: { contacts: 1 } })).toEqual({ rowsErased: { contacts: 1 } });
  });

  it("finds nothing of the person in the catalog search or the contact list afterwards", async () => {
    // Runs after the erase (tests of a file run in order); Bertil is found the same way.
    const searchCatalog = async (text: string) => {
      const filters = encodeURIComponent(JSON.stringify({ searchString: text }));
      const answer = await catalogStaff.get(`/rest/catalog/catalog-orders/get-by-page?page=1&count=10&filters=${filters}`);
      expect(answer.statusCode, answer.body).toBe(200);
      return answer.json().total;
    };
    for (const text of ["vasquez", "ingegerd.vb@kund.test", "ivb.hemma", "0705551234", "bergsgatan"])
      expect(await searchCatalog(text), text).toBe(0);
    // The request itself is still there, found by what was kept of it.
    expect(await searchCatalog("211 22")).toBeGreaterThanOrEqual(1);
    const searchContacts = async (text: string) => {
      const answer = await contactStaff.get(`/rest/contact/contacts?filter=page&page=1&count=10&search=${encodeURIComponent(text)}`);
      expect(answer.statusCode, answer.body).toBe(200);
      return answer.json().total;
    };
    expect(await searchContacts("ingegerd")).toBe(0);
    expect(await searchContacts("bertil")).toBe(1);
  });
});

describe.each(testDatabaseKinds)("GDPR erase racing writes of the same contact on %s", (kind) => {
  let t: TestApp;
  let network: CatalogNetwork;
  let contactStaff: Client;
  let warrantyStaff: Client;
  let catalogStaff: Client;

  beforeAll(async () => {
    t = await createTestApp(kind);
    network = await seedCatalogNetwork(t.database.db);
    contactStaff = await t.login(["contact"]);
    warrantyStaff = await t.login(["warranty"]);
    catalogStaff = await t.login(["catalogOrder"]);
    const model = await t.database.db
      .insertInto("bed_models")
      .values({ name: "Eira", sort_order: 0 })
      .returning("id")
      .executeTakeFirstOrThrow();
    await t.database.db.insertInto("bed_colors").values({ bed_model_id: model.id, name: "Natural linen", sort_order: 0 }).execute();
  });
  afterAll(() => t?.close());

  // Whichever comes first, an edit, a new address or a new bed of the contact sent while it is
  // erased leaves nothing of the person behind: it lands before the erase (and is erased with
  // the rest) or after it (and finds no contact: 404 or 409).
  it("leaves nothing of the person whatever order the writes land in", async () => {
    const traces: string[] = [];
    for (let round = 0; round < 6; round++) {
      const email = `ragnhild.${round}@race.test`;
      const extra = `ragnhild.${round}.extra@race.test`;
      traces.push(email, extra);
      const created = await contactStaff.post("/rest/contact/contacts", {
        firstname: "Ragnhild",
        lastname: "Östlund-Race",
        primaryEmail: { value: email },
        telephone: "+46 70 321 00 99",
      });
      expect(created.statusCode, created.body).toBe(200);
      const contact = created.json();
      const eraseIt = () => contactStaff.post("/gdpr/flush/contact", { id: contact.id });
      const startWrites = () => [
        contactStaff.put(`/rest/contact/contacts/${contact.id}`, {
          ...contact,
          mobilePhone: "+46 76 444 33 22",
          employer: "Racegården AB",
        }),
        contactStaff.post(`/rest/contact/contacts/${contact.id}/emails`, { email: extra }),
        warrantyStaff.post(`/rest/contact/contacts/${contact.id}/warranty-registrations`, {
          bedModel: "Eira",
          bedColor: "Natural linen",
          bedTopMattressModel: null,
          bedId: `EIRA-RACE-${round}`,
          purchasedMonth: 1,
          purchasedYear: 2022,
          careReminders: false,
        }),
      ];
      // Even rounds send the erase first, odd rounds after the writes (which then tend to land first).
      const erasing = round % 2 === 0 ? eraseIt() : undefined;
      const writes = startWrites();
      const erased = await (erasing ?? eraseIt());
      const [updated, added, registered] = await Promise.all(writes);
      expect(erased.statusCode, erased.body).toBe(200);
      for (const answer of [updated, added, registered]) expect([200, 404, 409], answer.body).toContain(answer.statusCode);
    }
    const dump = await dumpDatabase(t.database);
    const left = [...traces, "ragnhild", "östlund-race", "+46 70 321 00 99", "+46 76 444 33 22", "racegården"].filter((x) =>
      dump.includes(x),
    );
    expect(left).toEqual([]);
    const erasures = await t.database.db.selectFrom("gdpr_erasures").select("contact_id").execute();
    expect(erasures).toHaveLength(6);
  });

  // Two connections needed: PostgreSQL only (PGlite has one, so nothing can interleave there).
  it.runIf(kind === "postgres")("never sends a catalog request's mail composed from a copy read before an erase cleared it", async () => {
    const db = t.database.db;
    const person = {
      firstname: "Sigvard",
      lastname: "Raceson",
      email: "sigvard@race.test",
      phone: "+46 70 111 22 99",
      street: "Racegatan 3",
    };
    const order = await catalogStaff.post("/rest/catalog/catalog-orders", orderBody(person));
    expect(order.statusCode, order.body).toBe(200);
    const orderId: number = order.json().id;
    const { max: lastMail } = await db
      .selectFrom("outbox")
      .select((eb) => eb.fn.max("id").as("max"))
      .executeTakeFirstOrThrow();
    const store = await db
      .selectFrom("company_locations")
      .select(["id", "name", "email"])
      .where("id", "=", network.locations.flagship)
      .executeTakeFirstOrThrow();
    const dispatcher = new CatalogDispatcher(db, new OutboxMail(t.database, "noreply@backoffice.test"));

    let sending: Promise<void> | undefined;
    await db.transaction().execute(async (erase) => {
      // What the erase does to the request (personal-erase.ts), holding its row until commit.
      await erase
        .updateTable("catalog_orders")
        .set({ firstname: null, lastname: null, email: null, phone: null, street: null, apartment_number: null, contact_id: null })
        .where("id", "=", orderId)
        .execute();
      // Staff send the request again meanwhile: the dispatcher reads it before the erase commits.
      sending = dispatcher.sendManually([{ orderId, location: { ...store, countryCode: "SE" } }]);
      await expect
        .poll(
          async () =>
            (
              await sql<{ n: number }>`select count(*)::int as n from pg_stat_activity
                where wait_event_type = 'Lock' and query ilike '%catalog_orders%' and pid <> pg_backend_pid()`.execute(db)
            ).rows[0]!.n,
          { timeout: 20_000 },
        )
        .toBeGreaterThan(0);
    });
    await sending;

    const mails = await db
      .selectFrom("outbox")
      .selectAll()
      .where("id", ">", Number(lastMail ?? 0))
      .execute();
    expect(JSON.stringify(mails).toLowerCase()).not.toMatch(/sigvard|raceson|racegatan|111 22 99/);
    const after = await db.selectFrom("catalog_orders").select(["error_message"]).where("id", "=", orderId).executeTakeFirstOrThrow();
    expect(after.error_message).toMatch(/erased before the request was sent/);
  });
});

describe.each(testDatabaseKinds)("GDPR staff and manager CSV downloads on %s", (kind) => {
  let t: TestApp;
  let accountStaff: Client;
  let contactStaff: Client;

  beforeAll(async () => {
    t = await createTestApp(kind);
    const db = t.database.db;
    accountStaff = await t.login(["account"]);
    contactStaff = await t.login(["contact"]);
    const id = await t.createAccount("formula@staff.test", ["contact", "warranty"], ["sv_SE"]);
    await db
      .updateTable("accounts")
      .set({ firstname: '=HYPERLINK("http://x.test","klick")', lastname: "Ström, Åsa" })
      .where("id", "=", id)
      .execute();
    const group = await db.insertInto("region_groups").values({ name: "Norden" }).returning("id").executeTakeFirstOrThrow();
    await db.insertInto("account_region_groups").values({ account_id: id, group_id: group.id }).execute();
    const se = await db.insertInto("countries").values({ code: "SE", name: "Sweden" }).returning("id").executeTakeFirstOrThrow();
    const store = await db
      .insertInto("company_locations")
      .values({ name: "Vividus Malmö", country_id: se.id })
      .returning("id")
      .executeTakeFirstOrThrow();
    const manager = await db
      .insertInto("contacts")
      .values({ firstname: "Maja", lastname: "Lind" })
      .returning("id")
      .executeTakeFirstOrThrow();
    await db.insertInto("contact_emails").values({ contact_id: manager.id, value: "maja@store.test", kind: "primary" }).execute();
    await db.insertInto("location_managers").values({ location_id: store.id, contact_id: manager.id }).execute();
    // A contact who manages nothing is not in the managers' file.
    await db.insertInto("contacts").values({ firstname: "Ej", lastname: "Chef" }).execute();
  });
  afterAll(() => t?.close());

  it("downloads the staff accounts as formula-safe CSV with a BOM, never a password", async () => {
    const answer = await accountStaff.get("/gdpr/export/users?role=user");
    expect(answer.statusCode, answer.body).toBe(200);
    expect(answer.headers["content-type"]).toContain("text/csv");
    expect(answer.headers["content-disposition"]).toContain('filename="users.csv"');
    const body = answer.rawPayload.toString("utf8");
    expect(body.startsWith("\uFEFF")).toBe(true);
    const lines = body.slice(1).split("\r\n");
    expect(lines[0]).toBe("id,firstname,lastname,email,permissions,languagePermissions,groups,createdAt,lastLoginAt");
    const row = lines.find((l) => l.includes("formula@staff.test"))!;
    expect(row).toContain(`"'=HYPERLINK(""http://x.test"",""klick"")","Ström, Åsa",formula@staff.test,contact; warranty,sv_SE,Norden,`);
    // The logged-in exporter has a last login; the formula account never logged in.
    const exporter = lines.find((l) => l.startsWith(`${accountStaff.accountId},`))!;
    expect(exporter.split(",").at(-1)).toMatch(/^\d{4}-\d\d-\d\dT/);
    expect(row.endsWith(",")).toBe(true);
    expect(body).not.toMatch(/argon|scrypt|\$[0-9a-z]+\$/i);
    const audited = await t.database.db
      .selectFrom("audit_log")
      .select(["record_type", "account_id"])
      .where("operation", "=", "exportUsersCsv")
      .execute();
    expect(audited).toContainEqual({ record_type: "account", account_id: accountStaff.accountId });
  });

  it("downloads the location managers with their locations", async () => {
    const answer = await accountStaff.get("/gdpr/export/users?role=manager");
    expect(answer.statusCode, answer.body).toBe(200);
    expect(answer.headers["content-disposition"]).toContain('filename="managers.csv"');
    const lines = answer.rawPayload.toString("utf8").slice(1).split("\r\n");
    expect(lines[0]).toBe("contactId,firstname,lastname,email,locations");
    expect(lines.slice(1).filter((l) => l !== "")).toEqual([expect.stringMatching(/^\d+,Maja,Lind,maja@store\.test,Vividus Malmö$/)]);
  });

  it("needs the account permission and a known role", async () => {
    expect((await contactStaff.get("/gdpr/export/users?role=user")).statusCode).toBe(403);
    expect((await accountStaff.get("/gdpr/export/users?role=admin")).statusCode).toBe(400);
    expect((await accountStaff.get("/gdpr/export/users")).statusCode).toBe(400);
  });
});
