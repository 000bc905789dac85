import type { CoverageGap } from "./coverageGaps.ts";

const PLACES = [
  { locality: "Kiruna", region1: "Norrbottens län", region2: "Kiruna kommun", region3: null },
  { locality: "Gällivare", region1: "Norrbottens län", region2: "Gällivare kommun", region3: null },
  { locality: "Jokkmokk", region1: "Norrbottens län", region2: "Jokkmokks kommun", region3: null },
];

/** n whitespot zip codes of Norrbotten (981 00, 981 01, ...), falling to Sweden's fallback e-mail. */
export function gapsFixture(n: number, fallsTo: CoverageGap["fallsTo"] = "fallback"): CoverageGap[] {
  return Array.from({ length: n }, (_, i) => ({
    id: 9000 + i,
    zipCode: `98${String(Math.floor(i / 100) + 1)} ${String(i % 100).padStart(2, "0")}`,
    ...PLACES[i % PLACES.length]!,
    latitude: 67.85,
    longitude: 20.22,
    fallsTo,
  }));
}
