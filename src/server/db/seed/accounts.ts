import { sql } from "kysely";
import { bulkInsert } from "./batch.ts";
import type { SeedContext } from "./context.ts";
import type { ContactInfo } from "./contacts.ts";
import type { CountryIds } from "./countries.ts";
import type { LocationInfo } from "./locations.ts";
import { BRAND_STORE_TYPE, DEMO_DOMAIN } from "./markets.ts";
import { DAY_MS, slugify, type Random } from "./random.ts";

/** Demo staff accounts: e-mail local part, permissions, language rights. */
export const DEMO_ACCOUNTS: readonly { login: string; permissions: string[]; languagePermissions: string[] }[] = [
  { login: "all", permissions: ["all"], languagePermissions: ["all"] },
  { login: "dashboard", permissions: ["dashboard"], languagePermissions: [] },
  { login: "accounts", permissions: ["account"], languagePermissions: [] },
  { login: "catalog", permissions: ["catalogOrder"], languagePermissions: [] },
  { login: "company", permissions: ["company"], languagePermissions: [] },
  { login: "managers", permissions: ["manager"], languagePermissions: [] },
  { login: "sales-regions", permissions: ["salesRegions"], languagePermissions: [] },
  { login: "contacts", permissions: ["contact"], languagePermissions: [] },
  { login: "meetings", permissions: ["meetingBooking"], languagePermissions: [] },
  { login: "newsletter", permissions: ["newsletterSubscription"], languagePermissions: [] },
  { login: "media", permissions: ["media"], languagePermissions: [] },
  { login: "coper", permissions: ["coper"], languagePermissions: [] },
  { login: "warranty", permissions: ["warranty"], languagePermissions: [] },
  { login: "cms", permissions: ["cms"], languagePermissions: [] },
  { login: "translator", permissions: [], languagePermissions: ["sv"] },
];

export const demoAccountEmail = (login: string) => `${login}@${DEMO_DOMAIN}`;

export interface AccountIds {
  byLogin: Map<string, number>;
}

/** Staff accounts (all with the demo password), skipping any e-mail that already exists. */
export async function seedAccounts(ctx: SeedContext, random: Random, passwordHash: string): Promise<AccountIds> {
  const pool = ctx.people("SE");
  const created = new Date(ctx.referenceDate.getTime() - 400 * DAY_MS);
  await ctx.db
    .insertInto("accounts")
    .values(
      DEMO_ACCOUNTS.map((a) => ({
        firstname: random.pick(pool.firstNames),
        lastname: random.pick(pool.lastNames),
        email: demoAccountEmail(a.login),
        password_hash: passwordHash,
        permissions: a.permissions,
        language_permissions: a.languagePermissions,
        created_at: created,
        updated_at: created,
      })),
    )
    .onConflict((oc) => oc.expression(sql`lower(email)`).doNothing())
    .execute();
  const rows = await ctx.db
    .selectFrom("accounts")
    .select(["id", "email"])
    .where(
      "email",
      "in",
      DEMO_ACCOUNTS.map((a) => demoAccountEmail(a.login)),
    )
    .execute();
  return { byLogin: new Map(rows.map((r) => [r.email.split("@")[0]!, r.id])) };
}

/**
 * Region groups: Nordics and Central Europe with a sub-group per handled country, export
 * markets, and key accounts that handle single stores. Some demo accounts belong to them.
 */
