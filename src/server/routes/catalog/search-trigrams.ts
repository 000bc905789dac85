/**
 * Which part of a search word to ask the trigram index for (issue 14): pure rules, no database.
 *
 * pg_trgm answers `text like '%word%'` from the GIN index with the postings of every trigram of
 * the word, intersected. GIN reads the rarest trigram's postings whole and, for each row they
 * name, looks that row up in every other trigram's postings (a descent of its posting tree and
 * a page decoded), so the cost grows with the candidates times the trigrams. On ten million
 * requests "fabio.stolz@demo" read 2,984 index pages in 112 ms, most of them for the trigrams
 * of "demo", which every request's e-mail holds, while "stolz@" alone read 229 pages in 14 ms
 * and found the same rows. A part of the word finds every row the word does, so the index is
 * asked for the part whose trigrams are rare and few, and the whole word is checked on the rows
 * found (order-list-query.ts searchMatch).
 *
 * Trigram frequencies come from a sample of the search table (order-search-parts.ts); a trigram
 * that holds a character outside ASCII is shown by pg_trgm as a hash and cannot be looked up,
 * so it counts as common.
 */

/** How often a trigram occurs: the share of rows that hold it (0 to 1), or undefined when it cannot be told. */
export type TrigramShare = (trigram: string) => number | undefined;

/** Postings of a trigram to an index page: one to two bytes each, compressed. */
const POSTINGS_PER_PAGE = 4_000;
/** Index pages read to look a candidate up in another trigram's postings (a descent of its posting tree). */
const DESCENT_PAGES = 2;
/**
 * An index page costs about twice a table page: its postings are decoded (on ten million rows,
 * EXPLAIN ANALYZE read index pages at some 35-40 µs each and table pages at some 18 µs).
 */
const INDEX_PAGE_COST = 2;
/** The longest part tried besides the whole word (longer parts only add trigrams). */
const MAX_PART_CHARS = 10;
/** A longer word is asked as typed (parts of a long word cost more to weigh than they save). */
const MAX_WORD_CHARS = 64;
/** A part is used only when it costs at most this share of the whole word (else the word is asked as typed). */
const WORTH_IT = 0.5;

const WORD_CHAR = /^[\p{L}\p{N}]$/u;

/**
 * The trigrams pg_trgm asks the index for, for `text like '%part%'` (generate_wildcard_trgm):
 * each run of letters and digits, lower-cased, padded with two spaces in front and one behind
 * where it meets a character that is not a letter or digit inside the part (not at the part's
 * ends, where the wildcard stands), cut into every three characters. A run shorter than three
 * characters with its padding gives none.
 */
export function containsTrigrams(part: string): string[] {
  const chars = [...part.toLowerCase()];
  const trigrams = new Set<string>();
  let i = 0;
  while (i < chars.length) {
    if (!WORD_CHAR.test(chars[i]!)) {
      i++;
      continue;
    }
    let j = i;
    while (j < chars.length && WORD_CHAR.test(chars[j]!)) j++;
    const padded = [...(i === 0 ? [] : [" ", " "]), ...chars.slice(i, j), ...(j === chars.length ? [] : [" "])];
    for (let k = 0; k + 3 <= padded.length; k++) trigrams.add(padded.slice(k, k + 3).join(""));
    i = j;
  }
  return [...trigrams];
}

/**
 * The estimated cost of asking the index for a part, in table pages per row of the table: the
 * rarest trigram's postings read whole, each candidate they name looked up in every other
 * trigram's postings (or those read whole, when shorter), and the rows that hold every trigram
 * read from the table and checked. Those rows are estimated from the rarest trigram's, each
 * other trigram keeping the square root of its share: a word's trigrams overlap and go together
 * far more often than by chance ("tol" and "olz": 1,377 rows of ten million hold both, 28,217
 * hold "olz"). Infinity when the part has no trigram (the index would return every row).
 */
export function partCost(part: string, share: TrigramShare): number {
  const shares = containsTrigrams(part)
    .map((t) => share(t) ?? 1)
    .sort((a, b) => a - b);
  if (shares.length === 0) return Infinity;
  const [rarest, ...others] = shares as [number, ...number[]];
  let indexPages = rarest / POSTINGS_PER_PAGE;
  let rows = rarest;
  for (const s of others) {
    indexPages += Math.min(s / POSTINGS_PER_PAGE, DESCENT_PAGES * rarest);
    rows *= Math.sqrt(s);
  }
  return INDEX_PAGE_COST * indexPages + rows;
}

/**
 * The part of a word's search form (a substring, as typed) to ask the index for, or undefined
 * to ask for the whole form: the cheapest part of up to MAX_PART_CHARS characters by partCost,
 * when it costs at most WORTH_IT of the whole form.
 */
export function indexedPart(form: string, share: TrigramShare): string | undefined {
  const chars = [...form];
  if (chars.length > MAX_WORD_CHARS) return undefined;
  const whole = partCost(form, share);
  let best: { part: string; cost: number } | undefined;
  for (let from = 0; from < chars.length; from++) {
    for (let to = from + 1; to <= Math.min(chars.length, from + MAX_PART_CHARS); to++) {
      if (from === 0 && to === chars.length) continue;
      const part = chars.slice(from, to).join("");
      const cost = partCost(part, share);
      if (!best || cost < best.cost || (cost === best.cost && part.length > best.part.length)) best = { part, cost };
    }
  }
  return best && Number.isFinite(best.cost) && best.cost <= whole * WORTH_IT ? best.part : undefined;
}
