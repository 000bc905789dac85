import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createTestApp, type Client, type TestApp } from "../fixtures/app.ts";
import { orderBody, seedCatalogNetwork, type CatalogNetwork } from "../fixtures/catalog-network.ts";
import { testDatabaseKinds } from "../fixtures/databases.ts";
import { startSmtpServer, unusedSmtpUrl, type SmtpFixture } from "../fixtures/smtp.ts";

/** Routing of catalog requests on arrival, the rule test and send-multiple, against a real SMTP server. */
describe.each(testDatabaseKinds)("catalog request routing on %s", (kind) => {
  let t: TestApp;
  let smtp: SmtpFixture;
  let staff: Client;
  let network: CatalogNetwork;
  beforeAll(async () => {
    smtp = await startSmtpServer();
    t = await createTestApp(kind, { smtpUrl: smtp.url, mailFrom: "Back-office <no-reply@backoffice.test>" });
    network = await seedCatalogNetwork(t.database.db);
    staff = await t.login(["catalogOrder"]);
  });
  afterAll(async () => {
    await t?.close();
    await smtp?.close();
  });

  /** Creates a request and answers it with the mails the SMTP server got meanwhile. */
  async function create(over: Record<string, unknown>) {
    const before = smtp.received.length;
    const answer = await staff.post("/rest/catalog/catalog-orders", orderBody(over));
    expect(answer.statusCode, answer.body).toBe(200);
    return { order: answer.json(), mails: smtp.received.slice(before) };
  }

  it("routes a new request to the contract-area store of the most specific region and mails it", async () => {
    const { order, mails } = await create({ zipCode: "211 22", region: "Skåne", email: "asa@customer.test" });
    expect(order).toMatchObject({
      status: { code: "delivered", name: "Delivered" },
      locationNotifiedToEmail: "centrum@x.test",
      locationNotifiedByMatchType: "region3",
      notifiedLocation: { id: network.locations.centrum, name: "Centrum Sängar", address: { country: { code: "SE", name: "Sweden" } } },
      errorMessage: null,
    });
    expect(Date.parse(order.locationNotifiedAt)).toBeGreaterThanOrEqual(Date.parse(order.createdDate));
    expect(mails).toHaveLength(1);
    const [mail] = mails;
    expect(mail!.envelopeTo).toEqual(["centrum@x.test"]);
    expect(mail!.envelopeFrom).toBe("no-reply@backoffice.test");
    expect(mail!.headers["reply-to"]).toBe("asa@customer.test");
    // A store in Sweden gets the mail in Swedish, with the order, the address and the products.
    expect(mail!.subject).toBe(`Katalogbeställning #${order.id} från Åsa Öberg, 211 22 Malmö`);
    expect(mail!.text).toContain("Hej Centrum Sängar,");
    expect(mail!.text).toContain("Storgatan 1\n  211 22 Malmö\n  Skåne\n  Sverige");
    expect(mail!.text).toContain("  - Nattmössa\n  - Vas");
    expect(mail!.text).toContain("E-post: asa@customer.test");
  });

  it("finds the zip code however it is spaced, and a zip-code handler beats the regions", async () => {
    expect((await create({ zipCode: "21122" })).order.locationNotifiedToEmail).toBe("centrum@x.test");
    const { order, mails } = await create({ zipCode: "211-33" });
    expect(order).toMatchObject({
      locationNotifiedByMatchType: "zipCode",
      locationNotifiedToEmail: "helper@x.test",
      notifiedLocation: { id: network.locations.helper },
    });
    expect(mails.map((m) => m.envelopeTo[0])).toEqual(["helper@x.test"]);
  });

  it("uses the region named on the request when its zip code is unknown", async () => {
    const { order } = await create({ zipCode: "555 55", region: "SKÅNE" });
    expect(order).toMatchObject({ locationNotifiedByMatchType: "region1", locationNotifiedToEmail: "skane@x.test" });
  });

  it("falls back to the country's handlers, skipping a matching store without e-mail", async () => {
    expect((await create({ zipCode: "999 99" })).order).toMatchObject({
      locationNotifiedByMatchType: "country",
      locationNotifiedToEmail: "flagship@x.test",
    });
    expect((await create({ zipCode: "111 22" })).order).toMatchObject({
      locationNotifiedByMatchType: "country",
      locationNotifiedToEmail: "flagship@x.test",
    });
  });

  it("mails the country's fallback address when no store handles the country, in English outside Sweden", async () => {
    const { order, mails } = await create({ country: "DK", zipCode: "1050", city: "København" });
    expect(order).toMatchObject({
      status: { code: "delivered" },
      locationNotifiedByMatchType: "fallback",
      locationNotifiedToEmail: "catalog.dk@x.test",
      notifiedLocation: null,
    });
    expect(mails[0]!.subject).toBe(`Catalog request #${order.id} from Åsa Öberg, 1050 København`);
    expect(mails[0]!.text).toContain("this is the catalog address for Denmark");
  });

  it("marks a request no rule matches as failed (Unmatched/Retry) with the reason, and sends nothing", async () => {
    for (const country of ["NO", "FI", "US"]) {
      const { order, mails } = await create({ country, zipCode: "0150", city: "Oslo" });
      expect(order.status).toMatchObject({ code: "failed", name: "Unmatched/Retry" });
      expect(order.errorMessage).toMatch(/^No routing rule matches 0150 Oslo/);
      expect(order).toMatchObject({ locationNotifiedAt: null, locationNotifiedToEmail: null, notifiedLocation: null });
      expect(mails).toEqual([]);
    }
  });

  it("is pending while the mail is on its way and delivered once the server accepts it", async () => {
    const gate = smtp.hold();
    const creating = staff.post("/rest/catalog/catalog-orders", orderBody({ firstname: "Pending" }));
    let row: { code: string } | undefined;
    for (let i = 0; i < 200 && row?.code !== "pending"; i++) {
      await new Promise((resolve) => setTimeout(resolve, 10));
      row = await t.database.db
        .selectFrom("catalog_orders as o")
        .innerJoin("catalog_order_statuses as s", "s.id", "o.status_id")
        .select("s.code")
        .where("o.firstname", "=", "Pending")
        .executeTakeFirst();
    }
    expect(row?.code).toBe("pending");
    gate.release();
    const answer = await creating;
    expect(answer.json().status.code).toBe("delivered");
  });

  it("marks the request failed with the mail server's refusal", async () => {
    smtp.rejectRecipients.add("skane@x.test");
    try {
      const { order, mails } = await create({ zipCode: "555 55", region: "Skåne" });
      expect(order.status.code).toBe("failed");
      expect(order.errorMessage).toMatch(/^Sending to skane@x.test failed: .*550/);
      expect(order.locationNotifiedToEmail).toBeNull();
      expect(mails).toEqual([]);
    } finally {
      smtp.rejectRecipients.clear();
    }
  });

  it("lists every matching rule with its levels in the rule test, sending nothing", async () => {
    const salesRegions = await t.login(["salesRegions"]);
    const before = smtp.received.length;
    const answer = await salesRegions.post("/rest/catalog/test", { zipCode: "21122", region: null, country: "SE" });
    expect(answer.statusCode, answer.body).toBe(200);
    type Rule = {
      levels: number;
      matchType: string;
      location: { name: string } | null;
      email: string | null;
      areaType: string | null;
      regionName: string | null;
    };
    const rows = answer
      .json()
      .result.map((r: Rule) => [r.levels, r.matchType, r.regionName, r.location?.name ?? null, r.email, r.areaType]);
    // levels is the distance up the address's region chain, apart from a region's own level:
    // Skåne is a level-1 region three regions up from 211 22 (Centrum, Malmö, Skåne).
    expect(rows).toEqual([
      [1, "region3", "Centrum", "Centrum Sängar", "centrum@x.test", "contractArea"],
      [1, "region3", "Centrum", "Helper Sängar", "helper@x.test", "workingArea"],
      [3, "region1", "Skåne", "Skåne Sängar", "skane@x.test", "contractArea"],
      [4, "country", null, "Flagship Stockholm", "flagship@x.test", null],
      [5, "fallback", null, null, "catalog.se@x.test", null],
    ]);
    expect(answer.json().result[0].location).toMatchObject({
      id: network.locations.centrum,
      address: { displayAddress: "Centrum Sängargatan 1, 211 22 Malmö, Sweden" },
    });
    expect((await staff.post("/rest/catalog/test", { country: "NO" })).json()).toEqual({ result: [] });
    expect((await staff.post("/rest/catalog/test", { zipCode: "111 22", country: "SE" })).json().result[0]).toMatchObject({
      levels: 1,
      matchType: "region1",
      regionName: "Stockholm",
      email: null,
    });
    expect(smtp.received.length).toBe(before);
  });

  it("answers bad rule-test input with 400 and refuses callers without catalogOrder or salesRegions", async () => {
    for (const [body, field] of [
      [{}, "country"],
      [{ country: "se" }, "country"],
      [{ country: "SE", zipCode: "x".repeat(21) }, "zipCode"],
      [{ country: "SE", region: 5 }, "region"],
    ] as const) {
      const answer = await staff.post("/rest/catalog/test", body);
      expect(answer.statusCode, JSON.stringify(body)).toBe(400);
      expect(Object.keys(answer.json().error.fields)).toContain(field);
    }
    expect((await (await t.login(["contact"])).post("/rest/catalog/test", { country: "SE" })).statusCode).toBe(403);
  });

  it("sends chosen requests to chosen stores (match type manual) and answers them in the order given", async () => {
    const failed = (await create({ country: "NO", zipCode: "0150", city: "Oslo" })).order;
    const delivered = (await create({ zipCode: "211 22" })).order;
    const before = smtp.received.length;
    const answer = await staff.post("/rest/catalog/send-multiple", [
      { catalogOrderId: failed.id, locationId: network.locations.copenhagen },
      { catalogOrderId: delivered.id, locationId: network.locations.skane },
    ]);
    expect(answer.statusCode, answer.body).toBe(200);
    const [first, second] = answer.json();
    expect(first).toMatchObject({
      id: failed.id,
      status: { code: "delivered" },
      locationNotifiedByMatchType: "manual",
      locationNotifiedToEmail: "copenhagen@x.test",
      notifiedLocation: { id: network.locations.copenhagen },
      errorMessage: null,
    });
    expect(second).toMatchObject({ id: delivered.id, locationNotifiedByMatchType: "manual", locationNotifiedToEmail: "skane@x.test" });
    const mails = smtp.received.slice(before);
    expect(mails.map((m) => m.envelopeTo[0]).sort()).toEqual(["copenhagen@x.test", "skane@x.test"]);
    // A Danish store reads English; the mail says staff chose it.
    const danish = mails.find((m) => m.envelopeTo[0] === "copenhagen@x.test")!;
    expect(danish.text).toContain("Hello Copenhagen Beds,");
    expect(danish.text).toContain("our staff chose your store");
  });

  it("fails a manual send to a store without e-mail, keeping the earlier delivery on record", async () => {
    const delivered = (await create({ zipCode: "211 22" })).order;
    const answer = await staff.post("/rest/catalog/send-multiple", [
      { catalogOrderId: delivered.id, locationId: network.locations.noEmail },
    ]);
    expect(answer.json()[0]).toMatchObject({
      status: { code: "failed" },
      errorMessage: "No Mail Sängar has no e-mail address to send the request to.",
      locationNotifiedToEmail: "centrum@x.test",
    });
  });

  it("sends nothing when a request or store is unknown (404) or a request is listed twice (400)", async () => {
    const order = (await create({ country: "NO", zipCode: "0150", city: "Oslo" })).order;
    const before = smtp.received.length;
    const unknownOrder = await staff.post("/rest/catalog/send-multiple", [
      { catalogOrderId: order.id, locationId: network.locations.skane },
      { catalogOrderId: 99_999_999, locationId: network.locations.skane },
    ]);
    expect(unknownOrder.statusCode).toBe(404);
    expect(unknownOrder.json().error.message).toBe("Catalog request 99999999 not found.");
    const unknownLocation = await staff.post("/rest/catalog/send-multiple", [{ catalogOrderId: order.id, locationId: 99_999_999 }]);
    expect(unknownLocation.statusCode).toBe(404);
    const twice = await staff.post("/rest/catalog/send-multiple", [
      { catalogOrderId: order.id, locationId: network.locations.skane },
      { catalogOrderId: order.id, locationId: network.locations.centrum },
    ]);
    expect(twice.statusCode).toBe(400);
    expect(twice.json().error.fields).toEqual({ "1.catalogOrderId": "appears more than once (also at 0)" });
    for (const body of [
      [],
      {},
      [{ catalogOrderId: order.id }],
      [{ catalogOrderId: "x", locationId: 1 }],
      [{ catalogOrderId: order.id, locationId: 0 }],
    ]) {
      expect((await staff.post("/rest/catalog/send-multiple", body)).statusCode, JSON.stringify(body)).toBe(400);
    }
    expect(smtp.received.length).toBe(before);
    expect((await staff.get(`/rest/catalog/catalog-orders/${order.id}`)).json().status.code).toBe("failed");
    expect(
      (await (await t.login(["contact"])).post("/rest/catalog/send-multiple", [{ catalogOrderId: order.id, locationId: 1 }])).statusCode,
    ).toBe(403);
  });
});

