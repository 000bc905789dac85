import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { anonymous, createTestApp, type Client, type TestApp } from "../fixtures/app.ts";
import { orderBody, seedCatalogNetwork, type CatalogNetwork } from "../fixtures/catalog-network.ts";
import { testDatabaseKinds } from "../fixtures/databases.ts";

/** Catalog requests: create, read, update, delete, book, statuses, countries, a contact's list, permissions. */
describe.each(testDatabaseKinds)("catalog requests on %s", (kind) => {
  let t: TestApp;
  let staff: Client;
  let contactStaff: Client;
  let dashboardOnly: Client;
  let network: CatalogNetwork;
  beforeAll(async () => {
    // No SMTP_URL: mail goes to the outbox, so every routed request is delivered.
    t = await createTestApp(kind);
    network = await seedCatalogNetwork(t.database.db);
    staff = await t.login(["catalogOrder"]);
    contactStaff = await t.login(["contact"]);
    dashboardOnly = await t.login(["dashboard"]);
  });
  afterAll(() => t?.close());

  const create = async (over: Record<string, unknown> = {}) => {
    const answer = await staff.post("/rest/catalog/catalog-orders", orderBody(over));
    expect(answer.statusCode, answer.body).toBe(200);
    return answer.json();
  };

  it("creates a request from the customer's details only, trimmed, and routes it", async () => {
    const order = await create({
      firstname: "  Åsa ",
      apartmentNumber: "  ",
      region: " Skåne ",
      id: 424242,
      errorMessage: "ignored",
      contactId: 77,
      createdDate: "1999-01-01",
    });
    expect(order).toMatchObject({
      firstname: "Åsa",
      lastname: "Öberg",
      apartmentNumber: null,
      region: "Skåne",
      zipCode: "211 22",
      country: "SE",
      offers: ["nightcap", "vase"],
      status: { code: "delivered", name: "Delivered", sortOrder: 4 },
      locationNotifiedToEmail: "centrum@x.test",
      locationNotifiedByMatchType: "region3",
      notifiedLocation: { id: network.locations.centrum },
      errorMessage: null,
      contactId: null,
    });
    expect(order.id).not.toBe(424242);
    expect(Date.now() - Date.parse(order.createdDate)).toBeLessThan(60_000);
    expect((await staff.get(`/rest/catalog/catalog-orders/${order.id}`)).json()).toEqual(order);
    // Every write is audited with the record.
    const audit = await t.database.db
      .selectFrom("audit_log")
      .select(["operation", "record_type", "record_id"])
      .where("operation", "=", "createCatalogOrder")
      .execute();
    expect(audit).toContainEqual({ operation: "createCatalogOrder", record_type: "catalogOrder", record_id: String(order.id) });
  });

  it("answers bad create input with 400 and the failing fields, never 500", async () => {
    const cases: Array<[unknown, string]> = [
      [orderBody({ street: undefined }), "street"],
      [orderBody({ street: "   " }), "street"],
      [orderBody({ city: "" }), "city"],
      [orderBody({ zipCode: " " }), "zipCode"],
      [orderBody({ zipCode: "x".repeat(21) }), "zipCode"],
      [orderBody({ country: undefined }), "country"],
      [orderBody({ country: "se" }), "country"],
      [orderBody({ country: "SWE" }), "country"],
      [orderBody({ email: "not-an-email" }), "email"],
      [orderBody({ phone: "call me" }), "phone"],
      [orderBody({ firstname: "x".repeat(101) }), "firstname"],
      [orderBody({ firstname: 5 }), "firstname"],
      [orderBody({ offers: ["car"] }), "offers.0"],
      [orderBody({ offers: ["vase", "vase"] }), "offers"],
      [orderBody({ offers: "vase" }), "offers"],
      [orderBody({ status: { code: "delivered" } }), "status"],
      [orderBody({ locationNotifiedToEmail: "x@y.z" }), "locationNotifiedToEmail"],
      [orderBody({ updatedAt: 5 }), "updatedAt"],
    ];
    for (const [body, field] of cases) {
      const answer = await staff.post("/rest/catalog/catalog-orders", body);
      expect(answer.statusCode, JSON.stringify(body).slice(0, 150)).toBe(400);
      expect(Object.keys(answer.json().error.fields ?? {}), answer.body).toContain(field);
    }
    const badJson = await staff.request({
      method: "POST",
      url: "/rest/catalog/catalog-orders",
      payload: "{",
      headers: { "content-type": "application/json" },
    });
    expect(badJson.statusCode).toBe(400);
    expect((await staff.post("/rest/catalog/catalog-orders", [])).statusCode).toBe(400);
  });

  it("updates the customer's details, keeping status and routing, and refuses a stale edit with 409", async () => {
    const order = await create();
    const sent = {
      ...order,
      firstname: "Britt",
      offers: ["slippers"],
      email: "britt@customer.test",
      status: null,
      locationNotifiedAt: null,
      locationNotifiedToEmail: null,
      locationNotifiedByMatchType: null,
      notifiedLocation: null,
      errorMessage: null,
      contactId: null,
    };
    const answer = await staff.put(`/rest/catalog/catalog-orders/${order.id}`, sent);
    expect(answer.statusCode, answer.body).toBe(200);
    const updated = answer.json();
    expect(updated).toMatchObject({
      firstname: "Britt",
      offers: ["slippers"],
      email: "britt@customer.test",
      status: order.status,
      locationNotifiedToEmail: "centrum@x.test",
      locationNotifiedAt: order.locationNotifiedAt,
      createdDate: order.createdDate,
    });
    expect(updated.updatedAt).not.toBe(order.updatedAt);

    // The dialog opened before that save sends the old token: the record changed meanwhile.
    const stale = await staff.put(`/rest/catalog/catalog-orders/${order.id}`, { ...sent, firstname: "Carl", updatedAt: order.updatedAt });
    expect(stale.statusCode).toBe(409);
    expect(stale.json().error).toMatchObject({ code: "CONFLICT", fields: { updatedAt: "is stale" } });
    expect((await staff.get(`/rest/catalog/catalog-orders/${order.id}`)).json().firstname).toBe("Britt");

    // A save replaces the details: what is left out is cleared.
    const cleared = await staff.put(`/rest/catalog/catalog-orders/${order.id}`, {
      street: "Ny gata 2",
      zipCode: "211 33",
      city: "Malmö",
      country: "SE",
      updatedAt: updated.updatedAt,
    });
    expect(cleared.json()).toMatchObject({
      firstname: null,
      email: null,
      phone: null,
      offers: [],
      street: "Ny gata 2",
      status: { code: "delivered" },
    });
  });

  it("answers bad update input with 400, an unknown request with 404", async () => {
    const order = await create();
    const version = { updatedAt: order.updatedAt };
    const cases: Array<[unknown, string]> = [
      [{ ...orderBody(version), id: order.id + 1 }, "id"],
      [orderBody({ ...version, city: "  " }), "city"],
      [orderBody({ ...version, email: "nope" }), "email"],
      [orderBody({ ...version, status: "booked" }), "status"],
      [orderBody({ ...version, notifiedLocation: { id: 1 } }), "notifiedLocation"],
    ];
    for (const [body, field] of cases) {
      const answer = await staff.put(`/rest/catalog/catalog-orders/${order.id}`, body);
      expect(answer.statusCode, JSON.stringify(body).slice(0, 150)).toBe(400);
      expect(Object.keys(answer.json().error.fields ?? {}), answer.body).toContain(field);
    }
    expect((await staff.put("/rest/catalog/catalog-orders/0", orderBody(version))).statusCode).toBe(400);
    expect((await staff.put("/rest/catalog/catalog-orders/abc", orderBody(version))).statusCode).toBe(400);
    expect((await staff.put("/rest/catalog/catalog-orders/99999999", orderBody(version))).statusCode).toBe(404);
    expect((await staff.get("/rest/catalog/catalog-orders/99999999")).statusCode).toBe(404);
    expect((await staff.get("/rest/catalog/catalog-orders/x")).statusCode).toBe(400);
  });

  it("deletes a request (204), after which it is gone (404)", async () => {
    const order = await create();
    expect((await staff.delete(`/rest/catalog/catalog-orders/${order.id}`)).statusCode).toBe(204);
    expect((await staff.get(`/rest/catalog/catalog-orders/${order.id}`)).statusCode).toBe(404);
    expect((await staff.delete(`/rest/catalog/catalog-orders/${order.id}`)).statusCode).toBe(404);
    expect((await staff.delete("/rest/catalog/catalog-orders/-1")).statusCode).toBe(400);
  });

  it("books a request once; a second booking is 409", async () => {
    const order = await create();
    const booked = await staff.post(`/rest/catalog/catalog-orders/${order.id}/book`);
    expect(booked.statusCode).toBe(200);
    expect(booked.json()).toMatchObject({
      status: { code: "booked", name: "Booked", sortOrder: 5 },
      locationNotifiedToEmail: "centrum@x.test",
    });
    const again = await staff.post(`/rest/catalog/catalog-orders/${order.id}/book`);
    expect(again.statusCode).toBe(409);
    expect(again.json().error.message).toBe("The catalog request is already booked.");
    expect((await staff.post("/rest/catalog/catalog-orders/99999999/book")).statusCode).toBe(404);
  });

  it("lists the statuses by sort order", async () => {
    const answer = await contactStaff.get("/rest/catalog/catalog-order-statuses");
    expect(answer.statusCode).toBe(200);
    expect(answer.json().map((s: { code: string; name: string; sortOrder: number }) => [s.code, s.name, s.sortOrder])).toEqual([
      ["new", "New", 1],
      ["pending", "Pending", 2],
      ["failed", "Unmatched/Retry", 3],
      ["delivered", "Delivered", 4],
      ["booked", "Booked", 5],
    ]);
  });

  it("lists the countries requests came from, by name, with their counts", async () => {
    await create({ country: "DK", zipCode: "1050", city: "København" });
    await create({ country: "XK", zipCode: "10000", city: "Prishtina" });
    const salesRegions = await t.login(["salesRegions"]);
    const answer = await salesRegions.get("/rest/catalog/countries");
    expect(answer.statusCode).toBe(200);
    const countries = answer.json() as Array<{ code: string; name: string | null; count: number }>;
    expect(countries.map((c) => c.code)).toEqual(["DK", "SE", "XK"]);
    expect(countries[0]).toEqual({ code: "DK", name: "Denmark", count: 1 });
    // Kosovo is not in this test's country list: it is listed by code, without a name.
    expect(countries[2]).toEqual({ code: "XK", name: null, count: 1 });
    const total = await t.database.db
      .selectFrom("catalog_orders")
      .select((eb) => eb.fn.countAll<number>().as("n"))
      .where("country", "=", "SE")
      .executeTakeFirstOrThrow();
    expect(countries[1]!.count).toBe(Number(total.n));
  });

  it("lists a contact's requests, linked by the contact's e-mail", async () => {
    const contact = await t.database.db
      .insertInto("contacts")
      .values({ firstname: "Dora", lastname: "Dahl" })
      .returning("id")
      .executeTakeFirstOrThrow();
    await t.database.db
      .insertInto("contact_emails")
      .values({ contact_id: contact.id, value: "Dora@Customer.test", kind: "primary" })
      .execute();
    const first = await create({ email: "dora@customer.test" });
    const second = await create({ email: "DORA@customer.test", firstname: "Dora" });
    await create({ email: "someone@else.test" });
    expect(first.contactId).toBe(contact.id);

    const answer = await contactStaff.get(`/rest/catalog/catalog-orders?filter=contact&contactId=${contact.id}`);
    expect(answer.statusCode).toBe(200);
    expect(answer.json().map((o: { id: number }) => o.id)).toEqual([second.id, first.id]);

    const newest = (await staff.get("/rest/catalog/catalog-orders")).json();
    expect(newest[0].email).toBe("someone@else.test");
    expect(newest.length).toBeGreaterThan(3);

    expect((await staff.get("/rest/catalog/catalog-orders?filter=contact&contactId=99999999")).statusCode).toBe(404);
    const missing = await staff.get("/rest/catalog/catalog-orders?filter=contact");
    expect(missing.statusCode).toBe(400);
    expect(missing.json().error.fields).toEqual({ contactId: "is required with filter=contact" });
    expect((await staff.get(`/rest/catalog/catalog-orders?contactId=${contact.id}`)).json().error.fields).toHaveProperty("filter");
    expect((await staff.get("/rest/catalog/catalog-orders?filter=email")).statusCode).toBe(400);
    expect((await staff.get("/rest/catalog/catalog-orders?filter=contact&contactId=0")).statusCode).toBe(400);
  });

  it("enforces each operation's permission: 401 without a session, 403 without the right", async () => {
    const order = await create();
    const calls: Array<{
      method: "GET" | "POST" | "PUT" | "DELETE";
      url: string;
      body?: unknown;
      contact?: boolean;
      salesRegions?: boolean;
    }> = [
      { method: "GET", url: "/rest/catalog/catalog-orders/get-by-page" },
      { method: "GET", url: "/rest/catalog/catalog-orders/export-result-as-csv" },
      { method: "GET", url: "/rest/catalog/catalog-orders", contact: true },
      { method: "POST", url: "/rest/catalog/catalog-orders", body: orderBody() },
      { method: "GET", url: `/rest/catalog/catalog-orders/${order.id}`, contact: true },
      { method: "PUT", url: `/rest/catalog/catalog-orders/${order.id}`, body: orderBody({ updatedAt: order.updatedAt }) },
      { method: "DELETE", url: `/rest/catalog/catalog-orders/${order.id}` },
      { method: "POST", url: `/rest/catalog/catalog-orders/${order.id}/book` },
      { method: "GET", url: "/rest/catalog/catalog-order-statuses", contact: true },
      { method: "POST", url: "/rest/catalog/send-multiple", body: [{ catalogOrderId: order.id, locationId: network.locations.centrum }] },
      { method: "POST", url: "/rest/catalog/test", body: { country: "SE" }, salesRegions: true },
      { method: "GET", url: "/rest/catalog/countries", salesRegions: true },
    ];
    const salesRegions = await t.login(["salesRegions"]);
    for (const call of calls) {
      const options = { method: call.method, url: call.url, payload: call.body as never };
      expect(
        (await anonymous(t.app).request({ ...options, headers: { "sec-fetch-site": "same-origin" } })).statusCode,
        `${call.method} ${call.url}`,
      ).toBe(401);
      expect((await dashboardOnly.request(options)).statusCode, `${call.method} ${call.url}`).toBe(403);
      if (!call.contact) expect((await contactStaff.request(options)).statusCode, `contact: ${call.method} ${call.url}`).toBe(403);
      if (!call.salesRegions)
        expect((await salesRegions.request(options)).statusCode, `salesRegions: ${call.method} ${call.url}`).toBe(403);
    }
    // The refusals changed nothing.
    expect((await staff.get(`/rest/catalog/catalog-orders/${order.id}`)).json().status.code).toBe("delivered");
    expect((await (await t.login(["all"])).get(`/rest/catalog/catalog-orders/${order.id}`)).statusCode).toBe(200);
  });
});
