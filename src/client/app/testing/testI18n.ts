import { createInstance, type i18n } from "i18next";
import { initReactI18next } from "react-i18next";
import en from "../../../../public/i18n/en.json" with { type: "json" };
import sv from "../../../../public/i18n/sv_SE.json" with { type: "json" };
import type { LanguageCode } from "../languages.ts";

/**
 * An i18next instance with the app's real texts in both languages, ready at once (tests and
 * Storybook, which passes the global instance so that toasts' default texts are translated too).
 */
export function createTestI18n(language: LanguageCode = "en", instance: i18n = createInstance()): i18n {
  void instance.use(initReactI18next).init({
    lng: language,
    supportedLngs: ["sv_SE", "en"],
    fallbackLng: false,
    resources: { en: { translation: en }, sv_SE: { translation: sv } },
    interpolation: { escapeValue: false },
    initAsync: false,
  });
  return instance;
}
