import type { SessionAccount } from "../../auth/sessions.ts";
import type { Database } from "../../db/database.ts";
import type { AnswerOf } from "../types.ts";
import { fullName } from "../../../shared/fullName.ts";

export async function toCurrentUser(database: Database, account: SessionAccount): Promise<AnswerOf<"getCurrentUser">> {
  const groups = await database.db
    .selectFrom("account_region_groups as ag")
    .innerJoin("region_groups as g", "g.id", "ag.group_id")
    .select(["g.id", "g.name", "g.description"])
    .where("ag.account_id", "=", account.id)
    .orderBy("g.name")
    .execute();
  return {
    id: account.id,
    email: account.email,
    firstname: account.firstname,
    lastname: account.lastname,
    fullName: fullName(account),
    permissions: account.permissions as AnswerOf<"getCurrentUser">["permissions"],
    languagePermissions: account.languagePermissions,
    groups,
  };
}
