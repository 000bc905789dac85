import { useEffect, useMemo, useSyncExternalStore } from "react";
import { useTranslation } from "react-i18next";
import { answerOf, NoAnswerError } from "../../api/answer.ts";
import { api } from "../../api/client.ts";
import { apiErrorMessage } from "../../api/errors.ts";
import { toast } from "../../ui/toaster.ts";
import { createRegionTree, type ExpandOutcome, type RegionTree, type RegionTreeState } from "./regionTree.ts";
import type { Region, TopRegion } from "./salesRegionTypes.ts";

async function loadRegion(id: number): Promise<Region> {
  return answerOf(await api.GET("/rest/region/{id}", { params: { path: { id } } }));
}

/** The region tree of a country, bound to React; a failed read says why (spec part 2 section 8). */
export function useRegionTree(
  countryId: number | null,
  roots: readonly TopRegion[] | undefined,
): {
  tree: RegionTree;
  state: RegionTreeState;
  /** Reports a failed expand or read as the spec's message. */
  reportFailure(outcome: ExpandOutcome): void;
} {
  const { t } = useTranslation();
  const tree = useMemo(() => createRegionTree(loadRegion), []);
  const state = useSyncExternalStore(tree.subscribe, tree.getState, tree.getState);

  // A new country (or its regions read for the first time): a fresh tree.
  const hasRoots = roots !== undefined;
  useEffect(() => {
    tree.reset(roots ?? []);
    // Only when the country changes or its regions arrive, not when a refetch brings new objects.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [tree, countryId, hasRoots]);

  const reportFailure = (outcome: ExpandOutcome) => {
    if (outcome.kind !== "failed") return;
    // Spec part 2 section 8: an empty answer is 'Could not load region.', other failures show why.
    toast.error(
      outcome.error instanceof NoAnswerError
        ? t("salesRegions.messages.regionLoadFailed")
        : apiErrorMessage(outcome.error, "salesRegions.messages.regionLoadFailed"),
    );
  };
  return { tree, state, reportFailure };
}
