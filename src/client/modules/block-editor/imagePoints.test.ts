import { describe, expect, it } from "vitest";
import { MAX_POINTS, pointAt, toPercent, withPoint } from "./imagePoints.ts";

describe("informative image points", () => {
  it("are placed in percent of the image, two decimals, within 0..100", () => {
    expect(toPercent(1, 3)).toBe(33.33);
    expect(toPercent(2, 3)).toBe(66.67);
    expect(toPercent(-5, 100)).toBe(0);
    expect(toPercent(150, 100)).toBe(100);
    expect(toPercent(10, 0)).toBe(50);
    expect(pointAt(110, 70, { left: 10, top: 20, width: 300, height: 150 })).toEqual({ horizontalPos: 33.33, verticalPos: 33.33 });
  });

  it("are added at the end, never past the contract's maximum", () => {
    const one = withPoint([], { horizontalPos: 1, verticalPos: 2 });
    expect(one).toEqual([{ horizontalPos: 1, verticalPos: 2 }]);
    const full = Array.from({ length: MAX_POINTS }, () => ({ horizontalPos: 0, verticalPos: 0 }));
    expect(withPoint(full, { horizontalPos: 5, verticalPos: 5 })).toHaveLength(MAX_POINTS);
  });
});
