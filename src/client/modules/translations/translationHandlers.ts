import { http, HttpResponse } from "msw";
import type { components } from "../../../shared/api/contract.ts";
import { TRANSLATION_SITES, TRANSLATIONS } from "./translationFixtures.ts";
import type { Translation } from "./translationTexts.ts";

type ImportRow = components["schemas"]["TranslationImportRow"];
type ImportResult = components["schemas"]["TranslationImportResult"];

const refusal = (status: number, code: string, message: string, fields?: Record<string, string>) =>
  HttpResponse.json({ error: { code, message, ...(fields ? { fields } : {}) } }, { status });

/** The translations the handlers keep, so a save or an import shows in the next read. */
export interface TranslationStore {
  keys: Map<string, Translation>;
  purgeFlag: boolean;
}

export function translationStore(flag = false): TranslationStore {
  return { keys: new Map(TRANSLATIONS.map((t) => [t.code, structuredClone(t)])), purgeFlag: flag };
}

const textIn = (key: Translation | undefined, language: string) => key?.translations.find((t) => t.languageCode === language);

/**
 * The translation calls answered from a store, as the server does: the sites, one page (languages,
 * search, no-translation, 100 by code), a save (409 for a stale token; sets the purge flag), the
 * flag, the purge (resets it), and the import's calls: its languages, a file read as
 * `code,languageCode,text` lines, and the dry run or commit with its diff. Requests are recorded.
 */
export function translationHandlers(store: TranslationStore = translationStore(), recorded: Request[] = []) {
  const record = (request: Request) => void recorded.push(request.clone());
  let stamp = 0;
  const diffOf = (rows: readonly ImportRow[], languageCode: string): ImportResult => {
    const result: ImportResult = { written: false, new: [], changed: [], unchanged: 0, invalid: [], skipped: 0 };
    const seen = new Map<string, string>();
    rows.forEach((row, index) => {
      if (row.languageCode !== languageCode || row.text === "") return void result.skipped++;
      if (row.code.trim() !== row.code || row.code === "")
        return void result.invalid.push({ row: index + 1, code: row.code, reason: "invalidCode" });
      if (seen.has(row.code) && seen.get(row.code) !== row.text)
        return void result.invalid.push({ row: index + 1, code: row.code, reason: "duplicateCode" });
      seen.set(row.code, row.text);
      const key = store.keys.get(row.code);
      const stored = textIn(key, languageCode);
      if (!stored) result.new.push({ code: row.code, text: row.text, newCode: !key });
      else if (stored.text !== row.text) result.changed.push({ code: row.code, oldText: stored.text, newText: row.text });
      else result.unchanged++;
    });
    return result;
  };
  const write = (code: string, languageCode: string, text: string) => {
    const key = store.keys.get(code) ?? { code, translations: [] };
    const saved = { languageCode, text, updatedAt: new Date(Date.UTC(2026, 10, 26, 12, 0, ++stamp)).toISOString() };
    key.translations = [...key.translations.filter((t) => t.languageCode !== languageCode), saved];
    store.keys.set(code, key);
    store.purgeFlag = true;
    return { ...key, translations: [saved] };
  };

  return [
    http.get("*/cms/sites", ({ request }) => {
      record(request);
      return HttpResponse.json(TRANSLATION_SITES);
    }),
    http.get("*/cms/translations/get-by-page", ({ request }) => {
      record(request);
      const url = new URL(request.url);
      const filters = JSON.parse(url.searchParams.get("filters") ?? "{}") as {
        languages: string[];
        search?: string;
        noTranslation?: string;
      };
      const page = Number(url.searchParams.get("page") ?? 1);
      const count = Number(url.searchParams.get("count") ?? 100);
      const search = filters.search?.toLowerCase();
      const list = [...store.keys.values()]
        .map((key) => ({ ...key, translations: key.translations.filter((t) => filters.languages.includes(t.languageCode)) }))
        .filter((key) => !filters.noTranslation || !textIn(store.keys.get(key.code), filters.noTranslation)?.text)
        .filter((key) => !search || [key.code, ...key.translations.map((t) => t.text)].some((s) => s.toLowerCase().includes(search)))
        .sort((a, b) => a.code.localeCompare(b.code));
      return HttpResponse.json({
        list: list.slice((page - 1) * count, page * count),
        total: list.length,
        totalIsEstimate: false,
        filterable: {},
      });
    }),
    http.put("*/cms/translations/update", async ({ request }) => {
      record(request);
      const body = (await request.json()) as {
        translationCode: string;
        langCode: string;
        translationString: string;
        updatedAt: string | null;
      };
      const key = store.keys.get(body.translationCode);
      if (!key) return refusal(404, "NOT_FOUND", "Translation not found.");
      if ((textIn(key, body.langCode)?.updatedAt ?? null) !== body.updatedAt)
        return refusal(409, "CONFLICT", "The translation changed meanwhile.", { updatedAt: "is stale" });
      return HttpResponse.json(write(body.translationCode, body.langCode, body.translationString));
    }),
    http.get("*/cms/translations/purge-translation-flag", ({ request }) => {
      record(request);
      return HttpResponse.json({ result: store.purgeFlag });
    }),
    http.get("*/cms/purge/cp-code", ({ request }) => {
      record(request);
      store.purgeFlag = false;
      return HttpResponse.json({
        success: true,
        code: new URL(request.url).searchParams.get("code"),
        purgedAt: "2026-11-26T12:00:00.000Z",
      });
    }),
    http.get("*/cms/translations-import/available-languages", ({ request }) => {
      record(request);
      return HttpResponse.json(TRANSLATION_SITES.map((s) => ({ languageCode: s.languageCode, name: s.name })));
    }),
    http.post("*/cms/translations-import/upload", async ({ request }) => {
      record(request);
      const rows = (await request.text())
        .split(/\r?\n/)
        .filter((line) => line.trim() !== "")
        .slice(1)
        .map((line) => {
          const [code = "", languageCode = "", ...text] = line.split(",");
          return { code, languageCode, text: text.join(",") };
        });
      return HttpResponse.json({ rows, languageCodes: [...new Set(rows.map((r) => r.languageCode))] });
    }),
    http.post("*/cms/translations-import/import", async ({ request }) => {
      record(request);
      const body = (await request.json()) as { languageCode: string; rows: ImportRow[]; dryRun?: boolean };
      const diff = diffOf(body.rows, body.languageCode);
      if (body.dryRun || diff.invalid.length > 0) return HttpResponse.json(diff);
      for (const row of [
        ...diff.new.map((n) => ({ code: n.code, text: n.text })),
        ...diff.changed.map((c) => ({ code: c.code, text: c.newText })),
      ])
        write(row.code, body.languageCode, row.text);
      return HttpResponse.json({ ...diff, written: true });
    }),
  ];
}

/** A save the server refuses (the language right or the database). */
export const refusedSaveHandler = http.put("*/cms/translations/update", () => refusal(403, "FORBIDDEN", "You may not edit this language."));

/** A purge the CDN fails. */
export const failingPurgeHandler = http.get("*/cms/purge/cp-code", () => refusal(503, "CDN_UNAVAILABLE", "The CDN did not answer."));
