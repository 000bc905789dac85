import type { Kysely, Transaction } from "kysely";
import type { ContactEmailKind, DB } from "../../db/schema.ts";
import { conflict } from "../../http-errors.ts";
import { emailKey, type WantedEmails } from "./contact-input.ts";

type Db = Kysely<DB> | Transaction<DB>;

/** An address a write asks for, with the body field that named it (for a 409). */
export interface NamedEmail {
  field: string;
  value: string;
}

/** The contact that holds each address (any kind), apart from `exceptContactId`, by lower-case address. */
async function holders(db: Db, values: readonly string[], exceptContactId: number | undefined) {
  if (values.length === 0) return new Map<string, number>();
  let query = db
    .selectFrom("contact_emails")
    .select(["contact_id", "value"])
    .where((eb) => eb(eb.fn("lower", ["value"]), "in", values.map(emailKey)));
  if (exceptContactId !== undefined) query = query.where("contact_id", "!=", exceptContactId);
  const rows = await query.execute();
  return new Map(rows.map((r) => [emailKey(r.value), Number(r.contact_id)]));
}

/**
 * 409 naming every field whose address another contact has (primary, alternative or pending:
 * an address belongs to one contact only, compared case-insensitively).
 */
export async function assertEmailsFree(db: Db, wanted: readonly NamedEmail[], exceptContactId: number | undefined) {
  const taken = await holders(
    db,
    wanted.map((w) => w.value),
    exceptContactId,
  );
  const fields = Object.fromEntries(wanted.filter((w) => taken.has(emailKey(w.value))).map((w) => [w.field, "belongs to another contact"]));
  if (Object.keys(fields).length > 0) throw conflict("An e-mail address belongs to another contact.", fields);
}

/**
 * A write that lost a race for an address: another contact's transaction committed it between
 * this one's check and its insert, and the unique index (migration 0002) refused it. The check
 * run again now names the field; when the winner is gone meanwhile, every asked field is named.
 */
export async function raceLost(db: Db, error: unknown, wanted: readonly NamedEmail[], contactId: number | undefined): Promise<never> {
  const e = error as { code?: string; constraint?: string; message?: string };
  if (e?.code !== "23505" || !`${e.constraint ?? ""} ${e.message ?? ""}`.includes("contact_emails_value_key")) throw error;
  await assertEmailsFree(db, wanted, contactId);
  throw conflict(
    "An e-mail address belongs to another contact.",
    Object.fromEntries(wanted.map((w) => [w.field, "belongs to another contact"])),
  );
}

interface EmailRow {
  id: number;
  value: string;
  kind: ContactEmailKind;
}

/**
 * Makes the contact's confirmed addresses the wanted ones (undefined parts stay as they are): an
 * address kept keeps its row (its kind or letters' case changed as asked), an address dropped
 * is deleted, a new one inserted; a pending address that is now wanted becomes confirmed.
 * Pending addresses otherwise stay. Statements run in an order the unique indexes accept at
 * every step (one primary per contact, one confirmed row per address).
 */
export async function applyEmails(trx: Transaction<DB>, contactId: number, wanted: Partial<WantedEmails>) {
  const current = (await trx
    .selectFrom("contact_emails")
    .select(["id", "value", "kind"])
    .where("contact_id", "=", contactId)
    .orderBy("id")
    .forUpdate()
    .execute()) as EmailRow[];
  const confirmed = current.filter((r) => r.kind !== "pending");
  const primary = wanted.primary !== undefined ? wanted.primary : (confirmed.find((r) => r.kind === "primary")?.value ?? null);
  const alternatives = (wanted.alternatives ?? confirmed.filter((r) => r.kind === "alternative").map((r) => r.value)).filter(
    (value) => primary === null || emailKey(value) !== emailKey(primary),
  );
  const desired = new Map<string, { value: string; kind: ContactEmailKind }>();
  for (const value of alternatives) desired.set(emailKey(value), { value, kind: "alternative" });
  if (primary !== null) desired.set(emailKey(primary), { value: primary, kind: "primary" });

  const deletes: number[] = [];
  const updates: { id: number; value: string; kind: ContactEmailKind }[] = [];
  const matched = new Set<string>();
  // Confirmed rows first, so an address both confirmed and pending keeps its confirmed row.
  for (const row of [...confirmed, ...current.filter((r) => r.kind === "pending")]) {
    const key = emailKey(row.value);
    const want = desired.get(key);
    if (!want || matched.has(key)) {
      if (row.kind !== "pending" || matched.has(key)) deletes.push(row.id);
      continue;
    }
    matched.add(key);
    if (row.kind !== want.kind || row.value !== want.value) updates.push({ id: row.id, ...want });
  }
  if (deletes.length > 0) await trx.deleteFrom("contact_emails").where("id", "in", deletes).execute();
  for (const kind of ["alternative", "primary"] as const) {
    for (const u of updates.filter((x) => x.kind === kind)) {
      await trx.updateTable("contact_emails").set({ value: u.value, kind: u.kind }).where("id", "=", u.id).execute();
    }
  }
  const inserts = [...desired].filter(([key]) => !matched.has(key)).map(([, want]) => want);
  for (const kind of ["alternative", "primary"] as const) {
    const rows = inserts.filter((w) => w.kind === kind).map((w) => ({ contact_id: contactId, value: w.value, kind: w.kind }));
    if (rows.length > 0) await trx.insertInto("contact_emails").values(rows).execute();
  }
}
