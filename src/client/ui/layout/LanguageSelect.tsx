import { HTMLSelect } from "@blueprintjs/core";
import { useTranslation } from "react-i18next";

export interface LanguageOption {
  code: string;
  labelKey: string;
}

export interface LanguageSelectProps {
  value: string;
  options: readonly LanguageOption[];
  onChange(code: string): void;
}

/** The interface-language dropdown of the top bar and the login screen. */
export function LanguageSelect({ value, options, onChange }: LanguageSelectProps) {
  const { t } = useTranslation();
  return (
    <HTMLSelect
      className="app-language-select"
      aria-label={t("shell.topBar.language")}
      value={value}
      onChange={(event) => onChange(event.currentTarget.value)}
      options={options.map((option) => ({ value: option.code, label: t(option.labelKey) }))}
      minimal
    />
  );
}
