import { Spinner } from "@blueprintjs/core";
import { useTranslation } from "react-i18next";
import { ChoiceList } from "./ChoiceList.tsx";
import { ALL, isChosen, toggleLanguage } from "./permissionToggles.ts";

export interface LanguagePermissionsPaneProps {
  languagePermissions: string[];
  /** The languages to offer (the sites' languages). */
  languages: string[];
  isLoading?: boolean;
  onChange: (next: string[]) => void;
}

/** Language rights with 'All'; saved with the form. */
export function LanguagePermissionsPane({ languagePermissions, languages, isLoading = false, onChange }: LanguagePermissionsPaneProps) {
  const { t } = useTranslation();
  if (isLoading) return <Spinner size={20} />;
  // A right for a language no site has any more stays visible so it can be taken away.
  const offered = [...new Set([...languages, ...languagePermissions.filter((l) => l !== ALL)])];
  const choices = [{ code: ALL, label: t("accounts.languages.all") }, ...offered.map((code) => ({ code, label: code }))];
  return (
    <ChoiceList
      label={t("accounts.dialog.tabs.languages")}
      choices={choices}
      isChecked={(code) => isChosen(languagePermissions, code)}
      onToggle={(code) => onChange(toggleLanguage(languagePermissions, code, offered))}
    />
  );
}
