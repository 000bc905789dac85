import { useEffect, useState } from "react";
import { Checkbox, FormGroup, HTMLSelect, InputGroup } from "@blueprintjs/core";
import { useTranslation } from "react-i18next";
import { isLastActive, type TranslationView } from "./translationColumns.ts";
import { languageLabel } from "./translationLanguages.ts";

export interface TranslationsFiltersProps {
  view: TranslationView;
  /** The sites' languages, the table's possible columns. */
  languages: readonly string[];
  onToggleLanguage(language: string): void;
  /** Stable across renders (a page arriving must not restart the pause before a search). */
  onSearch(text: string): void;
  onNoTranslation(language: string | null): void;
}

/** Waits this long after the last keystroke before searching, so a word is one request. */
const SEARCH_PAUSE_MS = 300;

/** Search, the no-translation filter and the language column toggles (the last active one locked). */
export function TranslationsFilters({ view, languages, onToggleLanguage, onSearch, onNoTranslation }: TranslationsFiltersProps) {
  const { t, i18n } = useTranslation();
  const [text, setText] = useState(view.search);
  useEffect(() => {
    if (text === view.search) return;
    const timer = setTimeout(() => onSearch(text), SEARCH_PAUSE_MS);
    return () => clearTimeout(timer);
  }, [text, view.search, onSearch]);
  const label = (code: string) => languageLabel(code, i18n.language);
  return (
    <div style={{ display: "flex", flexWrap: "wrap", alignItems: "flex-end", gap: 16 }}>
      <FormGroup label={t("translations.filters.search")} labelFor="translations-search" style={{ margin: 0 }}>
        <InputGroup
          id="translations-search"
          type="search"
          leftIcon="search"
          placeholder={t("translations.filters.searchPlaceholder")}
          value={text}
          onValueChange={setText}
        />
      </FormGroup>
      <FormGroup label={t("translations.filters.noTranslation")} labelFor="translations-no-translation" style={{ margin: 0 }}>
        <HTMLSelect
          id="translations-no-translation"
          value={view.noTranslation ?? ""}
          onChange={(event) => onNoTranslation(event.currentTarget.value || null)}
          options={[
            { value: "", label: t("translations.filters.everyKey") },
            ...languages.map((code) => ({ value: code, label: label(code) })),
          ]}
        />
      </FormGroup>
      <fieldset style={{ border: "none", margin: 0, padding: 0, display: "flex", flexWrap: "wrap", gap: 12 }}>
        <legend style={{ padding: 0, marginBottom: 4 }}>{t("translations.columns.legend")}</legend>
        {languages.map((code) => (
          <Checkbox
            key={code}
            inline
            style={{ margin: 0 }}
            label={label(code)}
            checked={view.languages.includes(code)}
            // The last active column and the no-translation filter's column stay on.
            disabled={isLastActive(view, code) || view.noTranslation === code}
            onChange={() => onToggleLanguage(code)}
          />
        ))}
      </fieldset>
    </div>
  );
}
