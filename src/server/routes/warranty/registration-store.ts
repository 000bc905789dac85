import { sql, type Kysely, type Transaction } from "kysely";
import type { DB } from "../../db/schema.ts";
import { badRequest, conflict, notFound } from "../../http-errors.ts";
import { updateLocked } from "../../db/locked-update.ts";
import { nextVersion } from "../../db/record-version.ts";
import { countTotal, inIdOrder, pageWindow, type PageQuery } from "../paging.ts";
import { keyPosition, readPage } from "../keyset.ts";
import { loadProductCatalog } from "../products/product-store.ts";
import { checkRegistration, type RegistrationInput, type RegistrationValues } from "./registration-input.ts";
import {
  registrationCursorBinding,
  registrationIdPage,
  registrationKeysetIdPage,
  registrationRequest,
  type RegistrationRequest,
} from "./registration-list.ts";
import { selectRegistrations, toWarrantyRegistration, type WarrantyRegistration } from "./registration-mapper.ts";

type Db = Kysely<DB> | Transaction<DB>;

/** The unique index on lower(bed_id) (migration 0002): a bed is registered once. */
const BED_ID_KEY = "warranty_registrations_bed_id_key";

/** Warranty registrations: the table, one registration, a contact's, and their create and update. */
export class RegistrationStore {
  constructor(
    private readonly db: Kysely<DB>,
    private readonly today: () => Date = () => new Date(),
  ) {}

  async get(id: number): Promise<WarrantyRegistration> {
    return this.read(this.db, id);
  }

  /**
   * One page of the table. By number (a jump), as a deferred join: the page's ids first, then
   * the wide rows for just those ids. With a cursor (next/previous), the ids by keyset.
   */
  async page(query: PageQuery) {
    const request = registrationRequest(query);
    const window = pageWindow(query);
    const binding = registrationCursorBinding(request);
    const position = keyPosition(query, binding, request.keys);
    const { rows: idRows, ...cursors } = await readPage(position, request.direction, window, binding, {
      keyset: (reading, after, limit) => registrationKeysetIdPage(this.db, request, reading, after, limit).execute(),
      numbered: (numbered) => registrationIdPage(this.db, request, numbered).page.execute(),
    });
    const ids = idRows.map((r) => r.id);
    const [rows, counted] = await Promise.all([
      ids.length > 0 ? selectRegistrations(this.db).where("w.id", "in", ids).execute() : [],
      this.total(request),
    ]);
    return { list: inIdOrder(rows, ids).map(toWarrantyRegistration), ...counted, filterable: {}, ...cursors };
  }

  private total(request: RegistrationRequest) {
    return countTotal(this.db, registrationIdPage(this.db, request, { offset: 0, limit: 1 }).matching);
  }

  /** A contact's registrations, newest first; 404 for an unknown contact. */
  async ofContact(contactId: number): Promise<WarrantyRegistration[]> {
    await assertContact(this.db, contactId);
    const rows = await selectRegistrations(this.db)
      .where("w.contact_id", "=", contactId)
      .orderBy("w.created_date", "desc")
      .orderBy("w.id", "desc")
      .execute();
    return rows.map(toWarrantyRegistration);
  }

  /** Whether no registration (of any contact) has this bed id, compared case-insensitively; 404 for an unknown contact. */
  async isBedIdFree(contactId: number, bedId: string): Promise<boolean> {
    await assertContact(this.db, contactId);
    // Reads the unique index on lower(bed_id): one index probe.
    const taken = await this.db
      .selectFrom("warranty_registrations")
      .select("id")
      .where(sql<string>`lower(bed_id)`, "=", bedId.trim().toLowerCase())
      .executeTakeFirst();
    return taken === undefined;
  }

  /** Registers a bed to the contact in the path; 409 naming bedId when the bed is registered already. */
  async create(contactId: number, input: RegistrationInput): Promise<WarrantyRegistration> {
    if (input.id !== undefined && input.id !== null)
      throw badRequest("A new registration has no id yet.", { id: "must be empty for a new registration" });
    const createdDate = createdDateOf(input.createdDate);
    return this.db.transaction().execute(async (trx) => {
      await assertContact(trx, contactId);
      const values = await this.valuesOf(trx, input);
      await assertBedIdFree(trx, values.bed_id);
      const row = await withBedIdConflict(() =>
        trx
          .insertInto("warranty_registrations")
          .values({ ...values, contact_id: contactId, ...(createdDate ? { created_date: createdDate } : {}) })
          .returning("id")
          .executeTakeFirstOrThrow(),
      );
      return this.read(trx, row.id);
    });
  }

