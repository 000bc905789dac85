/** Permission codes of spec part 1 section 6; 'all' grants every one. */
export const PERMISSION_CODES = [
  "all",
  "account",
  "meetingBooking",
  "catalogOrder",
  "contact",
  "coper",
  "dashboard",
  "manager",
  "media",
  "newsletterSubscription",
  "company",
  "salesRegions",
  "warranty",
  "cms",
  "cmsDesign",
  "cmsSeo",
] as const;

export type PermissionCode = (typeof PERMISSION_CODES)[number];

/**
 * Not a permission code but a gate of screens and menu entries: accounts that may edit a
 * language (a non-empty languagePermissions; spec part 1 section 6). The translation screens
 * need it; the server checks each call's language right itself.
 */
export const LANGUAGE_EDITORS = "languageEditors";

/** Every code except 'all'. */
export const INDIVIDUAL_PERMISSIONS = PERMISSION_CODES.filter((c) => c !== "all") as Exclude<PermissionCode, "all">[];

export function hasPermission(granted: readonly string[] | undefined, needed: string): boolean {
  if (!granted) return false;
  return granted.includes("all") || granted.includes(needed);
}

/** True when any of the needed codes is granted (an operation gated by several screens). */
export function hasAnyPermission(granted: readonly string[] | undefined, needed: readonly string[]): boolean {
  return needed.some((code) => hasPermission(granted, code));
}

/** Language editing: 'all' or the language code (sv_SE and sv both match 'sv'). */
export function canEditLanguage(languagePermissions: readonly string[] | undefined, languageCode: string): boolean {
  if (!languagePermissions || languagePermissions.length === 0) return false;
  if (languagePermissions.includes("all")) return true;
  const short = languageCode.split(/[_-]/)[0]!.toLowerCase();
  return languagePermissions.some((code) => code.toLowerCase() === languageCode.toLowerCase() || code.toLowerCase() === short);
}

/**
 * Normalises a stored permission set the way the account dialog does: every individual code
 * ticked collapses to ['all']; duplicates and unknown codes are dropped.
 */
export function normalisePermissions(codes: readonly string[]): PermissionCode[] {
  const known = new Set(codes.filter((c): c is PermissionCode => (PERMISSION_CODES as readonly string[]).includes(c)));
  if (known.has("all") || INDIVIDUAL_PERMISSIONS.every((c) => known.has(c))) return ["all"];
  return INDIVIDUAL_PERMISSIONS.filter((c) => known.has(c));
}
