import { sql, type Kysely, type Transaction } from "kysely";
import type { DB } from "../../db/schema.ts";
import { notFound } from "../../http-errors.ts";
import { selectOrders, toCatalogOrder } from "../catalog/order-mapper.ts";
import { selectContacts, selectEmails, toContact } from "../contacts/contact-mapper.ts";
import { selectBookings, toMeetingBooking } from "../meetings/booking-mapper.ts";
import type { AnswerOf } from "../types.ts";
import { selectRegistrations, toWarrantyRegistration } from "../warranty/registration-mapper.ts";
import type { Person } from "./person.ts";
import { auditIsTheirs, catalogOrderIsTheirs, emailIn, mailIsTheirs, readPerson } from "./personal-records.ts";

export type PersonalData = AnswerOf<"exportContactPersonalData">;

const iso = (value: Date | string): string => new Date(value).toISOString();
const isoOrNull = (value: Date | string | null): string | null => (value === null ? null : iso(value));

/**
 * exportContactPersonalData: everything stored about the contact having the address (primary,
 * alternative or pending; the confirmed holder before a pending one), read in one repeatable-read
 * snapshot so the parts agree with each other. The rows are the ones the erase deletes or
 * anonymises (personal-records.ts). 404 when no contact has the address (or it was erased).
 */
export async function exportPersonalData(db: Kysely<DB>, email: string): Promise<PersonalData> {
  return db
    .transaction()
    .setIsolationLevel("repeatable read")
    .setAccessMode("read only")
    .execute(async (trx) => {
      const holder = await trx
        .selectFrom("contact_emails")
        .select("contact_id")
        .where(sql<boolean>`lower(value) = ${email.trim().toLowerCase()}`)
        .orderBy(sql`kind = 'pending'`)
        .orderBy("id")
        .limit(1)
        .executeTakeFirst();
      const person = holder ? await readPerson(trx, Number(holder.contact_id), { lock: false }) : undefined;
      if (!person) throw notFound("Contact");
      return readEverything(trx, person);
    });
}

async function readEverything(trx: Transaction<DB>, person: Person): Promise<PersonalData> {
  const id = person.contactId;
  const [contactRow, emails, portal, managed, registrations, orders, bookings, subscriptions, mediaOrders, mails] = await Promise.all([
    selectContacts(trx).where("c.id", "=", id).executeTakeFirstOrThrow(),
    selectEmails(trx, [id]).execute(),
    trx.selectFrom("portal_accounts").select(["username", "created_at"]).where("contact_id", "=", id).orderBy("id").executeTakeFirst(),
    trx
      .selectFrom("location_managers as m")
      .innerJoin("company_locations as l", "l.id", "m.location_id")
      .select(["l.id", "l.name"])
      .where("m.contact_id", "=", id)
      .orderBy("l.name")
      .orderBy("l.id")
      .execute(),
    selectRegistrations(trx).where("w.contact_id", "=", id).orderBy("w.created_date", "desc").orderBy("w.id", "desc").execute(),
    selectOrders(trx).where(catalogOrderIsTheirs(person, "o")).orderBy("o.created_date", "desc").orderBy("o.id", "desc").execute(),
    selectBookings(trx).where(emailIn("b.email", person)).orderBy("b.created_at", "desc").orderBy("b.id", "desc").execute(),
    trx
      .selectFrom("newsletter_subscriptions as s")
      .innerJoin("newsletters as n", "n.id", "s.newsletter_id")
      .select(["s.id", "s.email", "s.created_at", "n.id as newsletter_id", "n.code as newsletter_code"])
      .where(emailIn("s.email", person))
      .orderBy("s.created_at", "desc")
      .orderBy("s.id", "desc")
      .execute(),
    trx
      .selectFrom("media_orders")
      .select(["id", "name", "email", "status", "created_at", "order_date", "total_downloads"])
      .where(emailIn("email", person))
      .orderBy("order_date", "desc")
      .orderBy("id", "desc")
      .execute(),
    trx
      .selectFrom("outbox as o")
      .select([
        "o.id",
        "o.from_address",
        "o.to_address",
        "o.reply_to",
        "o.subject",
        "o.text",
        "o.created_at",
        "o.sent_at",
        "o.attempts",
        "o.error_message",
      ])
      .where(mailIsTheirs(person, "o"))
      .orderBy("o.created_at", "desc")
      .orderBy("o.id", "desc")
      .execute(),
  ]);
  const audit = await trx
    .selectFrom("audit_log as a")
    .select(["a.id", "a.at", "a.operation", "a.record_type", "a.record_id", "a.before", "a.after"])
    .where(auditIsTheirs(person, { catalogOrders: orders.map((o) => o.id), registrations: registrations.map((r) => r.id) }, "a"))
    .orderBy("a.at", "desc")
    .orderBy("a.id", "desc")
    .execute();

  return {
    exportedAt: new Date().toISOString(),
    contact: toContact(contactRow, emails, portal?.username),
    portalAccount: portal ? { username: portal.username, createdAt: iso(portal.created_at) } : null,
    managedLocations: managed.map((l) => ({ id: Number(l.id), name: l.name })),
    warrantyRegistrations: registrations.map(toWarrantyRegistration),
    catalogOrders: orders.map(toCatalogOrder),
    meetingBookings: bookings.map(toMeetingBooking),
    newsletterSubscriptions: subscriptions.map((s) => ({
      id: Number(s.id),
      newsletter: { id: Number(s.newsletter_id), code: s.newsletter_code },
      email: s.email,
      createdAt: iso(s.created_at),
    })),
    mediaOrders: mediaOrders.map((m) => ({
      id: Number(m.id),
      name: m.name,
      email: m.email,
      status: m.status,
      createdAt: iso(m.created_at),
      orderDate: isoOrNull(m.order_date),
      totalDownloads: m.total_downloads,
    })),
    outboxMails: mails.map((m) => ({
      id: Number(m.id),
      from: m.from_address,
      to: m.to_address,
      replyTo: m.reply_to,
      subject: m.subject,
      text: m.text,
      createdAt: iso(m.created_at),
      sentAt: isoOrNull(m.sent_at),
      attempts: m.attempts,
      errorMessage: m.error_message,
    })),
    auditEntries: audit.map((a) => ({
      id: Number(a.id),
      at: iso(a.at),
      operation: a.operation,
      recordType: a.record_type,
      recordId: a.record_id,
      before: a.before ?? null,
      after: a.after ?? null,
    })),
  };
}
