import type { Row } from "../../db/schema.ts";
import type { AnswerOf } from "../types.ts";

type Account = AnswerOf<"createAccount">;

export type AccountRow = Pick<
  Row<"accounts">,
  "id" | "firstname" | "lastname" | "email" | "permissions" | "language_permissions" | "created_at" | "updated_at"
>;

export function toAccount(row: AccountRow, groups: Account["groups"]): Account {
  return {
    id: row.id,
    firstname: row.firstname,
    lastname: row.lastname,
    email: row.email,
    permissions: row.permissions as Account["permissions"],
    languagePermissions: row.language_permissions,
    createdAt: new Date(row.created_at).toISOString(),
    updatedAt: new Date(row.updated_at).toISOString(),
    groups,
  };
}
