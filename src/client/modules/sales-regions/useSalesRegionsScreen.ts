import { useEffect, useRef, useState } from "react";
import { $api } from "../../api/client.ts";
import type { AreaAssignResult } from "./map-dialog/mapDialogTypes.ts";
import { findZipCode } from "./regionTree.ts";
import type { RegionSearchRow } from "./salesRegionTypes.ts";
import type { NodeTarget } from "./treeNodes.ts";
import { useAreaStatistics, type StatisticsArea } from "./useAreaStatistics.ts";
import { useAreaWrites } from "./useAreaWrites.ts";
import { useCountryChoice } from "./useCountryChoice.ts";
import { useFallbackEmail } from "./useFallbackEmail.ts";
import { useRegionSearch } from "./useRegionSearch.ts";
import { useRegionTree } from "./useRegionTree.ts";

/** Spec part 2 section 9: the map and the statistics follow an expand after 1000 ms. */
export const AFTER_EXPAND_MS = 1000;

/** State and actions of the sales-region screen; the views only render them. */
export function useSalesRegionsScreen() {
  const countries = useCountryChoice();
  const { countryId } = countries;
  const countryQuery = $api.useQuery(
    "get",
    "/rest/location/countries/{id}",
    { params: { path: { id: countryId ?? 0 } } },
    { enabled: countryId !== null },
  );
  const country = countryId !== null ? countryQuery.data : undefined;
  const { tree, state, reportFailure } = useRegionTree(countryId, country?.regions);
  const writes = useAreaWrites(tree);
  const fallback = useFallbackEmail(country);
  const search = useRegionSearch(country?.code ?? countries.chosen?.code ?? null);

  // The statistics' area: the chosen region, the region last expanded (after a second), else the country.
  // It belongs to the country it was chosen in: a new country starts with the country's figures.
  const [kept, setKept] = useState<{ countryId: number | null; area: StatisticsArea | null }>({ countryId: null, area: null });
  const focus = kept.countryId === countryId ? kept.area : null;
  const setFocus = (area: StatisticsArea | null) => setKept({ countryId, area });
  const timer = useRef<ReturnType<typeof setTimeout> | undefined>(undefined);
  useEffect(() => () => clearTimeout(timer.current), []);
  const statisticsArea: StatisticsArea | null = focus ?? (countryId !== null ? { areaType: "country", id: countryId } : null);
  const statistics = useAreaStatistics(statisticsArea);

  const focusLater = (regionId: number) => {
    clearTimeout(timer.current);
    timer.current = setTimeout(() => setKept({ countryId, area: { areaType: "region", id: regionId } }), AFTER_EXPAND_MS);
  };

  async function activate(target: NodeTarget) {
    if (target.kind === "group") tree.toggleGroup(target.key);
    else if (target.kind === "zipCode") void tree.select({ kind: "zipCode", id: target.id });
    else {
      clearTimeout(timer.current);
      setFocus({ areaType: "region", id: target.id });
      await tree.select({ kind: "region", id: target.id }).catch((error: unknown) => reportFailure({ kind: "failed", error }));
    }
  }

  async function toggle(target: NodeTarget) {
    if (target.kind === "group") return tree.toggleGroup(target.key);
    if (target.kind !== "region") return;
    const wasOpen = tree.getState().expanded.has(`r:${target.id}`);
    const outcome = await tree.toggleRegion(target.id);
    reportFailure(outcome);
    if (outcome.kind === "done" && !wasOpen) focusLater(target.id);
  }

  async function openAt(row: RegionSearchRow) {
    const outcome = await tree.expandTo(row);
    reportFailure(outcome);
    if (outcome.kind === "done") {
      const last = [row.region1, row.region2, row.region3].filter((r) => r != null).pop()!;
      focusLater(last.id);
    }
  }

  const selected = state.selected;
  const selectedRegion = selected?.kind === "region" ? state.loaded.get(selected.id) : undefined;
  const selectedZip = selected?.kind === "zipCode" ? findZipCode(state.loaded, selected.id)?.zipCode : undefined;

  return {
    countries,
    country,
    isCountryLoading: countryId !== null && countryQuery.isLoading,
    isCountryError: countryId !== null && countryQuery.isError,
    treeState: state,
    activate,
    toggle,
    search,
    openAt,
    selectedRegion,
    selectedZip,
    clearSelection: () => void tree.select(null).then(() => setFocus(null)),
    statistics,
    /** The statistics' area, for the coverage gaps beside them. */
    statisticsArea,
    writes,
    fallback,
    /** A store assigned in the map dialog: the tree holds the regions it read, which the dialog's refetch does not reach. */
    onMapAssigned: (result: AreaAssignResult) =>
      tree.patch({ kind: "region", id: result.region.id }, { handlers: result.handlers, workingArea: result.region.workingArea }),
  };
}
