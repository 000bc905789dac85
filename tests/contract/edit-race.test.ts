import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { LightMyRequestResponse } from "fastify";
import { loadContract } from "../../src/server/contract.ts";
import { listOperations } from "../../src/server/plugins/contract-routes.ts";
import { versionRuleOf } from "../../src/server/plugins/version-required.ts";
import { allHandlers } from "../../src/server/routes/index.ts";
import { createTestApp, type Client, type TestApp } from "../fixtures/app.ts";
import { testDatabaseKinds } from "../fixtures/databases.ts";
import { orderBody } from "../fixtures/catalog-network.ts";

/**
 * No lost updates (issue 13, finding 4), for every built update operation of the contract
 * (marked x-version-required, with a handler in routes/index.ts): without the version 428, the
 * version as If-Match accepted, a stale one 409, and N saves fired at once with one version:
 * exactly one 200, the rest 409, and the stored record is the winner's.
 */
const RACERS = 8;

/** A record made for one operation: where to send its update, its version, and its id. */
interface Made {
  id: number;
  url: string;
  updatedAt: string;
  record: Record<string, any>;
}

/**
 * How to make a record of each update operation and a valid body for save number n (without
 * the version); `read` answers the part of the stored record that tells the saves apart.
 */
interface UpdateCase {
  make(client: Client, t: TestApp, unique: string): Promise<Made>;
  body(made: Made, n: number): Record<string, unknown>;
  /** What save n wrote, to find in the stored record. */
  mark(n: number): unknown;
  read(client: Client, t: TestApp, made: Made): Promise<unknown>;
}

async function json(answer: Promise<LightMyRequestResponse>): Promise<Record<string, any>> {
  const done = await answer;
  if (done.statusCode !== 200) throw new Error(`setup call answered ${done.statusCode}: ${done.body}`);
  return done.json();
}

const made = (url: string, record: Record<string, any>): Made => ({ id: record.id, url, updatedAt: record.updatedAt, record });
const racer = (n: number) => `Racer ${n}`;

const location = (unique: string) => ({
  name: `Store ${unique}`,
  locationType: "vividus_store",
  email: `${unique}@stores.example`,
  address: {
    street: "Sibyllegatan 12",
    zipCode: "114 42",
    city: "Stockholm",
    country: { code: "SE" },
    latitude: 59.3365,
    longitude: 18.0801,
  },
});

async function makeLocation(client: Client, unique: string, url: (id: number) => string) {
  const record = await json(client.post("/rest/company/locations", location(unique)));
  return made(url(record.id), record);
}

const readLocation = async (client: Client, m: Made) => await json(client.get(`/rest/company/locations/${m.id}`));

