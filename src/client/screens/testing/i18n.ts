import i18next from "i18next";
import { initReactI18next } from "react-i18next";
import en from "../locales/en.json" with { type: "json" };
import sv_SE from "../locales/sv_SE.json" with { type: "json" };

/** An i18next instance with the engine's texts, for tests and stories outside the shell. */
export const testI18n = i18next.createInstance();
void testI18n.use(initReactI18next).init({
  lng: "en",
  fallbackLng: false,
  resources: { en: { translation: en }, sv_SE: { translation: sv_SE } },
  interpolation: { escapeValue: false },
  initAsync: false,
});
