import { useState } from "react";
import { useQueryClient } from "@tanstack/react-query";
import { useTranslation } from "react-i18next";
import { $api, api } from "../../api/client.ts";
import { answerOf } from "../../api/answer.ts";
import { readKey } from "../../api/queryKeys.ts";
import { useFrontendConfig } from "../../app/session.tsx";
import { toast } from "../../ui/toaster.ts";

export const PURGE_FLAG_PATH = "/cms/translations/purge-translation-flag";

/**
 * The translations' CDN purge: the flag says whether translations changed since the last purge
 * (it lights the button); a purge uses the translations purge code of the frontend
 * configuration, and a successful one resets the flag.
 */
export function useTranslationPurge() {
  const { t } = useTranslation();
  const queryClient = useQueryClient();
  const { purgeCode } = useFrontendConfig();
  const flag = $api.useQuery("get", PURGE_FLAG_PATH);
  const [isPurging, setPurging] = useState(false);

  const purge = async () => {
    setPurging(true);
    try {
      const result = answerOf(await api.GET("/cms/purge/cp-code", { params: { query: { code: purgeCode } } }));
      if (!result.success) throw new Error("The CDN refused the purge");
      queryClient.setQueryData(readKey(PURGE_FLAG_PATH), { result: false });
      toast.success(t("translations.messages.purged"));
    } catch {
      toast.error(t("translations.messages.purgeFailed"));
    } finally {
      setPurging(false);
    }
  };

  return {
    /** True when translations changed since the last purge. */
    isPending: flag.data?.result === true,
    hasCode: purgeCode.trim() !== "",
    isPurging,
    purge: () => void purge(),
  };
}