const CASES: Record<string, UpdateCase> = {
  updateAccount: {
    make: async (client, _t, unique) => {
      const record = await json(
        client.post("/rest/admin/accounts", {
          email: `${unique}@race.example`,
          firstname: "Maja",
          password: "a-long-enough-password",
          permissions: ["dashboard"],
        }),
      );
      return made(`/rest/admin/accounts/${record.id}`, record);
    },
    body: (m, n) => ({ ...m.record, updatedAt: undefined, firstname: racer(n), password: null }),
    mark: racer,
    read: async (client, _t, m) =>
      ((await json(client.get("/rest/admin/accounts"))) as unknown as Array<{ id: number; firstname: string }>).find((a) => a.id === m.id)
        ?.firstname,
  },
  updateRegionGroup: {
    make: async (client, _t, unique) => {
      const record = await json(client.post("/rest/region/groups", { name: `Group ${unique}` }));
      return made(`/rest/region/groups/${record.id}`, record);
    },
    body: (_m, n) => ({ name: racer(n) }),
    mark: racer,
    read: async (_client, t, m) =>
      (await t.database.db.selectFrom("region_groups").select("name").where("id", "=", m.id).executeTakeFirst())?.name,
  },
  updateGeographicArea: {
    make: async (client, _t, unique) => {
      const record = await json(
        client.post("/rest/location/geographic-areas", {
          name: `Area ${unique}`,
          wktShape: "MULTIPOLYGON(((17.98 59.3, 18.12 59.3, 18.12 59.36, 17.98 59.36, 17.98 59.3)))",
        }),
      );
      return made("/rest/location/geographic-areas", record);
    },
    body: (m, n) => ({ id: m.id, name: racer(n), wktShape: m.record.wktShape }),
    mark: racer,
    read: async (_client, t, m) =>
      (await t.database.db.selectFrom("geographic_areas").select("name").where("id", "=", m.id).executeTakeFirst())?.name,
  },
  updateCatalogOrder: {
    make: async (client) => {
      const record = await json(client.post("/rest/catalog/catalog-orders", orderBody()));
      return made(`/rest/catalog/catalog-orders/${record.id}`, record);
    },
    body: (_m, n) => orderBody({ firstname: racer(n) }),
    mark: racer,
    read: async (client, _t, m) => (await json(client.get(`/rest/catalog/catalog-orders/${m.id}`))).firstname,
  },
  updateLocation: {
    make: (client, _t, unique) => makeLocation(client, unique, (id) => `/rest/company/locations/${id}`),
    body: (m, n) => ({ ...location(`racer-${n}`), name: racer(n), email: m.record.email }),
    mark: racer,
    read: async (client, _t, m) => (await readLocation(client, m)).name,
  },
  changeLocationType: {
    make: (client, _t, unique) => makeLocation(client, unique, (id) => `/rest/company/locations/${id}`),
    // Every save differs from the stored vividus_store, so each one writes.
    body: (_m, n) => ({ locationType: n % 2 === 0 ? "shop_in_shop" : null }),
    mark: (n) => (n % 2 === 0 ? "shop_in_shop" : null),
    read: async (client, _t, m) => (await readLocation(client, m)).locationType,
  },
  updateLocationCustomerNumber: {
    make: (client, _t, unique) => makeLocation(client, unique, (id) => `/rest/company/locations/${id}/update-customer-number`),
    body: (m, n) => ({ locationId: m.id, customerNumber: `C-${n}` }),
    mark: (n) => `C-${n}`,
    read: async (client, _t, m) => (await readLocation(client, m)).customerNumber,
  },
  updatePartnerPage: {
    make: async (client, _t, unique) => {
      const { id: locationId } = await json(client.post("/rest/company/locations", location(unique)));
      const record = await json(
        client.post("/rest/company/locations/partner-pages", {
          partnerPage: { hostname: `${unique}.example.com`, name: "Page" },
          locationId,
        }),
      );
      return made(`/rest/company/locations/partner-pages/${record.id}`, record);
    },
    body: (m, n) => ({ hostname: m.record.hostname, name: racer(n) }),
    mark: racer,
    read: async (_client, t, m) =>
      (await t.database.db.selectFrom("partner_pages").select("name").where("id", "=", m.id).executeTakeFirst())?.name,
  },
  updateCountry: {
    make: async (client, _t, unique) => {
      const code = unique
        .slice(-2)
        .toUpperCase()
        .replace(/[^A-Z]/g, "Q")
        .padStart(2, "Q");
      const record = await json(client.post("/rest/location/countries", { code, name: `Country ${unique}` }));
      return made(`/rest/location/countries/${record.id}`, record);
    },
    body: (m, n) => ({ code: m.record.code, name: racer(n) }),
    mark: racer,
    read: async (client, _t, m) => (await json(client.get(`/rest/location/countries/${m.id}`))).name,
  },
  updateContact: {
    make: async (client, _t, unique) => {
      const record = await json(
        client.post("/rest/contact/contacts", { lastname: `Contact ${unique}`, primaryEmail: { value: `${unique}@race.example` } }),
      );
      return made(`/rest/contact/contacts/${record.id}`, record);
    },
    body: (_m, n) => ({ lastname: racer(n) }),
    mark: racer,
    read: async (client, _t, m) => (await json(client.get(`/rest/contact/contacts/${m.id}`))).lastname,
  },
  updateWarrantyRegistration: {
    make: async (client, t, unique) => {
      const db = t.database.db;
      const contact = await db
        .insertInto("contacts")
        .values({ lastname: `Owner ${unique}` })
        .returning("id")
        .executeTakeFirstOrThrow();
      const model = await db
        .insertInto("bed_models")
        .values({ name: `Bed ${unique}` })
        .returning("id")
        .executeTakeFirstOrThrow();
      await db.insertInto("bed_colors").values({ bed_model_id: model.id, name: "Ivory" }).execute();
      const url = `/rest/contact/contacts/${contact.id}/warranty-registrations`;
      const body = { bedModel: `Bed ${unique}`, bedColor: "Ivory", bedId: `BED-${unique}`, purchasedMonth: 1, purchasedYear: 2020 };
      const record = await json(client.post(url, body));
      return made(`${url}/${record.id}`, { ...body, id: record.id, updatedAt: record.updatedAt });
    },
    // Each save a month of its own (1-8, a past year), so the stored one names the winner.
    body: (m, n) => ({ ...m.record, updatedAt: undefined, purchasedMonth: n + 1 }),
    mark: (n) => n + 1,
    read: async (_client, t, m) =>
      (await t.database.db.selectFrom("warranty_registrations").select("purchased_month").where("id", "=", m.id).executeTakeFirst())
        ?.purchased_month,
  },
  saveOrderFormTemplateProperty: {
    make: async (client, _t, unique) => {
      const url = `/partner-order/template/default/property/${unique}`;
      const record = await json(client.post(url, { displayName: `Property ${unique}`, dataType: "measurement", isNew: true }));
      return { id: 0, url, updatedAt: record.updatedAt, record };
    },
    body: (_m, n) => ({ displayName: racer(n), dataType: "measurement" }),
    mark: racer,
    read: async (_client, t, m) =>
      (await t.database.db.selectFrom("order_form_properties").select("display_name").where("code", "=", m.record.code).executeTakeFirst())
        ?.display_name,
  },
  updateSite: {
    make: async (client, _t, unique) => {
      const code = unique
        .slice(-2)
        .toLowerCase()
        .replace(/[^a-z]/g, "q")
        .padStart(2, "q");
      const record = await json(client.post("/cms/sites", { name: `Site ${unique}`, languageCode: code, slug: `site-${code}` }));
      return made(`/cms/sites/${record.id}`, record);
    },
    body: (_m, n) => ({ name: racer(n) }),
    mark: racer,
    read: async (_client, t, m) => (await t.database.db.selectFrom("sites").select("name").where("id", "=", m.id).executeTakeFirst())?.name,
  },
  updateVideo: {
    make: async (client, t, unique) => {
      const row = await t.database.db
        .insertInto("videos")
        .values({ header: `Video ${unique}`, is_available_for_partner_pages: true })
        .returning("id")
        .executeTakeFirstOrThrow();
      return made(`/rest/media/videos/${row.id}`, await json(client.get(`/rest/media/videos/${row.id}`)));
    },
    body: (_m, n) => ({ header: racer(n), versions: [], availableToSpecificPartnerPages: [], isAvailableForPartnerPages: true }),
    mark: racer,
    read: async (_client, t, m) =>
      (await t.database.db.selectFrom("videos").select("header").where("id", "=", m.id).executeTakeFirst())?.header,
  },
  updateTranslation: {
    // The version is the text's updatedAt (one text of one key in one language).
    make: async (client, t, unique) => {
      const key = await t.database.db
        .insertInto("translations")
        .values({ code: `race.${unique}` })
        .returning("id")
        .executeTakeFirstOrThrow();
      await t.database.db.insertInto("translation_texts").values({ translation_id: key.id, language_code: "sv", text: "Start" }).execute();
      const filters = encodeURIComponent(JSON.stringify({ languages: ["sv"], search: `race.${unique}` }));
      const page = await json(client.get(`/cms/translations/get-by-page?filters=${filters}`));
      const text = page.list[0].translations[0];
      return { id: key.id, url: "/cms/translations/update", updatedAt: text.updatedAt, record: { code: `race.${unique}` } };
    },
    body: (m, n) => ({ translationCode: m.record.code, langCode: "sv", translationString: racer(n) }),
    mark: racer,
    read: async (_client, t, m) =>
      (
        await t.database.db
          .selectFrom("translation_texts")
          .select("text")
          .where("translation_id", "=", m.id)
          .where("language_code", "=", "sv")
          .executeTakeFirst()
      )?.text,
  },
  updateMediaFolder: {
    make: async (client, _t, unique) => {
      const record = await json(client.post("/rest/media/folders", { name: `Folder ${unique}` }));
      return made(`/rest/media/folders/${record.id}`, record);
    },
    body: (_m, n) => ({ name: racer(n), mediaSortMethod: "custom" }),
    mark: racer,
    read: async (_client, t, m) =>
      (await t.database.db.selectFrom("media_folders").select("name").where("id", "=", m.id).executeTakeFirst())?.name,
  },
  updateContentItem: {
    make: async (client, t, unique) => {
      const siteId = await makeCmsSite(t, unique);
      const root = await t.database.db
        .insertInto("content_items")
        .values({ site_id: siteId, parent_id: null, label: "Home", slug: "home", sort_order: 0 })
        .returning("id")
        .executeTakeFirstOrThrow();
      const record = await json(client.post(`/rest/cms/content-items/${root.id}`, { label: `Item ${unique}` }));
      return made(`/rest/cms/content-items/${record.id}`, record);
    },
    body: (_m, n) => ({ label: racer(n) }),
    mark: racer,
    read: async (_client, t, m) =>
      (await t.database.db.selectFrom("content_items").select("label").where("id", "=", m.id).executeTakeFirst())?.label,
  },
  saveCmsPage: {
    make: async (client, t, unique) => {
      const siteId = await makeCmsSite(t, unique);
      const record = await json(client.post("/cms/editor/save", { page: { title: `Page ${unique}`, siteId, blocks: [] } }));
      return made("/cms/editor/save", record);
    },
    body: (m, n) => ({ page: { id: m.id, title: racer(n), blocks: [{ class: "text_header", data: { header: racer(n) } }] } }),
    mark: racer,
    read: async (_client, t, m) =>
      (await t.database.db.selectFrom("pages").select("title").where("id", "=", m.id).executeTakeFirst())?.title,
  },
  updateBlockSlides: {
    make: async (client, t, unique) => {
      const siteId = await makeCmsSite(t, unique);
      const page = await json(
        client.post("/cms/editor/save", {
          page: { title: `Page ${unique}`, siteId, blocks: [{ class: "slideshow", data: { slides: [] } }] },
        }),
      );
      return made("/cms/editor/block/update-slides", page.blocks[0]);
    },
    body: (m, n) => ({ id: m.id, slides: [{ header: racer(n) }] }),
    mark: racer,
    read: async (_client, t, m) => {
      const row = await t.database.db.selectFrom("blocks").select("data").where("id", "=", m.id).executeTakeFirst();
      return (row?.data as { slides?: { header?: string }[] } | undefined)?.slides?.[0]?.header;
    },
  },
};

