import { badRequest } from "../../http-errors.ts";
import type { BodyOf } from "../types.ts";

export type ContactInput = BodyOf<"createContact">;

/** The contact's own columns as a write stores them (texts trimmed, empty ones null). */
export interface ContactFields {
  firstname: string | null;
  lastname: string | null;
  employer: string | null;
  street: string | null;
  zip_code: string | null;
  city: string | null;
  city2: string | null;
  telephone: string | null;
  mobile_phone: string | null;
}

/** The confirmed addresses a write asks for: the primary (or none) and the alternatives, in order. */
export interface WantedEmails {
  primary: string | null;
  alternatives: string[];
}

/** A portal account asked for in the contact form (username and a password of its own). */
export interface WantedAccount {
  username: string;
  password: string;
}

/** Every part of a create or update body, checked: undefined parts are left as they are. */
export interface ContactWrite {
  fields: Partial<ContactFields>;
  /** The ISO code of the address's country, null to clear it, undefined to leave it. */
  countryCode: string | null | undefined;
  /** undefined: the primary is left as it is (alternatives likewise). */
  primary: string | null | undefined;
  alternatives: string[] | undefined;
  account: WantedAccount | undefined;
}

/** Shortest password the contact form may give a portal account (ContactInput.account). */
export const MIN_PORTAL_PASSWORD = 12;

// The same loose pattern as the contract's ContactEmailRequest (format: email) and username.
const EMAIL = /^[^@\s]+@[^@\s]+\.[^@\s]+$/;

/** An e-mail as it is compared: addresses are the same whatever their letters' case. */
export const emailKey = (value: string): string => value.trim().toLowerCase();

const text = (value: string | null | undefined): string | null | undefined => (value === undefined ? undefined : value?.trim() || null);

/**
 * Checks and normalises a contact body. Every field failure is collected into one 400 naming
 * the fields: an e-mail that is no address, one listed twice (primary and alternatives compare
 * case-insensitively), a password that is short or not repeated, a create with neither a name
 * nor an e-mail. E-mails belonging to other contacts are the store's check (409).
 */
export function readContactWrite(input: ContactInput, mode: "create" | "update"): ContactWrite {
  const failures: Record<string, string> = {};
  const fields: Partial<ContactFields> = {};
  const set = <K extends keyof ContactFields>(key: K, value: string | null | undefined) => {
    if (value !== undefined) fields[key] = value;
  };
  set("firstname", text(input.firstname));
  set("lastname", text(input.lastname));
  set("employer", text(input.employer));
  set("telephone", text(input.telephone));
  set("mobile_phone", text(input.mobilePhone));
  let countryCode: string | null | undefined;
  if (input.address === null) {
    for (const key of ["street", "zip_code", "city", "city2"] as const) fields[key] = null;
    countryCode = null;
  } else if (input.address !== undefined) {
    set("street", text(input.address.street));
    set("zip_code", text(input.address.zipCode));
    set("city", text(input.address.city));
    set("city2", text(input.address.city2));
    countryCode = input.address.country === undefined ? undefined : (input.address.country?.code ?? null);
  }

  let primary: string | null | undefined;
  if (input.primaryEmail === null) primary = null;
  else if (input.primaryEmail !== undefined) {
    primary = input.primaryEmail.value.trim();
    if (!EMAIL.test(primary)) failures["primaryEmail.value"] = "must be an e-mail address";
  }
  let alternatives: string[] | undefined;
  if (input.alternativeEmails !== undefined) {
    alternatives = [];
    const seen = new Set(primary ? [emailKey(primary)] : []);
    input.alternativeEmails.forEach((item, i) => {
      const value = item.value.trim();
      // The form sends its empty new-address row along: skipped (spec part 2, contact e-mails).
      if (value === "") return;
      const field = `alternativeEmails.${i}.value`;
      if (!EMAIL.test(value)) failures[field] = "must be an e-mail address";
      else if (seen.has(emailKey(value))) failures[field] = "is listed twice";
      else {
        seen.add(emailKey(value));
        alternatives!.push(value);
      }
    });
  }

  const account = readAccount(input.account, failures);
  if (mode === "create" && !fields.firstname && !fields.lastname && !primary) {
    failures.lastname = "a contact needs a name or a primary e-mail";
  }
  if (Object.keys(failures).length > 0) throw badRequest(`Invalid contact: ${Object.keys(failures).join(", ")}.`, failures);
  return { fields, countryCode, primary, alternatives, account };
}

/** The account part: asked for only when both a username and a password are given. */
function readAccount(account: ContactInput["account"], failures: Record<string, string>): WantedAccount | undefined {
  const username = account?.username?.trim();
  const password = account?.password ?? "";
  if (!account || !username || password === "") return undefined;
  if (!EMAIL.test(username)) failures["account.username"] = "must look like an e-mail address";
  if (password.length < MIN_PORTAL_PASSWORD) failures["account.password"] = `must have at least ${MIN_PORTAL_PASSWORD} characters`;
  else if (password !== (account.repeatPassword ?? "")) failures["account.repeatPassword"] = "does not match the password";
  return { username, password };
}

/** An address of an e-mail request body (addContactEmail, removeContactEmail, setContactPrimaryEmail). */
export function readEmail(email: string, field = "email"): string {
  const value = email.trim();
  if (!EMAIL.test(value)) throw badRequest("The e-mail is not an address.", { [field]: "must be an e-mail address" });
  return value;
}
