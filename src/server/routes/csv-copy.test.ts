import { describe, expect, it } from "vitest";
import { PassThrough } from "node:stream";
import { isDatabaseUnavailable, mapDatabaseError } from "../db/errors.ts";
import { binaryCopyTextColumn, bufferedChunks, inlineParameters } from "./csv-copy.ts";

describe("parameters written into a COPY statement", () => {
  it("replaces placeholders by quoted literals, in order, also past $9", () => {
    const parameters = ["a", 2, true, null, "o'hara", "back\\slash", new Date("2026-01-02T03:04:05Z"), "x", "y", "ten"];
    const sql = `select * from "t" where a = $1 and b = $2 and c = $3 and d is not distinct from $4 and e = $5 and f = $6 and g = $7 and h in ($8, $9, $10)`;
    expect(inlineParameters({ sql, parameters })).toBe(
      `select * from "t" where a = 'a' and b = 2 and c = true and d is not distinct from null and e = 'o''hara' and f =  E'back\\\\slash' and g = '2026-01-02T03:04:05.000Z'::timestamptz and h in ('x', 'y', 'ten')`,
    );
  });

  it("leaves $n inside quoted strings and identifiers alone", () => {
    const sql = `select '$1 costs', "col$1", E'it\\'s $1', 'it''s $1', $1 from x`;
    expect(inlineParameters({ sql, parameters: ["v"] })).toBe(`select '$1 costs', "col$1", E'it\\'s $1', 'it''s $1', 'v' from x`);
  });

  it("refuses placeholders without a value and values it cannot write", () => {
    expect(() => inlineParameters({ sql: "select $2", parameters: ["a"] })).toThrow(/\$2/);
    expect(() => inlineParameters({ sql: "select $1", parameters: [{ a: 1 }] })).toThrow(/object/);
    expect(() => inlineParameters({ sql: "select $1", parameters: [Number.NaN] })).toThrow();
    expect(() => inlineParameters({ sql: "select 'open", parameters: [] })).toThrow(/Unterminated/);
  });

  it("refuses a NUL in a text as PostgreSQL refuses it in a parameter (22021, a bad value), never into the statement", () => {
    let thrown: unknown;
    try {
      inlineParameters({ sql: "select $1", parameters: ["a\u0000b"] });
    } catch (error) {
      thrown = error;
    }
    expect(thrown).toMatchObject({ code: "22021" });
    expect(mapDatabaseError(thrown)?.statusCode).toBe(400);
    expect(isDatabaseUnavailable(thrown)).toBe(false);
  });
});

describe("binary COPY of one text column", () => {
  // What PostgreSQL sends for COPY ... TO STDOUT (FORMAT binary): signature, flags, header
  // extension, rows of one length-prefixed field, the -1 trailer.
  const binaryCopy = (values: (string | null)[], extension = Buffer.alloc(0)) => {
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
  };
  const read = (chunks: Buffer[]) => {
    const fields = binaryCopyTextColumn();
    return Buffer.concat(chunks.map((c) => fields(c))).toString();
  };
  const records = ["1,plain,x\r\n", '2,"two\r\nlines",Malmö\r\n', "", "3,'=1+1,😀\r\n"];

  it("joins every row's field, framing left out", () => {
    expect(read([binaryCopy(records)])).toBe(records.join(""));
    expect(read([binaryCopy([])])).toBe("");
    expect(read([binaryCopy(records, Buffer.from("ext"))])).toBe(records.join(""));
  });

  it("finishes a row cut by a chunk's end with the next chunk, wherever the cut is", () => {
    const data = binaryCopy(records);
    for (let cut = 0; cut <= data.length; cut++) {
      expect(read([data.subarray(0, cut), data.subarray(cut)]), `cut at ${cut}`).toBe(records.join(""));
    }
    expect(read([...data].map((byte) => Buffer.from([byte])))).toBe(records.join(""));
  });

  it("refuses what is not a binary COPY of one non-null text column", () => {
    expect(() => read([Buffer.from("1,plain\n2,text\n3,more\n")])).toThrow(/binary COPY/);
    expect(() => read([binaryCopy(["a", null])])).toThrow(/null/);
    const twoFields = binaryCopy(["ab"]);
    twoFields.writeInt16BE(2, 19);
    expect(() => read([twoFields])).toThrow(/2 fields/);
  });
});

describe("buffered chunks of a byte stream", () => {
  it("hands on everything waiting at once, in order, and ends with the stream", async () => {
    const stream = new PassThrough();
    for (let i = 0; i < 1000; i++) stream.write(`row ${i}\n`);
    const chunks: Buffer[] = [];
    const reading = (async () => {
      for await (const chunk of bufferedChunks(stream)) chunks.push(chunk);
    })();
    setTimeout(() => {
      stream.write("late row\n");
      stream.end();
    }, 10);
    await reading;
    const text = Buffer.concat(chunks).toString();
    expect(text.split("\n").filter(Boolean)).toHaveLength(1001);
    expect(text.endsWith("late row\n")).toBe(true);
    // A thousand writes made before reading arrive in a few pieces, not one by one.
    expect(chunks.length).toBeLessThan(10);
  });

  it("passes a stream's error on", async () => {
    const stream = new PassThrough();
    stream.write("partial");
    setTimeout(() => stream.destroy(new Error("connection lost")), 10);
    const read = async () => {
      for await (const _ of bufferedChunks(stream));
    };
    await expect(read()).rejects.toThrow("connection lost");
  });
});