export async function seedRegionGroups(
  ctx: SeedContext,
  random: Random,
  countryIds: CountryIds,
  locations: readonly LocationInfo[],
  accounts: AccountIds,
): Promise<void> {
  const db = ctx.db;
  const names = new Map([
    ["SE", "Sweden"],
    ["NO", "Norway"],
    ["DK", "Denmark"],
    ["FI", "Finland"],
    ["NL", "Netherlands"],
    ["DE", "Germany"],
  ]);
  const group = async (name: string, description: string | null, parentId: number | null, countries: string[], locationIds: number[]) => {
    const row = await db
      .insertInto("region_groups")
      .values({ name, description, parent_id: parentId })
      .returning("id")
      .executeTakeFirstOrThrow();
    if (countries.length > 0)
      await db
        .insertInto("region_group_countries")
        .values(countries.map((c) => ({ group_id: row.id, country_id: countryIds.get(c)! })))
        .execute();
    if (locationIds.length > 0)
      await db
        .insertInto("region_group_locations")
        .values(locationIds.map((id) => ({ group_id: row.id, location_id: id })))
        .execute();
    return row.id;
  };
  const ids = new Map<string, number>();
  for (const [name, description, countries] of [
    ["Nordics", "Sweden, Norway, Denmark and Finland", ["SE", "NO", "DK", "FI"]],
    ["Central Europe", "The Netherlands and Germany", ["NL", "DE"]],
  ] as const) {
    const parent = await group(name, description, null, [...countries], []);
    ids.set(name, parent);
    for (const code of countries) ids.set(code, await group(names.get(code)!, null, parent, [code], []));
  }
  ids.set("Export", await group("Export markets", "Countries served from head office", null, ["GB", "US", "CH", "AT"], []));
  const keyAccounts = random.sample(
    locations.filter((l) => l.type === BRAND_STORE_TYPE && l.active),
    12,
  );
  ids.set(
    "Key accounts",
    await group(
      "Key accounts",
      "Flagship stores followed by head office",
      null,
      [],
      keyAccounts.map((l) => l.id),
    ),
  );

  const memberships: [string, string][] = [
    ["sales-regions", "Nordics"],
    ["catalog", "SE"],
    ["company", "Central Europe"],
    ["managers", "Key accounts"],
    ["contacts", "Nordics"],
    ["meetings", "Export"],
  ];
  const values = memberships
    .filter(([login]) => accounts.byLogin.has(login))
    .map(([login, g]) => ({ account_id: accounts.byLogin.get(login)!, group_id: ids.get(g)! }));
  if (values.length > 0)
    await db
      .insertInto("account_region_groups")
      .values(values)
      .onConflict((oc) => oc.doNothing())
      .execute();
}

/** Customer-portal accounts (embedded adapter): some contacts, the brand stores, one staff link. */
export async function seedPortalAccounts(
  ctx: SeedContext,
  random: Random,
  passwordHash: string,
  contacts: readonly ContactInfo[],
  locations: readonly LocationInfo[],
  accounts: AccountIds,
): Promise<void> {
  const rows: Record<string, unknown>[] = [];
  for (const c of contacts) {
    if (c.email && random.chance(0.08))
      rows.push({ username: c.email, password_hash: passwordHash, contact_id: c.id, location_id: null, created_at: c.createdAt });
  }
  const usernames = new Set<string>();
  for (const l of locations) {
    if (l.type !== BRAND_STORE_TYPE) continue;
    let username = `store-${slugify(l.name)}`;
    for (let i = 2; usernames.has(username); i++) username = `store-${slugify(l.name)}-${i}`;
    usernames.add(username);
    rows.push({
      username,
      password_hash: passwordHash,
      contact_id: null,
      location_id: l.id,
      created_at: new Date(ctx.referenceDate.getTime() - 300 * DAY_MS),
    });
  }
  const staffLink = `company.portal@${DEMO_DOMAIN}`;
  rows.push({
    username: staffLink,
    password_hash: passwordHash,
    contact_id: null,
    location_id: null,
    created_at: new Date(ctx.referenceDate.getTime() - 100 * DAY_MS),
  });
  await bulkInsert(
    ctx.db,
    "portal_accounts",
    { username: "text", password_hash: "text", contact_id: "bigint", location_id: "bigint", created_at: "timestamptz" },
    rows,
  );
  const company = accounts.byLogin.get("company");
  if (company) await ctx.db.updateTable("accounts").set({ portal_username: staffLink }).where("id", "=", company).execute();
}
