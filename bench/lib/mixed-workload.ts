/**
 * The staff's day as a load: who calls what, and which record each connection writes. A
 * connection is one of the users below (their demo accounts), makes reads of its screens and,
 * with the write share, saves the one record it owns (read first for its version, then each
 * save sends back the updatedAt of the last answer, so no two connections ever fight over a
 * record) or creates one.
 */

export type Kind = "read" | "write";

/** One request a connection makes; `done` sees the parsed answer when `parse` asked for it. */
export interface Step {
  label: string;
  kind: Kind;
  method: "GET" | "POST" | "PUT";
  path: string;
  body?: unknown;
  parse?: boolean;
  done?: (json: unknown) => void;
}

type Json = Record<string, unknown>;

/** A record a connection owns: its id, and the record as last read or saved (undefined before the first read). */
interface Owned {
  kind: "order" | "location" | "account";
  id: number;
  record?: Json;
}

export interface Connection {
  index: number;
  role: Role;
  cookie: string;
  own?: Owned;
  random: () => number;
}

export interface Role {
  name: string;
  email: string;
  /** Share of the connections that are this user. */
  share: number;
  reads: Array<[weight: number, step: (c: Connection, ids: KnownIds) => Step]>;
  /** The user's write: a save of its own record or a create. */
  write: (c: Connection, ids: KnownIds) => Step;
  /** Which kind of record the user's connections own, if any. */
  owns?: Owned["kind"];
}

/** Ids read once before the load starts: what connections open and own. */
export interface KnownIds {
  orders: number[];
  locations: number[];
  /** Accounts nobody logs in with (the load's users are left alone). */
  accounts: number[];
}

const pick = <T>(c: Connection, items: readonly T[]): T => items[Math.floor(c.random() * items.length)]!;
const query = (params: Record<string, string | number>) =>
  new URLSearchParams(Object.entries(params).map(([k, v]) => [k, String(v)])).toString();

const SEARCHES = ["andersson", "hansen", "malmö", "gatan", "anna", "0701", "126 86"];
const FILTERS = [{ statusCode: "new" }, { statusCode: "delivered", countryCode: "SE" }, { countryCode: "NL" }, { statusCode: "failed" }];

// Reads: the screens' own calls.
const catalogPage = (c: Connection): Step => {
  const roll = c.random();
  const filters = roll < 0.15 ? { searchString: pick(c, SEARCHES) } : roll < 0.35 ? pick(c, FILTERS) : undefined;
  const page = roll < 0.7 ? 1 : 1 + Math.floor(c.random() * 50);
  return {
    label: "catalog requests page",
    kind: "read",
    method: "GET",
    path: `/rest/catalog/catalog-orders/get-by-page?${query({ page, count: 100, ...(filters ? { filters: JSON.stringify(filters) } : {}) })}`,
  };
};
const catalogDetail = (c: Connection, ids: KnownIds): Step => ({
  label: "catalog request",
  kind: "read",
  method: "GET",
  path: `/rest/catalog/catalog-orders/${pick(c, ids.orders)}`,
});
const locationPage = (c: Connection): Step => ({
  label: "locations page",
  kind: "read",
  method: "GET",
  path: `/rest/company/locations/get-by-page?${query({ page: 1 + Math.floor(c.random() * 3), count: 100, ...(c.random() < 0.3 ? { filters: JSON.stringify({ country: "SE" }) } : {}) })}`,
});
const locationDetail = (c: Connection, ids: KnownIds): Step => ({
  label: "location",
  kind: "read",
  method: "GET",
  path: `/rest/company/locations/${pick(c, ids.locations)}`,
});
const countries: Role["reads"][number][1] = () => ({ label: "countries", kind: "read", method: "GET", path: "/rest/location/countries" });
const currentUser: Role["reads"][number][1] = () => ({ label: "current user", kind: "read", method: "GET", path: "/users/current" });
const accounts: Role["reads"][number][1] = () => ({ label: "accounts", kind: "read", method: "GET", path: "/rest/admin/accounts" });
const groupTree: Role["reads"][number][1] = () => ({
  label: "region group tree",
  kind: "read",
  method: "GET",
  path: "/rest/region/group/tree",
});
const DASHBOARD_CALLS = [
  "/dashboard/reports/catalog-requests-per-interval?intervalType=week&numberOfIntervals=10",
  "/dashboard/reports/catalog-requests-per-interval?intervalType=month&numberOfIntervals=6",
  "/dashboard/reports/meeting-requests-per-interval?intervalType=week&numberOfIntervals=10",
  "/dashboard/reports/meeting-requests-per-interval?intervalType=month&numberOfIntervals=6",
  "/dashboard/reports/apdex",
  "/dashboard/reports/page-views",
];
const dashboard = (c: Connection): Step => ({ label: "dashboard report", kind: "read", method: "GET", path: pick(c, DASHBOARD_CALLS) });

