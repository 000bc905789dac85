import { useState } from "react";
import { useQueryClient } from "@tanstack/react-query";
import { useTranslation } from "react-i18next";
import { answerOf } from "../../api/answer.ts";
import { api } from "../../api/client.ts";
import { apiErrorMessage } from "../../api/errors.ts";
import { invalidateAfter } from "../../api/invalidation.ts";
import { toast } from "../../ui/toaster.ts";
import type { Country } from "./salesRegionTypes.ts";

/** What the fallback e-mail call sends: the address trimmed, an empty string when unset (spec part 2 section 5). */
export function fallbackEmailBody(draft: string | null | undefined): { emailAddress: string } {
  return { emailAddress: (draft ?? "").trim() };
}

/** The country's catalog fallback e-mail: a draft of it and its save (the server's message on failure). */
export function useFallbackEmail(country: Country | undefined) {
  const { t } = useTranslation();
  const queryClient = useQueryClient();
  const saved = country?.catalogFallbackEmail ?? "";
  // The draft belongs to the country and the address it was typed over; a new one starts from what is saved.
  const key = `${country?.id ?? ""}:${saved}`;
  const [edit, setEdit] = useState<{ key: string; draft: string } | null>(null);
  const draft = edit?.key === key ? edit.draft : saved;
  const setDraft = (value: string) => setEdit({ key, draft: value });
  const [isSaving, setSaving] = useState(false);

  async function save() {
    if (!country) return;
    setSaving(true);
    try {
      answerOf(
        await api.POST("/rest/location/countries/{id}/fallback-handler", {
          params: { path: { id: country.id } },
          body: fallbackEmailBody(draft),
        }),
      );
      toast.success(t("salesRegions.fallback.saved"));
      void invalidateAfter(queryClient, "setCountryFallbackEmail", { id: country.id });
      void queryClient.invalidateQueries({ queryKey: ["get", "/rest/area-statistics/{countryOrRegionId}"] });
    } catch (error) {
      toast.error(apiErrorMessage(error, "salesRegions.fallback.failed"));
    } finally {
      setSaving(false);
    }
  }

  return { draft, setDraft, isDirty: draft.trim() !== saved, isSaving, save };
}
