import isoCountries from "i18n-iso-countries";
import { bulkInsert } from "./batch.ts";
import type { SeedContext } from "./context.ts";
import { KEY_MARKETS } from "./markets.ts";

/** Country id by ISO code. */
export type CountryIds = Map<string, number>;

/** Every ISO 3166-1 country (about 250, Kosovo XK included) with English and Swedish names. */
export function isoCountryList(): { code: string; name: string; nameSv: string }[] {
  const english = isoCountries.getNames("en");
  const swedish = isoCountries.getNames("sv");
  return Object.keys(english)
    .sort()
    .map((code) => ({ code, name: english[code]!, nameSv: swedish[code] ?? english[code]! }));
}

export async function seedCountries(ctx: SeedContext): Promise<CountryIds> {
  const list = isoCountryList();
  const ids = await bulkInsert(
    ctx.db,
    "countries",
    { code: "char(2)", name: "text", name_sv: "text", is_key_market: "boolean" },
    list.map((c) => ({ code: c.code, name: c.name, name_sv: c.nameSv, is_key_market: KEY_MARKETS.includes(c.code) })),
    { returning: true },
  );
  return new Map(list.map((c, i) => [c.code, ids[i]!]));
}

/** Loads the country ids of an already seeded database. */
export async function loadCountryIds(ctx: SeedContext): Promise<CountryIds> {
  const rows = await ctx.db.selectFrom("countries").select(["id", "code"]).execute();
  return new Map(rows.map((r) => [r.code, r.id]));
}
