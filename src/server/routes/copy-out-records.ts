/**
 * The bytes of COPY ... TO STDOUT (FORMAT binary) of one text column, read straight off the
 * connection's socket: each row's field is copied once, from the socket's chunk into a large
 * output block, and nothing else is allocated per row. Ten million catalog requests are
 * 1.3 GB; pg-copy-streams sliced every CopyData message out of its chunk, joined them, and the
 * binary format's framing was then stripped in a second copy: about a second of CPU per million
 * rows, beside the database's own on the same cores (README, issue 14).
 *
 * Two formats nest here (PostgreSQL docs, "Frontend/Backend Protocol" and "COPY", Binary
 * Format): wire messages, a type byte and a 32-bit length each, and inside the CopyData
 * messages the binary COPY stream, a signature, flags and header extension, then per row a
 * 16-bit field count and per field a 32-bit length and its bytes, and -1 as the trailer. Both
 * are parsed as one byte stream, so a chunk may end anywhere. All integers are big-endian.
 */

const COPY_DATA = 0x64; // 'd'
const COPY_DONE = 0x63; // 'c'
// Messages the server may send in the middle of COPY (protocol flow, "COPY Operations").
const SKIPPED = new Set([0x48 /* H, CopyOutResponse */, 0x4e /* N, notice */, 0x53 /* S, parameter */, 0x41 /* A, notification */]);

const SIGNATURE = Buffer.from("PGCOPY\n\xff\r\n\0", "latin1");
// Signature, 32-bit flags, 32-bit header extension length.
const FILE_HEADER_LENGTH = SIGNATURE.length + 8;

/** Where the bytes a chunk held past COPY go: back to pg's own parser (the rest of the answer). */
export interface HandBack {
  /** The bytes after the CopyDone message, or from an ErrorResponse (or any unexpected message) on. */
  rest: Buffer;
  /** True when COPY ended with its trailer and CopyDone; false when the server sent something else. */
  complete: boolean;
}

/** Where the fields' bytes are written: called with a range of a chunk, in order. */
export type FieldSink = (source: Buffer, start: number, end: number) => void;

// States of the binary COPY stream inside the CopyData messages.
const enum Binary {
  FileHeader,
  Extension,
  FieldCount,
  FieldLength,
  Field,
  Trailer,
}

/**
 * The wire parser: feed it the socket's chunks in order; it writes each row's field to the sink
 * and answers a HandBack once COPY is over (the chunk's remaining bytes belong to pg again).
 * Throws on what is not a binary COPY of one non-null column.
 */
export class CopyOutParser {
  // The wire message being read: its type, and how many bytes of its content are left.
  private type = -1;
  private messageLeft = 0;
  private binary = Binary.FileHeader;
  private left = 0;
  // Small integers cut by a chunk's end are gathered here.
  private readonly scratch = Buffer.alloc(FILE_HEADER_LENGTH);
  private have = 0;
  private lengthBytes = 0;

  constructor(private readonly sink: FieldSink) {}

  feed(chunk: Buffer): HandBack | undefined {
    let at = 0;
    while (at < chunk.length) {
      if (this.type === -1) {
        const type = chunk[at]!;
        if (type !== COPY_DATA && type !== COPY_DONE && !SKIPPED.has(type)) return { rest: chunk.subarray(at), complete: false };
        this.type = type;
        // The length (itself included) whole in this chunk, read in place; else byte by byte.
        if (at + 5 <= chunk.length) {
          this.messageLeft = chunk.readUInt32BE(at + 1) - 4;
          this.lengthBytes = 4;
          at += 5;
        } else {
          this.lengthBytes = 0;
          this.messageLeft = 0;
          at++;
          continue;
        }
      } else if (this.lengthBytes < 4) {
        // The message's length, itself included.
        this.messageLeft = this.messageLeft * 256 + chunk[at]!;
        at++;
        if (++this.lengthBytes === 4) this.messageLeft -= 4;
      } else {
        const end = Math.min(chunk.length, at + this.messageLeft);
        if (this.type === COPY_DATA) this.binaryBytes(chunk, at, end);
        this.messageLeft -= end - at;
        at = end;
      }
      if (this.lengthBytes === 4 && this.messageLeft === 0) {
        const type = this.type;
        this.type = -1;
        if (type === COPY_DONE) {
          if (this.binary !== Binary.Trailer) throw new Error("COPY ended before its trailer");
          return { rest: chunk.subarray(at), complete: true };
        }
      }
    }
    return undefined;
  }

