import { describe, expect, it } from "vitest";
import { PassThrough } from "node:stream";
import { bufferedChunks, crlfRecordEnds, inlineParameters } from "./csv-copy.ts";

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
});

describe("record ends of COPY output", () => {
  const convert = (chunks: string[]) => {
    const withCrlf = crlfRecordEnds();
    return chunks.map((c) => withCrlf(Buffer.from(c)).toString()).join("");
  };

  it("turns record ends into CRLF and keeps line breaks inside quoted cells", () => {
    expect(convert(['1,"two\nlines",x\n2,plain\n'])).toBe('1,"two\nlines",x\r\n2,plain\r\n');
    expect(convert(['1,"say ""hi""\n",x\n'])).toBe('1,"say ""hi""\n",x\r\n');
    expect(convert(["no line end yet"])).toBe("no line end yet");
  });

  it("remembers quotes across chunks, wherever a chunk ends", () => {
    const text = '1,"a\nb",c\n2,"""q""\n",d\n3,e\n';
    const expected = '1,"a\nb",c\r\n2,"""q""\n",d\r\n3,e\r\n';
    for (let cut = 0; cut <= text.length; cut++) expect(convert([text.slice(0, cut), text.slice(cut)]), `cut at ${cut}`).toBe(expected);
    expect(convert([...text])).toBe(expected);
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
