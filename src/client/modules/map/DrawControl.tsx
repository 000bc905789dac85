import { useEffect, useRef } from "react";
import type { Feature, Polygon } from "geojson";
import type { IControl, Map as MaplibreMap } from "maplibre-gl";
import { useControl } from "react-map-gl/maplibre";
import {
  TerraDraw,
  TerraDrawPolygonMode,
  TerraDrawRectangleMode,
  ValidateNotSelfIntersecting,
  type GeoJSONStoreFeatures,
} from "terra-draw";
import { TerraDrawMapLibreGLAdapter } from "terra-draw-maplibre-gl-adapter";

/** What a click on the map does: nothing (pan and click markers), draw a polygon, draw a rectangle. */
export type DrawMode = "static" | "polygon" | "rectangle";

export interface DrawControlProps {
  mode: DrawMode;
  /** Every finished shape, after each one is finished or the shapes are cleared. */
  onShapesChange: (shapes: Feature<Polygon>[]) => void;
  /** A new value clears every drawn shape. */
  clearKey?: number;
}

const finishedPolygons = (draw: TerraDraw) =>
  draw.getSnapshot().filter((feature) => feature.geometry.type === "Polygon" && !feature.properties.currentlyDrawing) as Feature<Polygon>[];

/**
 * terra-draw as a maplibre control: maplibre removes its controls before it takes the map apart,
 * so the drawing stops while its sources and layers still exist.
 */
class TerraDrawControl implements IControl {
  draw: TerraDraw | null = null;
  ready = false;

  constructor(
    private readonly initialMode: () => DrawMode,
    private readonly onFinish: (draw: TerraDraw) => void,
  ) {}

  onAdd(map: MaplibreMap): HTMLElement {
    const draw = new TerraDraw({
      adapter: new TerraDrawMapLibreGLAdapter({ map }),
      modes: [
        new TerraDrawPolygonMode({ validation: (feature: GeoJSONStoreFeatures) => ValidateNotSelfIntersecting(feature) }),
        new TerraDrawRectangleMode(),
      ],
    });
    draw.on("ready", () => {
      this.ready = true;
      draw.setMode(this.initialMode());
    });
    draw.on("finish", () => this.onFinish(draw));
    this.draw = draw;
    // terra-draw adds its sources at start, which maplibre refuses before the style has loaded
    // ("Style is not done loading"): a control added while the style loads starts once it has
    // (style.load, or idle if that already passed), once, and not after its removal.
    let started = false;
    const start = () => {
      if (started || this.draw !== draw) return;
      started = true;
      draw.start();
    };
    if (map.isStyleLoaded()) start();
    else {
      map.once("style.load", start);
      map.once("idle", start);
    }
    return document.createElement("div");
  }

  onRemove(): void {
    const draw = this.draw;
    this.draw = null;
    this.ready = false;
    draw?.stop();
  }

  setMode(mode: DrawMode) {
    if (this.ready) this.draw?.setMode(mode);
  }

  clear() {
    if (this.ready) this.draw?.clear();
  }
}

/**
 * Polygon and rectangle drawing on a BaseMap (as its child) with terra-draw and its maplibre
 * adapter: nothing else can be drawn (no line, point or circle), and a polygon that crosses
 * itself is refused as it is drawn.
 */
export function DrawControl({ mode, onShapesChange, clearKey = 0 }: DrawControlProps) {
  const modeRef = useRef(mode);
  const onChangeRef = useRef(onShapesChange);
  useEffect(() => {
    modeRef.current = mode;
    onChangeRef.current = onShapesChange;
  });
  const control = useControl(
    () =>
      new TerraDrawControl(
        () => modeRef.current,
        (draw) => onChangeRef.current(finishedPolygons(draw)),
      ),
  );

  useEffect(() => control.setMode(mode), [control, mode]);

  useEffect(() => {
    if (clearKey === 0) return;
    control.clear();
    onChangeRef.current([]);
  }, [control, clearKey]);

  return null;
}
