import { sql, type Kysely } from "kysely";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { DB } from "../../src/server/db/schema.ts";
import { matchingOrders, searchForm, searchMatch } from "../../src/server/routes/catalog/order-list-query.ts";
import { readSample, withIndexedParts, type Sample } from "../../src/server/routes/catalog/order-search-parts.ts";
import { containsTrigrams } from "../../src/server/routes/catalog/search-trigrams.ts";
import { createTestApp, type TestApp } from "../fixtures/app.ts";
import { testDatabaseKinds } from "../fixtures/databases.ts";

/**
 * A search word is asked of the trigram index by its rarest part and checked whole on the rows
 * found (issue 14, order-search-parts.ts): the answer must be exactly the whole word's, the
 * index must be asked for the part alone, and the sample behind the choice must count the rows
 * that hold each trigram.
 */
const FIRST = ["Fabio", "Anna", "Erik", "Maria", "Lars", "Sofia"];
const ROWS = 1_260;
/** Rows with rare last names, as on a large table: a word's rarest trigrams in a few rows, the demo domain's in all. */
const RARE = [
  ["Fabio", "Stolz"],
  ["Fabio", "Stolz"],
  ["Anna", "Holz"],
  ["Erik", "Scholz"],
  ["Anna", "Andersson"],
  ["Lars", "Larsson"],
];

// Every word and a few that cross a separator or are cut short; one that no row holds.
const WORDS = ["fabio.stolz@demo", "stolz@demo", "anna.andersson", "olz@", "larsson@demo.ex", "storgatan 12-14", "12-14", "qzx.stolz@demo"];

describe.each(testDatabaseKinds)("catalog search by a part of each word on %s", (kind) => {
  let t: TestApp;
  let sample: Sample;
  const db = (): Kysely<DB> => t.database.db;

  beforeAll(async () => {
    t = await createTestApp(kind);
    // Every e-mail at the demo domain (its trigrams in every row); last names unique but for the rare ones.
    await sql`insert into catalog_orders (firstname, lastname, email, street, city, zip_code, country, offers, status_id)
      select f, l, lower(f || '.' || l) || '@demo.example', 'Storgatan ' || (g % 20) || '-' || (g % 20 + 2), 'Ort', '123 45', 'SE', '{}', 1
      from generate_series(1, ${sql.lit(ROWS)}) g,
        lateral (select coalesce((${RARE.map((r) => r[0]!)}::text[])[g], (${FIRST}::text[])[1 + g % ${sql.lit(FIRST.length)}]) as f,
          coalesce((${RARE.map((r) => r[1]!)}::text[])[g], 'Kund' || g) as l) n`.execute(db());
    await sql`analyze catalog_order_search`.execute(db());
    sample = (await readSample(db(), { rows: 1e9, largeTable: 0, least: 1 }))!;
  });
  afterAll(() => t?.close());

  it("counts, in the sample, the rows that hold each trigram", async () => {
    const total = await db()
      .selectFrom("catalog_order_search")
      .select((eb) => eb.fn.countAll<number>().as("n"))
      .executeTakeFirstOrThrow();
    expect(sample.rows).toBe(Number(total.n));
    for (const trigram of ["dem", "olz", " st", "  f", "on "]) {
      const { rows } = await sql<{
        n: number;
      }>`select count(*)::int as n from catalog_order_search where ${trigram} = any(show_trgm(search_text))`.execute(db());
      expect(sample.counts.get(trigram), trigram).toBe(rows[0]!.n);
    }
    // Only a large table is sampled, and a sample of too few rows tells nothing.
    expect(await readSample(db(), { rows: 1e9, largeTable: 10_000_000, least: 1 })).toBeUndefined();
    expect(await readSample(db(), { rows: 1e9, largeTable: 0, least: ROWS + 100 })).toBeUndefined();
  });

  it("asks for a part without the trigrams every row holds, and finds exactly what the whole word finds", async () => {
    const filters = await withIndexedParts(db(), { searchString: WORDS.join(" ") }, async () => sample);
    const part = filters.indexedParts?.get("fabio.stolz@demo");
    expect(part).toBeDefined();
    expect("fabio.stolz@demo").toContain(part!);
    expect(containsTrigrams(part!)).not.toContain("dem");
    for (const word of WORDS) {
      const whole = await ids({ searchString: word });
      const chosen = await ids(await withIndexedParts(db(), { searchString: word }, async () => sample));
      expect(chosen, word).toEqual(whole);
      // Any part at all: the answer is the word's.
      const { form } = searchForm(word);
      for (const forced of partsOf(form)) {
        expect(await ids({ searchString: word, indexedParts: new Map([[word, forced]]) }), `${word} by ${forced}`).toEqual(whole);
      }
    }
    expect(await ids({ searchString: "fabio.stolz@demo" })).toHaveLength(2);
  });

  it("puts the part alone in the index condition and checks the whole word as a filter", async () => {
    const plan = await db()
      .transaction()
      .execute(async (trx) => {
        await sql`set local enable_seqscan = off`.execute(trx);
        const query = trx
          .selectFrom("catalog_order_search as s")
          .select("s.id")
          .where(searchMatch(sql.ref("s.search_text"), [{ word: "fabio.stolz@demo", indexed: "tolz@" }]));
        const { rows } = await sql<{ "QUERY PLAN": unknown }>`explain (format json) ${query}`.execute(trx);
        return JSON.stringify(rows[0]!["QUERY PLAN"]);
      });
    const conditions = [...plan.matchAll(/"(?:Index Cond|Recheck Cond)":\s*"((?:[^"\\]|\\.)*)"/g)].map((m) => m[1]!);
    expect(plan).toContain("catalog_order_search_day_trgm_idx");
    expect(conditions.length).toBeGreaterThan(0);
    for (const condition of conditions) {
      expect(condition).toContain("%tolz@%");
      expect(condition).not.toContain("fabio");
    }
    expect(plan).toContain("%fabio.stolz@demo%");
  });

  /** The ids matching the filters, in order. */
  async function ids(filters: Parameters<typeof matchingOrders>[1]) {
    const rows = await matchingOrders(db(), filters).select("o.id").orderBy("o.id").execute();
    return rows.map((r) => r.id);
  }
});

/** Every part of a word that holds a trigram (the index could not be asked for the others). */
function partsOf(form: string): string[] {
  const chars = [...form];
  const parts = new Set<string>();
  for (let from = 0; from < chars.length; from++)
    for (let to = from + 1; to <= chars.length; to++) {
      const part = chars.slice(from, to).join("");
      if (containsTrigrams(part).length > 0) parts.add(part);
    }
  return [...parts];
}
