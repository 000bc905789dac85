/**
 * Who a GDPR export or erase is about, as the values that find and blank out their data. Pure:
 * the stores read the contact's row, e-mails and portal usernames; this decides what counts.
 */

/** The contact's stored values the person is known by. */
export interface PersonSource {
  contactId: number;
  firstname: string | null;
  lastname: string | null;
  employer: string | null;
  street: string | null;
  telephone: string | null;
  mobilePhone: string | null;
  /** Every address of the contact: primary, alternative and pending. */
  emails: readonly string[];
  /** The contact's customer-portal usernames. */
  portalUsernames: readonly string[];
}

export interface Person {
  contactId: number;
  /** The addresses, lower case, each once: rows keyed by an address (bookings, subscriptions) match these exactly. */
  emails: string[];
  /** The portal usernames, lower case. */
  portalUsernames: string[];
  /**
   * Lower-case text that names this person and no one else: the addresses, usernames, phone
   * numbers (as written and as bare digits) and the full name. Free text (a mail's body, an audit
   * entry's before/after copy) that holds one of these is about the person.
   */
  needles: string[];
  /**
   * Lower-case values blanked out wherever they occur inside a record already known to be the
   * person's: the needles plus first name, last name, employer and street on their own (too
   * common to find the person by, but theirs inside their own records).
   */
  blanked: string[];
}

// Shorter values would find other people's text ("Li", "12"): a needle must single the person out.
const MIN_NEEDLE_LENGTH = 5;
const MIN_BLANKED_LENGTH = 2;
// A phone's bare digits only name the person when there are enough of them.
const MIN_PHONE_DIGITS = 6;

const clean = (value: string | null | undefined): string | null => {
  const text = value?.trim().toLowerCase();
  return text ? text.replace(/\s+/g, " ") : null;
};

function unique(values: readonly (string | null)[], minLength: number): string[] {
  return [...new Set(values.filter((v): v is string => v !== null && v.length >= minLength))];
}

function phoneForms(phone: string | null): string[] {
  const written = clean(phone);
  if (!written) return [];
  const digits = written.replace(/\D+/g, "");
  return digits.length >= MIN_PHONE_DIGITS ? [written, digits] : [written];
}

export function personOf(source: PersonSource): Person {
  const emails = unique(source.emails.map(clean), 1);
  const portalUsernames = unique(source.portalUsernames.map(clean), 1);
  const firstname = clean(source.firstname);
  const lastname = clean(source.lastname);
  const fullName = firstname && lastname ? `${firstname} ${lastname}` : null;
  const needles = unique(
    [...emails, ...portalUsernames, ...phoneForms(source.telephone), ...phoneForms(source.mobilePhone), fullName],
    MIN_NEEDLE_LENGTH,
  );
  const blanked = unique([...needles, firstname, lastname, clean(source.employer), clean(source.street)], MIN_BLANKED_LENGTH);
  return { contactId: source.contactId, emails, portalUsernames, needles, blanked };
}

/** `%needle%` for LIKE (backslash the escape): the needle's own %, _ and backslash taken literally. */
export function containsPattern(needle: string): string {
  return `%${needle.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;
}
