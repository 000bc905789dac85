import { vi } from "vitest";
import { permissionsOf } from "../../app/session.tsx";

/**
 * The shell's seams (../shell.ts) for engine tests: the app's real API client and error text
 * (msw answers the calls), spies for toasts and confirm dialogs, and permissions a test sets
 * instead of a logged-in session. Use: vi.mock("../shell.ts", () => import("../testing/fakeShell.ts")).
 */
export { $api, api } from "../../api/client.ts";
export { callAt, readQueryOptions } from "../../api/operationCalls.ts";
export { invalidateAfter, invalidateResourceOf, isWriteOperation } from "../../api/invalidation.ts";
export { apiErrorMessage } from "../../api/errors.ts";

export const toast = { success: vi.fn(), error: vi.fn(), warning: vi.fn(), info: vi.fn() };
export const confirmDialog = vi.fn(async (_options: { title?: string; message: string }) => true);

let granted: string[] = ["all"];
/** The permissions usePermissions() reports from now on. */
export function setPermissions(codes: string[]) {
  granted = codes;
}

export function usePermissions() {
  return permissionsOf(granted, ["all"]);
}

/** The logged-in account as far as the engine reads it (its id keys per-user choices such as hidden columns). */
export const FAKE_USER_ID = 1;
export function useCurrentUser() {
  return { id: FAKE_USER_ID, permissions: granted, languagePermissions: ["all"] };
}

/** Back to a clean shell between tests. */
export function resetFakeShell() {
  granted = ["all"];
  for (const spy of [...Object.values(toast), confirmDialog]) spy.mockClear();
  confirmDialog.mockImplementation(async () => true);
}