// Writes: the owned record is read once for its version, then saved with the version of the last answer.
const PATHS = { order: "/rest/catalog/catalog-orders", location: "/rest/company/locations", account: "/rest/admin/accounts" } as const;
function saveOwn(c: Connection, label: string, body: (record: Json, n: number) => Json): Step {
  const own = c.own!;
  const path = `${PATHS[own.kind]}/${own.id}`;
  if (!own.record) {
    // Accounts have no read by id: the accounts screen reads the list, and the dialog opens a row of it.
    const read = own.kind === "account" ? PATHS.account : path;
    const keep = (json: unknown) =>
      void (own.record = Array.isArray(json) ? (json as Json[]).find((r) => r.id === own.id) : (json as Json));
    return { label: `${label} (read for its version)`, kind: "read", method: "GET", path: read, parse: true, done: keep };
  }
  return {
    label,
    kind: "write",
    method: "PUT",
    path,
    body: body(own.record, Math.floor(c.random() * 1e6)),
    parse: true,
    done: (json) => void (own.record = json as Json),
  };
}

/** The body of a catalog request's save from the request as last read: a new apartment number, the server's fields sent as null. */
export const catalogOrderSave = (order: Json, n: number): Json => ({
  ...order,
  apartmentNumber: `lgh ${n}`,
  status: null,
  locationNotifiedAt: null,
  locationNotifiedToEmail: null,
  locationNotifiedByMatchType: null,
  notifiedLocation: null,
});
const saveOrder = (c: Connection) => saveOwn(c, "catalog request save", catalogOrderSave);
const createOrder = (c: Connection): Step => ({
  label: "catalog request create",
  kind: "write",
  method: "POST",
  path: "/rest/catalog/catalog-orders",
  body: {
    firstname: "Load",
    lastname: `Test ${c.index}`,
    email: `load${c.index}@customer.example`,
    phone: null,
    street: `Storgatan ${1 + Math.floor(c.random() * 80)}`,
    city: "Malmö",
    zipCode: "211 22",
    country: "SE",
    offers: ["nightcap", "vase"],
  },
});
const saveLocation = (c: Connection) =>
  saveOwn(c, "location save", (l, n) => {
    const address = l.address as Json;
    return {
      id: l.id,
      name: l.name,
      locationType: l.locationType,
      phone: `+46 40 ${n}`,
      email: l.email,
      website: l.website,
      address: {
        street: address.street,
        zipCode: address.zipCode,
        city: address.city,
        city2: address.city2,
        country: { code: (address.country as Json).code },
        latitude: address.latitude,
        longitude: address.longitude,
      },
      geographicArea: l.geographicArea ? { id: (l.geographicArea as Json).id } : null,
      timeSchemas: l.timeSchemas,
      openingHourDeviations: l.openingHourDeviations,
      openingHoursInfoText: l.openingHoursInfoText,
      isVividusRetailer: l.isVividusRetailer,
      showOpeningHours: l.showOpeningHours,
      active: l.active,
      shouldRetrieveCatalogRequests: l.shouldRetrieveCatalogRequests,
      instagramUrl: l.instagramUrl,
      customerNumber: l.customerNumber,
      updatedAt: l.updatedAt,
    };
  });
