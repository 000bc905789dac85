import {
  Faker,
  base,
  da,
  de,
  de_AT,
  de_CH,
  en,
  en_GB,
  en_US,
  es,
  fi,
  fr,
  it,
  nb_NO,
  nl,
  nl_BE,
  sv,
  type LocaleDefinition,
} from "@faker-js/faker";

/**
 * Seeded randomness for the demo data. Picks use a small fast generator (sfc32), text comes
 * from faker instances of our own (never the shared singletons, so other code's seeding is left
 * alone). The same seed gives the same data.
 */
export class Random {
  private a: number;
  private b: number;
  private c: number;
  private d: number;

  constructor(seed: number) {
    this.a = 0x9e3779b9;
    this.b = 0x243f6a88;
    this.c = 0xb7e15162;
    this.d = seed >>> 0;
    for (let i = 0; i < 15; i++) this.next();
  }

  /** A float in [0, 1). */
  next(): number {
    // sfc32
    const t = (((this.a + this.b) | 0) + this.d) | 0;
    this.d = (this.d + 1) | 0;
    this.a = this.b ^ (this.b >>> 9);
    this.b = (this.c + (this.c << 3)) | 0;
    this.c = (this.c << 21) | (this.c >>> 11);
    this.c = (this.c + t) | 0;
    return (t >>> 0) / 4294967296;
  }

  /** An integer in [min, max]. */
  int(min: number, max: number): number {
    return min + Math.floor(this.next() * (max - min + 1));
  }

  float(min: number, max: number): number {
    return min + this.next() * (max - min);
  }

  chance(probability: number): boolean {
    return this.next() < probability;
  }

  pick<T>(items: readonly T[]): T {
    if (items.length === 0) throw new Error("pick from an empty list");
    return items[Math.floor(this.next() * items.length)]!;
  }

  /** Picks by weight; weights need not sum to 1. */
  weighted<T>(entries: readonly (readonly [T, number])[]): T {
    let total = 0;
    for (const [, w] of entries) total += w;
    let r = this.next() * total;
    for (const [value, w] of entries) {
      r -= w;
      if (r < 0) return value;
    }
    return entries[entries.length - 1]![0];
  }

  /** k distinct items (fewer if the list is shorter), in random order. */
  sample<T>(items: readonly T[], k: number): T[] {
    const copy = items.slice();
    const n = Math.min(k, copy.length);
    for (let i = 0; i < n; i++) {
      const j = i + Math.floor(this.next() * (copy.length - i));
      [copy[i], copy[j]] = [copy[j]!, copy[i]!];
    }
    return copy.slice(0, n);
  }

  /** Digits for '#' placeholders: "+46 7# ### ## ##". */
  digits(pattern: string): string {
    return pattern.replace(/#/g, () => String(this.int(0, 9)));
  }

  /** An independent generator for one part of the data, derived from the seed and a salt. */
  static derive(seed: number, salt: number): Random {
    return new Random((Math.imul(seed ^ 0x5bd1e995, 0x27d4eb2d) ^ Math.imul(salt + 1, 0x165667b1)) >>> 0 || 1);
  }
}

/** A faker of the given locale chain, seeded and with a fixed reference date. */
export function createFaker(locale: LocaleDefinition, seed: number, referenceDate: Date): Faker {
  const faker = new Faker({ locale: [locale, en, base] });
  faker.seed(seed);
  faker.setDefaultRefDate(referenceDate);
  return faker;
}

export const FAKER_LOCALES = { sv, nl, nb_NO, da, fi, de, en, en_GB, en_US, de_CH, de_AT, nl_BE, fr, es, it } as const;

/** Lower-case ASCII for e-mail local parts, slugs and host names. */
export function slugify(text: string): string {
  return text
    .normalize("NFKD")
    .replace(/[\u0300-\u036f]/g, "")
    .replace(/ø/gi, "o")
    .replace(/æ/gi, "ae")
    .replace(/ß/g, "ss")
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, "-")
    .replace(/^-+|-+$/g, "");
}

export const DAY_MS = 86_400_000;

/** Start of the given day (UTC). */
export function startOfDay(date: Date): Date {
  return new Date(Date.UTC(date.getUTCFullYear(), date.getUTCMonth(), date.getUTCDate()));
}