/** A CMS site of its own for a record (one site per language: two letters of the unique text). */
async function makeCmsSite(t: TestApp, unique: string): Promise<number> {
  const code = unique
    .slice(-2)
    .toLowerCase()
    .replace(/[^a-z]/g, "q")
    .padStart(2, "q");
  const site = await t.database.db
    .insertInto("sites")
    .values({ name: `Site ${unique}`, language_code: code, slug: `cms-${code}` })
    .returning("id")
    .executeTakeFirstOrThrow();
  return site.id;
}

const contract = loadContract();
const updates = listOperations(contract).filter((op) => versionRuleOf(op.definition));
const methodOf = Object.fromEntries(updates.map((op) => [op.operationId, op.method as "PUT" | "PATCH" | "POST"]));
/** Where each operation's body carries the version (x-version-required's token: updatedAt, page.updatedAt). */
const tokenOf = Object.fromEntries(updates.map((op) => [op.operationId, versionRuleOf(op.definition)!.token]));
/** The body with the version at the operation's token path. */
function withVersion(operationId: string, body: Record<string, unknown>, version: string): Record<string, unknown> {
  const path = tokenOf[operationId]!;
  if (path.length === 1) return { ...body, [path[0]!]: version };
  return { ...body, [path[0]!]: withVersionAt(body[path[0]!] as Record<string, unknown>, path.slice(1), version) };
}
function withVersionAt(body: Record<string, unknown>, path: string[], version: string): Record<string, unknown> {
  if (path.length === 1) return { ...body, [path[0]!]: version };
  return { ...body, [path[0]!]: withVersionAt(body[path[0]!] as Record<string, unknown>, path.slice(1), version) };
}

