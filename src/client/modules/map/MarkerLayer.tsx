import { useMemo } from "react";
import type { FeatureCollection, Point } from "geojson";
import { Layer, Source } from "react-map-gl/maplibre";
import type { MapPoint } from "./markers.ts";

export interface MarkerLayerProps<T> {
  /** Source and layer id; name it in BaseMap's interactiveLayerIds to get the clicked marker in onClick. */
  id: string;
  points: readonly MapPoint<T>[];
  /** The properties a clicked marker carries (event.features[0].properties), e.g. { id }. */
  propertiesOf: (item: T) => Record<string, string | number | boolean | null>;
  color?: string;
}

/**
 * Markers as one maplibre circle layer over a GeoJSON source: a few thousand stores draw and pick
 * fast. Points many times more numerous (zip codes) go through DeckOverlay as binary attributes.
 */
export function MarkerLayer<T>({ id, points, propertiesOf, color = "#2d72d2" }: MarkerLayerProps<T>) {
  const data = useMemo<FeatureCollection<Point>>(
    () => ({
      type: "FeatureCollection",
      features: points.map((point) => ({
        type: "Feature",
        properties: propertiesOf(point.item),
        geometry: { type: "Point", coordinates: [point.longitude, point.latitude] },
      })),
    }),
    [points, propertiesOf],
  );
  return (
    <Source id={id} type="geojson" data={data}>
      <Layer
        id={id}
        type="circle"
        paint={{ "circle-radius": 6, "circle-color": color, "circle-stroke-color": "#ffffff", "circle-stroke-width": 1.5 }}
      />
    </Source>
  );
}
