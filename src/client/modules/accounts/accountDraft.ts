import type { PermissionCode } from "../../../shared/permissions.ts";
import type { Account, AccountGroupRef, AccountInput } from "./accountTypes.ts";

/** What the account dialog edits; id null means not created yet (spec part 1 section 4). */
export interface AccountDraft {
  id: number | null;
  firstname: string;
  lastname: string;
  email: string;
  /** Empty keeps the stored password on update. */
  password: string;
  permissions: PermissionCode[];
  languagePermissions: string[];
  groups: AccountGroupRef[];
  /** Concurrency token of the last read or save; null for a new account. */
  updatedAt: string | null;
}

/** A new account starts empty with id null. */
export function emptyAccountDraft(): AccountDraft {
  return {
    id: null,
    firstname: "",
    lastname: "",
    email: "",
    password: "",
    permissions: [],
    languagePermissions: [],
    groups: [],
    updatedAt: null,
  };
}

export function draftFromAccount(account: Account): AccountDraft {
  return {
    id: account.id,
    firstname: account.firstname ?? "",
    lastname: account.lastname ?? "",
    email: account.email,
    password: "",
    permissions: [...account.permissions],
    languagePermissions: [...account.languagePermissions],
    groups: [...account.groups],
    updatedAt: account.updatedAt ?? null,
  };
}

/** The create/update body: blank names become null, a blank password keeps the stored one. */
export function toAccountInput(draft: AccountDraft): AccountInput {
  return {
    id: draft.id,
    firstname: draft.firstname.trim() || null,
    lastname: draft.lastname.trim() || null,
    email: draft.email.trim(),
    password: draft.password ? draft.password : null,
    permissions: draft.permissions,
    languagePermissions: draft.languagePermissions,
    groups: draft.groups.map((g) => ({ id: g.id })),
    updatedAt: draft.updatedAt,
  };
}

/** The update body for an account as stored, with some fields changed (permission toggles, group membership). */
export function accountUpdate(account: Account, change: Partial<Pick<AccountInput, "permissions" | "groups">>): AccountInput {
  return { ...toAccountInput(draftFromAccount(account)), ...change };
}
