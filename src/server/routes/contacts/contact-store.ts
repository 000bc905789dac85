import { sql, type Kysely, type Transaction } from "kysely";
import { PortalAccountTaken, type PortalAdapter } from "../../adapters/portal.ts";
import type { DB } from "../../db/schema.ts";
import { updateLocked } from "../../db/locked-update.ts";
import { nextVersion } from "../../db/record-version.ts";
import { badRequest, conflict, notFound } from "../../http-errors.ts";
import { countTotal, inIdOrder, pageKeyOf, pageWindow, type PageQuery } from "../paging.ts";
import { keyPosition, readPage } from "../keyset.ts";
import { applyEmails, assertEmailsFree, raceLost, type NamedEmail } from "./contact-emails.ts";
import { emailKey, readContactWrite, type ContactInput, type ContactWrite } from "./contact-input.ts";
import { contactCursorBinding, contactIdPage, contactKeysetIdPage, contactRequest, matchingContacts } from "./contact-list.ts";
import { selectContacts, selectEmails, toContact, type Contact } from "./contact-mapper.ts";

type Db = Kysely<DB> | Transaction<DB>;

/** The addresses a write asks for, each with the body field that names it. */
function namedEmails(write: Pick<ContactWrite, "primary" | "alternatives">, input: ContactInput): NamedEmail[] {
  const named: NamedEmail[] = [];
  if (write.primary) named.push({ field: "primaryEmail.value", value: write.primary });
  if (write.alternatives) {
    const fieldOf = new Map((input.alternativeEmails ?? []).map((item, i) => [emailKey(item.value), `alternativeEmails.${i}.value`]));
    for (const value of write.alternatives) named.push({ field: fieldOf.get(emailKey(value)) ?? "alternativeEmails", value });
  }
  return named;
}

/** Customer contacts: the paged table, one contact, writes of the contact and of its e-mails. */
export class ContactStore {
  constructor(
    private readonly db: Kysely<DB>,
    private readonly portal: PortalAdapter,
  ) {}

  /**
   * One page of the table: the ids by number (a jump) or by keyset (next/previous), then the
   * wide rows of just those ids. The total is exact up to EXACT_TOTAL_LIMIT, else estimated.
   */
  async page(query: PageQuery & { search?: string }) {
    const request = contactRequest(query);
    const window = pageWindow(query);
    const binding = contactCursorBinding(request);
    const position = keyPosition(query, binding, request.keys);
    const [{ rows, ...cursors }, total] = await Promise.all([
      readPage(position, request.direction, window, binding, {
        keyset: (reading, after, limit) => contactKeysetIdPage(this.db, request, reading, after, limit).execute(),
        numbered: (numbered) => contactIdPage(this.db, request, numbered).execute(),
      }),
      countTotal(this.db, matchingContacts(this.db, request.search).select("c.id")),
    ]);
    const list = await this.read(
      this.db,
      rows.map((r) => Number(r.id)),
    );
    return { list, ...total, filterable: {}, ...cursors };
  }

  /** What a page depends on: its search, sort, window and cursor (the key it is kept under). */
  pageKey(query: PageQuery & { search?: string }): string {
    const { search, field, direction } = contactRequest(query);
    return pageKeyOf([search ?? null, field, direction], query);
  }

  /** The contacts having the address (primary, alternative or pending), case-insensitively. */
  async byEmail(email: string): Promise<Contact[]> {
    const rows = await this.db
      .selectFrom("contact_emails")
      .select("contact_id")
      .distinct()
      .where((eb) => eb(eb.fn("lower", ["value"]), "=", emailKey(email)))
      .orderBy("contact_id")
      .execute();
    return this.read(
      this.db,
      rows.map((r) => Number(r.contact_id)),
    );
  }

  /** Whether some contact has the address, and which (the confirmed holder before a pending one). */
  async emailExists(email: string): Promise<{ emailExist: boolean; contactId: number | null }> {
    const row = await this.db
      .selectFrom("contact_emails")
      .select("contact_id")
      .where((eb) => eb(eb.fn("lower", ["value"]), "=", emailKey(email)))
      .orderBy(sql`kind = 'pending'`)
      .orderBy("id")
      .limit(1)
      .executeTakeFirst();
    return { emailExist: row !== undefined, contactId: row ? Number(row.contact_id) : null };
  }

