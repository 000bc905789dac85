import { describe, expect, it } from "vitest";
import { CopyOutParser, RecordBlocks, type HandBack } from "./copy-out-records.ts";

// What PostgreSQL sends for COPY ... TO STDOUT (FORMAT binary): the binary stream (signature,
// flags, header extension, rows of one length-prefixed field, the -1 trailer) in CopyData
// messages, between CopyOutResponse and CopyDone, then CommandComplete and ReadyForQuery.
function binaryCopy(values: readonly (string | null)[], extension = Buffer.alloc(0)): Buffer {
  const parts = [Buffer.from("PGCOPY\n\xff\r\n\0", "latin1"), Buffer.from([0, 0, 0, 0])];
  const extensionLength = Buffer.alloc(4);
  extensionLength.writeUInt32BE(extension.length);
  parts.push(extensionLength, extension);
  for (const value of values) {
    const row = Buffer.alloc(6);
    row.writeInt16BE(1);
    const bytes = value === null ? null : Buffer.from(value);
    row.writeInt32BE(bytes ? bytes.length : -1, 2);
    parts.push(row, ...(bytes ? [bytes] : []));
  }
  parts.push(Buffer.from([0xff, 0xff]));
  return Buffer.concat(parts);
}

function message(type: string, content: Buffer | string = Buffer.alloc(0)): Buffer {
  const body = typeof content === "string" ? Buffer.from(content) : content;
  const head = Buffer.alloc(5);
  head.write(type, 0, "latin1");
  head.writeUInt32BE(body.length + 4, 1);
  return Buffer.concat([head, body]);
}

const copyOutResponse = message("H", Buffer.from([1, 0, 1, 0, 1]));
const answerEnd = Buffer.concat([message("C", "COPY 4\0"), message("Z", "I")]);

/** The wire bytes of a COPY: the binary stream cut into CopyData messages of `size` bytes. */
function wire(binary: Buffer, size = binary.length, between: Buffer[] = []): Buffer {
  const parts = [copyOutResponse];
  for (let at = 0; at < binary.length; at += size) parts.push(message("d", binary.subarray(at, at + size)), ...between);
  return Buffer.concat([...parts, message("c"), answerEnd]);
}

/** Feeds the chunks in order: the fields' bytes and what was handed back (and where). */
function parse(chunks: Buffer[]) {
  const out: Buffer[] = [];
  const parser = new CopyOutParser((source, start, end) => out.push(Buffer.from(source.subarray(start, end))));
  let handBack: HandBack | undefined;
  let fedAfter = 0;
  for (const chunk of chunks) {
    if (handBack) fedAfter++;
    else handBack = parser.feed(chunk);
  }
  return { text: Buffer.concat(out).toString(), handBack, fedAfter };
}

describe("the bytes of a binary COPY read off the wire", () => {
  const records = ["1,plain,x\r\n", '2,"two\r\nlines",Malmö\r\n', "", "3,'=1+1,😀\r\n"];

  it("joins every row's field, framing left out, and hands back what follows CopyDone", () => {
    for (const [values, extension] of [
      [records, Buffer.alloc(0)],
      [[], Buffer.alloc(0)],
      [records, Buffer.from("ext")],
    ] as const) {
      const { text, handBack } = parse([wire(binaryCopy(values, extension))]);
      expect(text).toBe(values.join(""));
      expect(handBack).toEqual({ rest: answerEnd, complete: true });
    }
  });

  it("reads messages and rows cut anywhere: by a chunk's end, by a CopyData message's end, byte by byte", () => {
    const binary = binaryCopy(records);
    for (const size of [binary.length, 7, 1]) {
      const data = wire(binary, size);
      for (let cut = 0; cut <= data.length; cut++) {
        const { text, handBack } = parse([data.subarray(0, cut), data.subarray(cut)]);
        expect(text, `messages of ${size} bytes, cut at ${cut}`).toBe(records.join(""));
        // Handed back from the chunk that held CopyDone's last byte: the rest of that chunk.
        const copyDone = data.length - answerEnd.length;
        expect(handBack?.rest.equals(cut < copyDone ? answerEnd : data.subarray(copyDone, cut))).toBe(true);
      }
      expect(parse([...data].map((byte) => Buffer.from([byte]))).text).toBe(records.join(""));
    }
  });

  it("steps over notices and parameter changes sent in the middle of COPY", () => {
    const between = [message("N", "SNOTICE\0\0"), message("S", "TimeZone\0UTC\0")];
    expect(parse([wire(binaryCopy(records), 9, between)]).text).toBe(records.join(""));
  });

  it("hands an error back from its first byte, with the rows before it read", () => {
    const binary = binaryCopy(records);
    const rowsEnd = binary.length - 2 - Buffer.byteLength(records[3]!) - 6;
    const error = Buffer.concat([message("E", "SERROR\0C22012\0Mdivision by zero\0\0"), message("Z", "I")]);
    const data = Buffer.concat([copyOutResponse, message("d", binary.subarray(0, rowsEnd)), error]);
    for (let cut = 0; cut <= data.length; cut++) {
      const { text, handBack } = parse([data.subarray(0, cut), data.subarray(cut)]);
      expect(text).toBe(records.slice(0, 3).join(""));
      expect(handBack?.complete).toBe(false);
      const errorStart = data.length - error.length;
      expect(handBack?.rest.equals(cut <= errorStart ? error : data.subarray(errorStart, cut))).toBe(true);
    }
  });

  it("refuses what is not a binary COPY of one non-null text column", () => {
    expect(() => parse([wire(Buffer.from("1,plain\n2,text\n3,more\n"))])).toThrow(/binary COPY/);
    expect(() => parse([wire(binaryCopy(["a", null]))])).toThrow(/null/);
    const twoFields = binaryCopy(["ab"]);
    twoFields.writeInt16BE(2, 19);
    expect(() => parse([wire(twoFields)])).toThrow(/2 fields/);
    const cutShort = binaryCopy(["ab", "cd"]);
    expect(() => parse([wire(cutShort.subarray(0, cutShort.length - 2))])).toThrow(/before its trailer/);
    expect(() => parse([wire(Buffer.concat([binaryCopy(["ab"]), Buffer.from([0, 1])]))])).toThrow(/after a binary COPY's trailer/);
  });
});

describe("record blocks", () => {
  it("hands on full blocks as they fill and the rest when taken, every byte once and in order", () => {
    const blocks = new RecordBlocks(8);
    const pieces: Buffer[] = [];
    const source = Buffer.from("abcdefghijklmnopqrstuvwxyz");
    blocks.write(source, 0, 5, (piece) => pieces.push(piece));
    expect(blocks.pending).toBe(5);
    pieces.push(blocks.take()!);
    expect(blocks.take()).toBeNull();
    blocks.write(source, 5, 26, (piece) => pieces.push(piece));
    pieces.push(blocks.take()!);
    expect(pieces.map(String)).toEqual(["abcde", "fgh", "ijklmnop", "qrstuvwx", "yz"]);
    expect(blocks.pending).toBe(0);
  });
});
