import i18next from "i18next";

/** The error shape of every non-2xx answer (openapi/components/schemas/Error.yaml). */
interface ApiErrorBody {
  error: { code: string; message: string; fields?: Record<string, string> };
}

export function isApiErrorBody(value: unknown): value is ApiErrorBody {
  const error = (value as { error?: { message?: unknown } } | null)?.error;
  return typeof error === "object" && error !== null && typeof error.message === "string";
}

/**
 * The text to show for a failed call: the catalogue's text for its code where the client has
 * one (`errors.codes.<CODE>`), else the server's `error.message` when the answer has the
 * contract's error shape (written in the user's language: every call sends it as
 * Accept-Language, see middleware.ts), otherwise the translated fallback (network failures,
 * proxies' pages).
 */
export function apiErrorMessage(error: unknown, fallbackKey: string): string {
  if (isApiErrorBody(error)) {
    const catalogued = catalogueText(error.error.code);
    if (catalogued !== undefined) return catalogued;
    if (error.error.message.trim() !== "") return error.error.message;
  }
  return i18next.isInitialized ? i18next.t(fallbackKey) : fallbackKey;
}

/** The catalogue's text for an error code (e.g. DB_BUSY), if it has one. */
function catalogueText(code: unknown): string | undefined {
  if (typeof code !== "string" || !i18next.isInitialized) return undefined;
  const key = `errors.codes.${code}`;
  return i18next.exists(key) ? i18next.t(key) : undefined;
}

/** The machine-readable code of a failed call, if the answer had one (e.g. "UNAUTHORIZED"). */
export function apiErrorCode(error: unknown): string | undefined {
  return isApiErrorBody(error) ? error.error.code : undefined;
}

/**
 * A save refused because the record changed since it was read (409 naming the concurrency
 * token), or because it went without the version it was read at (428 VERSION_REQUIRED). Every
 * update the app sends carries its version, so a 428 would mean the copy in hand has none:
 * the remedy is the same, read the record again and save, so the dialogs offer that reload.
 */
export function isStaleSave(error: unknown): boolean {
  if (!isApiErrorBody(error)) return false;
  const { code, fields } = error.error;
  return (code === "CONFLICT" && fields?.updatedAt !== undefined) || code === "VERSION_REQUIRED";
}

/** What a dialog shows of a refused save: the message (as apiErrorMessage) and the failing fields. */
export function saveFailureOf(error: unknown, fallbackKey: string): { message: string; fields: Record<string, string> } {
  return { message: apiErrorMessage(error, fallbackKey), fields: (isApiErrorBody(error) && error.error.fields) || {} };
}
