import { useState } from "react";
import { useQueryClient } from "@tanstack/react-query";
import { useTranslation } from "react-i18next";
import { answerOf } from "../../api/answer.ts";
import { api } from "../../api/client.ts";
import { apiErrorMessage } from "../../api/errors.ts";
import { invalidateAfter } from "../../api/invalidation.ts";
import { toast } from "../../ui/toaster.ts";
import type { RegionTree } from "./regionTree.ts";
import type { AreaRef, Handler } from "./salesRegionTypes.ts";
import { flipWorkingArea } from "./workingAreaFlip.ts";

/** Whose handlers a list edits: the country, a region or a zip code. */
export type HandlerOwner = { kind: "country"; id: number } | AreaRef;

const ownerKey = (owner: HandlerOwner) => `${owner.kind}:${owner.id}`;

/** Sends a handler add or remove and answers the owner's handlers after it, and whether anything changed. */
async function sendHandler(owner: HandlerOwner, locationId: number, isAdd: boolean): Promise<{ handlers: Handler[]; changed: boolean }> {
  const path = { id: owner.id };
  const query = { locationId };
  const body = { locationId };
  if (owner.kind === "country") {
    const country = answerOf(
      isAdd
        ? await api.POST("/rest/location/countries/{id}/handler", { params: { path }, body })
        : await api.DELETE("/rest/location/countries/{id}/handler", { params: { path, query } }),
    );
    return { handlers: country.handlers ?? [], changed: true };
  }
  if (owner.kind === "region") {
    return answerOf(
      isAdd
        ? await api.POST("/rest/region/{id}/handler", { params: { path }, body })
        : await api.DELETE("/rest/region/{id}/handler", { params: { path, query } }),
    );
  }
  return answerOf(
    isAdd
      ? await api.POST("/rest/zipCode/{id}/handler", { params: { path }, body })
      : await api.DELETE("/rest/zipCode/{id}/handler", { params: { path, query } }),
  );
}

/**
 * The screen's writes: handlers of the country, a region or a zip code (the server's message on
 * failure; an add of a handler already there is ignored and said so), and the working-area flag
 * (flipped at once, put back with the catalogue's message on failure).
 */
export function useAreaWrites(tree: RegionTree) {
  const { t } = useTranslation();
  const queryClient = useQueryClient();
  const [busy, setBusy] = useState<ReadonlySet<string>>(new Set());
  const mark = (key: string, isBusy: boolean) =>
    setBusy((current) => {
      const next = new Set(current);
      if (isBusy) next.add(key);
      else next.delete(key);
      return next;
    });

  const refreshStatistics = () => queryClient.invalidateQueries({ queryKey: ["get", "/rest/area-statistics/{countryOrRegionId}"] });

  async function changeHandler(owner: HandlerOwner, location: Pick<Handler, "id" | "name">, isAdd: boolean) {
    const key = ownerKey(owner);
    mark(key, true);
    try {
      const answer = await sendHandler(owner, location.id, isAdd);
      if (owner.kind !== "country") tree.patch(owner, { handlers: answer.handlers, handlersAreTemporary: false });
      if (!answer.changed)
        toast.info(t(isAdd ? "salesRegions.handlers.alreadyThere" : "salesRegions.handlers.notThere", { name: location.name }));
      else toast.success(t(isAdd ? "salesRegions.handlers.added" : "salesRegions.handlers.removed", { name: location.name }));
    } catch (error) {
      toast.error(apiErrorMessage(error, "salesRegions.handlers.failed"));
    } finally {
      mark(key, false);
      // The country's handlers are read with the country; every handler changes the statistics.
      if (owner.kind === "country")
        void invalidateAfter(queryClient, isAdd ? "addCountryHandler" : "removeCountryHandler", { id: owner.id });
      else void invalidateAfter(queryClient, owner.kind === "region" ? "addRegionHandler" : "addZipCodeHandler", { id: owner.id });
      void refreshStatistics();
    }
  }

  async function toggleWorkingArea(area: AreaRef, current: boolean) {
    const key = `workingArea:${ownerKey(area)}`;
    if (busy.has(key)) return;
    mark(key, true);
    const outcome = await flipWorkingArea(
      current,
      (workingArea) => tree.patch(area, { workingArea }),
      async (workingArea) =>
        answerOf(
          await api.POST("/rest/{type}/{id}/working-area", { params: { path: { type: area.kind, id: area.id } }, body: { workingArea } }),
        ).workingArea,
    );
    mark(key, false);
    if (!outcome.ok) toast.error(t("salesRegions.messages.workingAreaFailed"));
    else void refreshStatistics();
  }

  return {
    addHandler: (owner: HandlerOwner, location: Pick<Handler, "id" | "name">) => changeHandler(owner, location, true),
    removeHandler: (owner: HandlerOwner, handler: Pick<Handler, "id" | "name">) => changeHandler(owner, handler, false),
    toggleWorkingArea,
    isBusy: (owner: HandlerOwner) => busy.has(ownerKey(owner)),
    isFlipping: (area: AreaRef) => busy.has(`workingArea:${ownerKey(area)}`),
  };
}
