import { describe, expect, it } from "vitest";
import { containsTrigrams, indexedPart, partCost, type TrigramShare } from "./search-trigrams.ts";

const sorted = (part: string) => containsTrigrams(part).sort();

describe("containsTrigrams: what pg_trgm asks the index for, for like '%part%'", () => {
  it("pads a run of letters only where it meets a separator inside the part", () => {
    expect(sorted("stolz")).toEqual(["olz", "sto", "tol"]);
    expect(sorted("fabio.stolz@demo")).toEqual(
      ["  d", "  s", " de", " st", "abi", "bio", "dem", "emo", "fab", "io ", "lz ", "olz", "sto", "tol"].sort(),
    );
    expect(sorted("126 86")).toEqual(["  8", " 86", "126", "26 "].sort());
    expect(sorted(".ab")).toEqual(["  a", " ab"]);
    expect(sorted("ab.")).toEqual(["ab "]);
  });

  it("gives none for a run too short to hold a trigram, or no letter at all", () => {
    expect(containsTrigrams("ab")).toEqual([]);
    expect(containsTrigrams("a")).toEqual([]);
    expect(containsTrigrams("@.-")).toEqual([]);
    expect(containsTrigrams("")).toEqual([]);
  });

  it("lower-cases, counts characters not bytes, and lists each trigram once", () => {
    expect(sorted("MalMö")).toEqual(["alm", "lmö", "mal"]);
    expect(sorted("nanana")).toEqual(["ana", "nan"]);
  });
});

/** Shares by trigram; unlisted ones rare (one row in 20,000), hashed ones (not ASCII) unknown. */
const shares =
  (known: Record<string, number>): TrigramShare =>
  (t) =>
    /[^\x20-\x7e]/.test(t) ? undefined : (known[t] ?? 1 / 20_000);

describe("indexedPart: the part of a word the trigram index is asked for", () => {
  // Every e-mail holds "demo"; "fabio" is a common first name, "stolz" a rare last name.
  const demo = shares({ "  d": 0.95, " de": 0.95, dem: 0.95, emo: 0.95, fab: 0.01, abi: 0.012, bio: 0.01, "io ": 0.05 });

  it("leaves out the trigrams every row holds, and keeps a part of the word", () => {
    const part = indexedPart("fabio.stolz@demo", demo)!;
    expect("fabio.stolz@demo").toContain(part);
    expect(containsTrigrams(part).some((t) => t.includes("d") && t.includes("e"))).toBe(false);
    expect(partCost(part, demo)).toBeLessThan(partCost("fabio.stolz@demo", demo) / 2);
  });

  it("asks for a word as typed when no part is much cheaper: all its trigrams rare, or all common", () => {
    expect(indexedPart("quorvex", shares({}))).toBeUndefined();
    expect(indexedPart("demo", demo)).toBeUndefined();
  });

  it("never picks a part without a trigram, and leaves words too short for one alone", () => {
    expect(indexedPart("ab", demo)).toBeUndefined();
    expect(partCost("a@", demo)).toBe(Infinity);
    expect(containsTrigrams("a.b")).toEqual(["  b"]);
    for (const word of ["x@demo", "fabio.stolz@demo", "126 86", "070 14"]) {
      const part = indexedPart(word, demo);
      if (part !== undefined) expect(containsTrigrams(part).length).toBeGreaterThan(0);
    }
  });

  it("counts a trigram it cannot look up (pg_trgm hashes those with letters outside ASCII) as common", () => {
    const part = indexedPart("örjansström", shares({}))!;
    expect(part).not.toMatch(/[öÖ]/);
    expect("örjansström").toContain(part);
  });
});
