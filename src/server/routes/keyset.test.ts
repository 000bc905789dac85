import { describe, expect, it } from "vitest";
import { cursorBinding, encodeCursor, keyPosition, keysetPageOf, numberedPageCursors, type KeyColumn } from "./keyset.ts";

const keys: KeyColumn[] = [
  { column: "o.country", same: true, nullable: true },
  { column: "o.created_date", same: false, nullable: false },
  { column: "o.id", same: false, nullable: false },
];
const binding = cursorBinding("list", { countryCode: "SE" }, "country", "asc");

describe("keyset cursors", () => {
  it("decode to the row key they were made from, for the same list, filters and sort only", () => {
    const cursor = encodeCursor(binding, ["SE", "2026-01-01T00:00:00.123456+00:00", 7]);
    expect(keyPosition({ after: cursor }, binding, keys)).toEqual({ after: ["SE", "2026-01-01T00:00:00.123456+00:00", 7] });
    expect(keyPosition({ before: cursor }, binding, keys)).toEqual({ before: ["SE", "2026-01-01T00:00:00.123456+00:00", 7] });
    expect(keyPosition({}, binding, keys)).toBeUndefined();
    const otherSort = cursorBinding("list", { countryCode: "SE" }, "country", "desc");
    expect(() => keyPosition({ after: cursor }, otherSort, keys)).toThrow(/other filters or another sort/);
  });

  it("refuse what is not a cursor: bad encoding, wrong width, a null where the column has none", () => {
    const refused = (after: string) => expect(() => keyPosition({ after }, binding, keys), after).toThrow(/is not a cursor/);
    refused("%%%");
    refused(Buffer.from("[1,2]").toString("base64url"));
    refused(encodeCursor(binding, ["SE", 7]));
    refused(encodeCursor(binding, ["SE", null, 7]));
    refused(encodeCursor(binding, [{ x: 1 } as never, "t", 7]));
    expect(() => keyPosition({ after: "a", before: "b" }, binding, keys)).toThrow(/not both/);
    // A null country is a place of its own (nulls last), not a refusal.
    expect(keyPosition({ after: encodeCursor(binding, [null, "t", 7]) }, binding, keys)).toEqual({ after: [null, "t", 7] });
  });

  it("lead on from a page read by keyset, and back to the first page by number at the start", () => {
    const row = (id: number) => ({ id, key: [null, "t", id] as const });
    const after = { after: [null, "t", 0] as const };
    const full = keysetPageOf([row(1), row(2), row(3)], after, 2, binding)!;
    expect(full.rows.map((r) => r.id)).toEqual([1, 2]);
    expect(full.nextCursor).toBe(encodeCursor(binding, row(2).key));
    expect(full.previousCursor).toBe(encodeCursor(binding, row(1).key));
    expect(keysetPageOf([row(1)], after, 2, binding)!.nextCursor).toBeNull();
    // Read backwards: reversed into the sort's order.
    const before = keysetPageOf([row(5), row(4), row(3)], { before: [null, "t", 6] }, 2, binding)!;
    expect(before.rows.map((r) => r.id)).toEqual([4, 5]);
    expect(keysetPageOf([row(5)], { before: [null, "t", 6] }, 2, binding)).toBeUndefined();
  });

  it("lead on from a page read by number", () => {
    expect(numberedPageCursors([["a"], ["b"]], { offset: 0, limit: 2 }, binding)).toEqual({
      previousCursor: null,
      nextCursor: encodeCursor(binding, ["b"]),
    });
    expect(numberedPageCursors([["a"]], { offset: 2, limit: 2 }, binding)).toEqual({
      previousCursor: encodeCursor(binding, ["a"]),
      nextCursor: null,
    });
  });
});
