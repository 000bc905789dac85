import { sql, type Kysely, type Transaction } from "kysely";
import type { DB } from "../../db/schema.ts";
import { nextVersion } from "../../db/record-version.ts";
import { notFound } from "../../http-errors.ts";
import type { Person } from "./person.ts";
import { auditIsTheirs, catalogOrderIsTheirs, emailIn, mailIsTheirs, readPerson } from "./personal-records.ts";
import { redact } from "./redact.ts";

/**
 * eraseContactPersonalData: one transaction that removes a contact's personal data from every
 * table that holds it, and records that it happened (gdpr_erasures, migration 0024) without it.
 *
 * Per table, delete or anonymise (the contract's description; the same rows the export shows):
 * - contacts, contact_emails: deleted. The contact is the person; its addresses are theirs.
 *   (contacts.primary_email and warranty_registrations.search_text, kept by the triggers of
 *   0021/0022, follow.)
 * - portal_accounts (the embedded portal adapter's): the contact's account is deleted; a staff
 *   account linked to that username (accounts.portal_username) loses the link.
 * - location_managers: the contact's rows deleted (a manager who is erased manages nothing).
 * - catalog_orders: kept anonymised, since they are the brand's counts (dashboard, list counters,
 *   where each store's requests went): names, e-mail, phone, street and apartment number cleared,
 *   contact_id unset. Zip code, city, region and country stay (they route and count the request
 *   and name no one). The csv_line record (0010) and the narrow search table catalog_order_search
 *   (0016) are rewritten by their triggers in this same update.
 * - warranty_registrations: kept (the bed and its warranty outlive the person, 0002's comment),
 *   contact_id unset; their search_text loses the names and addresses through 0022's triggers.
 * - meeting_bookings: kept anonymised (the location's and status counters count them): names,
 *   e-mail, telephone and the customer's message cleared.
 * - newsletter_subscriptions: deleted (a subscription is nothing but the address).
 * - media_orders: kept anonymised (download totals): name blanked, e-mail and company cleared;
 *   media_downloads of those orders or by those addresses lose name and e-mail.
 * - outbox: mails to, replying to or naming the person deleted. They are copies of mails already
 *   handed on (or never to be sent: the person asked for erasure); a blanked mail is worth nothing.
 * - audit_log: entries about the contact or its requests and registrations, or whose copies name
 *   the person, are kept (who changed what, when) with their before/after copies blanked by
 *   redact.ts.
 * - login_failures: rows keyed by one of the addresses deleted (throttling data only).
 * - Not touched: staff accounts and their sessions (an employee's data, exported by
 *   exportUsersCsv; a contact is never a staff account), quotes (a partner's document naming its
 *   customer by name only, with no link to a contact or address).
 *
 * Races. The table lock on catalog_orders comes first (share row exclusive: writers wait, and
 * erases queue behind each other), then the contact's row lock, in that order so that a catalog
 * write that already holds its row and waits for the contact's key lock can finish first instead
 * of deadlocking. While the erase runs, no catalog request can arrive: one sent meanwhile waits,
 * then finds no contact with its address (its link comes out null) and is stored as a new request
 * made after the erase. An edit of the contact or an insert referring to it (an e-mail, a
 * warranty registration) waits for the row lock and then finds no contact (404 or a refused
 * foreign key). Every other statement runs after both locks, so it sees every row committed before
 * the erase began. A request's mail to its store is composed and recorded in the outbox under the
 * request's row lock (catalog/order-dispatch.ts): the erase's update of that row waits for it and
 * then deletes the mail, or clears the request first and no mail is composed from it.
 */

type Counts = Record<string, number>;

export interface Erasure {
  contactId: number;
  rowsErased: Counts;
}

// Text columns of a request, booking or media order that are the person's, cleared by the erase.
const CATALOG_CLEARED = { firstname: null, lastname: null, email: null, phone: null, street: null, apartment_number: null };
const BOOKING_CLEARED = { firstname: null, lastname: null, email: null, telephone: null, message: null };

