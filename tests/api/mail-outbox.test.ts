import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createMailAdapter } from "../../src/server/adapters/mail.ts";
import { OUTBOX_FILTERS, OUTBOX_SORT_COLUMNS } from "../../src/server/routes/mail/outbox-store.ts";
import { loadContract } from "../../src/server/contract.ts";
import { anonymous, createTestApp, type Client, type TestApp } from "../fixtures/app.ts";
import { orderBody, seedCatalogNetwork } from "../fixtures/catalog-network.ts";
import { testDatabaseKinds } from "../fixtures/databases.ts";

const PAGE = "/rest/mail/outbox/get-by-page";
const MAIL_FROM = "Back-office <no-reply@backoffice.test>";

interface Row {
  id: number;
  to: string;
  subject: string;
  sentAt: string | null;
}

const withFilters = (filters: unknown, rest = "") => `${PAGE}?filters=${encodeURIComponent(JSON.stringify(filters))}${rest}`;

/** The mail outbox table (getOutboxPage): what the mail adapter kept or sent, for staff to read. */
describe.each(testDatabaseKinds)("mail outbox on %s", (kind) => {
  let t: TestApp;
  let staff: Client;
  let orderId: number;
  beforeAll(async () => {
    t = await createTestApp(kind, { smtpUrl: undefined, mailFrom: MAIL_FROM });
    await seedCatalogNetwork(t.database.db);
    staff = await t.login(["catalogOrder"]);
    // Older mails of an SMTP setup: two accepted, one refused.
    const at = (day: number) => new Date(Date.UTC(2025, 0, day, 9, 0));
    await t.database.db
      .insertInto("outbox")
      .values([
        {
          from_address: MAIL_FROM,
          to_address: "beta@x.test",
          subject: "Order B",
          text: "b",
          attempts: 1,
          created_at: at(1),
          sent_at: at(1),
        },
        {
          from_address: MAIL_FROM,
          to_address: "alpha@x.test",
          subject: "Order C 100%",
          text: "c",
          attempts: 1,
          created_at: at(2),
          sent_at: at(2),
        },
        {
          from_address: MAIL_FROM,
          to_address: "gamma@x.test",
          subject: "Order A",
          text: "a",
          attempts: 1,
          error_message: "550 No such user",
          created_at: at(3),
          sent_at: null,
        },
      ])
      .execute();
    // A catalog request routed on arrival: with no SMTP_URL its mail is kept in the outbox.
    const order = await staff.post("/rest/catalog/catalog-orders", orderBody());
    expect(order.statusCode, order.body).toBe(200);
    orderId = order.json().id;
  });
  afterAll(() => t?.close());

  it("needs a session and the catalogOrder permission", async () => {
    expect((await anonymous(t.app).get(PAGE)).statusCode).toBe(401);
    const refused = await (await t.login(["contact", "company", "cms"])).get(PAGE);
    expect(refused.statusCode).toBe(403);
    expect((await (await t.login(["all"])).get(PAGE)).statusCode).toBe(200);
  });

  it("shows the mail of a routed catalog request, newest first, without its HTML", async () => {
    const answer = await staff.get(PAGE);
    expect(answer.statusCode, answer.body).toBe(200);
    const page = answer.json();
    expect(page).toMatchObject({ total: 4, totalIsEstimate: false, filterable: {} });
    const [newest] = page.list;
    expect(newest).toEqual({
      id: expect.any(Number),
      from: MAIL_FROM,
      to: "centrum@x.test",
      replyTo: "asa@customer.test",
      subject: `Katalogbeställning #${orderId} från Åsa Öberg, 211 22 Malmö`,
      text: expect.stringContaining("Nattmössa"),
      createdAt: expect.any(String),
      sentAt: null,
      attempts: 0,
      errorMessage: null,
    });
    expect(page.list.map((m: Row) => m.to)).toEqual(["centrum@x.test", "gamma@x.test", "alpha@x.test", "beta@x.test"]);
  });

  it("lists a mail written through the mail adapter's outbox", async () => {
    const adapter = createMailAdapter({ smtpUrl: undefined, mailFrom: MAIL_FROM }, t.database);
    const sent = await adapter.send({ to: "direct@x.test", subject: "Adapter test", text: "plain", html: "<p>rich</p>" });
    expect(sent.delivery).toBe("outbox");
    const found = (await staff.get(withFilters({ search: "direct@" }))).json();
    expect(found.list).toEqual([
      expect.objectContaining({
        id: sent.outboxId,
        to: "direct@x.test",
        subject: "Adapter test",
        text: "plain",
        sentAt: null,
        attempts: 0,
      }),
    ]);
    expect(found.list[0]).not.toHaveProperty("html");
    await t.database.db.deleteFrom("outbox").where("id", "=", sent.outboxId).execute();
  });

  it("pages and sorts by createdAt, recipient and subject", async () => {
    const second = (await staff.get(`${PAGE}?page=2&count=3`)).json();
    expect(second).toMatchObject({ total: 4 });
    expect(second.list.map((m: Row) => m.to)).toEqual(["beta@x.test"]);
    const oldest = (await staff.get(`${PAGE}?sort=createdAt&direction=asc&count=2`)).json();
    expect(oldest.list.map((m: Row) => m.to)).toEqual(["beta@x.test", "alpha@x.test"]);

    const byTo = (await staff.get(`${PAGE}?sort=to`)).json();
    expect(byTo.list.map((m: Row) => m.to)).toEqual(["alpha@x.test", "beta@x.test", "centrum@x.test", "gamma@x.test"]);
    const bySubject = (await staff.get(`${PAGE}?sort=subject&direction=desc`)).json();
    expect(bySubject.list.map((m: Row) => m.subject)).toEqual([
      "Order C 100%",
      "Order B",
      "Order A",
      `Katalogbeställning #${orderId} från Åsa Öberg, 211 22 Malmö`,
    ]);
  });

  it("filters by recipient or subject in any case, and by sent or unsent", async () => {
    const search = async (text: string) => (await staff.get(withFilters({ search: text }))).json().list.map((m: Row) => m.to);
    expect(await search("ALPHA")).toEqual(["alpha@x.test"]);
    expect(await search("order a")).toEqual(["gamma@x.test"]);
    expect(await search("öberg")).toEqual(["centrum@x.test"]);
    // The user's % and _ are taken literally.
    expect(await search("100%")).toEqual(["alpha@x.test"]);
    expect(await search("%")).toEqual(["alpha@x.test"]);
    expect(await search("_")).toEqual([]);
    expect(await search("   ")).toHaveLength(4);

    const sent = (await staff.get(withFilters({ state: "sent" }))).json();
    expect(sent).toMatchObject({ total: 2, totalIsEstimate: false });
    expect(sent.list.map((m: Row) => m.to)).toEqual(["alpha@x.test", "beta@x.test"]);
    const unsent = (await staff.get(withFilters({ state: "unsent" }, "&sort=to&direction=desc"))).json();
    expect(unsent.list.map((m: Row) => [m.to, m.sentAt])).toEqual([
      ["gamma@x.test", null],
      ["centrum@x.test", null],
    ]);
    expect(unsent.list[0]).toMatchObject({ errorMessage: "550 No such user", attempts: 1 });
    expect((await staff.get(withFilters({ state: "sent", search: "gamma" }))).json()).toMatchObject({ list: [], total: 0 });
  });

  it("answers bad paging input with 400 naming the field, never 500", async () => {
    const cases: Array<[string, string]> = [
      ["page=0", "page"],
      ["count=1001", "count"],
      ["sort=html", "sort"],
      ["sort=toAddress", "sort"],
      ["direction=up", "direction"],
      [`filters=${encodeURIComponent("{bad json")}`, "filters"],
      [`filters=${encodeURIComponent("[1]")}`, "filters"],
      [`filters=${encodeURIComponent('{"html":"x"}')}`, "filters.html"],
      [`filters=${encodeURIComponent('{"state":"failed"}')}`, "filters.state"],
      [`filters=${encodeURIComponent('{"search":42}')}`, "filters.search"],
      [`filters=${encodeURIComponent(JSON.stringify({ search: "x".repeat(201) }))}`, "filters.search"],
    ];
    for (const [query, field] of cases) {
      const answer = await staff.get(`${PAGE}?${query}`);
      expect(answer.statusCode, query).toBe(400);
      expect(Object.keys(answer.json().error.fields ?? {}), `${query}: ${answer.body}`).toContain(field);
    }
  });
});

describe("getOutboxPage whitelists", () => {
  const operation = loadContract().paths[PAGE]!.get as Record<string, any>;

  it("filter by exactly the keys the contract's x-filters lists", () => {
    expect(Object.keys(OUTBOX_FILTERS).sort()).toEqual(Object.keys(operation["x-filters"]).sort());
  });

  it("sort by exactly the fields of the contract's sort enum", () => {
    const sort = operation.parameters.find((p: { name?: string }) => p.name === "sort");
    expect(Object.keys(OUTBOX_SORT_COLUMNS).sort()).toEqual([...sort.schema.enum].sort());
  });
});