  async get(id: number): Promise<Contact> {
    return this.getWith(this.db, id, await this.portal.contactAccounts([id]));
  }

  /** The contact read in a transaction, with portal usernames read before it (the adapter has its own connection). */
  private async getWith(db: Db, id: number, accounts: Map<number, string>): Promise<Contact> {
    const [contact] = await this.read(db, [id], accounts);
    if (!contact) throw notFound("Contact");
    return contact;
  }

  /** The contacts of these ids, in their order (ids not found left out). */
  private async read(db: Db, ids: readonly number[], known?: Map<number, string>): Promise<Contact[]> {
    if (ids.length === 0) return [];
    const accounts = known ?? (await this.portal.contactAccounts(ids));
    const [rows, emails] = await Promise.all([
      selectContacts(db)
        .where("c.id", "in", [...ids])
        .execute(),
      selectEmails(db, ids).execute(),
    ]);
    const contacts = rows.map((row) =>
      toContact(
        row,
        emails.filter((e) => Number(e.contact_id) === Number(row.id)),
        accounts.get(Number(row.id)),
      ),
    );
    return inIdOrder(contacts, [...ids]);
  }

  /** Creates a contact with its e-mails (and a portal account when the body asks for one). */
  async create(input: ContactInput): Promise<Contact> {
    if (input.id !== undefined && input.id !== null)
      throw badRequest("A new contact has no id yet.", { id: "must be empty for a new contact" });
    const write = readContactWrite(input, "create");
    const named = namedEmails(write, input);
    if (write.account) await this.assertUsernameFree(write.account.username, "account.username");
    const countryId = await this.countryId(write.countryCode);
    let id: number;
    try {
      id = await this.db.transaction().execute(async (trx) => {
        await assertEmailsFree(trx, named, undefined);
        const row = await trx
          .insertInto("contacts")
          .values({ ...write.fields, ...(countryId !== undefined ? { country_id: countryId } : {}) })
          .returning("id")
          .executeTakeFirstOrThrow();
        await applyEmails(trx, Number(row.id), { primary: write.primary ?? null, alternatives: write.alternatives ?? [] });
        return Number(row.id);
      });
    } catch (error) {
      return raceLost(this.db, error, named, undefined);
    }
    if (write.account) await this.createAccount(id, write.account.username, write.account.password, "account.username");
    return this.get(id);
  }

  /** Changes the parts the body sends, under the version it was read at; before and after for the audit log. */
  async update(id: number, input: ContactInput): Promise<{ before: Contact; after: Contact }> {
    if (input.id !== undefined && input.id !== null && input.id !== id)
      throw badRequest("The id does not match the path.", { id: "must equal the id in the path" });
    const write = readContactWrite(input, "update");
    const named = namedEmails(write, input);
    const countryId = await this.countryId(write.countryCode);
    const accounts = await this.portal.contactAccounts([id]);
    // A taken username is refused before anything is saved (a race past this check is the 409 below, after).
    if (write.account && !accounts.has(id)) await this.assertUsernameFree(write.account.username, "account.username");
    let change: { before: Contact; after: Contact };
    try {
      change = await updateLocked(
        this.db,
        {
          what: "Contact",
          version: input.updatedAt,
          lock: (trx) => trx.selectFrom("contacts").select(["id", "updated_at"]).where("id", "=", id).forUpdate().executeTakeFirst(),
          read: (trx) => this.getWith(trx, id, accounts),
        },
        async (trx) => {
          await assertEmailsFree(trx, named, id);
          await trx
            .updateTable("contacts")
            .set({ ...write.fields, ...(countryId !== undefined ? { country_id: countryId } : {}), updated_at: nextVersion })
            .where("id", "=", id)
            .execute();
          await applyEmails(trx, id, { primary: write.primary, alternatives: write.alternatives });
        },
      );
    } catch (error) {
      return raceLost(this.db, error, named, id);
    }
    if (write.account && !change.after.account.isSet) {
      await this.createAccount(id, write.account.username, write.account.password, "account.username");
      change = { ...change, after: await this.get(id) };
    }
    return change;
  }

