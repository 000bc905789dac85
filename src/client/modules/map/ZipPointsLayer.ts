import { ScatterplotLayer } from "@deck.gl/layers";
import type { ZipPoints } from "../../../shared/zipPoints.ts";

/** The colour of points without a colour of their own: the map's neutral blue-grey, half opaque. */
export const DEFAULT_POINT_COLOR: readonly [number, number, number, number] = [72, 94, 128, 160];

export interface ZipPointsLayerOptions {
  /** deck.gl layer id (default "zip-points"). */
  id?: string;
  /** RGBA per point, 4 bytes each in the points' order (e.g. pointColors); without it every point has `color`. */
  colors?: Uint8Array;
  /** The colour of every point when `colors` is not given. */
  color?: readonly [number, number, number, number];
  /** Radius in pixels (default 2). */
  radiusPixels?: number;
  /** Bumped when `colors` was changed in place, so deck.gl uploads it again. */
  colorsVersion?: number;
  /** Whether points can be picked (hovered, clicked); picking reports the point's index. */
  pickable?: boolean;
}

/**
 * A deck.gl point layer over the decoded zip-code points (zipPoints.ts), fed by binary
 * attributes: the positions go to the GPU as the answer's Float32Array, with no object or
 * accessor call per point. Picking answers the point's index (`info.index`), which
 * `points.zipCodeAt` and `points.ids` turn into the zip code.
 */
export function zipPointsLayer(points: ZipPoints, options: ZipPointsLayerOptions = {}) {
  const { colors, color = DEFAULT_POINT_COLOR, radiusPixels = 2, colorsVersion = 0, pickable = false } = options;
  if (colors && colors.length !== points.count * 4)
    throw new Error(`zipPointsLayer: ${colors.length} colour bytes for ${points.count} points (4 each)`);
  return new ScatterplotLayer({
    id: options.id ?? "zip-points",
    data: {
      length: points.count,
      attributes: {
        getPosition: { value: points.positions, size: 2 },
        ...(colors ? { getFillColor: { value: colors, size: 4, normalized: true } } : {}),
      },
    },
    ...(colors ? {} : { getFillColor: [...color] as [number, number, number, number] }),
    radiusUnits: "pixels",
    getRadius: radiusPixels,
    stroked: false,
    pickable,
    updateTriggers: { getFillColor: colorsVersion },
  });
}

/**
 * RGBA bytes for every point: `highlight` for the points whose zip-code id is in `ids` (a
 * coverage-gaps set), `base` for the rest. Ready for zipPointsLayer's `colors`.
 */
export function pointColors(
  points: Pick<ZipPoints, "count" | "ids">,
  ids: ReadonlySet<number>,
  highlight: readonly [number, number, number, number],
  base: readonly [number, number, number, number] = DEFAULT_POINT_COLOR,
): Uint8Array {
  const colors = new Uint8Array(points.count * 4);
  for (let i = 0; i < points.count; i++) colors.set(ids.has(points.ids[i]!) ? highlight : base, i * 4);
  return colors;
}
