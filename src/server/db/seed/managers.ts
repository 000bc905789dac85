import { bulkInsert } from "./batch.ts";
import type { SeedContext } from "./context.ts";
import type { CountryIds } from "./countries.ts";
import type { LocationInfo } from "./locations.ts";
import { DEMO_DOMAIN } from "./markets.ts";
import { DAY_MS, slugify, type Random } from "./random.ts";

/**
 * Store managers: contacts linked to one or two locations each (a few manage two stores in a
 * town), with a primary e-mail at the demo domain.
 */
export async function seedManagers(
  ctx: SeedContext,
  random: Random,
  countryIds: CountryIds,
  locations: readonly LocationInfo[],
): Promise<number> {
  const people: { row: Record<string, unknown>; email: string }[] = [];
  const links: { location: LocationInfo; person: number }[] = [];
  const emails = new Set<string>();
  for (const location of locations) {
    const n = random.weighted([
      [0, 8],
      [1, 62],
      [2, 30],
    ] as const);
    for (let k = 0; k < n; k++) {
      const sameTown = links.filter((l) => l.location.city === location.city && l.location.id !== location.id);
      if (sameTown.length > 0 && random.chance(0.3)) {
        const person = random.pick(sameTown).person;
        if (!links.some((l) => l.location === location && l.person === person)) links.push({ location, person });
        continue;
      }
      const pool = ctx.people(location.countryCode);
      const firstname = random.pick(pool.firstNames);
      const lastname = random.pick(pool.lastNames);
      const local = `${slugify(firstname)}.${slugify(lastname)}`;
      let email = `${local}@${DEMO_DOMAIN}`;
      for (let i = 2; emails.has(email); i++) email = `${local}${i}@${DEMO_DOMAIN}`;
      emails.add(email);
      const created = new Date(ctx.referenceDate.getTime() - random.int(10, 1500) * DAY_MS);
      people.push({
        email,
        row: {
          firstname,
          lastname,
          employer: location.name,
          country_id: countryIds.get(location.countryCode) ?? null,
          mobile_phone: random.chance(0.7) ? random.digits(pool.phone) : null,
          created_at: created,
          updated_at: created,
        },
      });
      links.push({ location, person: people.length - 1 });
    }
  }
  const ids = await bulkInsert(
    ctx.db,
    "contacts",
    {
      firstname: "text",
      lastname: "text",
      employer: "text",
      country_id: "bigint",
      mobile_phone: "text",
      created_at: "timestamptz",
      updated_at: "timestamptz",
    },
    people.map((p) => p.row),
    { returning: true },
  );
  await bulkInsert(
    ctx.db,
    "contact_emails",
    { contact_id: "bigint", value: "text", kind: "text", created_at: "timestamptz" },
    people.map((p, i) => ({ contact_id: ids[i], value: p.email, kind: "primary", created_at: p.row.created_at })),
  );
  await bulkInsert(
    ctx.db,
    "location_managers",
    { location_id: "bigint", contact_id: "bigint" },
    links.map((l) => ({ location_id: l.location.id, contact_id: ids[l.person] })),
  );
  return ids.length;
}
