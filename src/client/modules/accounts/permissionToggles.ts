import { INDIVIDUAL_PERMISSIONS, type PermissionCode } from "../../../shared/permissions.ts";

/** The code that stands for every choice of a set (permissions and language rights both use it). */
export const ALL = "all";

export interface ToggleRules {
  /** Every individual choice, in display order. */
  individuals: readonly string[];
  /**
   * Whether ticking every individual choice becomes [ALL]. True for permissions (a fixed list);
   * false for languages, where 'all' also covers languages added later.
   */
  collapseWhenComplete: boolean;
}

/** True when the choice shows as ticked: itself chosen, or ALL chosen. */
export function isChosen(current: readonly string[], code: string): boolean {
  return current.includes(ALL) || current.includes(code);
}

/**
 * The set after the user clicks one choice (spec part 1 section 4):
 * - ALL toggles between [ALL] and nothing;
 * - an individual choice clicked while ALL is set leaves every other individual choice;
 * - otherwise the choice is added or removed, and with collapseWhenComplete a set holding every
 *   individual choice becomes [ALL].
 * The answer lists individual choices in display order so a saved set compares equal.
 */
export function toggleChoice(current: readonly string[], code: string, rules: ToggleRules): string[] {
  if (code === ALL) return current.includes(ALL) ? [] : [ALL];
  if (current.includes(ALL)) return rules.individuals.filter((c) => c !== code);
  const chosen = new Set(current);
  if (chosen.has(code)) chosen.delete(code);
  else chosen.add(code);
  if (rules.collapseWhenComplete && rules.individuals.every((c) => chosen.has(c))) return [ALL];
  const known = rules.individuals.filter((c) => chosen.has(c));
  // Codes outside the list (a language without a site any more) stay as they were.
  const unknown = [...chosen].filter((c) => !rules.individuals.includes(c));
  return [...known, ...unknown];
}

const PERMISSION_RULES: ToggleRules = { individuals: INDIVIDUAL_PERMISSIONS, collapseWhenComplete: true };

/** toggleChoice for account permissions. */
export function togglePermission(current: readonly PermissionCode[], code: PermissionCode): PermissionCode[] {
  return toggleChoice(current, code, PERMISSION_RULES) as PermissionCode[];
}

/** toggleChoice for language rights over the given languages. */
export function toggleLanguage(current: readonly string[], code: string, languages: readonly string[]): string[] {
  return toggleChoice(current, code, { individuals: languages, collapseWhenComplete: false });
}
