import { hasPermission } from "../../../shared/permissions.ts";
import { forbidden } from "../../http-errors.ts";

/**
 * The design of a block (Advanced tab) needs cmsDesign and a page's SEO cmsSeo (contract
 * saveCmsPage): a save that changes them without the right is 403, a save that sends them back
 * as read passes. Settings are compared by content: key order, null and a missing key are equal.
 */
export function settingsChanged(
  stored: Record<string, unknown> | null | undefined,
  sent: Record<string, unknown> | null | undefined,
): boolean {
  if (sent === undefined) return false;
  return canonical(stored) !== canonical(sent);
}

/** 403 naming the right when a part that needs it changed. */
export function assertSettingsRight(permissions: readonly string[], changed: boolean, part: string, right: "cmsDesign" | "cmsSeo") {
  if (changed && !hasPermission(permissions, right)) throw forbidden(`Changing ${part} needs ${right}.`);
}

function canonical(settings: Record<string, unknown> | null | undefined): string {
  const kept = Object.entries(settings ?? {})
    .filter(([, value]) => value !== null && value !== undefined)
    .sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0));
  return JSON.stringify(kept);
}
