import { $api } from "../api/client.ts";

/**
 * The query of the logged-in account, shared by the session gate (reads it) and the login
 * screen (fills it with the login answer, so the gate need not ask again).
 */
export const currentUserQuery = () => $api.queryOptions("get", "/users/current", undefined, { staleTime: 5 * 60_000 });
