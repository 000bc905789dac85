import { useCallback, useEffect, useMemo, useRef, useState } from "react";
import type { FeatureCollection, Geometry, MultiLineString } from "geojson";
import { Layer, Source, type MapLayerMouseEvent, type MapRef } from "react-map-gl/maplibre";
import type { LayersList } from "@deck.gl/core";
import { BaseMap } from "../../map/BaseMap.tsx";
import { DeckOverlay } from "../../map/DeckOverlay.tsx";
import { fitOptions, fittableBounds, type Bounds } from "../../map/fitBounds.ts";
import type { DrawnAreaProperties } from "./areaFeatures.ts";
import {
  AREAS_FILL_LAYER,
  AREAS_SOURCE,
  OUTLINES_SOURCE,
  areaFillLayer,
  areaLineLayer,
  regionOutlineLayer,
  type ColourOverride,
} from "./areaStyle.ts";

export interface AreaMapProps {
  label: string;
  areas: FeatureCollection<Geometry, DrawnAreaProperties>;
  outlines: FeatureCollection<MultiLineString, { region: number }>;
  overrides: readonly ColourOverride[];
  /** The country's box: the map fits it once its areas have come. */
  bounds: Bounds | null;
  /** Changes when another country is shown, so the map fits again. */
  fitKey: string;
  onAreaClick(properties: Record<string, unknown> | null | undefined): void;
  /** deck.gl layers drawn over the areas (the coverage gaps' points). */
  overlayLayers?: LayersList;
}

/** Until the country's areas come, the map shows Europe, where the markets are. */
const OPENING_VIEW = { longitude: 10, latitude: 55, zoom: 3 };

/**
 * The map of the dialog: the zip-code areas filled in their handler's colour, the level's
 * region outlines, a click on an area handed to onAreaClick. Its view (centre and zoom) is
 * written on its box as data attributes, so a browser test can tell where an area is drawn.
 */
export function AreaMap({ label, areas, outlines, overrides, bounds, fitKey, onAreaClick, overlayLayers = [] }: AreaMapProps) {
  const mapRef = useRef<MapRef>(null);
  const boxRef = useRef<HTMLDivElement>(null);
  const [isLoaded, setLoaded] = useState(false);
  const fitted = useRef<string | null>(null);
  const fillLayer = useMemo(() => areaFillLayer(overrides), [overrides]);

  const writeView = useCallback(() => {
    const map = mapRef.current;
    const box = boxRef.current;
    if (!map || !box) return;
    const centre = map.getCenter();
    box.dataset.centerLng = String(centre.lng);
    box.dataset.centerLat = String(centre.lat);
    box.dataset.zoom = String(map.getZoom());
  }, []);

  useEffect(() => {
    const map = mapRef.current;
    if (!isLoaded || !map || !bounds || fitted.current === fitKey) return;
    fitted.current = fitKey;
    map.fitBounds(fittableBounds(bounds), fitOptions());
    writeView();
    if (boxRef.current) boxRef.current.dataset.fitted = fitKey;
  }, [isLoaded, bounds, fitKey, writeView]);

  return (
    <div ref={boxRef} className="sales-map-canvas">
      <BaseMap
        initialViewState={OPENING_VIEW}
        label={label}
        height="100%"
        mapRef={mapRef}
        interactiveLayerIds={[AREAS_FILL_LAYER]}
        onClick={(event: MapLayerMouseEvent) => onAreaClick(event.features?.[0]?.properties)}
        onLoad={() => {
          mapRef.current?.on("moveend", writeView);
          writeView();
          setLoaded(true);
        }}
      >
        <Source id={AREAS_SOURCE} type="geojson" data={areas}>
          <Layer {...fillLayer} />
          <Layer {...areaLineLayer} />
        </Source>
        <Source id={OUTLINES_SOURCE} type="geojson" data={outlines}>
          <Layer {...regionOutlineLayer} />
        </Source>
        {/* deck.gl's own canvas over the map, only while it has layers. Not interleaved: deck.gl
            9.4 in maplibre's context threw on a size read ("reading 'height'") in Chromium. */}
        {overlayLayers.length > 0 && <DeckOverlay layers={overlayLayers} />}
      </BaseMap>
    </div>
  );
}
