import { randomBytes } from "node:crypto";
import type { Database } from "../db/database.ts";
import { hashPassword, verifyAgainstDummy, verifyPassword } from "../auth/password.ts";

/** A portal account could not be created: the username is taken, or the owner already has one. */
export class PortalAccountTaken extends Error {
  constructor(readonly reason: "username" | "owner") {
    super(reason === "username" ? "The username is taken." : "The owner already has a portal account.");
  }
}

/** The customer portal the back-office links staff, contacts and stores to. */
export interface PortalAdapter {
  /** True when the username and password belong to a portal account. */
  verifyCredentials(username: string, password: string): Promise<boolean>;
  accountExists(username: string): Promise<boolean>;
  /**
   * Creates an account; without a password the account cannot log in until the customer sets
   * one through the portal. Throws PortalAccountTaken for a taken username or an owner (contact)
   * that already has an account.
   */
  createAccount(username: string, password: string | null, owner: { contactId?: number; locationId?: number }): Promise<void>;
  /** The username of each of these contacts' portal account (contacts without one are left out). */
  contactAccounts(contactIds: readonly number[]): Promise<Map<number, string>>;
  /** Address of the portal's page for a store, or undefined when no portal site is configured. */
  storeUrl(storeId: number): string | undefined;
}

/** Embedded default: portal accounts in our own database; PORTAL_URL points at the portal site. */
export class DatabasePortal implements PortalAdapter {
  constructor(
    private readonly database: Database,
    private readonly portalUrl?: string,
  ) {}

  async verifyCredentials(username: string, password: string) {
    const row = await this.database.db
      .selectFrom("portal_accounts")
      .select("password_hash")
      .where((eb) => eb(eb.fn("lower", ["username"]), "=", username.toLowerCase()))
      .executeTakeFirst();
    return row ? verifyPassword(row.password_hash, password) : verifyAgainstDummy(password);
  }

  async accountExists(username: string) {
    const row = await this.database.db
      .selectFrom("portal_accounts")
      .select("id")
      .where((eb) => eb(eb.fn("lower", ["username"]), "=", username.toLowerCase()))
      .executeTakeFirst();
    return Boolean(row);
  }

  async createAccount(username: string, password: string | null, owner: { contactId?: number; locationId?: number }) {
    // No password yet: the hash of a random secret nobody holds, so no password matches it.
    const secret = password ?? randomBytes(32).toString("base64url");
    const passwordHash = await hashPassword(secret);
    try {
      await this.database.db
        .insertInto("portal_accounts")
        .values({
          username,
          password_hash: passwordHash,
          contact_id: owner.contactId ?? null,
          location_id: owner.locationId ?? null,
        })
        .execute();
    } catch (error) {
      // The unique indexes decide a race of two creations (migrations 0003 and 0021).
      const e = error as { code?: string; constraint?: string; message?: string };
      if (e?.code === "23505") {
        const onOwner = (e.constraint ?? e.message ?? "").includes("portal_accounts_contact_key");
        throw new PortalAccountTaken(onOwner ? "owner" : "username");
      }
      throw error;
    }
  }

  async contactAccounts(contactIds: readonly number[]) {
    if (contactIds.length === 0) return new Map<number, string>();
    const rows = await this.database.db
      .selectFrom("portal_accounts")
      .select(["contact_id", "username"])
      .where("contact_id", "in", [...contactIds])
      .execute();
    return new Map(rows.map((r) => [Number(r.contact_id), r.username]));
  }

  storeUrl(storeId: number) {
    return this.portalUrl ? `${this.portalUrl.replace(/\/$/, "")}/stores/${storeId}` : undefined;
  }
}
