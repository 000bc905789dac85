import { useReducer } from "react";
import { useQueryClient } from "@tanstack/react-query";
import { useTranslation } from "react-i18next";
import { api } from "../../api/client.ts";
import { answerOf } from "../../api/answer.ts";
import { readKey } from "../../api/queryKeys.ts";
import { usePermissions } from "../../app/session.tsx";
import { toast } from "../../ui/toaster.ts";
import { cellEditReducer, IDLE, type CellKey } from "./cellEdit.ts";
import { withSavedTexts, type TranslationPage } from "./translationTexts.ts";
import { PURGE_FLAG_PATH } from "./useTranslationPurge.ts";

const PAGE_PATH = "/cms/translations/get-by-page";

/**
 * The one-cell inline edit: opening a cell (refused while saving or for a language the account
 * may not edit), the draft, and the save, whose answer goes into the cached pages; a save sets
 * the purge flag, as the server does.
 */
export function useTranslationEdit() {
  const { t } = useTranslation();
  const queryClient = useQueryClient();
  const permissions = usePermissions();
  const [state, dispatch] = useReducer(cellEditReducer, IDLE);

  const save = async () => {
    if (state.status !== "editing" || state.draft === state.original) return dispatch({ type: "save" });
    const { cell, draft, updatedAt } = state;
    dispatch({ type: "save" });
    try {
      const saved = answerOf(
        await api.PUT("/cms/translations/update", {
          body: { translationCode: cell.code, langCode: cell.languageCode, translationString: draft, updatedAt },
        }),
      );
      queryClient.setQueriesData<TranslationPage>({ queryKey: readKey(PAGE_PATH) }, (page) => page && withSavedTexts(page, saved));
      queryClient.setQueryData(readKey(PURGE_FLAG_PATH), { result: true });
      dispatch({ type: "saved" });
      toast.success(t("translations.messages.saved"));
    } catch {
      dispatch({ type: "failed" });
      toast.error(t("translations.messages.saveFailed"));
    }
  };

  return {
    state,
    /** True when the account may edit the language (the server checks it again). */
    mayEdit: (languageCode: string) => permissions.canEditLanguage(languageCode),
    start: (cell: CellKey, text: string, updatedAt: string | null) =>
      dispatch({ type: "start", cell, text, updatedAt, canEdit: permissions.canEditLanguage(cell.languageCode) }),
    change: (draft: string) => dispatch({ type: "change", draft }),
    cancel: () => dispatch({ type: "cancel" }),
    save: () => void save(),
  };
}

export type TranslationEdit = ReturnType<typeof useTranslationEdit>;
