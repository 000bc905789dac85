/** Layout choices remembered in this browser (spec part 1, "Shell": kept in local storage). */
export interface LayoutSettings {
  isSidebarCollapsed: boolean;
}

export const DEFAULT_LAYOUT: LayoutSettings = { isSidebarCollapsed: false };

const STORAGE_KEY = "backoffice.layout";

export function readLayoutSettings(storage: Pick<Storage, "getItem"> | undefined = globalThis.localStorage): LayoutSettings {
  try {
    const stored = JSON.parse(storage?.getItem(STORAGE_KEY) ?? "{}") as Partial<Record<keyof LayoutSettings, unknown>>;
    return {
      isSidebarCollapsed: typeof stored.isSidebarCollapsed === "boolean" ? stored.isSidebarCollapsed : DEFAULT_LAYOUT.isSidebarCollapsed,
    };
  } catch {
    // Unreadable or edited by hand: start from the defaults rather than fail the shell.
    return DEFAULT_LAYOUT;
  }
}

export function writeLayoutSettings(
  settings: LayoutSettings,
  storage: Pick<Storage, "setItem"> | undefined = globalThis.localStorage,
): void {
  try {
    storage?.setItem(STORAGE_KEY, JSON.stringify(settings));
  } catch {
    // Storage full or disabled: the layout still works for this visit.
  }
}
