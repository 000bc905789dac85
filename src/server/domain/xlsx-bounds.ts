import { Readable } from "node:stream";
import zlib from "node:zlib";

/**
 * An XLSX file is a ZIP archive, and the upload limit bounds only its compressed size: a few
 * megabytes of deflated zeros or repeated text unpack to gigabytes, which exceljs would inflate
 * and hold whole (a zip bomb). Before exceljs sees a workbook, this reads the archive's central
 * directory (the sizes it declares) and then inflates each entry as a stream, counting the bytes
 * really produced (a declared size may lie) and the rows of the worksheets, stopping at the first
 * bound passed. Nothing inflated is kept: memory stays at one chunk.
 */

export interface XlsxBounds {
  /** The most bytes all entries may unpack to together. */
  maxUnpackedBytes: number;
  /** The most rows all worksheets may hold together. */
  maxRows: number;
}

/** A workbook past a bound: "unpacked" (its size once inflated) or "rows". */
export class XlsxTooLargeError extends Error {
  constructor(readonly bound: "unpacked" | "rows") {
    super(bound === "unpacked" ? "The workbook unpacks to too many bytes." : "The workbook has too many rows.");
  }
}

/** An archive that is not a ZIP file as XLSX writes them. */
export class ZipStructureError extends Error {}

interface ZipEntry {
  name: string;
  method: number;
  compressedSize: number;
  uncompressedSize: number;
  localHeaderOffset: number;
}

const END_OF_CENTRAL_DIRECTORY = 0x06054b50;
const CENTRAL_DIRECTORY_ENTRY = 0x02014b50;
const LOCAL_FILE_HEADER = 0x04034b50;
const STORED = 0;
const DEFLATED = 8;

/** The entries the central directory lists (the end record is found from the file's end; a comment may follow it). */
export function zipEntries(bytes: Uint8Array): ZipEntry[] {
  const view = new DataView(bytes.buffer, bytes.byteOffset, bytes.byteLength);
  const u16 = (at: number) => view.getUint16(at, true);
  const u32 = (at: number) => view.getUint32(at, true);
  let end = -1;
  for (let at = bytes.length - 22; at >= Math.max(0, bytes.length - 22 - 0xffff); at--) {
    if (u32(at) === END_OF_CENTRAL_DIRECTORY) {
      end = at;
      break;
    }
  }
  if (end < 0) throw new ZipStructureError("No end of central directory record.");
  const count = u16(end + 10);
  let at = u32(end + 16);
  const entries: ZipEntry[] = [];
  for (let i = 0; i < count; i++) {
    if (at + 46 > bytes.length || u32(at) !== CENTRAL_DIRECTORY_ENTRY) throw new ZipStructureError("Damaged central directory.");
    const nameLength = u16(at + 28);
    entries.push({
      method: u16(at + 10),
      compressedSize: u32(at + 20),
      uncompressedSize: u32(at + 24),
      localHeaderOffset: u32(at + 42),
      name: Buffer.from(bytes.subarray(at + 46, at + 46 + nameLength)).toString("utf8"),
    });
    at += 46 + nameLength + u16(at + 30) + u16(at + 32);
  }
  return entries;
}

/** The compressed bytes of an entry, found through its local header. */
function entryData(bytes: Uint8Array, entry: ZipEntry): Uint8Array {
  const view = new DataView(bytes.buffer, bytes.byteOffset, bytes.byteLength);
  const at = entry.localHeaderOffset;
  if (at + 30 > bytes.length || view.getUint32(at, true) !== LOCAL_FILE_HEADER) throw new ZipStructureError("Damaged local header.");
  const start = at + 30 + view.getUint16(at + 26, true) + view.getUint16(at + 28, true);
  if (start + entry.compressedSize > bytes.length) throw new ZipStructureError("An entry runs past the end of the file.");
  return bytes.subarray(start, start + entry.compressedSize);
}

/** A worksheet's row element, with or without a namespace prefix (<row r="1">, <x:row>). */
const ROW_TAG = /<(?:[A-Za-z_][\w.-]{0,9}:)?row[\s>/]/g;
/** Longer than any ROW_TAG match: text kept from one chunk to the next so a tag cut in two is still found. */
const CARRY = 32;

/** Counts row tags in a stream of XML text cut into chunks anywhere. */
class RowCounter {
  rows = 0;
  private carry = "";

  add(chunk: Buffer): void {
    const text = this.carry + chunk.toString("latin1");
    const settled = text.length - CARRY;
    for (const match of text.matchAll(ROW_TAG)) if (match.index < settled) this.rows++;
    this.carry = text.slice(Math.max(0, settled));
  }

  finish(): number {
    this.rows += [...this.carry.matchAll(ROW_TAG)].length;
    this.carry = "";
    return this.rows;
  }
}

const isWorksheet = (name: string) => /^xl\/worksheets\/[^/]+\.xml$/i.test(name);

/**
 * Refuses (XlsxTooLargeError) a workbook that unpacks to more than maxUnpackedBytes or whose
 * worksheets hold more than maxRows rows, and (ZipStructureError) one that is no readable ZIP.
 */
export async function assertXlsxWithinBounds(bytes: Uint8Array, bounds: XlsxBounds): Promise<void> {
  const entries = zipEntries(bytes);
  // The declared sizes first: most bombs say what they are, and are refused without inflating.
  const declared = entries.reduce((sum, e) => sum + e.uncompressedSize, 0);
  if (declared > bounds.maxUnpackedBytes) throw new XlsxTooLargeError("unpacked");
  let unpacked = 0;
  let rows = 0;
  for (const entry of entries) {
    const data = entryData(bytes, entry);
    const counter = isWorksheet(entry.name) ? new RowCounter() : undefined;
    if (entry.method === STORED) {
      unpacked += data.length;
      counter?.add(Buffer.from(data.buffer, data.byteOffset, data.byteLength));
    } else if (entry.method === DEFLATED) {
      const inflate = Readable.from([data]).pipe(zlib.createInflateRaw());
      try {
        for await (const chunk of inflate) {
          unpacked += (chunk as Buffer).length;
          if (unpacked > bounds.maxUnpackedBytes) throw new XlsxTooLargeError("unpacked");
          counter?.add(chunk as Buffer);
          if (counter && rows + counter.rows > bounds.maxRows) throw new XlsxTooLargeError("rows");
        }
      } catch (error) {
        if (error instanceof XlsxTooLargeError) throw error;
        throw new ZipStructureError(`An entry does not inflate: ${String((error as Error).message).slice(0, 100)}`);
      } finally {
        inflate.destroy();
      }
    } else {
      throw new ZipStructureError(`Unsupported compression method ${entry.method}.`);
    }
    if (unpacked > bounds.maxUnpackedBytes) throw new XlsxTooLargeError("unpacked");
    if (counter) rows += counter.finish();
    if (rows > bounds.maxRows) throw new XlsxTooLargeError("rows");
  }
}
