import { setAuditRecord } from "../../plugins/audit.ts";
import { KeptAnswers } from "../kept-json.ts";
import type { RouteModuleOf } from "../types.ts";
import { translationOperations } from "./operations.ts";
import { translationPage, translationPageKey } from "./translation-list.ts";
import { purgeNeeded, saveTranslationText } from "./translation-store.ts";

/**
 * The translations screen (tag translations): the paged table, saving one text, the purge flag.
 * Every operation needs some language right (x-language-permission: any, plugins/access.ts);
 * a save needs the right to its language (x-language-permission: body.langCode), checked
 * before the handler runs.
 */
export const translationRoutes: RouteModuleOf<typeof translationOperations> = (services) => {
  const { db } = services.database;
  // Pages are kept per version of the keys and texts (migration 0037: triggers bump
  // 'translations' in every writing transaction, imports and psql included): translators page
  // back and forth through the same pages between saves.
  const pages = new KeptAnswers(db, ["translations"]);
  return {
    async listTranslations(request, reply) {
      return pages.send(request, reply, translationPageKey(request.query), () => translationPage(db, request.query));
    },

    async updateTranslation(request) {
      const { translation, change } = await saveTranslationText(db, request.body);
      setAuditRecord(request, {
        type: "translationText",
        id: change.id,
        before: { code: change.code, languageCode: change.languageCode, text: change.before },
        after: { code: change.code, languageCode: change.languageCode, text: change.after },
      });
      return translation;
    },

    async getTranslationPurgeFlag() {
      return { result: await purgeNeeded(db) };
    },
  };
};
