import i18next from "i18next";
import type { Middleware } from "openapi-fetch";
import { loadingBar } from "../ui/loading-bar/loadingBarStore.ts";
import { notifyUnauthorized } from "./unauthorized.ts";

/** Background calls the user did not ask for: they never show in the loading bar. */
const UNTRACKED = new Set(["POST /dashboard/reports/page-views"]);

/** A wrong password answers 401 too; that is the login screen's message, not a lost session. */
const NOT_A_LOST_SESSION = new Set(["POST /users/login"]);

function callName(request: Request, schemaPath: string): string {
  return `${request.method} ${schemaPath}`;
}

/**
 * Every typed call asks for the user's language (the server writes its error texts in it), shows
 * in the loading bar while it runs and sends a 401 to the login screen.
 */
export const trackingMiddleware: Middleware = {
  onRequest({ request, schemaPath, id }) {
    if (i18next.isInitialized && i18next.language) request.headers.set("accept-language", i18next.language.replace("_", "-"));
    if (!UNTRACKED.has(callName(request, schemaPath))) loadingBar.start(id);
  },
  onResponse({ request, schemaPath, response, id }) {
    loadingBar.finish(id, response.ok ? "resolved" : "rejected");
    if (response.status === 401 && !NOT_A_LOST_SESSION.has(callName(request, schemaPath))) notifyUnauthorized();
  },
  onError({ error, id }) {
    // An aborted query (the screen was left) is not a failure the user should see.
    loadingBar.finish(id, isAbort(error) ? "cancelled" : "rejected");
  },
};

function isAbort(error: unknown): boolean {
  return error instanceof Error && error.name === "AbortError";
}
