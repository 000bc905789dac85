import { canEditLanguage } from "../../../shared/permissions.ts";
import { diffImport, importedCodes, importWrites } from "../../domain/translation-import.ts";
import { setAuditRecord } from "../../plugins/audit.ts";
import { currentAccount } from "../../plugins/access.ts";
import { uploadBody } from "../../plugins/streamed-body.ts";
import { siteLanguages, storedTexts, writeTexts } from "../translations/translation-store.ts";
import type { RouteModuleOf } from "../types.ts";
import { translationImportOperations } from "./operations.ts";
import { sendTranslationsCsv } from "./translation-export.ts";
import { readLimited, translationsOfFile } from "./translation-upload.ts";

/** The contract's x-body-limit of parseTranslationsFile: 5 MB. */
export const TRANSLATION_FILE_MAX_BYTES = 5 * 1_048_576;

/** A language's English name ("sv_SE" → "Swedish (Sweden)"), the code when Intl does not know it. */
function languageName(code: string): string {
  try {
    return new Intl.DisplayNames(["en"], { type: "language" }).of(code.replace("_", "-")) ?? code;
  } catch {
    return code;
  }
}

/**
 * The import/export screen (tag translationsImport). Every operation needs some language
 * right; an import needs the right to its language (x-language-permission: body.languageCode,
 * checked before the handler).
 */
export const translationImportRoutes: RouteModuleOf<typeof translationImportOperations> = (services) => {
  const { db } = services.database;
  return {
    async listTranslationImportLanguages(request) {
      const rights = currentAccount(request).languagePermissions;
      const languages = await siteLanguages(db);
      return languages.filter((code) => canEditLanguage(rights, code)).map((code) => ({ languageCode: code, name: languageName(code) }));
    },

    async parseTranslationsFile(request) {
      const limit = request.routeOptions.bodyLimit ?? TRANSLATION_FILE_MAX_BYTES;
      const bytes = await readLimited(uploadBody(request, limit), limit);
      return translationsOfFile(bytes, request.headers["content-type"]);
    },

    async importTranslations(request) {
      const { languageCode, rows, dryRun = false } = request.body;
      const codes = importedCodes(rows, languageCode);
      if (dryRun) return { ...diffImport(rows, languageCode, await storedTexts(db, languageCode, codes)), written: false };
      // The diff is taken again inside the transaction that writes it: what is answered is what was written.
      const result = await db.transaction().execute(async (trx) => {
        const diff = diffImport(rows, languageCode, await storedTexts(trx, languageCode, codes));
        const writes = importWrites(diff);
        await writeTexts(trx, languageCode, writes);
        return { ...diff, written: diff.invalid.length === 0 };
      });
      setAuditRecord(request, {
        type: "translationImport",
        id: null,
        after: {
          languageCode,
          written: result.written,
          new: result.new.length,
          changed: result.changed.length,
          unchanged: result.unchanged,
        },
      });
      return result;
    },

    async exportTranslations(request, reply) {
      return sendTranslationsCsv(reply, db, request.query.filterBy ?? "all");
    },
  };
};
