/**
 * The shell's seams the engine uses (docs/client-conventions.md), gathered in one module so
 * the engine depends on them in one place and tests replace them with one vi.mock.
 */
export { $api, api } from "../api/client.ts";
export { callAt, readQueryOptions } from "../api/operationCalls.ts";
export { invalidateAfter, invalidateResourceOf, isWriteOperation } from "../api/invalidation.ts";
export { apiErrorMessage } from "../api/errors.ts";
export { useCurrentUser, usePermissions } from "../app/session.tsx";
export { confirmDialog } from "../ui/dialogs/confirmDialog.tsx";
export { toast } from "../ui/toaster.ts";
