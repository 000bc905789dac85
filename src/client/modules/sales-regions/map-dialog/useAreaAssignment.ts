import { useCallback, useReducer, useRef, useState } from "react";
import { useQueryClient } from "@tanstack/react-query";
import { useTranslation } from "react-i18next";
import { answerOf } from "../../../api/answer.ts";
import { api } from "../../../api/client.ts";
import { invalidateAfter } from "../../../api/invalidation.ts";
import { toast } from "../../../ui/toaster.ts";
import type { AssignRequest } from "./clickDecision.ts";
import type { AreaAssignResult } from "./mapDialogTypes.ts";
import { pendingReducer } from "./pendingAssignments.ts";
import { readRecentLocations, rememberLocation, storeRecentLocations } from "./recentLocations.ts";

/**
 * The map dialog's assignments (spec part 2 sections 4 and 8): each click is drawn in its new
 * colour at once and saved with assignAreaHandler; success says 'Position updated.', remembers
 * the location among the latest added and reads the map again (the operation's x-invalidates:
 * geo-json, statistics, regions), whose answer then colours it; failure says 'Something went
 * wrong when assigning store' and the area gets its colours back.
 */
export function useAreaAssignment(onAssigned?: (result: AreaAssignResult) => void) {
  const { t } = useTranslation();
  const queryClient = useQueryClient();
  const [pending, dispatch] = useReducer(pendingReducer, []);
  const [recent, setRecent] = useState<number[]>(() => readRecentLocations());
  const [lastResult, setLastResult] = useState<AreaAssignResult | null>(null);
  const counter = useRef(0);

  const assign = useCallback(
    async (request: AssignRequest) => {
      const key = ++counter.current;
      const { region, ...query } = request;
      dispatch({ type: "start", assignment: { key, level: request.level, region, handler: request.storeId } });
      try {
        const result = answerOf(await api.GET("/rest/area-assign-handler", { params: { query } }));
        setLastResult(result);
        onAssigned?.(result);
        toast.success(t("salesRegions.mapDialog.messages.assigned"));
        setRecent((list) => {
          const next = rememberLocation(list, request.storeId);
          storeRecentLocations(next);
          return next;
        });
        // The area keeps its new colour until the map read again has it from the server.
        await invalidateAfter(queryClient, "assignAreaHandler");
      } catch {
        toast.error(t("salesRegions.mapDialog.messages.assignFailed"));
      } finally {
        dispatch({ type: "settle", key });
      }
    },
    [queryClient, t, onAssigned],
  );

  return { pending, recent, lastResult, assign };
}
