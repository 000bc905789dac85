import { sql, type Kysely, type RawBuilder, type SqlBool, type Transaction } from "kysely";
import type { DB } from "../../db/schema.ts";
import { containsPattern, personOf, type Person } from "./person.ts";

/**
 * Where a person's data lies, as SQL conditions shared by the export and the erase, so the two
 * always cover the same rows. Rows linked to the contact by id are found by it; rows that only
 * carry an address (bookings, subscriptions, media orders, requests sent before the contact
 * existed) by the contact's addresses, compared in lower case on the indexes of migration 0024;
 * free text (the outbox's mails, the audit log's before/after copies) by the person's needles, on
 * 0024's trigram indexes.
 */

type Db = Kysely<DB> | Transaction<DB>;

/** The person behind a contact, read in the caller's transaction; undefined when there is no such contact. */
export async function readPerson(db: Db, contactId: number, options: { lock: boolean }): Promise<Person | undefined> {
  let query = db
    .selectFrom("contacts")
    .select(["id", "firstname", "lastname", "employer", "street", "telephone", "mobile_phone"])
    .where("id", "=", contactId);
  // FOR UPDATE: a concurrent edit of the contact (or an insert referring to it, whose foreign-key
  // check takes a share lock) waits for the erase to end, and an erase waits for it.
  if (options.lock) query = query.forUpdate();
  const contact = await query.executeTakeFirst();
  if (!contact) return undefined;
  const [emails, accounts] = await Promise.all([
    db.selectFrom("contact_emails").select("value").where("contact_id", "=", contactId).execute(),
    db.selectFrom("portal_accounts").select("username").where("contact_id", "=", contactId).execute(),
  ]);
  return personOf({
    contactId,
    firstname: contact.firstname,
    lastname: contact.lastname,
    employer: contact.employer,
    street: contact.street,
    telephone: contact.telephone,
    mobilePhone: contact.mobile_phone,
    emails: emails.map((e) => e.value),
    portalUsernames: accounts.map((a) => a.username),
  });
}

/** lower(column) is one of the person's addresses (false when the contact has none). */
export function emailIn(column: string, person: Person): RawBuilder<SqlBool> {
  if (person.emails.length === 0) return sql<SqlBool>`false`;
  return sql<SqlBool>`lower(${sql.ref(column)}) in (${sql.join(person.emails)})`;
}

/**
 * The lower-case text holds one of the person's needles (false when there are none): one LIKE per
 * needle on the expression a trigram index of migration 0024 keeps, so each is an index scan.
 */
export function namesPerson(text: RawBuilder<string>, person: Person): RawBuilder<SqlBool> {
  if (person.needles.length === 0) return sql<SqlBool>`false`;
  return sql<SqlBool>`(${sql.join(
    person.needles.map((n) => sql`${text} like ${containsPattern(n)}`),
    sql` or `,
  )})`;
}

/** A catalog request is the person's: made by the contact or sent from one of its addresses. */
export const catalogOrderIsTheirs = (person: Person, alias = "catalog_orders") =>
  sql<SqlBool>`(${sql.ref(`${alias}.contact_id`)} = ${person.contactId} or ${emailIn(`${alias}.email`, person)})`;

/** A mail is the person's: its addresses, subject or body name them (to and reply-to included). */
export const mailIsTheirs = (person: Person, alias = "outbox") => {
  const column = (name: string) => sql.ref(`${alias}.${name}`);
  return namesPerson(
    sql<string>`outbox_person_text(${column("to_address")}, ${column("reply_to")}, ${column("subject")}, ${column("text")}, ${column("html")})`,
    person,
  );
};

/**
 * An audit entry is about the person: it records a write of the contact (its e-mails, its portal
 * account) or of one of the given records of theirs, or its before/after copy names them.
 */
export function auditIsTheirs(
  person: Person,
  records: { catalogOrders: readonly number[]; registrations: readonly number[] },
  alias = "audit_log",
) {
  const ref = (column: string) => sql.ref(`${alias}.${column}`);
  const recordOf = (type: string, ids: readonly number[]) =>
    ids.length === 0
      ? sql<SqlBool>`false`
      : sql<SqlBool>`(${ref("record_type")} = ${type} and ${ref("record_id")} in (${sql.join(ids.map(String))}))`;
  return sql<SqlBool>`((${ref("record_type")} in ('contact', 'contact.account') and ${ref("record_id")} = ${String(person.contactId)})
    or ${recordOf("catalogOrder", records.catalogOrders)}
    or ${recordOf("warrantyRegistration", records.registrations)}
    or ${namesPerson(sql<string>`audit_person_text(${ref("before")}, ${ref("after")})`, person)})`;
}
