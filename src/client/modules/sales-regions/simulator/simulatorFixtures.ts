import { http, HttpResponse } from "msw";
import type { RoutingRule } from "../../catalog/catalogTypes.ts";

/** Stores of the simulator's stories and tests (the shape of the contract's LocationRef). */
const store = (id: number, name: string, street: string, zipCity: string) => ({
  id,
  name,
  address: { street, displayAddress: `${street}, ${zipCity}, Sweden`, country: { code: "SE", name: "Sweden" } },
});
const CENTRUM = store(11, "Malmö Centrum Sängar", "Södra Förstadsgatan 1", "211 43 Malmö");
const LUND = store(12, "Lund Sängar", "Klostergatan 5", "222 22 Lund");
const SKANE = store(13, "Skåne Sängar", "Storgatan 9", "252 21 Helsingborg");
const FLAGSHIP = store(14, "Vividus Flagship Stockholm", "Biblioteksgatan 3", "111 46 Stockholm");
const NO_MAIL = store(15, "Sängstudion Kista", "Kistagången 2", "164 40 Kista");

const rule = (over: Partial<RoutingRule> & Pick<RoutingRule, "levels" | "matchType">): RoutingRule => ({
  location: null,
  email: null,
  areaType: null,
  regionName: null,
  ...over,
});
const country = rule({ levels: 4, matchType: "country", location: FLAGSHIP, email: "flagship@vividus.example" });
const fallback = rule({ levels: 5, matchType: "fallback", email: "katalog@vividus.example" });

/**
 * The rule test's answers by zip code (compacted: spaces and dashes out, upper case, as the
 * server looks them up):
 * - 21122: a contract-area and a working-area handler of the community Centrum, then Skåne's;
 * - 25221: only the state Skåne län (level 1) reached at distance 3;
 * - 11122: Stockholm's only store has no e-mail address, so the country's store gets it;
 * - 99999: nothing but the country's fallback e-mail;
 * - 00000: nothing at all.
 * Any other zip code: the country's store and the fallback e-mail.
 */
export const SIMULATED_RULES: Readonly<Record<string, RoutingRule[]>> = {
  "21122": [
    rule({
      levels: 1,
      matchType: "region3",
      location: CENTRUM,
      email: "centrum@sangar.example",
      areaType: "contractArea",
      regionName: "Centrum",
    }),
    rule({ levels: 1, matchType: "region3", location: LUND, email: "lund@sangar.example", areaType: "workingArea", regionName: "Centrum" }),
    rule({
      levels: 3,
      matchType: "region1",
      location: SKANE,
      email: "skane@sangar.example",
      areaType: "contractArea",
      regionName: "Skåne län",
    }),
    country,
    fallback,
  ],
  "25221": [
    rule({
      levels: 3,
      matchType: "region1",
      location: SKANE,
      email: "skane@sangar.example",
      areaType: "contractArea",
      regionName: "Skåne län",
    }),
    country,
    fallback,
  ],
  "11122": [
    rule({ levels: 1, matchType: "region1", location: NO_MAIL, email: null, areaType: "contractArea", regionName: "Stockholms län" }),
    country,
    fallback,
  ],
  "99999": [fallback],
  "00000": [],
};

/** The zip code as the server compares it: without spaces and dashes, in capitals. */
const compact = (zipCode: string | null | undefined) => (zipCode ?? "").replace(/[\s-]+/g, "").toUpperCase();

/**
 * msw handlers of the rule test for the simulator; `requests` (when given) collects the bodies
 * sent. Zip code 50300 is refused with the server's error body, 50200 without any body.
 */
export function simulatorHandlers(requests?: unknown[]) {
  return [
    http.post("*/rest/catalog/test", async ({ request }) => {
      const body = (await request.json()) as { zipCode?: string | null; country: string };
      requests?.push(body);
      const zip = compact(body.zipCode);
      if (zip === "50300")
        return HttpResponse.json(
          { error: { code: "DB_UNAVAILABLE", message: "The database is not reachable right now." } },
          { status: 503 },
        );
      if (zip === "50200") return new HttpResponse(null, { status: 502 });
      return HttpResponse.json({ result: SIMULATED_RULES[zip] ?? [country, fallback] });
    }),
  ];
}
