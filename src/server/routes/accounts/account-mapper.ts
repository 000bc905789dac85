import type { AnswerOf } from "../types.ts";

type Account = AnswerOf<"createAccount">;

export interface AccountRow {
  id: number;
  firstname: string | null;
  lastname: string | null;
  email: string;
  permissions: string[];
  language_permissions: string[];
  created_at: Date;
  updated_at: Date;
}

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