const saveAccount = (c: Connection) =>
  saveOwn(c, "account save", (a, n) => ({
    id: a.id,
    firstname: `Load ${n}`,
    lastname: a.lastname,
    email: a.email,
    password: null,
    permissions: a.permissions,
    languagePermissions: a.languagePermissions,
    groups: (a.groups as Json[]).map((g) => ({ id: g.id })),
    updatedAt: a.updatedAt,
  }));
const pageView = (c: Connection): Step => ({
  label: "page view",
  kind: "write",
  method: "POST",
  path: "/dashboard/reports/page-views",
  body: { screen: pick(c, ["dashboard", "catalogOrders", "locations", "accounts"]) },
});

export const ROLES: Role[] = [
  {
    name: "catalog",
    email: "catalog@demo.example",
    share: 0.4,
    owns: "order",
    reads: [
      [6, catalogPage],
      [2, catalogDetail],
      [1, countries],
      [1, currentUser],
    ],
    // One write in five a new request (routed on arrival, like one from the website).
    write: (c) => (c.random() < 0.2 ? createOrder(c) : saveOrder(c)),
  },
  {
    name: "company",
    email: "company@demo.example",
    share: 0.2,
    owns: "location",
    reads: [
      [5, locationPage],
      [3, locationDetail],
      [1, countries],
      [1, currentUser],
    ],
    write: saveLocation,
  },
  {
    name: "accounts",
    email: "accounts@demo.example",
    share: 0.1,
    owns: "account",
    reads: [
      [5, accounts],
      [3, groupTree],
      [1, currentUser],
    ],
    write: saveAccount,
  },
  {
    name: "dashboard",
    email: "dashboard@demo.example",
    share: 0.1,
    reads: [
      [6, dashboard],
      [1, currentUser],
    ],
    write: pageView,
  },
  {
    name: "all",
    email: "all@demo.example",
    share: 0.2,
    owns: "order",
    reads: [
      [3, catalogPage],
      [2, locationPage],
      [1, catalogDetail],
      [1, locationDetail],
      [1, accounts],
      [2, dashboard],
      [1, countries],
    ],
    write: saveOrder,
  },
];

/** The role of connection i of n: the shares laid out in order over the connections. */
export function roleOf(i: number, n: number): Role {
  let edge = 0;
  for (const role of ROLES) {
    edge += role.share * n;
    if (i < Math.round(edge)) return role;
  }
  return ROLES.at(-1)!;
}

/** The connection's next request: a write with the write share, else one of its role's reads by weight. */
export function nextStep(c: Connection, ids: KnownIds, writeShare: number): Step {
  if (c.random() < writeShare) return c.role.write(c, ids);
  const total = c.role.reads.reduce((sum, [w]) => sum + w, 0);
  let roll = c.random() * total;
  for (const [weight, step] of c.role.reads) {
    roll -= weight;
    if (roll < 0) return step(c, ids);
  }
  return c.role.reads.at(-1)![1](c, ids);
}

/** Gives each connection of a role that owns records a record of its own (distinct across connections). */
export function assignOwned(connections: Connection[], ids: KnownIds) {
  const next = { order: 0, location: 0, account: 0 };
  const pool = { order: ids.orders, location: ids.locations, account: ids.accounts };
  for (const c of connections) {
    const kind = c.role.owns;
    if (!kind) continue;
    const id = pool[kind][next[kind]++];
    if (id === undefined) throw new Error(`not enough ${kind}s for one per connection (${pool[kind].length})`);
    c.own = { kind, id };
  }
}

/** A small seeded generator (mulberry32), so two runs make the same requests. */
export function seededRandom(seed: number): () => number {
  let a = seed >>> 0;
  return () => {
    a = (a + 0x6d2b79f5) >>> 0;
    let t = a;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}
