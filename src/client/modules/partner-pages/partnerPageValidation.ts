import { groupErrorsByKind, type FormError } from "../common/formErrors.ts";
import type { PartnerPageDraft } from "./partnerPageDraft.ts";

export const PARTNER_PAGE_TABS = ["information", "versions"] as const;
export type PartnerPageTab = (typeof PARTNER_PAGE_TABS)[number];
const KINDS = ["required", "hostname", "tooLong"] as const;
export type PartnerPageErrorKind = (typeof KINDS)[number];
export type PartnerPageFormError = FormError<PartnerPageErrorKind, PartnerPageTab>;

// The contract's host name: lower-case labels joined by dots, ending in a top-level domain.
const HOSTNAME = /^(?=.{1,253}$)([a-z0-9]([a-z0-9-]{0,61}[a-z0-9])?\.)+[a-z]{2,63}$/;

/** Every problem of the partner page form at once (the same kinds of messages as the location form). */
export function validatePartnerPage(draft: PartnerPageDraft): PartnerPageFormError[] {
  const errors: PartnerPageFormError[] = [];
  const field = (name: string) => ({ key: `partnerPages.fields.${name}` });
  const name = draft.name.trim();
  const hostname = draft.hostname.trim().toLowerCase();
  if (!name) errors.push({ field: "name", kind: "required", tab: "information", label: field("name") });
  else if (name.length > 200) errors.push({ field: "name", kind: "tooLong", tab: "information", label: field("name") });
  if (!hostname) errors.push({ field: "hostname", kind: "required", tab: "information", label: field("hostname") });
  else if (!HOSTNAME.test(hostname)) errors.push({ field: "hostname", kind: "hostname", tab: "information", label: field("hostname") });
  draft.versions.forEach((version, index) => {
    const label = { key: "partnerPages.fields.versionOf", values: { site: version.siteName } };
    const text = version.name.trim();
    if (!text) errors.push({ field: `versions.${index}`, kind: "required", tab: "versions", label });
    else if (text.length > 200) errors.push({ field: `versions.${index}`, kind: "tooLong", tab: "versions", label });
  });
  return errors;
}

const KIND_LINE: Record<PartnerPageErrorKind, string> = {
  required: "partnerPages.form.kinds.required",
  hostname: "partnerPages.form.kinds.hostname",
  tooLong: "partnerPages.form.kinds.tooLong",
};

/** One line per kind listing the field names. */
export function partnerPageErrorLines(
  errors: readonly PartnerPageFormError[],
  t: (key: string, values?: Record<string, string>) => string,
): string[] {
  return groupErrorsByKind(errors, KINDS).map(({ kind, errors: ofKind }) =>
    t(KIND_LINE[kind], { fields: ofKind.map((e) => t(e.label.key, e.label.values)).join(", ") }),
  );
}
