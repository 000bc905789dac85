import { LanguageSelect } from "../ui/layout/LanguageSelect.tsx";
import { LANGUAGES, isLanguageCode } from "./languages.ts";
import { useLanguage } from "./useLanguage.ts";

/** The language dropdown connected to i18next and the remembered choice (top bar and login). */
export function AppLanguageSelect() {
  const { language, changeLanguage } = useLanguage();
  return <LanguageSelect value={language} options={LANGUAGES} onChange={(code) => isLanguageCode(code) && void changeLanguage(code)} />;
}
