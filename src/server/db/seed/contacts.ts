import { bulkInsert } from "./batch.ts";
import { customerEmail, streetAddress, type SeedContext } from "./context.ts";
import type { CountryIds } from "./countries.ts";
import { MARKETS, OTHER_MARKETS } from "./markets.ts";
import { isTownLike, progressCounter, type ZipInfo } from "./postal-codes.ts";
import { DAY_MS, type Random } from "./random.ts";

/** A person with an address: what contacts, catalog requests and bookings are made of. */
export interface Person {
  firstname: string;
  lastname: string;
  email: string;
  phone: string | null;
  street: string;
  zipCode: string;
  city: string;
  region: string | null;
  countryCode: string;
  zip: ZipInfo | null;
}

export interface ContactInfo extends Person {
  id: number;
  createdAt: Date;
}

/** Picks people's countries and real zip codes (towns only) fast, also for a million rows. */
export class PersonFactory {
  private readonly zipsByCountry = new Map<string, ZipInfo[]>();
  private readonly markets: [string, number][];

  constructor(
    private readonly ctx: SeedContext,
    zips: readonly ZipInfo[],
    /** Share of people from countries without postal-code data. */
    otherShare = 0.06,
  ) {
    for (const z of zips) {
      if (!isTownLike(z)) continue;
      const list = this.zipsByCountry.get(z.countryCode) ?? [];
      list.push(z);
      this.zipsByCountry.set(z.countryCode, list);
    }
    const otherTotal = OTHER_MARKETS.reduce((s, m) => s + m.weight, 0);
    const marketTotal = MARKETS.reduce((s, m) => s + m.weight, 0);
    this.markets = [
      ...MARKETS.filter((m) => this.zipsByCountry.has(m.code)).map(
        (m) => [m.code, ((1 - otherShare) * m.weight) / marketTotal] as [string, number],
      ),
      ...OTHER_MARKETS.map((m) => [m.code, (otherShare * m.weight) / otherTotal] as [string, number]),
    ];
  }

  country(random: Random): string {
    return random.weighted(this.markets);
  }

  person(random: Random, serial: number | string, countryCode = this.country(random)): Person {
    const pool = this.ctx.people(countryCode);
    const firstname = random.pick(pool.firstNames);
    const lastname = random.pick(pool.lastNames);
    const zips = this.zipsByCountry.get(countryCode);
    let zip: ZipInfo | null = null;
    let zipCode: string;
    let city: string;
    let region: string | null;
    if (zips) {
      zip = random.pick(zips);
      zipCode = zip.zipCode;
      city = zip.locality;
      region = zip.regionName;
    } else {
      const f = this.ctx.faker(countryCode);
      zipCode = f.location.zipCode();
      city = f.location.city();
      region = countryCode === "US" ? f.location.state() : null;
    }
    return {
      firstname,
      lastname,
      email: customerEmail(random, firstname, lastname, serial),
      phone: random.chance(0.85) ? random.digits(pool.phone) : null,
      street: streetAddress(random, pool, countryCode),
      zipCode,
      city,
      region,
      countryCode,
      zip,
    };
  }
}

/**
 * Contacts with a primary e-mail (almost all), alternative and pending ones for some. The serial
 * in each address keeps confirmed addresses unique, as the schema demands.
 */
export async function seedContacts(
  ctx: SeedContext,
  random: Random,
  people: PersonFactory,
  countryIds: CountryIds,
  count: number,
  firstSerial = 1,
): Promise<ContactInfo[]> {
  const drafts: (Person & { createdAt: Date; row: Record<string, unknown> })[] = [];
  for (let i = 0; i < count; i++) {
    const serial = firstSerial + i;
    const p = people.person(random, serial);
    const createdAt = new Date(ctx.referenceDate.getTime() - random.int(0, 4 * 365) * DAY_MS - random.int(0, DAY_MS - 1));
    const pool = ctx.people(p.countryCode);
    drafts.push({
      ...p,
      createdAt,
      row: {
        firstname: p.firstname,
        lastname: p.lastname,
        employer: random.chance(0.3) ? random.pick(pool.companies) : null,
        street: p.street,
        zip_code: p.zipCode,
        city: p.city,
        country_id: countryIds.get(p.countryCode) ?? null,
        telephone: random.chance(0.5) ? random.digits(MARKETS.find((m) => m.code === p.countryCode)?.landline ?? pool.phone) : null,
        mobile_phone: p.phone,
        created_at: createdAt,
        updated_at: new Date(Math.min(ctx.referenceDate.getTime(), createdAt.getTime() + random.int(0, 200) * DAY_MS)),
      },
    });
  }
  const ids = await bulkInsert(
    ctx.db,
    "contacts",
    {
      firstname: "text",
      lastname: "text",
      employer: "text",
      street: "text",
      zip_code: "text",
      city: "text",
      country_id: "bigint",
      telephone: "text",
      mobile_phone: "text",
      created_at: "timestamptz",
      updated_at: "timestamptz",
    },
    drafts.map((d) => d.row),
    { returning: true, batchSize: 2000, onBatch: progressCounter(ctx, "contacts", count) },
  );

  const emails: Record<string, unknown>[] = [];
  const contacts: ContactInfo[] = drafts.map((d, i) => {
    const id = ids[i]!;
    const serial = firstSerial + i;
    const [local, domain] = d.email.split("@") as [string, string];
    const hasPrimary = random.chance(0.97);
    if (hasPrimary) emails.push({ contact_id: id, value: d.email, kind: "primary", created_at: d.createdAt });
    if (random.chance(0.2)) {
      for (let k = 0; k < random.int(1, 2); k++) {
        emails.push({
          contact_id: id,
          value: `${local}.${"ab"[k]}@${domain === "example.com" ? "example.net" : "example.com"}`,
          kind: "alternative",
          created_at: d.createdAt,
        });
      }
    }
    if (random.chance(0.05))
      emails.push({ contact_id: id, value: `${local}.new${serial}@example.org`, kind: "pending", created_at: d.createdAt });
    const { row: _row, ...person } = d;
    return { ...person, id, email: hasPrimary ? d.email : "" };
  });
  await bulkInsert(ctx.db, "contact_emails", { contact_id: "bigint", value: "text", kind: "text", created_at: "timestamptz" }, emails, {
    batchSize: 4000,
  });
  return contacts;
}