describe.each(testDatabaseKinds)("catalog request mail kept in the outbox (no SMTP_URL) on %s", (kind) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp(kind, { smtpUrl: undefined });
    await seedCatalogNetwork(t.database.db);
  });
  afterAll(() => t?.close());

  it("keeps the mail in the outbox and counts the request delivered", async () => {
    const staff = await t.login(["catalogOrder"]);
    const order = (await staff.post("/rest/catalog/catalog-orders", orderBody())).json();
    expect(order).toMatchObject({ status: { code: "delivered" }, locationNotifiedToEmail: "centrum@x.test" });
    const outbox = await t.database.db.selectFrom("outbox").selectAll().execute();
    expect(outbox).toHaveLength(1);
    expect(outbox[0]).toMatchObject({ to_address: "centrum@x.test", reply_to: "asa@customer.test", sent_at: null, error_message: null });
    expect(outbox[0]!.subject).toBe(`Katalogbeställning #${order.id} från Åsa Öberg, 211 22 Malmö`);
    expect(outbox[0]!.text).toContain("Nattmössa");
  });
});

describe.each(testDatabaseKinds)("catalog request mail with the SMTP server down on %s", (kind) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp(kind, { smtpUrl: await unusedSmtpUrl() });
    await seedCatalogNetwork(t.database.db);
  });
  afterAll(() => t?.close());

  it("marks the request failed with the connection error", async () => {
    const staff = await t.login(["catalogOrder"]);
    const order = (await staff.post("/rest/catalog/catalog-orders", orderBody())).json();
    expect(order.status.code).toBe("failed");
    expect(order.errorMessage).toMatch(/^Sending to centrum@x.test failed: .*ECONNREFUSED/);
    const outbox = await t.database.db.selectFrom("outbox").select(["to_address", "sent_at", "error_message"]).execute();
    expect(outbox).toEqual([{ to_address: "centrum@x.test", sent_at: null, error_message: expect.stringMatching(/ECONNREFUSED/) }]);
  });
});
