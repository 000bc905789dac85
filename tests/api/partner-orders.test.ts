import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createContext } from "../../src/server/db/seed/context.ts";
import { seedOrderForm, seedQuotes } from "../../src/server/db/seed/partner-orders.ts";
import { Random } from "../../src/server/db/seed/random.ts";
import { readConfig } from "../../src/server/config.ts";
import { createTestApp, type Client, type TestApp } from "../fixtures/app.ts";
import { testDatabaseKinds } from "../fixtures/databases.ts";
import { readEdifact, type ReadSegment } from "../fixtures/edifact-read.ts";

/**
 * Partner orders (issue 16): every operation of the tag partnerOrders on the demo's order form
 * and quotes (the seed's own generator), with bad input per operation (400 naming the fields,
 * 404, 409, 403 without coper), the quote tables' paging by cursor against paging by number,
 * deletion, and the EDIFACT download read back with ts-edifact for every quote.
 */

interface QuoteRow {
  id: number;
  createdTime: string;
  customerName1: string | null;
  customerCountry: string | null;
  status: string;
}
interface Page {
  list: QuoteRow[];
  total: number;
  totalIsEstimate: boolean;
  filterable: {
    customerName1: { property: string; count: number }[];
    customerCountry: { property: string; name: string | null; count: number }[];
  };
  nextCursor: string | null;
  previousCursor: string | null;
}

const fieldsOf = (answer: { json(): any }) => Object.keys(answer.json().error?.fields ?? {}).sort();
const table = (status: string, query: Record<string, string | number> = {}) =>
  `/partner-order/quote/table/${status}?${new URLSearchParams(Object.entries(query).map(([k, v]) => [k, String(v)]))}`;
const property = (template: string, code: string) => `/partner-order/template/${template}/property/${code}`;

/** The store the seeded quotes are made for (seedQuotes picks partners among such stores). */
const SEED_STORE = {
  name: "Vividus Östermalm",
  countryCode: "SE",
  email: "ostermalm@vividus.example",
  type: "vividus_store",
  active: true,
  acceptsCatalogRequests: true,
  latitude: 59.3365,
  longitude: 18.0801,
  city: "Stockholm",
  zip: null,
};

