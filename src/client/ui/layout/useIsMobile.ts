import { useSyncExternalStore } from "react";

/** The mobile layout applies below 768 px (spec part 1, section 9). */
export const MOBILE_MEDIA_QUERY = "(max-width: 767.98px)";

function subscribe(onChange: () => void): () => void {
  const query = globalThis.matchMedia?.(MOBILE_MEDIA_QUERY);
  query?.addEventListener("change", onChange);
  return () => query?.removeEventListener("change", onChange);
}

const isMobileNow = () => globalThis.matchMedia?.(MOBILE_MEDIA_QUERY).matches ?? false;

/** True while the viewport is narrower than 768 px. */
export function useIsMobile(): boolean {
  return useSyncExternalStore(subscribe, isMobileNow, () => false);
}
