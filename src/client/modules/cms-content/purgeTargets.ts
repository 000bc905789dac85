import type { FrontendConfig } from "../../app/session.tsx";

export interface PurgeTarget {
  code: string;
  name: string;
}

/**
 * The three fixed CDN purge targets (spec part 2 section 9: main site, its image manager,
 * image-manager derivatives), as the server's defaults name them; used only when the frontend
 * configuration does not list its own.
 */
export const FIXED_PURGE_TARGETS: readonly PurgeTarget[] = [
  { code: "100001", name: "Main site" },
  { code: "100002", name: "Image manager" },
  { code: "100003", name: "Image manager derivatives" },
];

/** The targets the selector offers: the configuration's when it has any, else the fixed ones. */
export function purgeTargetsOf(config: Pick<FrontendConfig, "purgeTargets">): readonly PurgeTarget[] {
  const configured = (config.purgeTargets ?? []).filter((t) => t.code.trim() !== "");
  return configured.length > 0 ? configured : FIXED_PURGE_TARGETS;
}