describe.each(testDatabaseKinds)("partner orders on %s", (kind) => {
  let t: TestApp;
  let staff: Client;
  let outsider: Client;
  let storeId: number;

  beforeAll(async () => {
    t = await createTestApp(kind);
    staff = await t.login(["coper"]);
    outsider = await t.login(["warranty"]);
    const db = t.database.db;
    const se = (await db.insertInto("countries").values({ code: "SE", name: "Sweden" }).returning("id").executeTakeFirstOrThrow()).id;
    await db.insertInto("countries").values({ code: "NO", name: "Norway" }).execute();
    storeId = (
      await db
        .insertInto("company_locations")
        .values({ name: "Vividus Östermalm", street: "Sibyllegatan 12", zip_code: "114 42", city: "Stockholm", country_id: se })
        .returning("id")
        .executeTakeFirstOrThrow()
    ).id;
    // The demo's own order form and quotes (a few deleted), at a size that pages.
    const ctx = createContext(db, 20_260_101, new Date("2026-06-01T00:00:00Z"));
    await seedOrderForm(ctx);
    const store = { ...SEED_STORE, id: storeId };
    await seedQuotes(ctx, Random.derive(1, 11), [store, { ...store, countryCode: "NO", city: "Oslo" }], 320);
  });
  afterAll(() => t?.close());

  async function page(status: string, query: Record<string, string | number> = {}): Promise<Page> {
    const answer = await staff.get(table(status, query));
    expect(answer.statusCode, answer.body).toBe(200);
    return answer.json();
  }

  async function liveQuotes(status?: string) {
    let query = t.database.db.selectFrom("quotes").select(["id", "status", "created_time"]).where("deleted_at", "is", null);
    if (status) query = query.where("status", "=", status as "new");
    return query.orderBy("created_time", "desc").orderBy("id", "desc").execute();
  }

  it("refuses every operation without the coper permission", async () => {
    const [quote] = await liveQuotes();
    for (const answer of await Promise.all([
      outsider.get("/partner-order/overview"),
      outsider.get(property("default", "width")),
      outsider.post(property("default", "width"), { displayName: "Width", dataType: "measurement" }),
      outsider.delete(property("hotel", "width")),
      outsider.get(table("new")),
      outsider.get(`/partner-order/quote/view?quoteId=${quote!.id}`),
      outsider.post("/partner-order/quote/delete", { id: quote!.id }),
      outsider.get(`/partner-order/quote/order-platform-link?quoteId=${quote!.id}`),
      outsider.get(`/partner-order/quote/edifact?quoteId=${quote!.id}`),
    ])) {
      expect(answer.statusCode, answer.body).toBe(403);
    }
  });

  describe("quote tables", () => {
    it("lists one status newest first, 100 per page, with the filter options and an exact total", async () => {
      const ordered = await liveQuotes("ordered");
      const first = await page("ordered");
      expect(first.total).toBe(ordered.length);
      expect(first.totalIsEstimate).toBe(false);
      expect(first.list.map((q) => q.id)).toEqual(ordered.slice(0, 100).map((q) => q.id));
      expect(first.list.every((q) => q.status === "ordered")).toBe(true);
      expect(first.filterable.customerCountry).toEqual([
        { property: "NO", name: "Norway", count: ordered.length - first.filterable.customerCountry[1]!.count },
        { property: "SE", name: "Sweden", count: expect.any(Number) },
      ]);
      const names = first.filterable.customerName1;
      expect(names.reduce((n, o) => n + o.count, 0)).toBeLessThanOrEqual(ordered.length);
      expect(names.map((o) => o.count)).toEqual([...names.map((o) => o.count)].sort((a, b) => b - a));
    });

    it("filters by country and by a part of the customer's name, case-insensitively", async () => {
      const norway = await page("waiting", { filters: JSON.stringify({ customerCountry: "NO" }) });
      expect(norway.list.length).toBeGreaterThan(0);
      expect(norway.list.every((q) => q.customerCountry === "NO")).toBe(true);
      const name = norway.list[0]!.customerName1!;
      const part = name.slice(1, 5).toUpperCase();
      const named = await page("waiting", { filters: JSON.stringify({ customerName1: part }) });
      expect(named.list.length).toBeGreaterThan(0);
      expect(named.list.every((q) => q.customerName1!.toUpperCase().includes(part))).toBe(true);
      expect(named.total).toBe(named.list.length);
    });

    it("sorts by each field of the contract, both ways, ties by id", async () => {
      for (const sort of ["createdTime", "id", "customerName1", "customerCountry"]) {
        for (const direction of ["asc", "desc"] as const) {
          const got = await page("new", { sort, direction, count: 1000 });
          const sign = direction === "asc" ? 1 : -1;
          const value = (q: QuoteRow) => (sort === "id" ? q.id : (q as unknown as Record<string, string>)[sort]!);
          for (let i = 1; i < got.list.length; i++) {
            const [a, b] = [value(got.list[i - 1]!), value(got.list[i]!)];
            if (a !== b && a !== null && b !== null) expect(a < b ? sign : -sign, `${sort} ${direction} at ${i}`).toBe(1);
          }
        }
      }
    });

    it("pages by cursor to the same rows as by number, both ways", async () => {
      const query = { sort: "customerName1", direction: "asc", count: 30 };
      const byNumber: number[][] = [];
      for (let n = 1; ; n++) {
        const got = await page("ordered", { ...query, page: n });
        if (got.list.length === 0) break;
        byNumber.push(got.list.map((q) => q.id));
      }
      expect(byNumber.length).toBeGreaterThan(2);
      let current = await page("ordered", query);
      const forward = [current.list.map((q) => q.id)];
      while (current.nextCursor) {
        current = await page("ordered", { ...query, after: current.nextCursor });
        forward.push(current.list.map((q) => q.id));
      }
      expect(forward).toEqual(byNumber);
      const back = await page("ordered", { ...query, before: (await page("ordered", { ...query, page: 3 })).previousCursor! });
      expect(back.list.map((q) => q.id)).toEqual(byNumber[1]);
    });

    it("refuses bad paging and filter input with 400 naming the field", async () => {
      const cases: [string, string[]][] = [
        [table("sold"), ["status"]],
        [table("new", { sort: "price" }), ["sort"]],
        [table("new", { filters: JSON.stringify({ colour: "red" }) }), ["filters.colour"]],
        [table("new", { filters: JSON.stringify({ customerCountry: "Sweden" }) }), ["filters.customerCountry"]],
        [table("new", { filters: "{not json" }), ["filters"]],
        [table("new", { count: 0 }), ["count"]],
        [table("new", { after: "garbage" }), ["after"]],
      ];
      for (const [url, fields] of cases) {
        const answer = await staff.get(url);
        expect(answer.statusCode, `${url}: ${answer.body}`).toBe(400);
        expect(
          fieldsOf(answer).some((f) => fields.some((want) => f.startsWith(want))),
          `${url}: ${answer.body}`,
        ).toBe(true);
      }
      // A cursor of one status's table fits no other.
      const cursor = (await page("new", { count: 5 })).nextCursor!;
      expect((await staff.get(table("waiting", { count: 5, after: cursor }))).statusCode).toBe(400);
    });
  });

  describe("one quote", () => {
    it("views a quote with its customer and lines; 404 for unknown, 400 for a bad id", async () => {
      const [row] = await liveQuotes("new");
      const answer = await staff.get(`/partner-order/quote/view?quoteId=${row!.id}`);
      expect(answer.statusCode, answer.body).toBe(200);
      const quote = answer.json();
      expect(quote).toMatchObject({ id: row!.id, status: "new", location: { id: storeId, name: "Vividus Östermalm" } });
      expect(quote.lines.length).toBeGreaterThan(0);
      expect(quote.lines[0]).toMatchObject({ lineNumber: 1, productCode: expect.any(String), quantity: expect.any(Number), unit: "PCE" });
      expect(quote.reference).toMatch(/^Q\d{4}-\d{5}$/);
      expect((await staff.get("/partner-order/quote/view?quoteId=999999999")).statusCode).toBe(404);
      const bad = await staff.get("/partner-order/quote/view?quoteId=abc");
      expect(bad.statusCode).toBe(400);
      expect(fieldsOf(bad)).toEqual(["quoteId"]);
    });

    it("answers the quote's address on the order platform", async () => {
      const [row] = await liveQuotes("waiting");
      const answer = await staff.get(`/partner-order/quote/order-platform-link?quoteId=${row!.id}`);
      expect(answer.statusCode, answer.body).toBe(200);
      expect(answer.json().url).toMatch(new RegExp(`^https://[^/]+/.*${row!.id}$`));
      expect((await staff.get("/partner-order/quote/order-platform-link?quoteId=999999999")).statusCode).toBe(404);
      expect((await staff.get("/partner-order/quote/order-platform-link")).statusCode).toBe(400);
    });

    it("deletes a quote: success true, kept in the database, gone from its table, its view and its EDIFACT", async () => {
      const [row] = await liveQuotes("new");
      const before = await page("new", { count: 1000 });
      const answer = await staff.post("/partner-order/quote/delete", { id: row!.id });
      expect(answer.statusCode, answer.body).toBe(200);
      expect(answer.json()).toEqual({ success: true });
      const after = await page("new", { count: 1000 });
      expect(after.total).toBe(before.total - 1);
      expect(after.list.map((q) => q.id)).not.toContain(row!.id);
      expect((await staff.get(`/partner-order/quote/view?quoteId=${row!.id}`)).statusCode).toBe(404);
      expect((await staff.get(`/partner-order/quote/edifact?quoteId=${row!.id}`)).statusCode).toBe(404);
      const kept = await t.database.db.selectFrom("quotes").select("deleted_at").where("id", "=", row!.id).executeTakeFirstOrThrow();
      expect(kept.deleted_at).not.toBeNull();
      // Once only; unknown and malformed ids.
      expect((await staff.post("/partner-order/quote/delete", { id: row!.id })).statusCode).toBe(404);
      expect((await staff.post("/partner-order/quote/delete", { id: 999999999 })).statusCode).toBe(404);
      const bad = await staff.post("/partner-order/quote/delete", { id: "x", extra: 1 });
      expect(bad.statusCode).toBe(400);
      const audit = await t.database.db
        .selectFrom("audit_log")
        .select(["record_type", "record_id"])
        .where("operation", "=", "deleteQuote")
        .where("status_code", "=", 200)
        .execute();
      expect(audit).toEqual([{ record_type: "quote", record_id: String(row!.id) }]);
    });
  });

  describe("EDIFACT", () => {
    it("downloads a quote as a D.96A ORDERS interchange that ts-edifact reads back", async () => {
      const [row] = await liveQuotes("ordered");
      const answer = await staff.get(`/partner-order/quote/edifact?quoteId=${row!.id}`);
      expect(answer.statusCode, answer.body).toBe(200);
      expect(answer.headers["content-type"]).toBe("text/plain; charset=iso-8859-1");
      expect(answer.headers["content-disposition"]).toBe(`attachment; filename="quote-${row!.id}.edi"`);
      const text = answer.rawPayload.toString("latin1");
      expect(text.startsWith("UNA:+.? '")).toBe(true);
      const quote = (await staff.get(`/partner-order/quote/view?quoteId=${row!.id}`)).json();
      const segments = readEdifact(text);
      checkEnvelope(segments, `Q${row!.id}`);
      expect(values(segments, "BGM")[0]).toEqual([["220"], [quote.reference], ["9"]]);
      const dp = values(segments, "NAD").find((e) => e[0]![0] === "DP")!;
      expect(dp[3]!.join(" ")).toContain(quote.customerName1);
      const by = values(segments, "NAD").find((e) => e[0]![0] === "BY")!;
      expect(by[1]).toEqual([String(storeId), "", "91"]);
      const lins = segments.filter((s) => s.name === "LIN").map((s) => s.elements[2]![0]);
      expect(lins).toEqual(quote.lines.map((l: { productCode: string }) => l.productCode));
      const qtys = segments.filter((s) => s.name === "QTY").map((s) => Number(s.elements[0]![1]));
      expect(qtys).toEqual(quote.lines.map((l: { quantity: number }) => l.quantity));
    });

    it("carries ' + : ? and letters outside Latin-1 in a quote's text through the release character", async () => {
      const [row] = await liveQuotes("waiting");
      const name = "O'Brien + Sons: beds? Yes?";
      const db = t.database.db;
      const stored = await db.selectFrom("quotes").select("payload").where("id", "=", row!.id).executeTakeFirstOrThrow();
      const payload = typeof stored.payload === "string" ? JSON.parse(stored.payload) : stored.payload;
      payload.reference = "R'1+2:3?";
      payload.customerStreet = "Łąkowa 5 'B'";
      payload.lines[0].description = "Width: 160+ cm 'deluxe' ?";
      await db
        .updateTable("quotes")
        .set({ customer_name1: name, payload: JSON.stringify(payload) })
        .where("id", "=", row!.id)
        .execute();
      const answer = await staff.get(`/partner-order/quote/edifact?quoteId=${row!.id}`);
      expect(answer.statusCode, answer.body).toBe(200);
      const text = answer.rawPayload.toString("latin1");
      expect(text).toContain("O?'Brien ?+ Sons?: beds?? Yes??");
      const segments = readEdifact(text);
      checkEnvelope(segments, `Q${row!.id}`);
      expect(values(segments, "BGM")[0]![1]).toEqual(["R'1+2:3?"]);
      const dp = values(segments, "NAD").find((e) => e[0]![0] === "DP")!;
      expect(dp[3]).toEqual([name]);
      expect(dp[4]).toEqual(["Lakowa 5 'B'"]);
      const imd = segments.find((s) => s.name === "IMD")!;
      expect(imd.elements[2]!.slice(3).join(" ")).toContain("Width: 160+ cm 'deluxe' ?");
    });

    it("reads back the message of every demo quote, its counts and references right", async () => {
      const rows = await liveQuotes();
      expect(rows.length).toBeGreaterThan(250);
      for (const row of rows) {
        const answer = await staff.get(`/partner-order/quote/edifact?quoteId=${row.id}`);
        expect(answer.statusCode, answer.body).toBe(200);
        checkEnvelope(readEdifact(answer.rawPayload.toString("latin1")), `Q${row.id}`);
      }
    });

    it("refuses an unknown or malformed quote id", async () => {
      expect((await staff.get("/partner-order/quote/edifact?quoteId=999999999")).statusCode).toBe(404);
      const bad = await staff.get("/partner-order/quote/edifact?quoteId=-3");
      expect(bad.statusCode).toBe(400);
      expect(fieldsOf(bad)).toEqual(["quoteId"]);
    });
  });

  describe("order form", () => {
    it("answers every property's default and every template with the codes it overrides", async () => {
      const answer = await staff.get("/partner-order/overview");
      expect(answer.statusCode, answer.body).toBe(200);
      const overview = answer.json();
      expect(overview.properties.map((p: { code: string }) => p.code)).toContain("width");
      const width = overview.properties.find((p: { code: string }) => p.code === "width");
      expect(width).toMatchObject({ dataType: "measurement", unit: "cm", minValue: 80, maxValue: 210, defaultValue: "160", options: [] });
      const firmness = overview.properties.find((p: { code: string }) => p.code === "firmness");
      expect(firmness).toMatchObject({ dataType: "choice", defaultValue: "medium", templateCode: "default" });
      expect(firmness.options).toContainEqual({ code: "extra-firm", displayName: "Extra firm" });
      const byCode = Object.fromEntries(
        overview.templates.map((tpl: { code: string; differences: string[] }) => [tpl.code, tpl.differences]),
      );
      expect(byCode.default).toEqual([]);
      expect(byCode.hotel).toEqual(["width", "firmness", "splitMattress"]);
      expect(byCode.contract.sort()).toEqual(["fabric", "legHeight"]);
    });

    it("reads a template's override, or the default marked new where it has none", async () => {
      const override = (await staff.get(property("hotel", "width"))).json();
      expect(override).toMatchObject({ code: "width", templateCode: "hotel", isNew: false, minValue: 90, defaultValue: "90" });
      expect(override.updatedAt).toEqual(expect.any(String));
      const fresh = (await staff.get(property("hotel", "length"))).json();
      expect(fresh).toMatchObject({ code: "length", templateCode: "hotel", isNew: true, minValue: 190, updatedAt: null });
      expect((await staff.get(property("nosuch", "width"))).statusCode).toBe(404);
      expect((await staff.get(property("default", "nosuch"))).statusCode).toBe(404);
      expect((await staff.get(property("default", "bad code!"))).statusCode).toBe(400);
    });

    it("saves a template override: the code joins the differences; deleting it falls back to the default", async () => {
      const body = {
        displayName: "Length",
        dataType: "measurement",
        unit: "cm",
        minValue: 200,
        maxValue: 210,
        defaultValue: "210",
        isNew: true,
      };
      const created = await staff.post(property("hotel", "length"), body);
      expect(created.statusCode, created.body).toBe(200);
      expect(created.json()).toMatchObject({ code: "length", templateCode: "hotel", isNew: false, minValue: 200, defaultValue: "210" });
      const overview = (await staff.get("/partner-order/overview")).json();
      expect(overview.templates.find((tpl: { code: string }) => tpl.code === "hotel").differences).toContain("length");
      // The default is untouched.
      expect((await staff.get(property("default", "length"))).json()).toMatchObject({ minValue: 190, defaultValue: "200" });

      // Twice as new: it exists now.
      expect((await staff.post(property("hotel", "length"), body)).statusCode).toBe(409);
      const changed = await staff.post(property("hotel", "length"), {
        ...body,
        isNew: false,
        defaultValue: "205",
        updatedAt: created.json().updatedAt,
      });
      expect(changed.statusCode, changed.body).toBe(200);
      expect(changed.json().defaultValue).toBe("205");

      const deleted = await staff.delete(property("hotel", "length"));
      expect(deleted.statusCode, deleted.body).toBe(204);
      expect((await staff.get(property("hotel", "length"))).json()).toMatchObject({ isNew: true, minValue: 190 });
      const after = (await staff.get("/partner-order/overview")).json();
      expect(after.templates.find((tpl: { code: string }) => tpl.code === "hotel").differences).not.toContain("length");
      expect((await staff.delete(property("hotel", "length"))).statusCode).toBe(404);
      const onDefault = await staff.delete(property("default", "length"));
      expect(onDefault.statusCode).toBe(400);
      expect(fieldsOf(onDefault)).toEqual(["templateCode"]);
      expect((await staff.delete(property("nosuch", "length"))).statusCode).toBe(404);
    });

    it("creates a property on default and changes a default with its version", async () => {
      const body = {
        displayName: "Pillow",
        dataType: "choice",
        options: [
          { code: "none", displayName: "None" },
          { code: "down", displayName: "Down" },
        ],
        defaultValue: "none",
        isNew: true,
      };
      const created = await staff.post(property("default", "pillow"), body);
      expect(created.statusCode, created.body).toBe(200);
      expect(created.json()).toMatchObject({ code: "pillow", templateCode: "default", options: body.options, isNew: false });
      const overview = (await staff.get("/partner-order/overview")).json();
      expect(overview.properties.at(-1).code).toBe("pillow");
      const renamed = await staff.post(property("default", "pillow"), {
        ...body,
        isNew: false,
        displayName: "Pillows",
        updatedAt: created.json().updatedAt,
      });
      expect(renamed.statusCode, renamed.body).toBe(200);
      expect(renamed.json().displayName).toBe("Pillows");
      const stale = await staff.post(property("default", "pillow"), { ...body, isNew: false, updatedAt: created.json().updatedAt });
      expect(stale.statusCode).toBe(409);
      const missing = await staff.post(property("default", "pillow"), { ...body, isNew: false });
      expect(missing.statusCode).toBe(428);
      // A template override of a property that does not exist, and of an unknown template.
      expect((await staff.post(property("hotel", "nosuch"), { ...body, isNew: true })).statusCode).toBe(404);
      expect((await staff.post(property("nosuch", "pillow"), { ...body, isNew: true })).statusCode).toBe(404);
    });

    it("refuses a property body that does not hold together, naming the fields", async () => {
      const cases: [Record<string, unknown>, string[]][] = [
        [{ displayName: " ", dataType: "measurement" }, ["displayName"]],
        [{ displayName: "X", dataType: "choice", options: [] }, ["options"]],
        [
          {
            displayName: "X",
            dataType: "choice",
            options: [
              { code: "a", displayName: "A" },
              { code: "a", displayName: "B" },
            ],
            defaultValue: "c",
          },
          ["defaultValue", "options.1.code"],
        ],
        [{ displayName: "X", dataType: "choice", options: [{ code: "a", displayName: "A" }], unit: "cm" }, ["unit"]],
        [{ displayName: "X", dataType: "measurement", options: [{ code: "a", displayName: "A" }] }, ["options"]],
        [{ displayName: "X", dataType: "measurement", minValue: 10, maxValue: 5 }, ["maxValue"]],
        [{ displayName: "X", dataType: "measurement", minValue: 1, maxValue: 5, defaultValue: "9" }, ["defaultValue"]],
        [{ displayName: "X", dataType: "measurement", defaultValue: "wide" }, ["defaultValue"]],
        [{ displayName: "X", dataType: "measurement", code: "other" }, ["code"]],
        [{ displayName: "X", dataType: "colour" }, ["dataType"]],
        [{ dataType: "measurement" }, ["displayName"]],
      ];
      for (const [body, fields] of cases) {
        const answer = await staff.post(property("default", "newprop"), { ...body, isNew: true });
        expect(answer.statusCode, `${JSON.stringify(body)}: ${answer.body}`).toBe(400);
        expect(fieldsOf(answer), JSON.stringify(body)).toEqual(fields.sort());
      }
      expect((await staff.get(property("default", "newprop"))).statusCode).toBe(404);
    });
  });
});

