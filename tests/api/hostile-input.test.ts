import net from "node:net";
import { gzipSync } from "node:zlib";
import { sql } from "kysely";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { ACCOUNT_LIMIT } from "../../src/server/auth/login-throttle.ts";
import { isDatabaseUnavailable, mapDatabaseError } from "../../src/server/db/errors.ts";
import { anonymous, createTestApp, TEST_PASSWORD, type Client, type TestApp } from "../fixtures/app.ts";
import { orderBody, seedCatalogNetwork } from "../fixtures/catalog-network.ts";
import { testDatabaseKinds } from "../fixtures/databases.ts";

/**
 * What an attacker or a broken client may send (issue 13): huge arrays, NUL bytes, unknown
 * fields, compressed bodies, odd charsets, oversized URLs and headers. Every answer is a 4xx in
 * our error shape naming what was refused; none is a 5xx or an outage (503).
 */
describe.each(testDatabaseKinds)("hostile input on %s", (kind) => {
  let t: TestApp;
  let everything: Client;
  let orderId: number;
  beforeAll(async () => {
    t = await createTestApp(kind);
    await seedCatalogNetwork(t.database.db);
    everything = await t.login(["all"], ["all"]);
    const created = await everything.post("/rest/catalog/catalog-orders", orderBody());
    expect(created.statusCode, created.body).toBe(200);
    orderId = created.json().id;
  });
  afterAll(() => t?.close());

  const expectRefused = (answer: { statusCode: number; body: string }, status: number, code: string) => {
    expect(answer.statusCode, answer.body).toBe(status);
    const body = JSON.parse(answer.body);
    expect(body.error.code).toBe(code);
    expect(typeof body.error.message).toBe("string");
    return body.error as { code: string; message: string; fields?: Record<string, string> };
  };

  describe("sizes are checked before anything else (finding 1)", () => {
    // 100,000 distinct integers: ~590 KB of JSON, the body that held the server for 17 s.
    const hugeOffers = Array.from({ length: 100_000 }, (_, i) => i + 1);

    it("refuses 100,000 offers on create and update with 400 naming offers, or 413", async () => {
      for (const answer of [
        await everything.post("/rest/catalog/catalog-orders", orderBody({ offers: hugeOffers })),
        await everything.put(`/rest/catalog/catalog-orders/${orderId}`, orderBody({ id: orderId, offers: hugeOffers })),
      ]) {
        if (answer.statusCode === 413) {
          expectRefused(answer, 413, "PAYLOAD_TOO_LARGE");
          continue;
        }
        const error = expectRefused(answer, 400, "VALIDATION");
        expect(Object.keys(error.fields ?? {})).toEqual(["offers"]);
      }
    });

    it("refuses an array over its maxItems within the body limit with 400 naming it, before the item checks", async () => {
      // 14 offers (maxItems 13), all bad and repeated: the answer names the count, not 14 item errors.
      const answer = await everything.post("/rest/catalog/catalog-orders", orderBody({ offers: Array.from({ length: 2000 }, () => 7) }));
      const error = expectRefused(answer, 400, "VALIDATION");
      expect(error.fields).toEqual({ offers: expect.stringMatching(/at most 13/) });
    });

    it("refuses a string over its maxLength before its pattern is tried", async () => {
      const answer = await everything.post(
        "/rest/catalog/catalog-orders",
        orderBody({ phone: "1".repeat(50_000) + "x", street: "y".repeat(20_000) }),
      );
      const error = expectRefused(answer, 400, "VALIDATION");
      expect(Object.keys(error.fields ?? {}).sort()).toEqual(["phone", "street"]);
    });

    it("refuses a body over the operation's limit with 413 in our shape", async () => {
      const answer = await everything.post("/rest/catalog/catalog-orders", orderBody({ street: "x".repeat(300_000) }));
      expectRefused(answer, 413, "PAYLOAD_TOO_LARGE");
      // An operation without a body takes only a small one.
      const bodiless = await everything.request({
        method: "POST",
        url: `/rest/catalog/catalog-orders/${orderId}/book`,
        payload: { pad: "x".repeat(100_000) },
      });
      expectRefused(bodiless, 413, "PAYLOAD_TOO_LARGE");
    });

    it("refuses deep nesting with 400", async () => {
      const deep = `${"[".repeat(5_000)}1${"]".repeat(5_000)}`;
      for (const at of ["offers", "zzzExtra"]) {
        const payload = JSON.stringify(orderBody({ offers: undefined })).replace(/^\{/, `{"${at}":${deep},`);
        const answer = await everything.request({
          method: "POST",
          url: "/rest/catalog/catalog-orders",
          payload,
          headers: { "content-type": "application/json" },
        });
        expectRefused(answer, 400, "VALIDATION");
      }
    });
  });

  describe("NUL bytes are refused as 400 naming the field (finding 2)", () => {
    const nulCases: Array<[string, () => Promise<{ statusCode: number; body: string }>, string]> = [
      ["a query string", () => everything.get("/rest/admin/accounts?query=a%00b"), "query"],
      ["another query string", () => everything.get("/rest/company/locations/search?searchString=%00"), "searchString"],
      ["a geocoder query", () => everything.get("/rest/company/geocode?country=SE&city=Malm%C3%B6%00"), "city"],
      [
        "a filter value",
        () =>
          everything.get(`/rest/catalog/catalog-orders/get-by-page?filters=${encodeURIComponent(JSON.stringify({ search: "a\u0000b" }))}`),
        "filters.search",
      ],
      [
        "a filter key",
        () => everything.get(`/rest/company/locations/get-by-page?filters=${encodeURIComponent(JSON.stringify({ "se\u0000arch": "a" }))}`),
        "filters.se\\u0000arch",
      ],
      ["a raw NUL in filters", () => everything.get("/rest/mail/outbox/get-by-page?filters=%7B%22search%22%3A%22%00%22%7D"), "filters"],
      ["a path parameter", () => everything.get("/cms/sites/by-block-id/ab%00cd"), "blockId"],
      ["a body field", () => everything.post("/rest/catalog/catalog-orders", orderBody({ street: "Storgatan\u0000 1" })), "street"],
      [
        "a nested body field",
        () =>
          everything.post("/rest/company/locations", { name: "Nul store", address: { street: "Gatan 1\u0000", country: { code: "SE" } } }),
        "address.street",
      ],
      [
        "a body field of a change",
        () => everything.put(`/rest/catalog/catalog-orders/${orderId}`, orderBody({ id: orderId, firstname: "\u0000" })),
        "firstname",
      ],
      [
        "an array item",
        () => everything.post("/rest/admin/accounts", { email: "nul@test.example", languagePermissions: ["sv\u0000"] }),
        "languagePermissions.0",
      ],
      [
        "a login e-mail",
        () =>
          anonymous(t.app).request({
            method: "POST",
            url: "/users/login",
            payload: { email: "a\u0000@b.c", password: "x" },
            headers: { "sec-fetch-site": "same-origin" },
          }),
        "email",
      ],
    ];
    for (const [name, call, field] of nulCases) {
      it(`in ${name}`, async () => {
        const error = expectRefused(await call(), 400, "VALIDATION");
        expect(error.fields).toHaveProperty([field]);
        expect(error.fields![field]).toMatch(/NUL/);
      });
    }

    it("in a field name", async () => {
      const error = expectRefused(
        await everything.post("/rest/catalog/catalog-orders", { ...orderBody(), "zip\u0000Code": "1" }),
        400,
        "VALIDATION",
      );
      expect(JSON.stringify(error.fields)).toMatch(/zip/);
    });
  });

  describe("a bad value is not an outage (finding 3)", () => {
    it("answers the CSV export with a NUL in its filters 400, not 503", async () => {
      const answer = await everything.get(
        `/rest/catalog/catalog-orders/export-result-as-csv?filters=${encodeURIComponent(JSON.stringify({ search: "\u0000" }))}`,
      );
      const error = expectRefused(answer, 400, "VALIDATION");
      expect(error.fields).toHaveProperty(["filters.search"]);
    });

    it("maps the database's own refusal of a NUL to 400 by its SQLSTATE, not to an outage", async () => {
      const error = await sql`select ${"a\u0000b"}::text as x`.execute(t.database.db).then(
        () => undefined,
        (e: unknown) => e,
      );
      expect(error).toBeDefined();
      expect(isDatabaseUnavailable(error)).toBe(false);
      expect(mapDatabaseError(error)?.statusCode).toBe(400);
    });
  });

  describe("ids and numbers are written in digits", () => {
    // The validator coerces like Number(): "0x10" would have addressed record 16 (it once
    // deleted the probe's own account through DELETE /rest/admin/accounts/0x10).
    it.each(["0x10", "1e3", "+5", "%2012", "12%20", "0b1", "0o7", "1.0"])("refuses the path id %s with 400 naming id", async (text) => {
      const error = expectRefused(await everything.get(`/rest/catalog/catalog-orders/${text}`), 400, "VALIDATION");
      expect(Object.keys(error.fields ?? {})).toEqual(["id"]);
    });

    it("refuses a number in a query parameter written otherwise than in digits", async () => {
      const error = expectRefused(await everything.get("/rest/catalog/catalog-orders/get-by-page?page=0x1"), 400, "VALIDATION");
      expect(Object.keys(error.fields ?? {})).toEqual(["page"]);
    });

    it("still takes an id written in digits, leading zeros included", async () => {
      const answer = await everything.get(`/rest/catalog/catalog-orders/${String(orderId).padStart(6, "0")}`);
      expect(answer.statusCode, answer.body).toBe(200);
      expect(answer.json().id).toBe(orderId);
    });
  });

  describe("bodies are strict (finding 5)", () => {
    it("refuses unknown fields with 400 naming them", async () => {
      const cases: Array<[() => Promise<{ statusCode: number; body: string }>, string]> = [
        [() => everything.post("/rest/admin/accounts", { email: "extra@test.example", isAdmin: true }), "isAdmin"],
        [() => everything.post("/rest/catalog/catalog-orders", orderBody({ zzzExtra: 1 })), "zzzExtra"],
        [() => everything.put(`/rest/catalog/catalog-orders/${orderId}`, orderBody({ id: orderId, isAdmin: true })), "isAdmin"],
        [() => everything.post("/cms/sites", { name: "Extra", languageCode: "xx", slug: "extra", zzzExtra: "1" }), "zzzExtra"],
        [() => everything.post("/users/login", { email: "a@b.c", password: "x", isAdmin: true }), "isAdmin"],
        [
          () => everything.post("/rest/region/groups", { name: "Extra", handlesCountries: [{ id: 1, zzzExtra: 1 }] }),
          "handlesCountries.0.zzzExtra",
        ],
        [
          () => everything.post("/rest/admin/accounts", { email: "extra2@test.example", groups: [{ id: 1, isAdmin: true }] }),
          "groups.0.isAdmin",
        ],
        [() => everything.post("/rest/catalog/catalog-orders", { ...orderBody(), constructor: 1 }), "constructor"],
      ];
      for (const [call, field] of cases) {
        const error = expectRefused(await call(), 400, "VALIDATION");
        expect(error.fields, field).toHaveProperty([field]);
        expect(error.message).toContain(field);
      }
      // Nothing was created on the way.
      const extra = await t.database.db.selectFrom("accounts").select("id").where("email", "like", "extra%").execute();
      expect(extra).toEqual([]);
    });

    it("refuses compressed request bodies with 415", async () => {
      const payload = gzipSync(JSON.stringify({ email: "a@b.c", password: "x" }));
      for (const encoding of ["gzip", "deflate", "br", "identity, gzip"]) {
        const answer = await anonymous(t.app).request({
          method: "POST",
          url: "/users/login",
          payload,
          headers: { "content-type": "application/json", "content-encoding": encoding, "sec-fetch-site": "same-origin" },
        });
        expectRefused(answer, 415, "UNSUPPORTED_MEDIA_TYPE");
      }
    });

    it("refuses charsets other than UTF-8 with 415 and takes UTF-8 however it is spelled", async () => {
      const body = JSON.stringify({ email: "nobody@test.example", password: "whatever-password" });
      for (const charset of ["utf-32", "iso-8859-1", "utf-16le"]) {
        const answer = await anonymous(t.app).request({
          method: "POST",
          url: "/users/login",
          payload: body,
          headers: { "content-type": `application/json; charset=${charset}`, "sec-fetch-site": "same-origin" },
        });
        expectRefused(answer, 415, "UNSUPPORTED_MEDIA_TYPE");
      }
      for (const charset of ["utf-8", "UTF-8", '"utf-8"', "utf8"]) {
        const answer = await anonymous(t.app).request({
          method: "POST",
          url: "/users/login",
          payload: body,
          headers: { "content-type": `application/json; charset=${charset}`, "sec-fetch-site": "same-origin" },
        });
        expect(answer.statusCode, `${charset}: ${answer.body}`).toBe(401);
      }
    });

    it("refuses a content type the operation does not take with 415 in our shape", async () => {
      const answer = await everything.request({
        method: "POST",
        url: "/rest/catalog/catalog-orders",
        payload: "street=x",
        headers: { "content-type": "application/x-www-form-urlencoded" },
      });
      expectRefused(answer, 415, "UNSUPPORTED_MEDIA_TYPE");
    });
  });

  describe("router, limits and headers (finding 6)", () => {
    /** Sends raw bytes to the listening server and answers the status line and body. */
    async function raw(port: number, request: string): Promise<{ status: number; headers: string; body: string }> {
      return new Promise((resolve, reject) => {
        const socket = net.connect(port, "127.0.0.1");
        let data = "";
        socket.setEncoding("utf8");
        socket.on("data", (chunk) => (data += chunk));
        socket.on("error", (error) => (data ? undefined : reject(error)));
        socket.on("close", () => {
          const [head = "", body = ""] = data.split("\r\n\r\n");
          resolve({ status: Number(head.split(" ")[1]), headers: head, body });
        });
        socket.end(request);
      });
    }

    it("answers a 1 MB query string and huge headers 431 in our shape", async () => {
      await t.app.listen({ port: 0, host: "127.0.0.1" });
      const port = (t.app.server.address() as net.AddressInfo).port;
      const longUrl = await raw(port, `GET /rest/admin/accounts?query=${"a".repeat(1_000_000)} HTTP/1.1\r\nHost: localhost\r\n\r\n`);
      expect(longUrl.status).toBe(431);
      expect(JSON.parse(longUrl.body)).toEqual({ error: { code: "HEADERS_TOO_LARGE", message: expect.any(String) } });
      const hugeHeader = await raw(port, `GET /users/current HTTP/1.1\r\nHost: localhost\r\nX-Pad: ${"b".repeat(100_000)}\r\n\r\n`);
      expect(hugeHeader.status).toBe(431);
      expect(JSON.parse(hugeHeader.body).error.code).toBe("HEADERS_TOO_LARGE");
      const garbage = await raw(port, "NOT HTTP AT ALL\r\n\r\n");
      expect(garbage.status).toBe(400);
      expect(JSON.parse(garbage.body).error.code).toBe("VALIDATION");
    });

    it("answers the router's refusals in our shape", async () => {
      expectRefused(await everything.get("/no/such/route"), 404, "NOT_FOUND");
      expectRefused(await everything.get(`/cms/sites/by-block-id/${"a".repeat(5000)}`), 414, "URI_TOO_LONG");
      expectRefused(await everything.get("/rest/catalog/catalog-orders/%E0%A4%A"), 400, "VALIDATION");
    });

    it("sends Retry-After with every 429", async () => {
      await t.createAccount("retry@test.example", []);
      const attempt = () => anonymous(t.app).post("/users/login", { email: "retry@test.example", password: "bad-password-xx" });
      for (let i = 0; i < ACCOUNT_LIMIT; i++) expect((await attempt()).statusCode).toBe(401);
      const limited = await attempt();
      expectRefused(limited, 429, "RATE_LIMITED");
      const seconds = Number(limited.headers["retry-after"]);
      expect(Number.isInteger(seconds)).toBe(true);
      expect(seconds).toBeGreaterThan(0);
      expect(seconds).toBeLessThanOrEqual(15 * 60);
    });

    it("refuses the state-changing GETs cross-site, like the other writes", async () => {
      const client = await t.login(["account"]);
      const crossSite = { "sec-fetch-site": "cross-site" };
      const foreignOrigin = { "sec-fetch-site": "", origin: "https://evil.example" };
      for (const headers of [crossSite, foreignOrigin]) {
        expectRefused(await client.request({ method: "GET", url: "/users/logout", headers }), 403, "FORBIDDEN");
        expectRefused(
          await client.request({ method: "GET", url: `/rest/admin/accounts/${client.accountId}/portal-unlink`, headers }),
          403,
          "FORBIDDEN",
        );
      }
      // The session survived both attempts; a same-site logout still works.
      expect((await client.get("/users/current")).statusCode).toBe(200);
      expect((await client.get("/users/logout")).statusCode).toBe(200);
      expect((await client.get("/users/current")).statusCode).toBe(401);
      // Plain reads stay readable from a link (the strict cookie is not sent cross-site anyway).
      expect((await everything.request({ method: "GET", url: "/users/current", headers: crossSite })).statusCode).toBe(200);
    });

    it("sends neither HSTS nor a Secure cookie over plain HTTP by default", async () => {
      await t.createAccount("plain@test.example", []);
      const login = await anonymous(t.app).post("/users/login", { email: "plain@test.example", password: TEST_PASSWORD });
      expect(login.statusCode).toBe(200);
      expect(login.headers["strict-transport-security"]).toBeUndefined();
      expect(String(login.headers["set-cookie"])).not.toMatch(/Secure/);
    });
  });
});

describe.each(testDatabaseKinds)("TLS on %s", (kind) => {
  const cases: Array<[string, Parameters<typeof createTestApp>[1], Record<string, string>]> = [
    ["SECURE_COOKIES", { secureCookies: true }, {}],
    ["a TLS-terminating proxy with TRUST_PROXY", { trustProxy: true }, { "x-forwarded-proto": "https" }],
  ];
  for (const [name, config, headers] of cases) {
    it(`sends HSTS and a Secure cookie behind ${name}`, async () => {
      const t = await createTestApp(kind, config);
      try {
        await t.createAccount("tls@test.example", []);
        const login = await anonymous(t.app).request({
          method: "POST",
          url: "/users/login",
          payload: { email: "tls@test.example", password: TEST_PASSWORD },
          headers: { "sec-fetch-site": "same-origin", ...headers },
        });
        expect(login.statusCode, login.body).toBe(200);
        expect(login.headers["strict-transport-security"]).toMatch(/^max-age=\d{7,}/);
        expect(String(login.headers["set-cookie"])).toMatch(/; Secure/);
        const other = await anonymous(t.app).request({ method: "GET", url: "/users/current", headers });
        expect(other.headers["strict-transport-security"]).toMatch(/^max-age=/);
      } finally {
        await t.close();
      }
    });
  }

  it("does not trust X-Forwarded-Proto without TRUST_PROXY", async () => {
    const t = await createTestApp(kind);
    try {
      const answer = await anonymous(t.app).request({ method: "GET", url: "/users/current", headers: { "x-forwarded-proto": "https" } });
      expect(answer.headers["strict-transport-security"]).toBeUndefined();
    } finally {
      await t.close();
    }
  });
});
