import { hasPermission } from "../../../shared/permissions.ts";
import type { SiteProperties } from "../../db/schema.ts";
import { forbidden } from "../../http-errors.ts";

/** Which permission each part of a site's properties needs (spec part 1 section 6). */
export const PROPERTY_PERMISSIONS = { design: "cmsDesign", seo: "cmsSeo" } as const;
type Part = keyof typeof PROPERTY_PERMISSIONS;

/**
 * The parts whose content the request changes. A client that sends a part back unchanged
 * (the dialog round-trips what it read) changes nothing, and null fields equal missing ones.
 */
export function changedParts(stored: SiteProperties, sent: SiteProperties | undefined): Part[] {
  if (!sent) return [];
  return (Object.keys(PROPERTY_PERMISSIONS) as Part[]).filter(
    (part) => sent[part] !== undefined && canonical(sent[part]) !== canonical(stored[part]),
  );
}

/** 403 unless the account may change every changed part. */
export function assertPropertyRights(permissions: readonly string[], parts: readonly Part[]) {
  const missing = parts.filter((part) => !hasPermission(permissions, PROPERTY_PERMISSIONS[part]));
  if (missing.length > 0) {
    throw forbidden(
      `Changing ${missing.map((p) => `properties.${p}`).join(" and ")} needs ${missing.map((p) => PROPERTY_PERMISSIONS[p]).join(" and ")}.`,
    );
  }
}

/** A sent part replaces the stored one as a whole; parts not sent stay. */
export function mergeProperties(stored: SiteProperties, sent: SiteProperties | undefined): SiteProperties {
  return { ...stored, ...withoutUndefined(sent ?? {}) };
}

function canonical(part: Record<string, unknown> | undefined): string {
  const kept = Object.entries(part ?? {})
    .filter(([, value]) => value !== null && value !== undefined)
    .sort(([a], [b]) => a.localeCompare(b));
  return JSON.stringify(kept);
}

function withoutUndefined<T extends object>(value: T): Partial<T> {
  return Object.fromEntries(Object.entries(value).filter(([, v]) => v !== undefined)) as Partial<T>;
}
