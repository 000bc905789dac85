import { randomBytes } from "node:crypto";
import type { Config } from "./config.ts";
import type { Database } from "./db/database.ts";
import { hashPassword, MIN_PASSWORD_LENGTH } from "./auth/password.ts";

/**
 * First start: with no accounts at all, creates ADMIN_EMAIL with permission 'all'. Without
 * ADMIN_PASSWORD a random password is generated and printed once (it is stored only hashed).
 */
export async function ensureAdmin(database: Database, config: Config, print: (line: string) => void): Promise<boolean> {
  const any = await database.db.selectFrom("accounts").select("id").limit(1).executeTakeFirst();
  if (any) return false;
  const generated = !config.adminPassword;
  const password = config.adminPassword ?? randomBytes(12).toString("base64url");
  if (password.length < MIN_PASSWORD_LENGTH) throw new Error(`ADMIN_PASSWORD must have at least ${MIN_PASSWORD_LENGTH} characters.`);
  await database.db
    .insertInto("accounts")
    .values({
      email: config.adminEmail,
      firstname: "Admin",
      lastname: null,
      password_hash: await hashPassword(password),
      permissions: ["all"],
      language_permissions: ["all"],
    })
    .onConflict((oc) => oc.doNothing())
    .execute();
  print(
    `Created the administrator ${config.adminEmail}${generated ? ` with the generated password: ${password}\n(shown once; set ADMIN_PASSWORD to choose one)` : ""}.`,
  );
  return true;
}
