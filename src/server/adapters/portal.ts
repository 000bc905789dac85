import type { Database } from "../db/database.ts";
import { hashPassword, verifyAgainstDummy, verifyPassword } from "../auth/password.ts";

/** The customer portal the back-office links staff, contacts and stores to. */
export interface PortalAdapter {
  /** True when the username and password belong to a portal account. */
  verifyCredentials(username: string, password: string): Promise<boolean>;
  accountExists(username: string): Promise<boolean>;
  createAccount(username: string, password: string, owner: { contactId?: number; locationId?: number }): Promise<void>;
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

  async createAccount(username: string, password: string, owner: { contactId?: number; locationId?: number }) {
    await this.database.db
      .insertInto("portal_accounts")
      .values({
        username,
        password_hash: await hashPassword(password),
        contact_id: owner.contactId ?? null,
        location_id: owner.locationId ?? null,
      })
      .execute();
  }

  storeUrl(storeId: number) {
    return this.portalUrl ? `${this.portalUrl.replace(/\/$/, "")}/stores/${storeId}` : undefined;
  }
}
