import { canEditLanguage } from "../../../shared/permissions.ts";

/** A site as the language choice needs it (the contract's Site). */
export interface LanguageSite {
  languageCode: string;
  name: string;
}

/**
 * The default translation language (spec part 2 section 6): 'en' when the account may edit it
 * ('all' included), otherwise its first permitted language; undefined when it may edit none.
 */
export function defaultTranslationLanguage(languagePermissions: readonly string[]): string | undefined {
  if (languagePermissions.length === 0) return undefined;
  if (canEditLanguage(languagePermissions, "en")) return "en";
  return languagePermissions.find((code) => code !== "all");
}

/** The sites' languages, once each, in the sites' order: the table's language columns. */
export function siteLanguages(sites: readonly LanguageSite[]): string[] {
  return [...new Set(sites.map((site) => site.languageCode))];
}

/** True when a site language is the language a permission names ('sv' names 'sv' and 'sv_SE'). */
export function isSameLanguage(siteLanguage: string, language: string): boolean {
  const short = (code: string) => code.split(/[_-]/)[0]!.toLowerCase();
  return siteLanguage.toLowerCase() === language.toLowerCase() || short(siteLanguage) === language.toLowerCase();
}

/**
 * The site and column the screen opens on: the site of the default translation language (an
 * exact code first, then a regional one), else the first site; undefined without sites.
 */
export function initialSite<Site extends LanguageSite>(sites: readonly Site[], languagePermissions: readonly string[]): Site | undefined {
  const language = defaultTranslationLanguage(languagePermissions);
  if (language === undefined) return sites[0];
  return (
    sites.find((site) => site.languageCode.toLowerCase() === language.toLowerCase()) ??
    sites.find((site) => isSameLanguage(site.languageCode, language)) ??
    sites[0]
  );
}

/** A language's name in the interface's language with its code ("Swedish (sv)"); the code alone when unknown. */
export function languageLabel(code: string, uiLanguage: string): string {
  try {
    const name = new Intl.DisplayNames([uiLanguage.replace("_", "-")], { type: "language" }).of(code.replace("_", "-"));
    return name && name.toLowerCase() !== code.toLowerCase() ? `${name} (${code})` : code;
  } catch {
    // An invalid code (a site's typo) has no name.
    return code;
  }
}