export async function eraseContact(db: Kysely<DB>, contactId: number, accountId: number | null): Promise<Erasure> {
  return db.transaction().execute(async (trx) => {
    await sql`lock table catalog_orders in share row exclusive mode`.execute(trx);
    const person = await readPerson(trx, contactId, { lock: true });
    if (!person) throw notFound("Contact");
    const counts: Counts = {};
    const count = (name: string, rows: readonly unknown[] | bigint | number) => {
      counts[name] = typeof rows === "object" ? rows.length : Number(rows);
    };

    const catalogOrders = await trx
      .updateTable("catalog_orders")
      .set({ ...CATALOG_CLEARED, contact_id: null, updated_at: nextVersion })
      .where(catalogOrderIsTheirs(person))
      .returning("id")
      .execute();
    count("catalogOrders", catalogOrders);

    const registrations = await trx
      .updateTable("warranty_registrations")
      .set({ contact_id: null, updated_at: nextVersion })
      .where("contact_id", "=", contactId)
      .returning("id")
      .execute();
    count("warrantyRegistrations", registrations);

    count(
      "meetingBookings",
      await trx
        .updateTable("meeting_bookings")
        .set({ ...BOOKING_CLEARED, updated_at: nextVersion })
        .where(emailIn("email", person))
        .returning("id")
        .execute(),
    );
    count(
      "newsletterSubscriptions",
      await trx.deleteFrom("newsletter_subscriptions").where(emailIn("email", person)).returning("id").execute(),
    );
    await eraseMediaOrders(trx, person, counts);
    count("outboxMails", await trx.deleteFrom("outbox").where(mailIsTheirs(person)).returning("id").execute());
    count(
      "auditEntries",
      await redactAuditEntries(trx, person, {
        catalogOrders: catalogOrders.map((r) => Number(r.id)),
        registrations: registrations.map((r) => Number(r.id)),
      }),
    );
    count("loginFailures", await trx.deleteFrom("login_failures").where(emailIn("account_key", person)).returning("id").execute());

    if (person.portalUsernames.length > 0) {
      await trx
        .updateTable("accounts")
        .set({ portal_username: null })
        .where(sql<boolean>`lower(portal_username) in (${sql.join(person.portalUsernames)})`)
        .execute();
    }
    count("portalAccounts", await trx.deleteFrom("portal_accounts").where("contact_id", "=", contactId).returning("id").execute());
    count(
      "managedLocations",
      await trx.deleteFrom("location_managers").where("contact_id", "=", contactId).returning("location_id").execute(),
    );
    count("contactEmails", await trx.deleteFrom("contact_emails").where("contact_id", "=", contactId).returning("id").execute());
    count("contacts", await trx.deleteFrom("contacts").where("id", "=", contactId).returning("id").execute());

    await trx
      .insertInto("gdpr_erasures")
      .values({ contact_id: contactId, account_id: accountId, rows_erased: sql`${JSON.stringify(counts)}::jsonb` })
      .execute();
    return { contactId, rowsErased: counts };
  });
}

async function eraseMediaOrders(trx: Transaction<DB>, person: Person, counts: Counts) {
  const orders = await trx
    .updateTable("media_orders")
    .set({ name: "", email: null, company: null, updated_at: nextVersion })
    .where(emailIn("email", person))
    .returning("id")
    .execute();
  counts.mediaOrders = orders.length;
  const orderIds = orders.map((o) => Number(o.id));
  const downloads = await trx
    .updateTable("media_downloads")
    .set({ downloaded_by_name: null, downloaded_by_email: null })
    .where((eb) =>
      orderIds.length > 0
        ? eb.or([eb("media_order_id", "in", orderIds), emailIn("downloaded_by_email", person)])
        : emailIn("downloaded_by_email", person),
    )
    .returning("id")
    .execute();
  counts.mediaDownloads = downloads.length;
}

// Rows per UPDATE of redacted copies: one statement per batch, not per entry.
const AUDIT_BATCH = 500;

/** Blanks the person out of every audit entry about them; answers how many were changed. */
async function redactAuditEntries(
  trx: Transaction<DB>,
  person: Person,
  records: { catalogOrders: readonly number[]; registrations: readonly number[] },
): Promise<number> {
  const entries = await trx
    .selectFrom("audit_log")
    .select(["id", "before", "after"])
    .where(auditIsTheirs(person, records))
    .where((eb) => eb.or([eb("before", "is not", null), eb("after", "is not", null)]))
    .forUpdate()
    .execute();
  const changed = entries
    .map((e) => ({ id: Number(e.id), before: redactedText(e.before, person), after: redactedText(e.after, person) }))
    .filter((e) => e.before.changed || e.after.changed);
  for (let start = 0; start < changed.length; start += AUDIT_BATCH) {
    const rows = changed
      .slice(start, start + AUDIT_BATCH)
      .map((e) => sql`(${e.id}::bigint, ${e.before.text}::jsonb, ${e.after.text}::jsonb)`);
    await sql`update audit_log a set before = v.before, after = v.after
      from (values ${sql.join(rows)}) as v(id, before, after) where a.id = v.id`.execute(trx);
  }
  return changed.length;
}

/** A before/after copy with the person blanked out, as JSON text for the update (null stays null). */
function redactedText(stored: unknown, person: Person): { text: string | null; changed: boolean } {
  if (stored === null || stored === undefined) return { text: null, changed: false };
  const value = typeof stored === "string" ? JSON.parse(stored) : stored;
  const original = JSON.stringify(value);
  const text = JSON.stringify(redact(value, person.blanked));
  return { text, changed: text !== original };
}
