import { expect } from "vitest";
import type { ApiCaller } from "./api-caller.ts";

/**
 * The records the kill test writes. Write k of record n sends values derived from (n, k) only,
 * and every row of it names k (the location's time schemas, the account's groups, the order's
 * offers follow k too), so a record read back says which write it holds and whether it holds
 * all of that write: a location whose name says v3 must have exactly v3's time schemas and
 * deviations, never v2's or none.
 */
export interface RecordKind {
  name: "location" | "account" | "order";
  createPath: string;
  updatePath(id: number): string;
  /** The body of write k (0 = the create) of record n; `stored` is the last answer for an update. */
  body(n: number, k: number, stored?: StoredRecord): Record<string, unknown>;
  /** n and k of a record read back, from its name; undefined for a record the test did not write. */
  versionOf(record: StoredRecord): { n: number; k: number } | undefined;
  /** Asserts the record holds every row of write k of record n. */
  assertWhole(api: ApiCaller, record: StoredRecord, n: number, k: number): Promise<void>;
  /** Every stored record of the kind, as the API answers it. */
  listAll(api: ApiCaller): Promise<StoredRecord[]>;
}

export type StoredRecord = { id: number; updatedAt: string } & Record<string, unknown>;

/** Ids of the region groups accounts join (created before the writes start). */
export interface Fixture {
  groupIds: number[];
}

const EMPTY_WEEK = { monday: [], tuesday: [], wednesday: [], thursday: [], friday: [], saturday: [], sunday: [] };
const two = (n: number) => String(n).padStart(2, "0");
const version = (pattern: RegExp, text: unknown) => {
  const match = pattern.exec(String(text));
  return match ? { n: Number(match[1]), k: Number(match[2]) } : undefined;
};

/** A location with one to three time schemas and one to three closed days, all named or dated by k; the create adds its manager. */
function locationKind(): RecordKind {
  const timeSchemas = (k: number) =>
    Array.from({ length: 1 + (k % 3) }, (_, i) => ({
      name: `v${k} schema ${i}`,
      active: i === 0,
      openingHours: { ...EMPTY_WEEK, monday: [{ opening: `${two(7 + (k % 5))}:00`, closing: `${two(17 + i)}:00` }] },
    }));
  const deviations = (k: number) =>
    Array.from({ length: 1 + ((k + 1) % 3) }, (_, i) => ({ date: `2027-0${1 + i}-${two(1 + (k % 28))}`, opening: null, closing: null }));
  return {
    name: "location",
    createPath: "/rest/company/locations",
    updatePath: (id) => `/rest/company/locations/${id}`,
    body: (n, k, stored) => ({
      name: `Fault store ${n} v${k}`,
      locationType: "vividus_store",
      email: `store${n}@faults.example`,
      address: { street: `Storgatan ${n}`, zipCode: "111 22", city: "Stockholm", country: { code: "SE" } },
      timeSchemas: timeSchemas(k),
      openingHourDeviations: deviations(k),
      ...(stored ? { updatedAt: stored.updatedAt } : { createManager: true }),
    }),
    versionOf: (record) => version(/^Fault store (\d+) v(\d+)$/, record.name),
    async assertWhole(api, record, n, k) {
      expect({ timeSchemas: record.timeSchemas, openingHourDeviations: record.openingHourDeviations }, `location ${n} v${k}`).toEqual({
        timeSchemas: timeSchemas(k),
        openingHourDeviations: deviations(k),
      });
      // The manager the create added (a contact, its e-mail and the link) came with the location.
      const managers = await api.ok<Array<{ email: string }>>("GET", `/rest/company/locations/${record.id}/managers`);
      expect(
        managers.map((m) => m.email),
        `managers of location ${n}`,
      ).toEqual([`store${n}@faults.example`]);
    },
    async listAll(api) {
      const page = await api.ok<{ list: StoredRecord[]; total: number }>("GET", "/rest/company/locations/get-by-page?page=1&count=1000");
      expect(page.list.length).toBe(page.total);
      return page.list;
    },
  };
}

/** An account in one to three region groups, chosen by k (the membership rows are replaced on each write). */
function accountKind(fixture: Fixture): RecordKind {
  const groups = (k: number) => fixture.groupIds.filter((_, i) => i === k % fixture.groupIds.length || (k % 2 === 1 && i !== 0));
  return {
    name: "account",
    createPath: "/rest/admin/accounts",
    updatePath: (id) => `/rest/admin/accounts/${id}`,
    body: (n, k, stored) => ({
      id: stored?.id ?? null,
      firstname: "Fault",
      lastname: `account ${n} v${k}`,
      email: `account${n}@faults.example`,
      password: stored ? null : "fault-password-2026",
      permissions: k % 2 === 0 ? ["catalogOrder"] : ["company"],
      languagePermissions: [],
      groups: groups(k).map((id) => ({ id })),
      ...(stored ? { updatedAt: stored.updatedAt } : {}),
    }),
    versionOf: (record) => version(/^account (\d+) v(\d+)$/, record.lastname),
    async assertWhole(_api, record, n, k) {
      const ids = (record.groups as Array<{ id: number }>).map((g) => g.id).sort((a, b) => a - b);
      expect({ permissions: record.permissions, groups: ids }, `account ${n} v${k}`).toEqual({
        permissions: k % 2 === 0 ? ["catalogOrder"] : ["company"],
        groups: groups(k),
      });
    },
    async listAll(api) {
      return api.ok<StoredRecord[]>("GET", "/rest/admin/accounts?query=faults.example");
    },
  };
}

const PRODUCTS = [
  "nightcap",
  "vase",
  "bedlegs",
  "baby-mobile",
  "linen-press",
  "eyeglass-case",
  "nightstand",
  "bedtray",
  "lamp-shade",
  "sleepmask",
];

/** A catalog request whose offers follow k. */
function orderKind(): RecordKind {
  const offers = (k: number) => PRODUCTS.slice(k % PRODUCTS.length, (k % PRODUCTS.length) + 1 + (k % 3));
  return {
    name: "order",
    createPath: "/rest/catalog/catalog-orders",
    updatePath: (id) => `/rest/catalog/catalog-orders/${id}`,
    body: (n, k, stored) => ({
      id: stored?.id ?? null,
      firstname: "Fault",
      lastname: `order ${n} v${k}`,
      email: `order${n}@customer.example`,
      phone: null,
      street: `Kungsgatan ${n}`,
      apartmentNumber: null,
      region: null,
      city: "Stockholm",
      zipCode: "111 22",
      country: "SE",
      createdDate: null,
      offers: offers(k),
      status: null,
      locationNotifiedAt: null,
      locationNotifiedToEmail: null,
      locationNotifiedByMatchType: null,
      notifiedLocation: null,
      errorMessage: null,
      ...(stored ? { updatedAt: stored.updatedAt } : {}),
    }),
    versionOf: (record) => version(/^order (\d+) v(\d+)$/, record.lastname),
    async assertWhole(_api, record, n, k) {
      expect({ email: record.email, offers: record.offers }, `order ${n} v${k}`).toEqual({
        email: `order${n}@customer.example`,
        offers: offers(k),
      });
    },
    async listAll(api) {
      const page = await api.ok<{ list: StoredRecord[] }>(
        "GET",
        `/rest/catalog/catalog-orders/get-by-page?page=1&count=1000&filters=${encodeURIComponent(JSON.stringify({ searchString: "Fault" }))}`,
      );
      return page.list;
    },
  };
}

export function recordKinds(fixture: Fixture): RecordKind[] {
  return [locationKind(), accountKind(fixture), orderKind()];
}
