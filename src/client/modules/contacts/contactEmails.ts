import type { ContactDraft, DraftEmail } from "./contactDraft.ts";

/**
 * The e-mail rules of a contact not yet saved, applied to the draft (spec part 2 section 4,
 * "Contact e-mails"); a stored contact's changes go to the server one by one and come back as
 * its answer. Addresses compare case-insensitively, as the server compares them.
 */

const key = (value: string) => value.trim().toLowerCase();

/** Whether the contact already has the address (primary, alternative or pending). */
export function hasEmail(draft: Pick<ContactDraft, "primaryEmail" | "alternativeEmails" | "pendingEmails">, value: string): boolean {
  const wanted = key(value);
  return [draft.primaryEmail, ...draft.alternativeEmails.map((e) => e.value), ...draft.pendingEmails.map((e) => e.value)].some(
    (email) => key(email) === wanted,
  );
}

/** A loose check of an address (text@text.text), as the server's. */
export function looksLikeEmail(value: string): boolean {
  return /^[^@\s]+@[^@\s]+\.[^@\s]+$/.test(value.trim());
}

/** Adds an alternative address (trimmed); one the contact has already is not added twice. */
export function addAlternative(draft: ContactDraft, value: string): ContactDraft {
  if (value.trim() === "" || hasEmail(draft, value)) return draft;
  return { ...draft, alternativeEmails: [...draft.alternativeEmails, { id: null, value: value.trim() }] };
}

/** Removes an alternative or pending address. */
export function removeEmail(draft: ContactDraft, email: DraftEmail): ContactDraft {
  const others = (list: DraftEmail[]) => list.filter((e) => key(e.value) !== key(email.value));
  return { ...draft, alternativeEmails: others(draft.alternativeEmails), pendingEmails: others(draft.pendingEmails) };
}

/** Makes an alternative the primary address: the old primary takes its place among the alternatives. */
export function makePrimary(draft: ContactDraft, email: DraftEmail): ContactDraft {
  const at = draft.alternativeEmails.findIndex((e) => key(e.value) === key(email.value));
  if (at < 0) return draft;
  const alternatives = [...draft.alternativeEmails];
  if (draft.primaryEmail.trim() === "") alternatives.splice(at, 1);
  else alternatives[at] = { id: null, value: draft.primaryEmail.trim() };
  return { ...draft, primaryEmail: email.value, alternativeEmails: alternatives };
}