  /** The binary COPY stream's bytes start..end of a chunk (all inside one CopyData message). */
  private binaryBytes(chunk: Buffer, start: number, end: number): void {
    let at = start;
    while (at < end) {
      switch (this.binary) {
        case Binary.Field: {
          const stop = Math.min(end, at + this.left);
          this.sink(chunk, at, stop);
          this.left -= stop - at;
          at = stop;
          if (this.left === 0) this.binary = Binary.FieldCount;
          break;
        }
        case Binary.FieldCount: {
          // The common case, count and length whole in this chunk, read in place.
          if (this.have === 0 && end - at >= 6) {
            if (this.fieldCount(chunk.readInt16BE(at))) {
              this.fieldLength(chunk.readInt32BE(at + 2));
              at += 6;
            } else at += 2;
            break;
          }
          at = this.gather(chunk, at, end, 2);
          if (this.have === 2) {
            this.have = 0;
            this.fieldCount(this.scratch.readInt16BE(0));
          }
          break;
        }
        case Binary.FieldLength:
          at = this.gather(chunk, at, end, 4);
          if (this.have === 4) {
            this.have = 0;
            this.fieldLength(this.scratch.readInt32BE(0));
          }
          break;
        case Binary.FileHeader:
          at = this.gather(chunk, at, end, FILE_HEADER_LENGTH);
          if (this.have === FILE_HEADER_LENGTH) {
            this.have = 0;
            if (!this.scratch.subarray(0, SIGNATURE.length).equals(SIGNATURE)) throw new Error("Not the output of a binary COPY");
            this.left = this.scratch.readUInt32BE(SIGNATURE.length + 4);
            this.binary = this.left > 0 ? Binary.Extension : Binary.FieldCount;
          }
          break;
        case Binary.Extension: {
          const skip = Math.min(end - at, this.left);
          at += skip;
          this.left -= skip;
          if (this.left === 0) this.binary = Binary.FieldCount;
          break;
        }
        case Binary.Trailer:
          throw new Error("Data after a binary COPY's trailer");
      }
    }
  }

  /** Copies up to `want` bytes into scratch (some may be there already); answers where it stopped. */
  private gather(chunk: Buffer, at: number, end: number, want: number): number {
    const n = Math.min(end - at, want - this.have);
    chunk.copy(this.scratch, this.have, at, at + n);
    this.have += n;
    return at + n;
  }

  /** Takes a row's field count; answers whether a field follows (false: the trailer). */
  private fieldCount(fields: number): boolean {
    if (fields === -1) {
      this.binary = Binary.Trailer;
      return false;
    }
    if (fields !== 1) throw new Error(`A binary COPY row of ${fields} fields where one was expected`);
    this.binary = Binary.FieldLength;
    return true;
  }

  private fieldLength(length: number): void {
    if (length < 0) throw new Error("A null field in a binary COPY of records");
    this.left = length;
    this.binary = length > 0 ? Binary.Field : Binary.FieldCount;
  }
}

/**
 * Output blocks the fields are copied into: 1 MB each, handed on in pieces (take) that the
 * HTTP answer writes as they are. A piece is a view of its block; the rest of the block is
 * filled after it, never over it.
 */
export class RecordBlocks {
  private block: Buffer;
  private start = 0;
  private end = 0;

  constructor(private readonly blockSize = 1 << 20) {
    this.block = Buffer.allocUnsafe(blockSize);
  }

  /** Bytes written and not yet taken. */
  get pending(): number {
    return this.end - this.start;
  }

  /** Copies source[from, to) in; a full block is handed to `full` and a new one begun. */
  write(source: Buffer, from: number, to: number, full: (piece: Buffer) => void): void {
    while (from < to) {
      if (this.end === this.block.length) {
        full(this.take()!);
        this.block = Buffer.allocUnsafe(this.blockSize);
        this.start = this.end = 0;
      }
      const n = Math.min(to - from, this.block.length - this.end);
      source.copy(this.block, this.end, from, from + n);
      this.end += n;
      from += n;
    }
  }

  /** What was written since the last take, or null. */
  take(): Buffer | null {
    if (this.end === this.start) return null;
    const piece = this.block.subarray(this.start, this.end);
    this.start = this.end;
    return piece;
  }
}
