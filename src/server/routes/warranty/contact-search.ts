import { sql, type Kysely } from "kysely";
import type { DB } from "../../db/schema.ts";
import { containsPattern } from "../paging.ts";
import { selectContacts, selectEmails, toContact } from "../contacts/contact-mapper.ts";
import type { AnswerOf } from "../types.ts";

type Contact = AnswerOf<"searchWarrantyContacts">[number];

/** The warranty dialog's contact finder answers at most this many (the contract's maxItems). */
export const CONTACT_SEARCH_LIMIT = 50;

/**
 * Contacts whose name, phone or e-mail contains the text, by last name, at most
 * CONTACT_SEARCH_LIMIT. The candidates come from the two trigram indexes (contacts.search_text
 * and contact_emails' lower(value), migration 0002); search_text also holds employer, city and
 * zip code, so the name or phone is checked again on the few candidates.
 */
export async function searchContacts(db: Kysely<DB>, text: string): Promise<Contact[]> {
  const like = containsPattern(text.trim().toLowerCase());
  const found = await db
    .selectFrom("contacts as c")
    .where((eb) =>
      eb.or([
        eb.and([
          eb("c.search_text", "like", like),
          eb.or([
            eb(sql<string>`concat_ws(' ', c.firstname, c.lastname)`, "ilike", like),
            eb("c.telephone", "ilike", like),
            eb("c.mobile_phone", "ilike", like),
          ]),
        ]),
        eb(
          "c.id",
          "in",
          eb
            .selectFrom("contact_emails as e")
            .where(sql<string>`lower(e.value)`, "like", like)
            .select("e.contact_id"),
        ),
      ]),
    )
    .select("c.id")
    .orderBy("c.lastname")
    .orderBy("c.firstname")
    .orderBy("c.id")
    .limit(CONTACT_SEARCH_LIMIT)
    .execute();
  const ids = found.map((r) => Number(r.id));
  if (ids.length === 0) return [];
  // The contacts as getContact answers them (one mapper for both).
  const [rows, emails, accounts] = await Promise.all([
    selectContacts(db).where("c.id", "in", ids).execute(),
    selectEmails(db, ids).execute(),
    db.selectFrom("portal_accounts").select(["contact_id", "username"]).where("contact_id", "in", ids).orderBy("id").execute(),
  ]);
  const byId = new Map(rows.map((row) => [Number(row.id), row]));
  // A contact with two portal accounts (not made by the API) shows the first.
  const usernames = new Map<number, string>();
  for (const a of accounts)
    if (a.contact_id !== null && !usernames.has(Number(a.contact_id))) usernames.set(Number(a.contact_id), a.username);
  return ids.map((id) =>
    toContact(
      byId.get(id)!,
      emails.filter((e) => Number(e.contact_id) === id),
      usernames.get(id),
    ),
  );
}
