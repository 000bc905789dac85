import createClient from "openapi-fetch";
import createQueryClient from "openapi-react-query";
import type { paths } from "../../shared/api/contract.ts";
import { trackingMiddleware } from "./middleware.ts";

/**
 * The one typed client of the app (docs/client-conventions.md). Same-origin: the server that
 * serves the app answers the API, and the session cookie goes along.
 */
export const api = createClient<paths>({
  baseUrl: globalThis.location?.origin ?? "",
  credentials: "same-origin",
  // Looked up per call, not captured once: test mocks (msw) replace fetch after this module loads.
  fetch: (request) => globalThis.fetch(request),
});
api.use(trackingMiddleware);

/** react-query hooks over `api`: `$api.useQuery("get", "/rest/admin/accounts")`. */
export const $api = createQueryClient(api);
