/** The interface languages (spec: Swedish sv_SE by default, and English). */
export const LANGUAGES = [
  { code: "sv_SE", labelKey: "shell.languages.sv_SE" },
  { code: "en", labelKey: "shell.languages.en" },
] as const;

export type LanguageCode = (typeof LANGUAGES)[number]["code"];

export const DEFAULT_LANGUAGE: LanguageCode = "sv_SE";

const STORAGE_KEY = "backoffice.language";

export function isLanguageCode(value: unknown): value is LanguageCode {
  return LANGUAGES.some((language) => language.code === value);
}

/** The language chosen earlier in this browser, else Swedish. */
export function storedLanguage(storage: Pick<Storage, "getItem"> | undefined = globalThis.localStorage): LanguageCode {
  const value = safely(() => storage?.getItem(STORAGE_KEY));
  return isLanguageCode(value) ? value : DEFAULT_LANGUAGE;
}

export function storeLanguage(code: LanguageCode, storage: Pick<Storage, "setItem"> | undefined = globalThis.localStorage): void {
  safely(() => storage?.setItem(STORAGE_KEY, code));
}

/** The BCP 47 tag for <html lang> (sv_SE → sv-SE). */
export function htmlLang(code: LanguageCode): string {
  return code.replace("_", "-");
}

// Storage can throw (private mode, disabled cookies); the choice is a convenience, never fatal.
function safely<T>(read: () => T): T | undefined {
  try {
    return read();
  } catch {
    return undefined;
  }
}
