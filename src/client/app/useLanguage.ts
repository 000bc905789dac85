import { useTranslation } from "react-i18next";
import { isLanguageCode, storeLanguage, DEFAULT_LANGUAGE, type LanguageCode } from "./languages.ts";

/** The interface language and a switch that also remembers the choice in this browser. */
export function useLanguage(): { language: LanguageCode; changeLanguage(code: LanguageCode): Promise<void> } {
  const { i18n } = useTranslation();
  const language = isLanguageCode(i18n.resolvedLanguage) ? i18n.resolvedLanguage : DEFAULT_LANGUAGE;
  return {
    language,
    async changeLanguage(code) {
      storeLanguage(code);
      await i18n.changeLanguage(code);
    },
  };
}
