import type { components } from "../../../shared/api/contract.ts";

export type Translation = components["schemas"]["Translation"];
export type TranslationPage = components["schemas"]["TranslationPage"];

/** A key's text in a language and its concurrency token; an empty text and null when it has none. */
export function textOf(row: Translation, languageCode: string): { text: string; updatedAt: string | null } {
  const found = row.translations.find((t) => t.languageCode === languageCode);
  return { text: found?.text ?? "", updatedAt: found?.updatedAt ?? null };
}

/**
 * A page with a saved answer's texts put into its key's row (the other languages kept): the
 * saved cell shows at once and the page keeps its rows, even when the no-translation filter
 * would now leave the key out.
 */
export function withSavedTexts(page: TranslationPage, saved: Translation): TranslationPage {
  const merge = (row: Translation): Translation => {
    const languages = new Set(saved.translations.map((t) => t.languageCode));
    return { ...row, translations: [...row.translations.filter((t) => !languages.has(t.languageCode)), ...saved.translations] };
  };
  return { ...page, list: page.list.map((row) => (row.code === saved.code ? merge(row) : row)) };
}
