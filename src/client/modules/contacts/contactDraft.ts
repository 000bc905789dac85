import type { Contact, ContactInput } from "./contactTypes.ts";

/** An e-mail of the form: stored ones have an id, ones added to a new contact not yet. */
export interface DraftEmail {
  id: number | null;
  value: string;
}

/** The contact dialog's working copy: texts as typed ('' for empty), e-mails as lists. */
export interface ContactDraft {
  id: number | null;
  firstname: string;
  lastname: string;
  employer: string;
  telephone: string;
  mobilePhone: string;
  street: string;
  zipCode: string;
  city: string;
  country: string;
  primaryEmail: string;
  alternativeEmails: DraftEmail[];
  /** Addresses the customer added in the portal, not confirmed yet (read-only but removable). */
  pendingEmails: DraftEmail[];
  /** The concurrency token of the contact as read. */
  updatedAt: string | null;
}

export function emptyContactDraft(): ContactDraft {
  return {
    id: null,
    firstname: "",
    lastname: "",
    employer: "",
    telephone: "",
    mobilePhone: "",
    street: "",
    zipCode: "",
    city: "",
    country: "",
    primaryEmail: "",
    alternativeEmails: [],
    pendingEmails: [],
    updatedAt: null,
  };
}

export function draftFromContact(contact: Contact): ContactDraft {
  return {
    id: contact.id,
    firstname: contact.firstname ?? "",
    lastname: contact.lastname ?? "",
    employer: contact.employer ?? "",
    telephone: contact.telephone ?? "",
    mobilePhone: contact.mobilePhone ?? "",
    street: contact.address?.street ?? "",
    zipCode: contact.address?.zipCode ?? "",
    city: contact.address?.city ?? "",
    country: contact.address?.country?.code ?? "",
    primaryEmail: contact.primaryEmail?.value ?? "",
    alternativeEmails: contact.alternativeEmails.map(({ id, value }) => ({ id, value })),
    pendingEmails: contact.pendingEmails.map(({ id, value }) => ({ id, value })),
    updatedAt: contact.updatedAt ?? null,
  };
}

/** The e-mails of a contact as the server answered them after an e-mail call, the rest of the draft kept as typed. */
export function withEmailsOf(draft: ContactDraft, contact: Contact): ContactDraft {
  const fresh = draftFromContact(contact);
  return {
    ...draft,
    primaryEmail: fresh.primaryEmail,
    alternativeEmails: fresh.alternativeEmails,
    pendingEmails: fresh.pendingEmails,
    updatedAt: fresh.updatedAt,
  };
}

const text = (value: string) => (value.trim() === "" ? null : value.trim());

/**
 * The body of create or update. Alternatives with an empty value are skipped (spec part 2,
 * "Contact e-mails"); pending addresses are the portal's and never sent; an address without
 * any part is sent as none.
 */
export function toContactInput(draft: ContactDraft): ContactInput {
  const hasAddress = [draft.street, draft.zipCode, draft.city, draft.country].some((part) => part.trim() !== "");
  return {
    id: draft.id,
    firstname: text(draft.firstname),
    lastname: text(draft.lastname),
    employer: text(draft.employer),
    telephone: text(draft.telephone),
    mobilePhone: text(draft.mobilePhone),
    address: hasAddress
      ? {
          street: text(draft.street),
          zipCode: text(draft.zipCode),
          city: text(draft.city),
          country: text(draft.country) === null ? null : { code: draft.country.trim().toUpperCase() },
        }
      : null,
    primaryEmail: text(draft.primaryEmail) === null ? null : { value: draft.primaryEmail.trim() },
    alternativeEmails: draft.alternativeEmails
      .filter((email) => email.value.trim() !== "")
      .map((email) => ({ id: email.id, value: email.value.trim() })),
    ...(draft.updatedAt ? { updatedAt: draft.updatedAt } : {}),
  };
}

/** What the dialog calls the contact: its name, else its primary e-mail, else its id. */
export function contactName(contact: {
  id?: number | null;
  firstname?: string | null;
  lastname?: string | null;
  primaryEmail?: string | null;
}): string {
  const name = [contact.firstname, contact.lastname].filter((part) => part && part.trim() !== "").join(" ");
  return name || contact.primaryEmail || (contact.id ? `#${contact.id}` : "");
}
