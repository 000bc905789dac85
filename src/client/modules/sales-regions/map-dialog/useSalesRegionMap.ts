import { useCallback, useMemo, useState } from "react";
import { $api } from "../../../api/client.ts";
import type { LocationOption } from "../../catalog/catalogTypes.ts";
import { useChoosableLocations } from "../../catalog/useChoosableLocations.ts";
import { drawnAreas, handlersOnMap } from "./areaFeatures.ts";
import { clickedAreaOf, decideClick, type ClickHint } from "./clickDecision.ts";
import type { NamedHandler } from "./HandlerLegend.tsx";
import type { ClickedAreaView } from "./MapDialogPanel.tsx";
import type { AreaAssignResult, AreaType, MapLevel } from "./mapDialogTypes.ts";
import { overridesAt } from "./pendingAssignments.ts";
import { regionOutlines } from "./regionOutlines.ts";
import { useAreaAssignment } from "./useAreaAssignment.ts";
import { areaColorOf } from "./areaColor.ts";

/** The state of the full-screen sales-region map of a country: choices, map data, handlers and clicks. */
export function useSalesRegionMap(countryCode: string, onAssigned?: (result: AreaAssignResult) => void) {
  const [level, setLevel] = useState<MapLevel>(1);
  const [type, setType] = useState<AreaType | null>(null);
  const [location, setLocation] = useState<LocationOption | null>(null);
  const [hint, setHint] = useState<ClickHint | null>(null);
  const [clicked, setClicked] = useState<{ zipCode: string; region: number } | null>(null);
  const { pending, recent, lastResult, assign } = useAreaAssignment(onAssigned);

  const geo = $api.useQuery("get", "/rest/geo-json", { params: { query: { countryCode } } }, { staleTime: 60_000 });
  const choosable = useChoosableLocations(true);
  // The same read as the chooser's (one cache entry): every location's name, inactive ones too.
  const allLocations = $api.useQuery("get", "/rest/company/locations", {}, { staleTime: 5 * 60_000 });
  const names = useMemo(() => new Map((allLocations.data ?? []).map((l) => [l.id, l.name])), [allLocations.data]);

  const locationId = location?.id ?? null;
  const areas = useMemo(() => drawnAreas(geo.data, level, locationId), [geo.data, level, locationId]);
  const outlines = useMemo(() => regionOutlines(geo.data, level), [geo.data, level]);
  const overrides = useMemo(() => overridesAt(pending, level), [pending, level]);
  const handlers = useMemo<NamedHandler[]>(
    () =>
      handlersOnMap(geo.data, level)
        .map((handler) => ({ ...handler, name: names.get(handler.id) ?? `#${handler.id}` }))
        .sort((a, b) => a.name.localeCompare(b.name)),
    [geo.data, level, names],
  );

  const clickedView = useMemo<ClickedAreaView | null>(() => {
    if (!clicked) return null;
    const regionName = lastResult && lastResult.region.id === clicked.region && lastResult.level === level ? lastResult.region.name : null;
    return { zipCode: clicked.zipCode, regionName, color: areaColorOf(areas, overrides, clicked.zipCode) };
  }, [clicked, lastResult, level, areas, overrides]);

  /** A click on the map: the area's feature properties, or none when outside every area. */
  const onAreaClick = useCallback(
    (properties: Record<string, unknown> | null | undefined) => {
      const area = clickedAreaOf(properties);
      if (!area) return;
      setClicked({ zipCode: area.zipCode, region: area.region });
      const decision = decideClick(area, { locationId, type, level });
      if (decision.kind === "hint") return setHint(decision.hint);
      setHint(null);
      void assign(decision.request);
    },
    [locationId, type, level, assign],
  );

  return {
    level,
    setLevel: (next: MapLevel) => {
      setLevel(next);
      setHint(null);
    },
    type,
    setType: (next: AreaType) => {
      setType(next);
      setHint(null);
    },
    location,
    setLocation: (next: LocationOption | null) => {
      setLocation(next);
      setHint(null);
    },
    locations: choosable.locations,
    recent,
    hint,
    clicked: clickedView,
    geo,
    areas,
    outlines,
    overrides,
    handlers,
    onAreaClick,
  };
}
