import { $api } from "../api/client.ts";

/** The frontend configuration: read once per page load (the session gate waits for it). */
export const frontendConfigQuery = () =>
  $api.queryOptions("get", "/rest/frontend-config/frontend-config", undefined, { staleTime: Infinity });