describe.each(testDatabaseKinds)("edit race on %s", (kind) => {
  let t: TestApp;
  let admin: Client;
  let built: string[] = [];
  let made = 0;
  /** Two letters of its own per record (country codes and site languages are unique). */
  const unique = () => {
    const i = made++;
    return `race${String.fromCharCode(97 + Math.floor(i / 26))}${String.fromCharCode(97 + (i % 26))}`;
  };

  beforeAll(async () => {
    t = await createTestApp(kind);
    admin = await t.login(["all"], ["all"]);
    await t.database.db.insertInto("countries").values({ code: "SE", name: "Sweden", name_sv: "Sverige" }).execute();
    const handlers = allHandlers(t.app.services);
    built = updates.map((op) => op.operationId).filter((id) => handlers[id]);
  });
  afterAll(() => t?.close());

  const save = (m: Made, operationId: string, body: Record<string, unknown>, headers: Record<string, string> = {}) =>
    admin.request({ method: methodOf[operationId]!, url: m.url, payload: body, headers });

  it("has a case for every built update operation", () => {
    expect(built.length).toBeGreaterThanOrEqual(9);
    expect(
      built.filter((id) => !CASES[id]),
      "add an entry to CASES for these update operations",
    ).toEqual([]);
  });

  for (const operationId of Object.keys(CASES)) {
    it(`${operationId}: 428 without the version, If-Match taken as it, 409 when stale`, async () => {
      const c = CASES[operationId]!;
      const m = await c.make(admin, t, unique());
      const missing = await save(m, operationId, c.body(m, 1));
      expect(missing.statusCode, missing.body).toBe(428);
      const field = tokenOf[operationId]!.join(".");
      expect(missing.json().error).toMatchObject({ code: "VERSION_REQUIRED", fields: { [field]: "is required" } });

      const viaHeader = await save(m, operationId, c.body(m, 2), { "if-match": `"${m.updatedAt}"` });
      expect(viaHeader.statusCode, viaHeader.body).toBe(200);
      expect(viaHeader.json().updatedAt).not.toBe(m.updatedAt);
      expect(await c.read(admin, t, m)).toEqual(c.mark(2));

      for (const [body, headers] of [
        [withVersion(operationId, c.body(m, 3), m.updatedAt), {}],
        [c.body(m, 3), { "if-match": m.updatedAt }],
      ] as const) {
        const stale = await save(m, operationId, body, headers);
        expect(stale.statusCode, stale.body).toBe(409);
        expect(stale.json().error.fields).toEqual({ [field]: "is stale" });
      }
      expect(await c.read(admin, t, m)).toEqual(c.mark(2));
    });

    it(`${operationId}: ${RACERS} saves of one version at once, exactly one wins`, async () => {
      const c = CASES[operationId]!;
      const m = await c.make(admin, t, unique());
      const answers = await Promise.all(
        Array.from({ length: RACERS }, (_, n) => save(m, operationId, withVersion(operationId, c.body(m, n), m.updatedAt))),
      );
      const statuses = answers.map((a) => a.statusCode);
      expect(
        statuses.filter((s) => s === 200),
        answers.map((a) => `${a.statusCode} ${a.body.slice(0, 120)}`).join("\n"),
      ).toHaveLength(1);
      expect(statuses.filter((s) => s === 409)).toHaveLength(RACERS - 1);
      const winner = statuses.indexOf(200);
      expect(await c.read(admin, t, m)).toEqual(c.mark(winner));
    });
  }
});
