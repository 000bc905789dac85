import { useState, type ReactNode, type Ref } from "react";
import { Callout, Spinner } from "@blueprintjs/core";
import { useTranslation } from "react-i18next";
import { Map, type MapLayerMouseEvent, type MapRef } from "react-map-gl/maplibre";
import "maplibre-gl/dist/maplibre-gl.css";
import "./maplibreSetup.ts";
import { MAP_ATTRIBUTION } from "./offlineStyle.ts";
import { useMapStyle } from "./useMapStyle.ts";
import "./map.css";

export interface MapViewState {
  longitude: number;
  latitude: number;
  zoom: number;
}

export interface BaseMapProps {
  /** Where the map opens (e.g. the geographic area form's 60,10 at zoom 5). */
  initialViewState: MapViewState;
  /** The map's accessible name. */
  label: string;
  /** CSS height of the map's box; default 480px. */
  height?: number | string;
  mapRef?: Ref<MapRef>;
  /** Layers whose features answer onClick (features under the pointer in event.features). */
  interactiveLayerIds?: string[];
  onClick?: (event: MapLayerMouseEvent) => void;
  onLoad?: () => void;
  /** Sources, layers, popups, overlays and draw tools drawn on the map. */
  children?: ReactNode;
}

/**
 * A maplibre map (through react-map-gl) on the configured style, by default the offline basemap
 * shipped with the app, credited to Natural Earth and GeoNames. Its code and data load only with
 * the screens that draw one.
 */
export function BaseMap({ initialViewState, label, height = 480, mapRef, interactiveLayerIds, onClick, onLoad, children }: BaseMapProps) {
  const { t } = useTranslation();
  const { style, failed } = useMapStyle();
  const [isReady, setReady] = useState(false);
  if (failed) return <Callout intent="danger">{t("map.loadFailed")}</Callout>;
  return (
    <div className="app-map" style={{ height }} role="region" aria-label={label} data-map-ready={isReady}>
      {style === null ? (
        <Spinner aria-label={t("map.loading")} />
      ) : (
        <Map
          ref={mapRef}
          initialViewState={initialViewState}
          mapStyle={style}
          style={{ width: "100%", height: "100%" }}
          attributionControl={{ compact: false, customAttribution: MAP_ATTRIBUTION }}
          interactiveLayerIds={interactiveLayerIds}
          onClick={onClick}
          onLoad={() => {
            setReady(true);
            onLoad?.();
          }}
          dragRotate={false}
          pitchWithRotate={false}
          touchPitch={false}
        >
          {children}
        </Map>
      )}
    </div>
  );
}
