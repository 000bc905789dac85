/**
 * The table's language columns (spec part 2 section 4 "Translations"): a column is switched on
 * and off, but at least one stays active; choosing a language in the no-translation filter
 * switches its column on, so the empty cells it finds are visible. Active columns keep the
 * order of `all` (the sites' order).
 */
export interface TranslationView {
  /** The active language columns; never empty while the sites have a language. */
  languages: string[];
  /** Text searched in the code and the active languages' texts. */
  search: string;
  /** Only keys without a text in this language; null shows every key. */
  noTranslation: string | null;
  /** 1-based page of 100 keys. */
  page: number;
}

export const TRANSLATIONS_PAGE_SIZE = 100;

/** The view the screen opens on: the initial language's column alone, no filter. */
export function initialView(language: string | undefined): TranslationView {
  return { languages: language === undefined ? [] : [language], search: "", noTranslation: null, page: 1 };
}

const inOrder = (codes: readonly string[], all: readonly string[]) => all.filter((code) => codes.includes(code));

/** True when the column cannot be switched off: it is the last active one. */
export function isLastActive(view: TranslationView, language: string): boolean {
  return view.languages.length === 1 && view.languages[0] === language;
}

/**
 * Switches a language's column on or off. The last active column stays on, and so does the
 * no-translation filter's language (its empty cells are what the filter shows).
 */
export function toggleLanguage(view: TranslationView, language: string, all: readonly string[]): TranslationView {
  if (!view.languages.includes(language)) return { ...view, languages: inOrder([...view.languages, language], all) };
  if (isLastActive(view, language) || view.noTranslation === language) return view;
  return { ...view, languages: view.languages.filter((code) => code !== language) };
}

/** Sets the no-translation filter (null clears it); its language's column becomes active. */
export function filterNoTranslation(view: TranslationView, language: string | null, all: readonly string[]): TranslationView {
  const languages = language === null || view.languages.includes(language) ? view.languages : inOrder([...view.languages, language], all);
  return { ...view, noTranslation: language, languages, page: 1 };
}

/** A new search starts on the first page. */
export function searchFor(view: TranslationView, search: string): TranslationView {
  return { ...view, search, page: 1 };
}

/**
 * The query of listTranslations for a view: `filters` is a JSON object that is never empty (it
 * always names the languages), with the search and the no-translation language only when set.
 */
export function translationsQuery(view: TranslationView) {
  const search = view.search.trim();
  const filters = {
    languages: view.languages,
    ...(search ? { search } : {}),
    ...(view.noTranslation ? { noTranslation: view.noTranslation } : {}),
  };
  return {
    page: view.page,
    count: TRANSLATIONS_PAGE_SIZE,
    orderBy: "code" as const,
    direction: "asc" as const,
    filters: JSON.stringify(filters),
  };
}

/** The number of pages of a total (at least one). */
export function pageCount(total: number): number {
  return Math.max(1, Math.ceil(total / TRANSLATIONS_PAGE_SIZE));
}
