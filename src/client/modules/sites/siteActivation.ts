import type { DialogKind } from "../../screens/screenConfig.ts";

/** Spec part 1 section 4: a null isActive is treated as active. */
export function isSiteActive(isActive: unknown): boolean {
  return isActive !== false;
}

export type ActivationWarning = "goLive" | "brokenLinks";

/**
 * The warning a site save needs. Switching an inactive site (a new one starts inactive) to
 * active warns it will go live; switching an existing active site off warns of broken links.
 */
export function activationWarning(kind: DialogKind, before: unknown, after: unknown): ActivationWarning | null {
  const wasActive = kind === "create" ? false : isSiteActive(before);
  const isActive = isSiteActive(after);
  if (!wasActive && isActive) return "goLive";
  if (kind === "edit" && wasActive && !isActive) return "brokenLinks";
  return null;
}

/** The isActive a site dialog opens with: a new site inactive, a stored null shown as active. */
export function openingIsActive(kind: DialogKind, stored: unknown): boolean {
  return kind === "create" ? stored === true : isSiteActive(stored);
}
