import { useEffect, useMemo, useRef, useState } from "react";
import { useTranslation } from "react-i18next";
import type { MapRef } from "react-map-gl/maplibre";
import { BaseMap } from "../../map/BaseMap.tsx";
import { fitOptions, fittableBounds } from "../../map/fitBounds.ts";
import { MarkerLayer } from "../../map/MarkerLayer.tsx";
import type { RegionTreeState } from "../regionTree.ts";
import type { ZipCode } from "../salesRegionTypes.ts";
import { focusBounds, focusZipCodes, nextFocus, zipMarkers, type MapFocus } from "./mapFocus.ts";
import "./mapDialog.css";

/** Spec part 2 section 9: the region screen's map opens on 0,0 at zoom 3. */
export const SCREEN_MAP_VIEW = { longitude: 0, latitude: 0, zoom: 3 };
const ZIP_LAYER = "sales-region-zip-codes";

export interface InlineRegionMapProps {
  treeState: RegionTreeState;
  /** The map's accessible name. */
  label: string;
}

const zipProperties = (zip: ZipCode) => ({ id: zip.id, zipCode: zip.zipCode });

/**
 * The sales-region screen's map: markers for the zip codes of what the tree has chosen (a region,
 * a zip code, or the zip-code group opened last), zoomed to it with the zoom capped at 11. It
 * follows its panel's width (react-map-gl resizes the map with its box).
 */
export function InlineRegionMap({ treeState, label }: InlineRegionMapProps) {
  const { t } = useTranslation();
  const mapRef = useRef<MapRef>(null);
  const [isLoaded, setLoaded] = useState(false);
  // The focus follows the tree's latest change (React's "state from the previous render" pattern).
  const [tracked, setTracked] = useState<{ state: RegionTreeState; focus: MapFocus }>(() => ({
    state: treeState,
    focus: nextFocus(null, treeState, null),
  }));
  if (tracked.state !== treeState) setTracked({ state: treeState, focus: nextFocus(tracked.state, treeState, tracked.focus) });
  const { focus } = tracked;

  const markers = useMemo(() => zipMarkers(focusZipCodes(focus, treeState)), [focus, treeState]);
  const bounds = focusBounds(focus, treeState, markers);
  const boundsKey = bounds ? bounds.flat().join(",") : "";

  useEffect(() => {
    const map = mapRef.current;
    if (!isLoaded || !map) return;
    if (bounds) map.fitBounds(fittableBounds(bounds), fitOptions());
    else map.jumpTo({ center: [SCREEN_MAP_VIEW.longitude, SCREEN_MAP_VIEW.latitude], zoom: SCREEN_MAP_VIEW.zoom });
    // boundsKey stands for bounds (a new array each render).
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [isLoaded, boundsKey]);

  return (
    <div className="sales-region-inline-map" data-markers={markers.length} data-focus={focus ? focus.kind : "none"}>
      <BaseMap initialViewState={SCREEN_MAP_VIEW} label={label} height={320} mapRef={mapRef} onLoad={() => setLoaded(true)}>
        <MarkerLayer id={ZIP_LAYER} points={markers} propertiesOf={zipProperties} />
      </BaseMap>
      {focus && markers.length === 0 && <p className="bp6-text-muted">{t("salesRegions.mapDialog.inline.noMarkers")}</p>}
    </div>
  );
}
