import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { insideRing, type Ring } from "./point-in-ring.ts";

// A unit square from (0,0) to (10,10), open (not closed) and closed.
const SQUARE: Ring = [
  [0, 0],
  [10, 0],
  [10, 10],
  [0, 10],
];
const closed = (ring: Ring): Ring => [...ring, ring[0]!];

// A U shape: the notch x 4..6, y 4..10 is outside.
const U: Ring = [
  [0, 0],
  [10, 0],
  [10, 10],
  [6, 10],
  [6, 4],
  [4, 4],
  [4, 10],
  [0, 10],
];

describe("insideRing", () => {
  it("tells points inside a square from points outside it on every side", () => {
    expect(insideRing(SQUARE, 5, 5)).toBe(true);
    expect(insideRing(SQUARE, 0.001, 9.999)).toBe(true);
    for (const [x, y] of [
      [-1, 5],
      [11, 5],
      [5, -1],
      [5, 11],
      [-1, -1],
      [11, 11],
    ] as const) {
      expect(insideRing(SQUARE, x, y)).toBe(false);
    }
  });

  it("answers the same for an open and a closed ring", () => {
    for (const [x, y] of [
      [5, 5],
      [11, 5],
      [0, 0],
      [10, 10],
      [5, 0],
    ] as const) {
      expect(insideRing(closed(SQUARE), x, y)).toBe(insideRing(SQUARE, x, y));
    }
  });

  it("follows a concave ring: its notch is outside, its arms inside", () => {
    expect(insideRing(U, 5, 7)).toBe(false);
    expect(insideRing(U, 5, 2)).toBe(true);
    expect(insideRing(U, 2, 7)).toBe(true);
    expect(insideRing(U, 8, 7)).toBe(true);
    // The ray from the left arm crosses the notch twice and the right arm once more.
    expect(insideRing(U, 1, 9)).toBe(true);
  });

  it("counts a point on a bottom or left edge as inside, on a top or right edge as outside", () => {
    expect(insideRing(SQUARE, 5, 0)).toBe(true);
    expect(insideRing(SQUARE, 0, 5)).toBe(true);
    expect(insideRing(SQUARE, 5, 10)).toBe(false);
    expect(insideRing(SQUARE, 10, 5)).toBe(false);
  });

  it("gives a point on the edge shared by two neighbouring squares to exactly one of them", () => {
    const right: Ring = SQUARE.map(([x, y]) => [x + 10, y] as const);
    for (const y of [0.5, 5, 9.5]) expect([insideRing(SQUARE, 10, y), insideRing(right, 10, y)].filter(Boolean)).toHaveLength(1);
  });

  it("is false for degenerate rings (no area)", () => {
    expect(insideRing([], 0, 0)).toBe(false);
    expect(insideRing([[1, 1]], 1, 1)).toBe(false);
    expect(
      insideRing(
        [
          [0, 0],
          [10, 10],
        ],
        5,
        5,
      ),
    ).toBe(false);
  });

  it("handles a triangle with a slanted edge and negative coordinates (west, south)", () => {
    const triangle: Ring = [
      [-10, -10],
      [10, -10],
      [0, 10],
    ];
    expect(insideRing(triangle, 0, 0)).toBe(true);
    expect(insideRing(triangle, -6, 5)).toBe(false);
    expect(insideRing(triangle, 6, 5)).toBe(false);
    expect(insideRing(triangle, -4, 1)).toBe(true);
  });

  const coordinate = fc.double({ min: -170, max: 170, noNaN: true });
  const rectangle = fc
    .tuple(coordinate, coordinate, fc.double({ min: 0.01, max: 10, noNaN: true }), fc.double({ min: 0.01, max: 10, noNaN: true }))
    .map(([x, y, w, h]) => ({
      x,
      y,
      w,
      h,
      ring: [
        [x, y],
        [x + w, y],
        [x + w, y + h],
        [x, y + h],
      ] as Ring,
    }));

  it("agrees with the bounds of any rectangle for points off its edges", () => {
    fc.assert(
      fc.property(rectangle, coordinate, coordinate, ({ x, y, w, h, ring }, px, py) => {
        fc.pre(px !== x && px !== x + w && py !== y && py !== y + h);
        expect(insideRing(ring, px, py)).toBe(px > x && px < x + w && py > y && py < y + h);
      }),
    );
  });

  it("does not depend on the winding direction or on which corner the ring starts at", () => {
    fc.assert(
      fc.property(
        fc.constantFrom(SQUARE, U),
        fc.integer({ min: 0, max: 7 }),
        fc.double({ min: -2, max: 12, noNaN: true }),
        fc.double({ min: -2, max: 12, noNaN: true }),
        (ring, shift, px, py) => {
          const start = shift % ring.length;
          const rotated = [...ring.slice(start), ...ring.slice(0, start)];
          const expected = insideRing(ring, px, py);
          expect(insideRing(rotated, px, py)).toBe(expected);
          expect(insideRing([...ring].reverse(), px, py)).toBe(expected);
          expect(insideRing(closed(ring), px, py)).toBe(expected);
        },
      ),
    );
  });
});
