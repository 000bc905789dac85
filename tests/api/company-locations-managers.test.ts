import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { anonymous, createTestApp, type Client, type TestApp } from "../fixtures/app.ts";
import { testDatabaseKinds } from "../fixtures/databases.ts";

/** The location managers dialog: list, add by e-mail, remove. */
describe.each(testDatabaseKinds)("location managers on %s", (kind) => {
  let t: TestApp;
  let managers: Client;
  let locationId: number;
  let otherLocationId: number;
  let annaId: number;
  beforeAll(async () => {
    t = await createTestApp(kind);
    managers = await t.login(["manager"]);
    const company = await t.login(["company"]);
    locationId = (await company.post("/rest/company/locations", { name: "Managed store", address: {} })).json().id;
    otherLocationId = (await company.post("/rest/company/locations", { name: "Other store", address: {} })).json().id;
    annaId = (
      await t.database.db.insertInto("contacts").values({ firstname: "Anna", lastname: "Berg" }).returning("id").executeTakeFirstOrThrow()
    ).id;
    await t.database.db
      .insertInto("contact_emails")
      .values([
        { contact_id: annaId, value: "anna.berg@stores.example", kind: "primary" },
        { contact_id: annaId, value: "anna@home.example", kind: "alternative" },
      ])
      .execute();
  });
  afterAll(() => t?.close());

  const url = () => `/rest/company/locations/${locationId}/managers`;

  it("adds an existing contact by any of its confirmed e-mails and lists managers by name", async () => {
    expect((await managers.get(url())).json()).toEqual([]);
    const added = await managers.post(url(), { email: "ANNA@home.example" });
    expect(added.statusCode, added.body).toBe(200);
    expect(added.json()).toEqual({
      success: true,
      manager: { id: annaId, firstname: "Anna", lastname: "Berg", fullname: "Anna Berg", email: "anna.berg@stores.example" },
      message: null,
    });
    expect((await managers.get(url())).json()).toEqual([added.json().manager]);
  });

  it("creates a contact for a new e-mail, and answers success false for one already managing the store", async () => {
    const added = (await managers.post(url(), { email: "new.boss@stores.example" })).json();
    expect(added).toMatchObject({
      success: true,
      manager: { firstname: null, lastname: null, fullname: "-", email: "new.boss@stores.example" },
      message: null,
    });
    const again = (await managers.post(url(), { email: "New.Boss@stores.example" })).json();
    expect(again).toEqual({
      success: false,
      manager: added.manager,
      message: "New.Boss@stores.example is already a manager of this location.",
    });
    // The same contact may manage another store.
    const other = (await managers.post(`/rest/company/locations/${otherLocationId}/managers`, { email: "new.boss@stores.example" })).json();
    expect(other).toMatchObject({ success: true, manager: { id: added.manager.id } });
    const contacts = await t.database.db
      .selectFrom("contact_emails")
      .select("contact_id")
      .where("value", "=", "new.boss@stores.example")
      .execute();
    expect(contacts).toHaveLength(1);
    const list = (await managers.get(url())).json();
    expect(list.map((m: { fullname: string }) => m.fullname)).toEqual(["Anna Berg", "-"]);
  });

  it("adds the same new e-mail from two requests at once as one contact", async () => {
    const answers = await Promise.all([1, 2].map(() => managers.post(url(), { email: "twice@stores.example" })));
    expect(answers.map((a) => a.statusCode)).toEqual([200, 200]);
    expect(answers.map((a) => a.json().success).sort()).toEqual([false, true]);
    expect(
      await t.database.db.selectFrom("contact_emails").select("contact_id").where("value", "=", "twice@stores.example").execute(),
    ).toHaveLength(1);
  });

  it("removes a manager (the contact stays) and answers 404 for one that is not a manager", async () => {
    const removed = await managers.delete(`${url()}?contactId=${annaId}`);
    expect(removed.statusCode).toBe(204);
    expect((await managers.get(url())).json().map((m: { id: number }) => m.id)).not.toContain(annaId);
    expect(await t.database.db.selectFrom("contacts").select("id").where("id", "=", annaId).executeTakeFirst()).toBeDefined();
    expect((await managers.delete(`${url()}?contactId=${annaId}`)).statusCode).toBe(404);
    expect((await managers.delete(`${url()}?contactId=987654`)).statusCode).toBe(404);
    const audit = await t.database.db
      .selectFrom("audit_log")
      .select(["operation", "status_code"])
      .where("record_type", "=", "location_manager")
      .execute();
    expect(audit).toContainEqual({ operation: "removeLocationManager", status_code: 204 });
  });

  it("answers bad input, unknown locations and missing permissions with 4xx", async () => {
    for (const body of [{}, { email: "" }, { email: "not-an-email" }, { email: 42 }, { email: `${"x".repeat(250)}@example.com` }]) {
      const answer = await managers.post(url(), body);
      expect(answer.statusCode, JSON.stringify(body)).toBe(400);
      expect(answer.json().error.fields).toHaveProperty("email");
    }
    for (const query of ["", "?contactId=abc", "?contactId=0"]) {
      const answer = await managers.delete(`${url()}${query}`);
      expect(answer.statusCode, query).toBe(400);
      expect(answer.json().error.fields).toHaveProperty("contactId");
    }
    expect((await managers.get("/rest/company/locations/987654/managers")).statusCode).toBe(404);
    expect((await managers.post("/rest/company/locations/987654/managers", { email: "a@b.example" })).statusCode).toBe(404);
    expect((await managers.delete(`/rest/company/locations/987654/managers?contactId=${annaId}`)).statusCode).toBe(404);
    const company = await t.login(["company"]);
    expect((await company.get(url())).statusCode).toBe(403);
    expect((await company.post(url(), { email: "a@b.example" })).statusCode).toBe(403);
    expect((await company.delete(`${url()}?contactId=${annaId}`)).statusCode).toBe(403);
    expect((await anonymous(t.app).get(url())).statusCode).toBe(401);
  });
});
