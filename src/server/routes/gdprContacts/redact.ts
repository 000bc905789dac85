/**
 * Blanks a person's data out of a JSON copy of a record (an audit entry's before/after), keeping
 * its shape and the rest: the entry still says which operation changed which record when, but no
 * longer who the person was. Pure; the erase applies it to every audit entry about the person.
 */

/** What a blanked value becomes. */
export const ERASED = "[erased]";

// Fields that hold a person's data in any record the API writes (contacts, catalog requests,
// bookings, subscriptions, media orders, portal accounts): blanked whatever their value, in
// camelCase or snake_case. Names of stores, statuses and bed models are not among them.
const PERSONAL_FIELDS = new Set(
  [
    "firstname",
    "lastname",
    "email",
    "phone",
    "telephone",
    "mobilePhone",
    "street",
    "apartmentNumber",
    "employer",
    "username",
    "password",
    "message",
    "replyTo",
    "primaryEmail",
    "alternativeEmails",
    "pendingEmails",
    "emails",
  ].map((key) => key.toLowerCase()),
);

const fieldKey = (key: string) => key.replace(/_/g, "").toLowerCase();

/**
 * The value with every personal field blanked and every string that contains one of `blanked`
 * (lower case) replaced by ERASED. Objects and arrays are copied, never changed in place.
 */
export function redact(value: unknown, blanked: readonly string[]): unknown {
  if (typeof value === "string") {
    const lower = value.toLowerCase();
    return blanked.some((b) => lower.includes(b)) ? ERASED : value;
  }
  if (Array.isArray(value)) return value.map((item) => redact(item, blanked));
  if (value !== null && typeof value === "object") {
    const copy: Record<string, unknown> = {};
    for (const [key, item] of Object.entries(value)) {
      copy[key] = PERSONAL_FIELDS.has(fieldKey(key)) ? blankField(item) : redact(item, blanked);
    }
    return copy;
  }
  return value;
}

/** A personal field: null stays null (nothing was there), anything else becomes ERASED. */
function blankField(value: unknown): unknown {
  return value === null || value === undefined ? value : ERASED;
}
