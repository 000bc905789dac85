import { MapboxOverlay, type MapboxOverlayProps } from "@deck.gl/mapbox";
import { useControl, type IControl } from "react-map-gl/maplibre";

/**
 * deck.gl layers drawn over a BaseMap (as its child), for what is too many for map markers:
 * zip-code points as binary attributes, region polygons, many stores.
 */
export function DeckOverlay(props: MapboxOverlayProps) {
  const overlay = useControl<MapboxOverlay & IControl>(() => new MapboxOverlay(props) as MapboxOverlay & IControl);
  overlay.setProps(props);
  return null;
}