function values(segments: readonly ReadSegment[], name: string): string[][][] {
  return segments.filter((s) => s.name === name).map((s) => s.elements);
}

/** UNB/UNZ and UNH/UNT agree: one message, its control references, and UNT's count of UNH..UNT. */
function checkEnvelope(segments: readonly ReadSegment[], controlReference: string): void {
  const names = segments.map((s) => s.name);
  expect(names[0]).toBe("UNB");
  expect(names[1]).toBe("UNH");
  expect(names.at(-2)).toBe("UNT");
  expect(names.at(-1)).toBe("UNZ");
  expect(names.filter((n) => n === "UNS")).toHaveLength(1);
  const [unb, unh, unt, unz] = [segments[0]!, segments[1]!, segments.at(-2)!, segments.at(-1)!];
  expect(unb.elements[0]).toEqual(["UNOC", "3"]);
  expect(unb.elements[4]).toEqual([controlReference]);
  expect(unz.elements).toEqual([["1"], [controlReference]]);
  expect(unh.elements[1]).toEqual(["ORDERS", "D", "96A", "UN"]);
  expect(unt.elements[1]).toEqual(unh.elements[0]);
  expect(Number(unt.elements[0]![0])).toBe(segments.length - 2);
}

/** A deployment's own order platform and interchange ids (ORDER_PLATFORM_URL, EDIFACT_SENDER_ID, EDIFACT_RECIPIENT_ID). */
describe("partner orders configured for a deployment", () => {
  let t: TestApp;
  let staff: Client;
  beforeAll(async () => {
    const { orderPlatformUrl, edifactSenderId, edifactRecipientId } = readConfig({
      ORDER_PLATFORM_URL: "https://platform.example/edit/",
      EDIFACT_SENDER_ID: "BACKOFFICE 2",
      EDIFACT_RECIPIENT_ID: "FACTORY-9",
    });
    t = await createTestApp("pglite", { orderPlatformUrl, edifactSenderId, edifactRecipientId });
    staff = await t.login(["coper"]);
    const db = t.database.db;
    const se = (await db.insertInto("countries").values({ code: "SE", name: "Sweden" }).returning("id").executeTakeFirstOrThrow()).id;
    const store = await db
      .insertInto("company_locations")
      .values({ name: "Vividus Östermalm", street: "Sibyllegatan 12", zip_code: "114 42", city: "Stockholm", country_id: se })
      .returning("id")
      .executeTakeFirstOrThrow();
    const ctx = createContext(db, 20_260_102, new Date("2026-06-01T00:00:00Z"));
    await seedQuotes(ctx, Random.derive(1, 12), [{ ...SEED_STORE, id: store.id }], 3);
  });
  afterAll(() => t?.close());

  it("links to the configured platform and sends the configured ids in UNB", async () => {
    const quote = await t.database.db
      .selectFrom("quotes")
      .select("id")
      .where("deleted_at", "is", null)
      .orderBy("id")
      .executeTakeFirstOrThrow();
    const id = Number(quote.id);
    expect((await staff.get(`/partner-order/quote/order-platform-link?quoteId=${id}`)).json().url).toBe(
      `https://platform.example/edit/${id}`,
    );
    const text = (await staff.get(`/partner-order/quote/edifact?quoteId=${id}`)).rawPayload.toString("latin1");
    const unb = readEdifact(text).find((s) => s.name === "UNB")!;
    expect([unb.elements[1]![0], unb.elements[2]![0]]).toEqual(["BACKOFFICE 2", "FACTORY-9"]);
  });

  it("refuses to start with a platform address or an interchange id it cannot use", () => {
    expect(() => readConfig({ ORDER_PLATFORM_URL: "platform.example" })).toThrow(/ORDER_PLATFORM_URL must be an absolute/);
    expect(() => readConfig({ EDIFACT_SENDER_ID: "back'office" })).toThrow(/EDIFACT_SENDER_ID must be/);
    expect(() => readConfig({ EDIFACT_RECIPIENT_ID: "X".repeat(36) })).toThrow(/EDIFACT_RECIPIENT_ID must be/);
    expect(readConfig({})).toMatchObject({
      orderPlatformUrl: "https://orders.vividus.example/quote/",
      edifactSenderId: "VIVIDUSBACKOFFICE",
      edifactRecipientId: "VIVIDUSFACTORY",
    });
  });
});
