import { useCallback, useEffect, useRef, useState } from "react";
import type { PermissionCode } from "../../../shared/permissions.ts";
import { isChosen, togglePermission } from "./permissionToggles.ts";

/** What the toggles show after a save: nothing, 'saved' or 'failed' (for indicatorMs). */
export type SaveIndicator = "idle" | "saved" | "failed";

/** How long the saved/failed indicator stays (spec part 1 section 9: 1000 ms). */
export const SAVE_INDICATOR_MS = 1000;

export interface PermissionTogglesOptions {
  /** The account's permissions as last saved (or, for a new account, as drafted). */
  permissions: readonly PermissionCode[];
  /**
   * Stores a new set at once (an existing account). Resolves when stored, after the caller has
   * taken the new set into `permissions`; rejects when the server refused it.
   */
  save?: (next: PermissionCode[]) => Promise<unknown>;
  /** Takes the new set locally when there is no `save` (a new account, saved with the form). */
  onChange?: (next: PermissionCode[]) => void;
  indicatorMs?: number;
}

export interface PermissionToggles {
  /** What the boxes show: the set being saved while a save runs, else `permissions`. */
  permissions: PermissionCode[];
  isSaving: boolean;
  indicator: SaveIndicator;
  isChecked(code: PermissionCode): boolean;
  /** Applies the toggle rules; ignored while a save runs (spec part 1 section 4). */
  toggle(code: PermissionCode): void;
}

/** The permission pane's state machine: toggle → saving → saved/failed (1 s) → idle. */
export function usePermissionToggles({
  permissions,
  save,
  onChange,
  indicatorMs = SAVE_INDICATOR_MS,
}: PermissionTogglesOptions): PermissionToggles {
  const [pending, setPending] = useState<PermissionCode[] | null>(null);
  const [indicator, setIndicator] = useState<SaveIndicator>("idle");
  // A ref, not state: two clicks in the same tick must see the first one's save.
  const savingRef = useRef(false);
  const timerRef = useRef<ReturnType<typeof setTimeout> | undefined>(undefined);
  const mountedRef = useRef(true);

  useEffect(() => {
    mountedRef.current = true;
    return () => {
      mountedRef.current = false;
      clearTimeout(timerRef.current);
    };
  }, []);

  const show = useCallback(
    (next: SaveIndicator) => {
      clearTimeout(timerRef.current);
      setIndicator(next);
      timerRef.current = setTimeout(() => setIndicator("idle"), indicatorMs);
    },
    [indicatorMs],
  );

  const toggle = useCallback(
    (code: PermissionCode) => {
      if (savingRef.current) return;
      const next = togglePermission(permissions, code);
      if (!save) {
        onChange?.(next);
        return;
      }
      savingRef.current = true;
      setPending(next);
      save(next).then(
        () => finish("saved"),
        () => finish("failed"),
      );
      function finish(result: SaveIndicator) {
        savingRef.current = false;
        if (!mountedRef.current) return;
        setPending(null);
        show(result);
      }
    },
    [permissions, save, onChange, show],
  );

  const shown = pending ?? [...permissions];
  return {
    permissions: shown,
    isSaving: pending !== null,
    indicator,
    isChecked: (code) => isChosen(shown, code),
    toggle,
  };
}
