/**
 * Zip-code points as binary (issue 15: every point of the six markets, ~56,000, fetched and
 * decoded in the browser within 150 ms): the answer of getZipCodePoints. The server encodes
 * with encodeZipPoints and the map decodes with decodeZipPoints, which only lays typed-array
 * views over the bytes: no object per point, and deck.gl takes the positions as they are.
 *
 * Layout, little-endian, every array 4-byte aligned (N points, T bytes of zip-code text):
 *
 *   offset            size      what
 *   0                 4         magic "ZPT1" (format and version)
 *   4                 4         Uint32 N, the number of points
 *   8                 4         Uint32 T, the bytes of zip-code text
 *   12                8 N       Float32 longitude, latitude of each point (deck.gl's getPosition, size 2)
 *   12 + 8 N          4 N       Uint32 zip-code id of each point
 *   12 + 12 N         4 (N + 1) Uint32 offsets: point i's zip code is text[offset[i], offset[i + 1])
 *   16 + 16 N         T         the zip codes as UTF-8, one after the other
 *
 * Points come in the server's order (country code, then zip code). Float32 keeps a position to
 * about a metre, well below what a zip-code point means.
 */

export const ZIP_POINTS_MAGIC = "ZPT1";
export const ZIP_POINTS_MEDIA_TYPE = "application/octet-stream";
const HEADER_BYTES = 12;

/** Points to encode, one entry per point in each array. */
export interface ZipPointsInput {
  ids: ArrayLike<number>;
  longitudes: ArrayLike<number>;
  latitudes: ArrayLike<number>;
  zipCodes: readonly string[];
}

/** The decoded points: views over the answer's bytes, plus the zip code of a point on demand. */
export interface ZipPoints {
  count: number;
  /** longitude, latitude of point i at 2 i and 2 i + 1. */
  positions: Float32Array;
  /** Zip-code id (zip_codes.id) of point i. */
  ids: Uint32Array;
  /** The zip code of point i, decoded when asked for (the map needs it only under the cursor). */
  zipCodeAt(index: number): string;
}

/** The bytes of the points in the layout above. */
export function encodeZipPoints(input: ZipPointsInput): Uint8Array {
  const count = input.ids.length;
  if (input.longitudes.length !== count || input.latitudes.length !== count || input.zipCodes.length !== count)
    throw new Error("encodeZipPoints: ids, longitudes, latitudes and zipCodes must have one entry per point");
  const encoder = new TextEncoder();
  const texts = input.zipCodes.map((zipCode) => encoder.encode(zipCode));
  const textBytes = texts.reduce((sum, text) => sum + text.length, 0);
  const layout = layoutOf(count, textBytes);
  const buffer = new ArrayBuffer(layout.total);
  const header = new DataView(buffer, 0, HEADER_BYTES);
  for (let i = 0; i < 4; i++) header.setUint8(i, ZIP_POINTS_MAGIC.charCodeAt(i));
  header.setUint32(4, count, true);
  header.setUint32(8, textBytes, true);
  const positions = new Float32Array(buffer, layout.positions, count * 2);
  const ids = new Uint32Array(buffer, layout.ids, count);
  const offsets = new Uint32Array(buffer, layout.offsets, count + 1);
  const text = new Uint8Array(buffer, layout.text, textBytes);
  let at = 0;
  for (let i = 0; i < count; i++) {
    const id = input.ids[i]!;
    if (!Number.isInteger(id) || id < 0 || id > 0xffffffff) throw new Error(`encodeZipPoints: id ${id} does not fit a Uint32`);
    positions[2 * i] = input.longitudes[i]!;
    positions[2 * i + 1] = input.latitudes[i]!;
    ids[i] = id;
    offsets[i] = at;
    text.set(texts[i]!, at);
    at += texts[i]!.length;
  }
  offsets[count] = at;
  if (!LITTLE_ENDIAN) swapToLittleEndian(buffer, layout);
  return new Uint8Array(buffer);
}

/**
 * Views over bytes in the layout above. Throws on anything else (a wrong magic, a length that
 * does not match the header, offsets out of order), so a broken answer fails loudly instead
 * of drawing points in the wrong places.
 */
export function decodeZipPoints(bytes: ArrayBuffer | Uint8Array): ZipPoints {
  if (!LITTLE_ENDIAN) throw new Error("decodeZipPoints: needs a little-endian machine");
  // Typed arrays need their offset aligned to their element size: copy a misaligned view once.
  const view = bytes instanceof Uint8Array ? bytes : new Uint8Array(bytes);
  const aligned = view.byteOffset % 4 === 0 ? view : view.slice();
  if (aligned.byteLength < HEADER_BYTES) throw new Error("decodeZipPoints: shorter than its header");
  const header = new DataView(aligned.buffer, aligned.byteOffset, HEADER_BYTES);
  const magic = String.fromCharCode(...aligned.subarray(0, 4));
  if (magic !== ZIP_POINTS_MAGIC) throw new Error(`decodeZipPoints: not zip-code points (magic ${JSON.stringify(magic)})`);
  const count = header.getUint32(4, true);
  const textBytes = header.getUint32(8, true);
  const layout = layoutOf(count, textBytes);
  if (aligned.byteLength !== layout.total) throw new Error(`decodeZipPoints: ${aligned.byteLength} bytes, the header says ${layout.total}`);
  const base = aligned.byteOffset;
  const positions = new Float32Array(aligned.buffer, base + layout.positions, count * 2);
  const ids = new Uint32Array(aligned.buffer, base + layout.ids, count);
  const offsets = new Uint32Array(aligned.buffer, base + layout.offsets, count + 1);
  const text = new Uint8Array(aligned.buffer, base + layout.text, textBytes);
  if (offsets[0] !== 0 || offsets[count] !== textBytes) throw new Error("decodeZipPoints: zip-code offsets do not span the text");
  const decoder = new TextDecoder();
  return {
    count,
    positions,
    ids,
    zipCodeAt(index) {
      if (!Number.isInteger(index) || index < 0 || index >= count) throw new RangeError(`No point ${index} of ${count}`);
      const start = offsets[index]!;
      const end = offsets[index + 1]!;
      if (end < start || end > textBytes) throw new Error(`decodeZipPoints: bad offsets for point ${index}`);
      return decoder.decode(text.subarray(start, end));
    },
  };
}

interface Layout {
  positions: number;
  ids: number;
  offsets: number;
  text: number;
  total: number;
}

function layoutOf(count: number, textBytes: number): Layout {
  const positions = HEADER_BYTES;
  const ids = positions + 8 * count;
  const offsets = ids + 4 * count;
  const text = offsets + 4 * (count + 1);
  return { positions, ids, offsets, text, total: text + textBytes };
}

const LITTLE_ENDIAN = new Uint8Array(new Uint16Array([1]).buffer)[0] === 1;

/** Typed arrays write in the machine's order; on a big-endian one, turn each 4-byte word round. */
function swapToLittleEndian(buffer: ArrayBuffer, layout: Layout): void {
  const words = new Uint8Array(buffer, layout.positions, layout.text - layout.positions);
  for (let i = 0; i < words.length; i += 4) {
    const [a, b, c, d] = [words[i]!, words[i + 1]!, words[i + 2]!, words[i + 3]!];
    words[i] = d;
    words[i + 1] = c;
    words[i + 2] = b;
    words[i + 3] = a;
  }
}