  /** Adds an alternative address (409 when any contact, this one included, has it confirmed). */
  async addEmail(
    id: number,
    email: string,
  ): Promise<{ change: { before: Contact; after: Contact }; added: { id: number; value: string } }> {
    const named = [{ field: "email", value: email }];
    try {
      const change = await this.changeEmails(id, async (trx, before) => {
        await assertEmailsFree(trx, named, id);
        const own = [before.primaryEmail, ...before.alternativeEmails].some((e) => e && emailKey(e.value) === emailKey(email));
        if (own) throw conflict("The contact already has this e-mail address.", { email: "is already this contact's" });
        await applyEmails(trx, id, { alternatives: [...before.alternativeEmails.map((e) => e.value), email] });
      });
      const added = change.after.alternativeEmails.find((e) => emailKey(e.value) === emailKey(email))!;
      return { change, added };
    } catch (error) {
      return raceLost(this.db, error, named, id);
    }
  }

  /** Removes an alternative or pending address; the primary one is refused (409), another 404. */
  async removeEmail(id: number, email: string) {
    return this.changeEmails(id, async (trx, before) => {
      const key = emailKey(email);
      if (before.primaryEmail && emailKey(before.primaryEmail.value) === key)
        throw conflict("The primary e-mail cannot be removed; make another address primary first.", { email: "is the primary address" });
      const rows = [...before.alternativeEmails, ...before.pendingEmails].filter((e) => emailKey(e.value) === key);
      if (rows.length === 0) throw notFound("E-mail");
      await trx
        .deleteFrom("contact_emails")
        .where(
          "id",
          "in",
          rows.map((r) => r.id),
        )
        .execute();
    });
  }

  /** Makes an alternative address the primary one; the old primary becomes an alternative. */
  async setPrimary(id: number, email: string) {
    return this.changeEmails(id, async (trx, before) => {
      const chosen = before.alternativeEmails.find((e) => emailKey(e.value) === emailKey(email));
      if (!chosen) throw notFound("Alternative e-mail");
      const alternatives = before.alternativeEmails.filter((e) => e.id !== chosen.id).map((e) => e.value);
      if (before.primaryEmail) alternatives.push(before.primaryEmail.value);
      await applyEmails(trx, id, { primary: chosen.value, alternatives });
    });
  }

  /** Creates the contact's portal account without a password (createContactPortalAccount). */
  async createPortalAccount(id: number, username: string, field: string): Promise<{ before: Contact; after: Contact }> {
    const before = await this.get(id);
    if (before.account.isSet)
      throw conflict("The contact already has a portal account.", { [field]: "the contact already has an account" });
    await this.assertUsernameFree(username, field);
    await this.createAccount(id, username, null, field);
    return { before, after: await this.get(id) };
  }

  /** A change of the contact's e-mails in one transaction under its row lock; the version moves on. */
  private async changeEmails(id: number, change: (trx: Transaction<DB>, before: Contact) => Promise<void>) {
    const accounts = await this.portal.contactAccounts([id]);
    return this.db.transaction().execute(async (trx) => {
      const row = await trx.selectFrom("contacts").select("id").where("id", "=", id).forUpdate().executeTakeFirst();
      if (!row) throw notFound("Contact");
      const before = await this.getWith(trx, id, accounts);
      await change(trx, before);
      await trx.updateTable("contacts").set({ updated_at: nextVersion }).where("id", "=", id).execute();
      return { before, after: await this.getWith(trx, id, accounts) };
    });
  }

  private async assertUsernameFree(username: string, field: string) {
    if (await this.portal.accountExists(username)) throw conflict("A portal account with this username exists.", { [field]: "is taken" });
  }

  /** Through the portal adapter; a race it loses on its unique keys is the same 409 as the check's. */
  private async createAccount(contactId: number, username: string, password: string | null, field: string) {
    try {
      await this.portal.createAccount(username, password, { contactId });
    } catch (error) {
      if (!(error instanceof PortalAccountTaken)) throw error;
      if (error.reason === "username") throw conflict("A portal account with this username exists.", { [field]: "is taken" });
      throw conflict("The contact already has a portal account.", { [field]: "the contact already has an account" });
    }
  }

  /** The country record of an ISO code (undefined: leave it; null: clear it); 400 for an unknown code. */
  private async countryId(code: string | null | undefined): Promise<number | null | undefined> {
    if (code === undefined || code === null) return code;
    const row = await this.db.selectFrom("countries").select("id").where("code", "=", code).executeTakeFirst();
    if (!row) throw badRequest("The address's country is not known.", { "address.country.code": "is not a known country" });
    return Number(row.id);
  }
}
