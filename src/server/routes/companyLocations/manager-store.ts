import { sql, type Transaction } from "kysely";
import type { Database } from "../../db/database.ts";
import type { DB } from "../../db/schema.ts";
import { fullName } from "../../../shared/fullName.ts";
import { notFound } from "../../http-errors.ts";
import type { AnswerOf } from "../types.ts";
import type { Db } from "./location-query.ts";

export type Manager = AnswerOf<"listLocationManagers">[number];
export type ManagerAddResult = AnswerOf<"addLocationManager">;

/** Managers of a location are contacts linked to it; the API names them by contact id. */
export class ManagerStore {
  constructor(private readonly database: Database) {}

  async list(locationId: number): Promise<Manager[]> {
    await assertLocation(this.database.db, locationId);
    return managersOf(this.database.db, locationId);
  }

  async add(locationId: number, email: string): Promise<ManagerAddResult> {
    return this.database.db.transaction().execute(async (trx) => {
      await assertLocation(trx, locationId);
      return addManager(trx, locationId, email);
    });
  }

  /** Unlinks the contact; the contact itself stays. Answers the manager removed. */
  async remove(locationId: number, contactId: number): Promise<Manager> {
    return this.database.db.transaction().execute(async (trx) => {
      await assertLocation(trx, locationId);
      const manager = (await managersOf(trx, locationId, contactId))[0];
      if (!manager) throw notFound("Manager of this location");
      await trx.deleteFrom("location_managers").where("location_id", "=", locationId).where("contact_id", "=", contactId).execute();
      return manager;
    });
  }
}

/**
 * Makes the contact with this e-mail (a confirmed primary or alternative address, any case)
 * a manager of the location, creating the contact when none has the address. An address that
 * already manages the location answers success false with a message.
 */
export async function addManager(trx: Transaction<DB>, locationId: number, rawEmail: string): Promise<ManagerAddResult> {
  const email = rawEmail.trim();
  // Two requests adding the same new address must not both create a contact for it.
  await sql`select pg_advisory_xact_lock(hashtext(${`manager:${email.toLowerCase()}`}))`.execute(trx);
  let contactId = (
    await trx
      .selectFrom("contact_emails")
      .select("contact_id")
      .where(sql`lower(value)`, "=", email.toLowerCase())
      .where("kind", "!=", "pending")
      .executeTakeFirst()
  )?.contact_id;
  if (contactId === undefined) {
    contactId = (await trx.insertInto("contacts").defaultValues().returning("id").executeTakeFirstOrThrow()).id;
    await trx.insertInto("contact_emails").values({ contact_id: contactId, value: email, kind: "primary" }).execute();
  }
  const existing = (await managersOf(trx, locationId, contactId))[0];
  if (existing) return { success: false, manager: existing, message: `${email} is already a manager of this location.` };
  await trx.insertInto("location_managers").values({ location_id: locationId, contact_id: contactId }).execute();
  return { success: true, manager: (await managersOf(trx, locationId, contactId))[0]!, message: null };
}

async function assertLocation(db: Db, locationId: number) {
  const found = await db.selectFrom("company_locations").select("id").where("id", "=", locationId).executeTakeFirst();
  if (!found) throw notFound("Location");
}

async function managersOf(db: Db, locationId: number, contactId?: number): Promise<Manager[]> {
  let query = db
    .selectFrom("location_managers as m")
    .innerJoin("contacts as c", "c.id", "m.contact_id")
    .leftJoin("contact_emails as e", (join) => join.onRef("e.contact_id", "=", "c.id").on("e.kind", "=", "primary"))
    .select(["c.id", "c.firstname", "c.lastname", "e.value as email"])
    .where("m.location_id", "=", locationId);
  if (contactId !== undefined) query = query.where("c.id", "=", contactId);
  const rows = await query.orderBy("c.lastname").orderBy("c.firstname").orderBy("c.id").execute();
  // Spec: the full name is '-' when both names are empty.
  return rows.map((r) => ({ id: r.id, firstname: r.firstname, lastname: r.lastname, fullname: fullName(r) || "-", email: r.email }));
}
