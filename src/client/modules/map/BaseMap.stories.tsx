import { useState } from "react";
import type { Feature, Polygon } from "geojson";
import type { Meta, StoryObj } from "@storybook/react-vite";
import { BaseMap } from "./BaseMap.tsx";
import { DrawControl, type DrawMode } from "./DrawControl.tsx";
import { MarkerLayer } from "./MarkerLayer.tsx";
import { markersOf } from "./markers.ts";
import { multiPolygonWkt } from "./wkt.ts";

const stores = [
  { id: 1, name: "Stockholm", latitude: 59.33, longitude: 18.07 },
  { id: 2, name: "Oslo", latitude: 59.91, longitude: 10.75 },
  { id: 3, name: "Göteborg", latitude: 57.71, longitude: 11.97 },
  { id: 4, name: "Malformed", latitude: 999, longitude: "x" },
];
const markers = markersOf(stores, (store) => store);
const properties = (store: (typeof stores)[number]) => ({ id: store.id });

const meta = {
  title: "Map/BaseMap",
  component: BaseMap,
  parameters: { layout: "fullscreen" },
  args: { initialViewState: { latitude: 60, longitude: 10, zoom: 4 }, label: "Map", height: 420 },
} satisfies Meta<typeof BaseMap>;
export default meta;

type Story = StoryObj<typeof meta>;

/** The offline basemap alone: countries from world-atlas, no tiles, no glyphs. */
export const Offline: Story = {};

/** Store markers (the malformed one is skipped). */
export const WithMarkers: Story = {
  render: (args) => (
    <BaseMap {...args}>
      <MarkerLayer id="stores" points={markers} propertiesOf={properties} />
    </BaseMap>
  ),
};

function DrawingMap(args: Story["args"]) {
  const [mode, setMode] = useState<DrawMode>("rectangle");
  const [shapes, setShapes] = useState<Feature<Polygon>[]>([]);
  return (
    <div>
      <div role="group" aria-label="Drawing tools">
        {(["static", "polygon", "rectangle"] as const).map((drawMode) => (
          <button key={drawMode} type="button" aria-pressed={mode === drawMode} onClick={() => setMode(drawMode)}>
            {drawMode}
          </button>
        ))}
      </div>
      <BaseMap initialViewState={{ latitude: 60, longitude: 10, zoom: 4 }} label="Map" height={420} {...args}>
        <MarkerLayer id="stores" points={markers} propertiesOf={properties} />
        <DrawControl mode={mode} onShapesChange={setShapes} />
      </BaseMap>
      <output>{multiPolygonWkt(shapes) ?? "Nothing drawn"}</output>
    </div>
  );
}

/** Polygon and rectangle drawing (terra-draw); the drawn shapes as WKT below. */
export const Drawing: Story = { render: (args) => <DrawingMap {...args} /> };
