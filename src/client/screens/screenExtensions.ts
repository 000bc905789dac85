import type { UseScreenExtension } from "./screenExtension.ts";
import { useSitesExtension } from "./sites/useSitesExtension.ts";

/** Hand-written behaviour per YAML screen, by resource; most screens need none. */
export const screenExtensions: Readonly<Record<string, UseScreenExtension>> = {
  sites: useSitesExtension,
};
