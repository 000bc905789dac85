import type { QueryCreator } from "kysely";
import type { ContactEmailKind, DB, Row } from "../../db/schema.ts";
import { displayAddress } from "../companyLocations/location-mapper.ts";
import type { AnswerOf } from "../types.ts";

export type Contact = AnswerOf<"getContact">;

/** A contacts row with its country. */
export type ContactRow = Pick<
  Row<"contacts">,
  | "id"
  | "firstname"
  | "lastname"
  | "employer"
  | "street"
  | "zip_code"
  | "city"
  | "city2"
  | "country_id"
  | "telephone"
  | "mobile_phone"
  | "created_at"
  | "updated_at"
> & { country_code: string | null; country_name: string | null };

export interface EmailRow {
  id: number;
  contact_id: number;
  value: string;
  kind: ContactEmailKind;
}

/** The wide rows of contacts (filter them by c.id). */
export function selectContacts(db: QueryCreator<DB>) {
  return db
    .selectFrom("contacts as c")
    .leftJoin("countries as k", "k.id", "c.country_id")
    .select([
      "c.id",
      "c.firstname",
      "c.lastname",
      "c.employer",
      "c.street",
      "c.zip_code",
      "c.city",
      "c.city2",
      "c.country_id",
      "c.telephone",
      "c.mobile_phone",
      "c.created_at",
      "c.updated_at",
      "k.code as country_code",
      "k.name as country_name",
    ])
    .$castTo<ContactRow>();
}

/** The e-mails of these contacts, oldest first (the order they were added in). */
export function selectEmails(db: QueryCreator<DB>, contactIds: readonly number[]) {
  return db
    .selectFrom("contact_emails")
    .select(["id", "contact_id", "value", "kind"])
    .where("contact_id", "in", [...contactIds])
    .orderBy("id")
    .$castTo<EmailRow>();
}

const iso = (value: Date | string): string => new Date(value).toISOString();

function addressOf(row: ContactRow): Contact["address"] {
  const parts = [row.street, row.zip_code, row.city, row.city2, row.country_code];
  if (parts.every((p) => p === null)) return null;
  return {
    id: null,
    street: row.street,
    zipCode: row.zip_code,
    city: row.city,
    city2: row.city2,
    country: row.country_code ? { id: row.country_id, code: row.country_code, name: row.country_name } : null,
    // Contacts keep no coordinates: they are not placed on a map.
    latitude: null,
    longitude: null,
    displayAddress: displayAddress({ street: row.street, zipCode: row.zip_code, city: row.city, countryName: row.country_name }),
  };
}

/** The contact as the API answers it, from its row, its e-mails and its portal username (if any). */
export function toContact(row: ContactRow, emails: readonly EmailRow[], username: string | undefined): Contact {
  const of = (kind: ContactEmailKind) => emails.filter((e) => e.kind === kind).map((e) => ({ id: Number(e.id), value: e.value }));
  return {
    id: Number(row.id),
    firstname: row.firstname,
    lastname: row.lastname,
    primaryEmail: of("primary")[0] ?? null,
    alternativeEmails: of("alternative"),
    pendingEmails: of("pending"),
    employer: row.employer,
    address: addressOf(row),
    telephone: row.telephone,
    mobilePhone: row.mobile_phone,
    account: { username: username ?? null, isSet: username !== undefined },
    createdAt: iso(row.created_at),
    updatedAt: iso(row.updated_at),
  };
}
