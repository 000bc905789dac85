/** A point of an informative image block (contract BlockInformativeImagePoint). */
export interface ImagePoint {
  horizontalPos: number;
  verticalPos: number;
  header?: string | null;
  text?: string | null;
}

/** A percentage kept to two decimals (spec part 2 section 9) within 0..100. */
export function toPercent(offset: number, size: number): number {
  if (!(size > 0)) return 50;
  const percent = Math.min(100, Math.max(0, (offset / size) * 100));
  return Math.round(percent * 100) / 100;
}

/** Where a click at (x, y) falls on the image's box, as a point in percent of its width and height. */
export function pointAt(x: number, y: number, box: { left: number; top: number; width: number; height: number }): ImagePoint {
  return { horizontalPos: toPercent(x - box.left, box.width), verticalPos: toPercent(y - box.top, box.height) };
}

/** The contract's most points on one image. */
export const MAX_POINTS = 100;

/** The points with one added at the end (none past the contract's maximum). */
export function withPoint(points: readonly ImagePoint[], point: ImagePoint): ImagePoint[] {
  return points.length >= MAX_POINTS ? [...points] : [...points, point];
}
