import i18next, { type i18n } from "i18next";
import HttpBackend from "i18next-http-backend";
import { initReactI18next } from "react-i18next";
import { LANGUAGES, htmlLang, storedLanguage, type LanguageCode } from "./languages.ts";

/**
 * Translations of the app: i18next over `public/i18n/{lang}.json` (merged from every area's
 * locale fragments by `npm run gen`). Only the chosen language is fetched; both files are
 * complete, so no fallback language is needed.
 */
export function initI18n(language: LanguageCode = storedLanguage()): Promise<unknown> {
  syncHtmlLang(language);
  i18next.on("languageChanged", (code) => syncHtmlLang(code as LanguageCode));
  return i18next
    .use(HttpBackend)
    .use(initReactI18next)
    .init({
      lng: language,
      supportedLngs: LANGUAGES.map((l) => l.code),
      load: "currentOnly",
      fallbackLng: false,
      interpolation: { escapeValue: false },
      backend: { loadPath: `${import.meta.env.BASE_URL}i18n/{{lng}}.json` },
    });
}

export type { i18n };

function syncHtmlLang(code: LanguageCode) {
  if (typeof document !== "undefined") document.documentElement.lang = htmlLang(code);
}
