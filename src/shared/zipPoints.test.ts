import { describe, expect, it } from "vitest";
import { decodeZipPoints, encodeZipPoints, ZIP_POINTS_MAGIC } from "./zipPoints.ts";

const input = {
  ids: [7, 42, 4_000_000_000],
  longitudes: [13.0038, 10.7522, -0.1276],
  latitudes: [55.605, 59.9139, 51.5072],
  zipCodes: ["211 22", "0150", "Österå 9"],
};

describe("zip-code points codec", () => {
  it("round-trips ids, positions (to Float32) and zip codes, non-ASCII included", () => {
    const points = decodeZipPoints(encodeZipPoints(input));
    expect(points.count).toBe(3);
    expect([...points.ids]).toEqual(input.ids);
    expect([...points.positions]).toEqual([...new Float32Array([13.0038, 55.605, 10.7522, 59.9139, -0.1276, 51.5072])]);
    expect([0, 1, 2].map((i) => points.zipCodeAt(i))).toEqual(input.zipCodes);
  });

  it("writes the documented layout byte for byte", () => {
    const bytes = encodeZipPoints({ ids: [1, 2], longitudes: [1.5, -2], latitudes: [3, 4.25], zipCodes: ["AB", "ÅC"] });
    // 12 header + 16 positions + 8 ids + 12 offsets + 5 text ("Å" is two bytes).
    expect(bytes.byteLength).toBe(53);
    const view = new DataView(bytes.buffer);
    expect(new TextDecoder().decode(bytes.subarray(0, 4))).toBe(ZIP_POINTS_MAGIC);
    expect([view.getUint32(4, true), view.getUint32(8, true)]).toEqual([2, 5]);
    expect([12, 16, 20, 24].map((at) => view.getFloat32(at, true))).toEqual([1.5, 3, -2, 4.25]);
    expect([28, 32].map((at) => view.getUint32(at, true))).toEqual([1, 2]);
    expect([36, 40, 44].map((at) => view.getUint32(at, true))).toEqual([0, 2, 5]);
    expect(new TextDecoder().decode(bytes.subarray(48))).toBe("ABÅC");
  });

  it("decodes a fixed byte fixture (what the server sends for one point)", () => {
    const fixture = new Uint8Array([
      ...[0x5a, 0x50, 0x54, 0x31], // "ZPT1"
      ...[1, 0, 0, 0], // one point
      ...[4, 0, 0, 0], // four bytes of text
      ...[0, 0, 0x80, 0x3f], // 1.0
      ...[0, 0, 0, 0x40], // 2.0
      ...[9, 0, 0, 0], // id 9
      ...[0, 0, 0, 0, 4, 0, 0, 0], // offsets 0, 4
      ...[0x31, 0x30, 0x35, 0x30], // "1050"
    ]);
    const points = decodeZipPoints(fixture.buffer);
    expect(points.count).toBe(1);
    expect([...points.positions]).toEqual([1, 2]);
    expect([...points.ids]).toEqual([9]);
    expect(points.zipCodeAt(0)).toBe("1050");
  });

  it("answers no points for an empty set", () => {
    const points = decodeZipPoints(encodeZipPoints({ ids: [], longitudes: [], latitudes: [], zipCodes: [] }));
    expect(points.count).toBe(0);
    expect(points.positions).toHaveLength(0);
    expect(() => points.zipCodeAt(0)).toThrow(RangeError);
  });

  it("decodes a view that starts at an odd offset of a larger buffer", () => {
    const bytes = encodeZipPoints(input);
    const larger = new Uint8Array(bytes.byteLength + 1);
    larger.set(bytes, 1);
    const points = decodeZipPoints(larger.subarray(1));
    expect([...points.ids]).toEqual(input.ids);
    expect(points.zipCodeAt(2)).toBe("Österå 9");
  });

  it("refuses what is not zip-code points, or is cut short, or has bad offsets", () => {
    const bytes = encodeZipPoints(input);
    expect(() => decodeZipPoints(new Uint8Array(4))).toThrow(/header/);
    expect(() => decodeZipPoints(new TextEncoder().encode('{"type":"FeatureCollection"}'))).toThrow(/magic/);
    expect(() => decodeZipPoints(bytes.slice(0, bytes.byteLength - 1))).toThrow(/bytes/);
    const badOffsets = bytes.slice();
    new DataView(badOffsets.buffer).setUint32(12 + 12 * 3, 1, true);
    expect(() => decodeZipPoints(badOffsets)).toThrow(/offsets/);
    const swapped = bytes.slice();
    // Point 1's end before its start.
    new DataView(swapped.buffer).setUint32(12 + 12 * 3 + 8, 0, true);
    expect(() => decodeZipPoints(swapped).zipCodeAt(1)).toThrow(/offsets/);
    expect(() => decodeZipPoints(bytes).zipCodeAt(3)).toThrow(RangeError);
    expect(() => decodeZipPoints(bytes).zipCodeAt(-1)).toThrow(RangeError);
  });

  it("refuses inputs that do not line up or ids that do not fit", () => {
    expect(() => encodeZipPoints({ ...input, zipCodes: ["1"] })).toThrow(/one entry per point/);
    expect(() => encodeZipPoints({ ids: [-1], longitudes: [0], latitudes: [0], zipCodes: ["1"] })).toThrow(/Uint32/);
    expect(() => encodeZipPoints({ ids: [1.5], longitudes: [0], latitudes: [0], zipCodes: ["1"] })).toThrow(/Uint32/);
    expect(() => encodeZipPoints({ ids: [2 ** 32], longitudes: [0], latitudes: [0], zipCodes: ["1"] })).toThrow(/Uint32/);
  });
});
