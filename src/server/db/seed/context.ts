import type { Faker } from "@faker-js/faker";
import type { Kysely } from "kysely";
import type { DB } from "../schema.ts";
import { CUSTOMER_DOMAINS, MARKETS, OTHER_MARKETS } from "./markets.ts";
import { createFaker, slugify, type Random } from "./random.ts";

/** What every seed step gets: the database, seeded randomness and the demo's "now". */
export interface SeedContext {
  /** The database, or the transaction the seed runs in. */
  db: Kysely<DB>;
  seed: number;
  /** The instant the demo data is relative to ("the last 365 days" end here). */
  referenceDate: Date;
  progress: (step: string, done: number, total: number) => void;
  log: (line: string) => void;
  /** A seeded faker per country code (falls back to English). */
  faker(countryCode: string): Faker;
  /** Name and street pools per country, so that large counts stay fast. */
  people(countryCode: string): PeoplePool;
}

export interface PeoplePool {
  firstNames: string[];
  lastNames: string[];
  streets: string[];
  companies: string[];
  phone: string;
}

const POOL_SIZE = 600;

export function createContext(
  db: Kysely<DB>,
  seed: number,
  referenceDate: Date,
  progress: SeedContext["progress"] = () => {},
  log: SeedContext["log"] = () => {},
): SeedContext {
  const fakers = new Map<string, Faker>();
  const pools = new Map<string, PeoplePool>();
  const locales = new Map([
    ...MARKETS.map((m) => [m.code, { locale: m.locale, phone: m.phone }] as const),
    ...OTHER_MARKETS.map((m) => [m.code, { locale: m.locale, phone: m.phone }] as const),
  ]);
  const codes = [...locales.keys()];
  const context: SeedContext = {
    db,
    seed,
    referenceDate,
    progress,
    log,
    faker(code) {
      const key = locales.has(code) ? code : "GB";
      let f = fakers.get(key);
      if (!f) {
        f = createFaker(locales.get(key)!.locale, seed * 31 + codes.indexOf(key) + 1, referenceDate);
        fakers.set(key, f);
      }
      return f;
    },
    people(code) {
      const key = locales.has(code) ? code : "GB";
      let pool = pools.get(key);
      if (!pool) {
        // A faker of its own: the pools are the same however much other steps used faker(code).
        const f = createFaker(locales.get(key)!.locale, seed * 131 + codes.indexOf(key) + 7, referenceDate);
        pool = {
          firstNames: Array.from({ length: POOL_SIZE }, () => f.person.firstName()),
          lastNames: Array.from({ length: POOL_SIZE }, () => f.person.lastName()),
          streets: Array.from({ length: POOL_SIZE / 2 }, () => f.location.street()),
          companies: Array.from({ length: POOL_SIZE / 4 }, () => f.company.name()),
          phone: locales.get(key)!.phone,
        };
        pools.set(key, pool);
      }
      return pool;
    },
  };
  return context;
}

/** A plausible, unique-enough customer e-mail address on a reserved example domain. */
export function customerEmail(random: Random, firstname: string, lastname: string, serial: number | string = ""): string {
  const first = slugify(firstname).replace(/-/g, "") || "kund";
  const last = slugify(lastname).replace(/-/g, "") || "x";
  const domain = random.pick(CUSTOMER_DOMAINS);
  const style = random.int(0, 4);
  const local =
    style === 0
      ? `${first}.${last}`
      : style === 1
        ? `${first}${last.slice(0, 1)}`
        : style === 2
          ? `${first[0]}${last}`
          : style === 3
            ? `${first}_${last}`
            : `${last}.${first}`;
  return `${local}${serial}@${domain}`;
}

/** A street address: street name and house number. */
export function streetAddress(random: Random, pool: PeoplePool, countryCode: string): string {
  const street = random.pick(pool.streets);
  const number = random.int(1, 140);
  const letter = random.chance(0.12) ? String.fromCharCode(65 + random.int(0, 3)) : "";
  // House number before the street in the English-speaking markets.
  return countryCode === "GB" || countryCode === "US" ? `${number} ${street}` : `${street} ${number}${letter}`;
}
