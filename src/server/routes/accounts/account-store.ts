import { sql, type Kysely, type Transaction } from "kysely";
import type { DB } from "../../db/schema.ts";
import type { Database } from "../../db/database.ts";
import { normalisePermissions } from "../../../shared/permissions.ts";
import { badRequest, conflict, notFound } from "../../http-errors.ts";
import { updateLocked } from "../../db/locked-update.ts";
import { nextVersion } from "../../db/record-version.ts";
import { hashPassword, MIN_PASSWORD_LENGTH } from "../../auth/password.ts";
import { toAccount, type AccountRow } from "./account-mapper.ts";
import type { BodyOf } from "../types.ts";

type AccountInput = BodyOf<"createAccount">;
type Db = Kysely<DB> | Transaction<DB>;

const ACCOUNT_COLUMNS = [
  "id",
  "firstname",
  "lastname",
  "email",
  "permissions",
  "language_permissions",
  "created_at",
  "updated_at",
] as const;

/** Reads and writes accounts with their region-group membership. */
export class AccountStore {
  constructor(private readonly database: Database) {}

  async list(query?: string) {
    let q = this.database.db.selectFrom("accounts").select(ACCOUNT_COLUMNS).orderBy("lastname").orderBy("firstname").orderBy("id");
    if (query?.trim()) {
      const like = `%${query.trim().replace(/[\\%_]/g, "\\$&")}%`;
      q = q.where((eb) => eb.or([eb("email", "ilike", like), eb("firstname", "ilike", like), eb("lastname", "ilike", like)]));
    }
    const rows = await q.execute();
    const groups = await this.groupsOf(
      this.database.db,
      rows.map((r) => r.id),
    );
    return rows.map((row) => toAccount(row, groups.get(row.id) ?? []));
  }

  async get(db: Db, id: number) {
    const row = await db.selectFrom("accounts").select(ACCOUNT_COLUMNS).where("id", "=", id).executeTakeFirst();
    if (!row) throw notFound("Account");
    return toAccount(row, (await this.groupsOf(db, [id])).get(id) ?? []);
  }

  async create(input: AccountInput) {
    const password = requirePassword(input.password, true)!;
    return this.database.db.transaction().execute(async (trx) => {
      const row = await trx
        .insertInto("accounts")
        .values({
          ...names(input),
          email: input.email.trim(),
          password_hash: await hashPassword(password),
          permissions: normalisePermissions(input.permissions ?? []),
          language_permissions: normaliseLanguages(input.languagePermissions ?? []),
        })
        .returning("id")
        .executeTakeFirstOrThrow()
        .catch(rethrowDuplicateEmail);
      await this.setGroups(trx, row.id, input.groups);
      return this.get(trx, row.id);
    });
  }

  /** Updates; answers the stored account and whether the password changed. */
  async update(id: number, input: AccountInput) {
    const password = requirePassword(input.password, false);
    const passwordHash = password ? await hashPassword(password) : undefined;
    const lock = (trx: Transaction<DB>) =>
      trx.selectFrom("accounts").select(ACCOUNT_COLUMNS).where("id", "=", id).forUpdate().executeTakeFirst();
    const { before, after } = await updateLocked(
      this.database.db,
      { what: "Account", version: input.updatedAt, lock, read: (trx) => this.get(trx, id) },
      async (trx, current) => {
        const permissions = input.permissions ? normalisePermissions(input.permissions) : current.permissions;
        if (current.permissions.includes("all") && !permissions.includes("all")) await this.assertAnotherAdmin(trx, id);
        await trx
          .updateTable("accounts")
          .set({
            ...names(input),
            email: input.email.trim(),
            permissions,
            language_permissions: input.languagePermissions ? normaliseLanguages(input.languagePermissions) : current.language_permissions,
            ...(passwordHash ? { password_hash: passwordHash } : {}),
            updated_at: nextVersion,
          })
          .where("id", "=", id)
          .execute()
          .catch(rethrowDuplicateEmail);
        if (input.groups) await this.setGroups(trx, id, input.groups);
      },
    );
    return { before, after, passwordChanged: Boolean(passwordHash) };
  }

  async delete(id: number) {
    return this.database.db.transaction().execute(async (trx) => {
      const current = await trx.selectFrom("accounts").select(ACCOUNT_COLUMNS).where("id", "=", id).forUpdate().executeTakeFirst();
      if (!current) throw notFound("Account");
      const before = toAccount(current, (await this.groupsOf(trx, [id])).get(id) ?? []);
      if (current.permissions.includes("all")) await this.assertAnotherAdmin(trx, id);
      // Sessions go with the account (on delete cascade).
      await trx.deleteFrom("accounts").where("id", "=", id).execute();
      return before;
    });
  }

  private async assertAnotherAdmin(db: Db, exceptId: number) {
    const other = await db
      .selectFrom("accounts")
      .select("id")
      .where("id", "!=", exceptId)
      .where(sql<boolean>`'all' = any(permissions)`)
      .limit(1)
      .executeTakeFirst();
    if (!other)
      throw conflict("This is the last account with the permission 'All'; give 'All' to another account first.", {
        permissions: "the last 'All' account must keep 'All'",
      });
  }

  private async setGroups(db: Db, accountId: number, groups: AccountInput["groups"]) {
    if (!groups) return;
    const ids = [...new Set(groups.map((g) => g.id))];
    if (ids.length > 0) {
      const found = await db.selectFrom("region_groups").select("id").where("id", "in", ids).execute();
      const missing = ids.filter((id) => !found.some((f) => f.id === id));
      if (missing.length > 0) throw badRequest("Unknown region group.", { groups: `unknown group id ${missing.join(", ")}` });
    }
    await db.deleteFrom("account_region_groups").where("account_id", "=", accountId).execute();
    if (ids.length > 0) {
      await db
        .insertInto("account_region_groups")
        .values(ids.map((group_id) => ({ account_id: accountId, group_id })))
        .execute();
    }
  }

  private async groupsOf(db: Db, accountIds: number[]) {
    const map = new Map<number, { id: number; name: string; description: string | null }[]>();
    if (accountIds.length === 0) return map;
    const rows = await db
      .selectFrom("account_region_groups as ag")
      .innerJoin("region_groups as g", "g.id", "ag.group_id")
      .select(["ag.account_id", "g.id", "g.name", "g.description"])
      .where("ag.account_id", "in", accountIds)
      .orderBy("g.name")
      .execute();
    for (const { account_id, ...group } of rows) {
      map.set(account_id, [...(map.get(account_id) ?? []), group]);
    }
    return map;
  }
}

function names(input: AccountInput) {
  return { firstname: input.firstname?.trim() || null, lastname: input.lastname?.trim() || null };
}

function requirePassword(password: string | null | undefined, required: boolean): string | undefined {
  if (!password) {
    if (required) throw badRequest("A password is required.", { password: "is required" });
    return undefined;
  }
  if (password.length < MIN_PASSWORD_LENGTH) {
    throw badRequest(`The password must have at least ${MIN_PASSWORD_LENGTH} characters.`, {
      password: `must have at least ${MIN_PASSWORD_LENGTH} characters`,
    });
  }
  return password;
}

function normaliseLanguages(codes: string[]): string[] {
  return codes.includes("all") ? ["all"] : [...new Set(codes)];
}

function rethrowDuplicateEmail(error: { code?: string }): never {
  if (error?.code === "23505") throw conflict("An account with this e-mail already exists.", { email: "is already in use" });
  throw error;
}

export type { AccountRow };
