import { useState } from "react";
import { useQueryClient } from "@tanstack/react-query";
import { useTranslation } from "react-i18next";
import { answerOf } from "../../api/answer.ts";
import { replaceInPages } from "../../api/cacheUpdates.ts";
import { api } from "../../api/client.ts";
import type { ScreenTable } from "../../screens/controllers/useScreenTable.ts";
import { toast } from "../../ui/toaster.ts";
import type { CompanyLocation, LocationType } from "./locationTypes.ts";

export interface LocationTypeChange {
  /** The type a row shows: the one being saved, else the stored one. */
  typeOf(location: CompanyLocation): LocationType;
  change(location: CompanyLocation, type: LocationType): Promise<void>;
}

/** The list's inline type change: saved at once with the row's spinner, 'Type changed.' or the catalogue's error. */
export function useLocationTypeChange(table: Pick<ScreenTable, "rowLoading">): LocationTypeChange {
  const { t } = useTranslation();
  const queryClient = useQueryClient();
  const [pending, setPending] = useState<ReadonlyMap<number, LocationType>>(new Map());
  const mark = (id: number, type: LocationType | undefined) =>
    setPending((current) => {
      const next = new Map(current);
      if (type === undefined) next.delete(id);
      else next.set(id, type);
      return next;
    });

  return {
    typeOf: (location) => (pending.has(location.id) ? pending.get(location.id)! : location.locationType),
    async change(location, type) {
      if (type === location.locationType || table.rowLoading.isLoading(location)) return;
      mark(location.id, type);
      try {
        const saved = await table.rowLoading.track(location, changeLocationType(location, type));
        replaceInPages(queryClient, "/rest/company/locations/get-by-page", saved);
        toast.success(t("companyLocations.messages.typeChanged"));
      } catch {
        toast.error(t("companyLocations.messages.typeChangeFailed"));
      } finally {
        mark(location.id, undefined);
      }
    },
  };
}

/** Spec section 5: patching needs an id, else 'No id on location'. */
async function changeLocationType(
  location: { id?: number | null; updatedAt: string },
  locationType: LocationType,
): Promise<CompanyLocation> {
  if (!location.id) throw new Error("No id on location");
  // With the row's version, so a location changed meanwhile is refused (409), not overwritten.
  return answerOf(
    await api.PATCH("/rest/company/locations/{id}", {
      params: { path: { id: location.id } },
      body: { locationType, updatedAt: location.updatedAt },
    }),
  );
}