  /** Changes the registration (which must be the contact's); answers it before and after for the audit log. */
  async update(
    contactId: number,
    id: number,
    input: RegistrationInput,
  ): Promise<{ before: WarrantyRegistration; after: WarrantyRegistration }> {
    if (input.id !== undefined && input.id !== null && input.id !== id)
      throw badRequest("The id does not match the path.", { id: "must equal the registrationId in the path" });
    return updateLocked(
      this.db,
      {
        what: "Warranty registration",
        version: input.updatedAt,
        lock: (trx) =>
          trx
            .selectFrom("warranty_registrations")
            .select(["id", "updated_at"])
            .where("id", "=", id)
            .where("contact_id", "=", contactId)
            .forUpdate()
            .executeTakeFirst(),
        read: (trx) => this.read(trx, id),
      },
      async (trx) => {
        const values = await this.valuesOf(trx, input);
        await assertBedIdFree(trx, values.bed_id, id);
        await withBedIdConflict(() =>
          trx
            .updateTable("warranty_registrations")
            .set({ ...values, updated_at: nextVersion })
            .where("id", "=", id)
            .execute(),
        );
      },
    );
  }

  /** The input's columns, or 400 naming every failing field (the store location included). */
  private async valuesOf(
    trx: Transaction<DB>,
    input: RegistrationInput,
  ): Promise<RegistrationValues & { purchase_location_id: number | null }> {
    const locationId = input.purchaseLocation?.id ?? null;
    const [catalog, location] = await Promise.all([
      loadProductCatalog(trx),
      locationId === null ? undefined : trx.selectFrom("company_locations").select("id").where("id", "=", locationId).executeTakeFirst(),
    ]);
    const checked = checkRegistration(input, catalog, this.today());
    const fields = checked.ok ? {} : { ...checked.fields };
    if (locationId !== null && !location) fields.purchaseLocation = "is not a known location";
    if (!checked.ok || Object.keys(fields).length > 0) throw badRequest(`Invalid registration: ${Object.keys(fields).join(", ")}.`, fields);
    return { ...checked.values, purchase_location_id: locationId };
  }

  private async read(db: Db, id: number): Promise<WarrantyRegistration> {
    const row = await selectRegistrations(db).where("w.id", "=", id).executeTakeFirst();
    if (!row) throw notFound("Warranty registration");
    return toWarrantyRegistration(row);
  }
}

async function assertContact(db: Db, contactId: number): Promise<void> {
  const contact = await db.selectFrom("contacts").select("id").where("id", "=", contactId).executeTakeFirst();
  if (!contact) throw notFound("Contact");
}

const bedIdTaken = () => conflict("This bed id is already registered.", { bedId: "is already registered" });

/** 409 naming bedId when another registration has the bed id (case-insensitively). */
async function assertBedIdFree(db: Db, bedId: string, exceptId?: number): Promise<void> {
  let query = db
    .selectFrom("warranty_registrations")
    .select("id")
    .where(sql<string>`lower(bed_id)`, "=", bedId.toLowerCase());
  if (exceptId !== undefined) query = query.where("id", "!=", exceptId);
  if (await query.executeTakeFirst()) throw bedIdTaken();
}

/** Two saves of one new bed id at once: the unique index refuses the second, answered as the check would. */
async function withBedIdConflict<T>(write: () => Promise<T>): Promise<T> {
  try {
    return await write();
  } catch (error) {
    const e = error as { code?: unknown; constraint?: unknown; message?: unknown };
    if (e?.code === "23505" && (e.constraint === BED_ID_KEY || String(e.message).includes(BED_ID_KEY))) throw bedIdTaken();
    throw error;
  }
}

/** The created date a client may set on create (the contract's default is now). */
function createdDateOf(value: string | null | undefined): Date | undefined {
  if (value === undefined || value === null || value.trim() === "") return undefined;
  const date = new Date(value);
  if (Number.isNaN(date.getTime())) throw badRequest("createdDate is not a date.", { createdDate: "is not a date-time" });
  return date;
}
