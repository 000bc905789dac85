import type { TFunction } from "i18next";
import { apiErrorMessage } from "../../api/errors.ts";

/**
 * A failed call's text: the catalogue's or the server's (apiErrorMessage), else the fallback in
 * the screen's own translations (apiErrorMessage's fallback needs the app's global i18next).
 */
export function failureText(error: unknown, t: TFunction, fallbackKey: string): string {
  const text = apiErrorMessage(error, fallbackKey);
  return text === fallbackKey ? t(fallbackKey) : text;
}
