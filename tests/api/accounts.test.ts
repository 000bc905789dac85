import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { anonymous, createTestApp, TEST_PASSWORD, type Client, type TestApp } from "../fixtures/app.ts";
import { testDatabaseKinds } from "../fixtures/databases.ts";

describe.each(testDatabaseKinds)("accounts on %s", (kind) => {
  let t: TestApp;
  let admin: Client;
  beforeAll(async () => {
    t = await createTestApp(kind);
    admin = await t.login(["all"]);
  });
  afterAll(() => t?.close());

  const newAccount = (over: Record<string, unknown> = {}) => ({
    id: null,
    firstname: "Maja",
    lastname: "Lind",
    email: `maja${Math.random().toString(36).slice(2, 8)}@test.example`,
    password: "a-long-enough-password",
    permissions: ["catalogOrder", "company"],
    languagePermissions: ["sv"],
    groups: [],
    ...over,
  });

  it("creates, lists, updates and deletes an account, never returning the password", async () => {
    const created = await admin.post("/rest/admin/accounts", newAccount());
    expect(created.statusCode).toBe(200);
    const account = created.json();
    expect(account).toMatchObject({
      firstname: "Maja",
      lastname: "Lind",
      permissions: ["catalogOrder", "company"],
      languagePermissions: ["sv"],
      groups: [],
    });
    expect(created.body).not.toMatch(/password/i);

    const list = await admin.get("/rest/admin/accounts?query=maja");
    expect(list.statusCode).toBe(200);
    expect(list.json().map((a: { id: number }) => a.id)).toContain(account.id);
    expect(list.body).not.toMatch(/password_hash|argon2/);

    const updated = await admin.put(`/rest/admin/accounts/${account.id}`, { ...account, lastname: "Lindqvist", password: null });
    expect(updated.statusCode).toBe(200);
    expect(updated.json().lastname).toBe("Lindqvist");

    // The old password still works (an empty password keeps it).
    expect((await anonymous(t.app).post("/users/login", { email: account.email, password: "a-long-enough-password" })).statusCode).toBe(
      200,
    );

    expect((await admin.delete(`/rest/admin/accounts/${account.id}`)).statusCode).toBe(204);
    expect((await admin.delete(`/rest/admin/accounts/${account.id}`)).statusCode).toBe(404);
  });

  it("collapses every individual permission to 'all'", async () => {
    const all = [
      "account",
      "meetingBooking",
      "catalogOrder",
      "contact",
      "coper",
      "dashboard",
      "manager",
      "media",
      "newsletterSubscription",
      "company",
      "salesRegions",
      "warranty",
      "cms",
      "cmsDesign",
      "cmsSeo",
    ];
    const created = await admin.post("/rest/admin/accounts", newAccount({ permissions: all }));
    expect(created.json().permissions).toEqual(["all"]);
  });

  it("answers bad input with 400 and the failing fields, never 500", async () => {
    const cases: Array<[unknown, string]> = [
      [{ ...newAccount(), email: undefined }, "email"],
      [{ ...newAccount(), email: "not-an-email" }, "email"],
      [{ ...newAccount(), firstname: 42 }, "firstname"],
      [{ ...newAccount(), firstname: "x".repeat(101) }, "firstname"],
      [{ ...newAccount(), permissions: ["everything"] }, "permissions.0"],
      [{ ...newAccount(), permissions: "all" }, "permissions"],
      [{ ...newAccount(), password: "short" }, "password"],
      [{ ...newAccount(), password: null }, "password"],
      [{ ...newAccount(), groups: [{ id: 987654 }] }, "groups"],
    ];
    for (const [body, field] of cases) {
      const answer = await admin.post("/rest/admin/accounts", body);
      expect(answer.statusCode, JSON.stringify(body)).toBe(400);
      expect(Object.keys(answer.json().error.fields ?? {}), answer.body).toContain(field);
    }
    const badJson = await admin.request({
      method: "POST",
      url: "/rest/admin/accounts",
      payload: "{",
      headers: { "content-type": "application/json" },
    });
    expect(badJson.statusCode).toBe(400);
    // An update is checked for its version before the record is looked up (428 without one).
    const versioned = { ...newAccount(), updatedAt: new Date().toISOString() };
    expect((await admin.put("/rest/admin/accounts/abc", versioned)).statusCode).toBe(400);
    expect((await admin.put("/rest/admin/accounts/99999999", versioned)).statusCode).toBe(404);
    expect((await admin.put("/rest/admin/accounts/99999999999999999999", versioned)).statusCode).toBe(400);
  });

  it("refuses a duplicate e-mail and a stale edit with 409", async () => {
    const first = (await admin.post("/rest/admin/accounts", newAccount())).json();
    const dup = await admin.post("/rest/admin/accounts", newAccount({ email: first.email.toUpperCase() }));
    expect(dup.statusCode).toBe(409);
    expect(dup.json().error.fields).toEqual({ email: "is already in use" });

    const fresh = await admin.put(`/rest/admin/accounts/${first.id}`, { ...first, firstname: "Ny", password: null });
    expect(fresh.statusCode).toBe(200);
    const stale = await admin.put(`/rest/admin/accounts/${first.id}`, { ...first, firstname: "Gammal", password: null });
    expect(stale.statusCode).toBe(409);
    expect(stale.json().error.message).toMatch(/changed since it was opened/);
  });

  it("refuses to delete or demote the last account with 'all'", async () => {
    const others = await t.database.db.selectFrom("accounts").select("id").where("id", "!=", admin.accountId!).execute();
    const allAccounts = (await admin.get("/rest/admin/accounts"))
      .json()
      .filter((a: { permissions: string[] }) => a.permissions.includes("all"));
    for (const a of allAccounts) if (a.id !== admin.accountId) await admin.delete(`/rest/admin/accounts/${a.id}`);
    expect(others.length).toBeGreaterThan(0);
    const self = (await admin.get("/rest/admin/accounts")).json().find((a: { id: number }) => a.id === admin.accountId);
    expect((await admin.put(`/rest/admin/accounts/${self.id}`, { ...self, permissions: ["account"] })).statusCode).toBe(409);
    const del = await admin.delete(`/rest/admin/accounts/${self.id}`);
    expect(del.statusCode).toBe(409);
    expect(del.json().error.message).toMatch(/last account with the permission 'All'/);
  });

  it("ends the sessions of an account whose password changes or that is deleted", async () => {
    const user = await t.login(["dashboard"]);
    const account = (await admin.get("/rest/admin/accounts")).json().find((a: { id: number }) => a.id === user.accountId);
    expect((await user.get("/users/current")).statusCode).toBe(200);
    expect((await admin.put(`/rest/admin/accounts/${account.id}`, { ...account, password: "another-long-password" })).statusCode).toBe(200);
    expect((await user.get("/users/current")).statusCode).toBe(401);

    const second = await t.login(["dashboard"]);
    expect((await admin.delete(`/rest/admin/accounts/${second.accountId}`)).statusCode).toBe(204);
    expect((await second.get("/users/current")).statusCode).toBe(401);
  });

  it("writes every write to the audit log with before and after", async () => {
    const created = (await admin.post("/rest/admin/accounts", newAccount())).json();
    await admin.put(`/rest/admin/accounts/${created.id}`, { ...created, firstname: "Audit", password: null });
    const rows = await t.database.db
      .selectFrom("audit_log")
      .selectAll()
      .where("record_type", "=", "account")
      .where("record_id", "=", String(created.id))
      .orderBy("id")
      .execute();
    expect(rows.map((r) => r.operation)).toEqual(["createAccount", "updateAccount"]);
    expect(rows[1]!.account_id).toBe(admin.accountId);
    expect((rows[1]!.before as { firstname: string }).firstname).toBe("Maja");
    expect((rows[1]!.after as { firstname: string }).firstname).toBe("Audit");
    expect(JSON.stringify(rows)).not.toMatch(/argon2|a-long-enough-password/);
  });

  it("links and unlinks a customer-portal account with checked credentials", async () => {
    await t.app.services.portal.createAccount("store-owner@portal.example", TEST_PASSWORD, {});
    const id = admin.accountId!;
    expect((await admin.get(`/rest/admin/accounts/${id}/portal-account`)).json()).toEqual({ username: null, isSet: false });
    const wrong = await admin.post(`/rest/admin/accounts/${id}/portal-link`, {
      username: "store-owner@portal.example",
      password: "nope-nope-nope",
    });
    expect(wrong.statusCode).toBe(400);
    expect(wrong.json().error.message).toMatch(/username or password is wrong/);
    const linked = await admin.post(`/rest/admin/accounts/${id}/portal-link`, {
      username: "store-owner@portal.example",
      password: TEST_PASSWORD,
    });
    expect(linked.json()).toEqual({ username: "store-owner@portal.example", isSet: true });
    expect((await admin.get(`/rest/admin/accounts/${id}/portal-account`)).json().isSet).toBe(true);
    expect((await admin.get(`/rest/admin/accounts/${id}/portal-unlink`)).json()).toEqual({ username: null, isSet: false });
    expect((await admin.get(`/rest/admin/accounts/424242/portal-account`)).statusCode).toBe(404);
  });
});
