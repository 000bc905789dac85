import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { sql } from "kysely";
import { ACCOUNT_LIMIT } from "../../src/server/auth/login-throttle.ts";
import { anonymous, createTestApp, TEST_PASSWORD, type TestApp } from "../fixtures/app.ts";
import { testDatabaseKinds } from "../fixtures/databases.ts";

describe.each(testDatabaseKinds)("login and sessions on %s", (kind) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp(kind);
  });
  afterAll(() => t?.close());

  async function loginAs(email: string, password = TEST_PASSWORD) {
    return anonymous(t.app).post("/users/login", { email, password });
  }
  const cookieOf = (answer: { headers: Record<string, unknown> }) => String(answer.headers["set-cookie"]).split(";")[0]!;

  it("logs in, sets a strict HttpOnly cookie and answers the account without secrets", async () => {
    await t.createAccount("anna@test.example", ["catalogOrder"]);
    const answer = await loginAs("Anna@Test.example");
    expect(answer.statusCode).toBe(200);
    const body = answer.json();
    expect(body).toMatchObject({ email: "anna@test.example", permissions: ["catalogOrder"], fullName: "Test anna" });
    expect(JSON.stringify(body)).not.toMatch(/password|hash/i);
    const setCookie = String(answer.headers["set-cookie"]);
    expect(setCookie).toMatch(/^sid=[\w-]{43};/);
    expect(setCookie).toMatch(/HttpOnly/);
    expect(setCookie).toMatch(/SameSite=Strict/);
    const me = await anonymous(t.app).request({ method: "GET", url: "/users/current", headers: { cookie: cookieOf(answer) } });
    expect(me.statusCode).toBe(200);
    expect(me.json().email).toBe("anna@test.example");
    expect(me.headers["cache-control"]).toBe("no-store");
  });

  it("gives the same answer for an unknown e-mail and a wrong password", async () => {
    await t.createAccount("bert@test.example", []);
    const unknown = await loginAs("nobody@test.example", "whatever-password");
    const wrong = await loginAs("bert@test.example", "wrong-password-here");
    expect(unknown.statusCode).toBe(401);
    expect(wrong.statusCode).toBe(401);
    expect(unknown.json()).toEqual(wrong.json());
    expect(wrong.json().error.message).toBe("Incorrect credentials.");
  });

  it("issues a new session id at every login and stores only its hash", async () => {
    await t.createAccount("cleo@test.example", []);
    const a = cookieOf(await loginAs("cleo@test.example"));
    const b = cookieOf(await loginAs("cleo@test.example"));
    expect(a).not.toBe(b);
    const rows = await t.database.db.selectFrom("sessions").select("id_hash").execute();
    const token = b.split("=")[1]!;
    expect(rows.some((r) => Buffer.from(r.id_hash).toString("base64url") === token)).toBe(false);
    expect(rows.every((r) => r.id_hash.length === 32)).toBe(true);
  });

  it("logout ends the session on the server", async () => {
    await t.createAccount("dana@test.example", []);
    const cookie = cookieOf(await loginAs("dana@test.example"));
    const headers = { cookie };
    expect((await anonymous(t.app).request({ method: "GET", url: "/users/current", headers })).statusCode).toBe(200);
    expect((await anonymous(t.app).request({ method: "GET", url: "/users/logout", headers })).statusCode).toBe(200);
    // The same cookie, replayed, no longer works.
    expect((await anonymous(t.app).request({ method: "GET", url: "/users/current", headers })).statusCode).toBe(401);
  });

  it("ends idle and too old sessions", async () => {
    await t.createAccount("emil@test.example", []);
    const idle = cookieOf(await loginAs("emil@test.example"));
    const old = cookieOf(await loginAs("emil@test.example"));
    const { hashSessionToken } = await import("../../src/server/auth/session-token.ts");
    await t.database.db
      .updateTable("sessions")
      .set({ last_seen_at: sql`now() - interval '3 hours'` })
      .where("id_hash", "=", hashSessionToken(idle.split("=")[1]!))
      .execute();
    await t.database.db
      .updateTable("sessions")
      .set({ created_at: sql`now() - interval '13 hours'` })
      .where("id_hash", "=", hashSessionToken(old.split("=")[1]!))
      .execute();
    for (const cookie of [idle, old]) {
      expect((await anonymous(t.app).request({ method: "GET", url: "/users/current", headers: { cookie } })).statusCode).toBe(401);
    }
  });

  it("limits failed logins per account with 429 while other accounts still log in", async () => {
    await t.createAccount("fred@test.example", []);
    await t.createAccount("gina@test.example", []);
    for (let i = 0; i < ACCOUNT_LIMIT; i++) expect((await loginAs("fred@test.example", "bad-password-xx")).statusCode).toBe(401);
    const limited = await loginAs("fred@test.example");
    expect(limited.statusCode).toBe(429);
    expect(limited.json().error.message).toMatch(/Too many failed logins/);
    expect((await loginAs("gina@test.example")).statusCode).toBe(200);
    // Refused attempts are not evaluated, so they do not pile up.
    const failures = await t.database.db
      .selectFrom("login_failures")
      .select(sql<number>`count(*)::int`.as("n"))
      .where("account_key", "=", "fred@test.example")
      .executeTakeFirstOrThrow();
    expect(failures.n).toBe(ACCOUNT_LIMIT);
  });

  it("refuses cross-site state-changing requests", async () => {
    const client = await t.login(["account"]);
    const crossSite = await client.request({
      method: "POST",
      url: "/rest/admin/accounts",
      payload: {},
      headers: { "sec-fetch-site": "cross-site" },
    });
    expect(crossSite.statusCode).toBe(403);
    const foreignOrigin = await client.request({
      method: "POST",
      url: "/rest/admin/accounts",
      payload: {},
      headers: { "sec-fetch-site": "", origin: "https://evil.example" },
    });
    expect(foreignOrigin.statusCode).toBe(403);
    const loginCsrf = await anonymous(t.app).request({
      method: "POST",
      url: "/users/login",
      payload: { email: "a@b.c", password: "x" },
      headers: { "sec-fetch-site": "cross-site" },
    });
    expect(loginCsrf.statusCode).toBe(403);
  });

  it("sets the security headers", async () => {
    const answer = await anonymous(t.app).get("/users/current");
    expect(answer.statusCode).toBe(401);
    expect(answer.headers["content-security-policy"]).toMatch(/frame-ancestors 'none'/);
    expect(answer.headers["x-content-type-options"]).toBe("nosniff");
    expect(answer.headers["referrer-policy"]).toBe("strict-origin-when-cross-origin");
    expect(answer.headers["cache-control"]).toBe("no-store");
    expect(answer.json()).toEqual({ error: { code: "UNAUTHORIZED", message: "You are not logged in." } });
  });

  it("answers bad login input with 400 and the failing fields", async () => {
    const missing = await anonymous(t.app).post("/users/login", { email: "x@y.z" });
    expect(missing.statusCode).toBe(400);
    expect(missing.json().error.fields).toHaveProperty("password");
    const badJson = await anonymous(t.app).request({
      method: "POST",
      url: "/users/login",
      payload: "{not json",
      headers: { "content-type": "application/json" },
    });
    expect(badJson.statusCode).toBe(400);
    expect(badJson.json().error.code).toBe("VALIDATION");
    const wrongType = await anonymous(t.app).post("/users/login", { email: 5, password: true });
    expect(wrongType.statusCode).toBe(400);
    expect(Object.keys(wrongType.json().error.fields)).toEqual(expect.arrayContaining(["email", "password"]));
  });
});
