import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { anonymous, createTestApp, type Client, type TestApp } from "../fixtures/app.ts";
import { testDatabaseKinds } from "../fixtures/databases.ts";

/**
 * Error answers in the language the request asks for (src/server/messages): the app sends the
 * user's language as Accept-Language, and Swedish users read the server's reasons in Swedish.
 * The code, the status and the field names stay the same in every language.
 */
describe.each(testDatabaseKinds)("error texts in the request's language on %s", (kind) => {
  let t: TestApp;
  let staff: Client;

  beforeAll(async () => {
    t = await createTestApp(kind);
    staff = await t.login(["all"], ["all"]);
  });
  afterAll(() => t?.close());

  const inSwedish = { "accept-language": "sv-SE,sv;q=0.9,en;q=0.5" };

  it("answers a store's own refusal in Swedish, with the noun it names", async () => {
    const answer = await staff.request({ method: "GET", url: "/rest/contact/contacts/999999999", headers: inSwedish });
    expect(answer.statusCode).toBe(404);
    expect(answer.headers["content-language"]).toBe("sv");
    expect(answer.headers.vary).toContain("Accept-Language");
    expect(answer.json().error).toEqual({ code: "NOT_FOUND", message: "Kontakten hittades inte." });
  });

  it("answers the same refusal in English without the header, or when English is preferred", async () => {
    for (const headers of [{}, { "accept-language": "en-GB,sv;q=0.5" }]) {
      const answer = await staff.request({ method: "GET", url: "/rest/contact/contacts/999999999", headers });
      expect(answer.json().error.message).toBe("Contact not found.");
      expect(answer.headers["content-language"]).toBe("en");
    }
  });

  it("translates the schema validator's field texts and keeps the field names", async () => {
    const answer = await staff.request({
      method: "POST",
      url: "/rest/contact/contacts",
      headers: inSwedish,
      payload: { firstname: 12, lastname: "Berg" },
    });
    expect(answer.statusCode).toBe(400);
    const { error } = answer.json();
    expect(error.code).toBe("VALIDATION");
    expect(error.message).toMatch(/^Ogiltig begäran: .*firstname/);
    expect(error.fields.firstname).toMatch(/^måste vara/);
  });

  it("translates a conflict's message and field text", async () => {
    const email = `sv-${Date.now()}@test.example`;
    const first = await staff.post("/rest/contact/contacts", { firstname: "Anna", lastname: "Berg", primaryEmail: { value: email } });
    expect(first.statusCode, first.body).toBe(200);
    const second = await staff.request({
      method: "POST",
      url: "/rest/contact/contacts",
      headers: inSwedish,
      payload: { firstname: "Bo", lastname: "Berg", primaryEmail: { value: email } },
    });
    expect(second.statusCode).toBe(409);
    expect(second.json().error.message).toBe("En e-postadress tillhör en annan kontakt.");
  });

  it("answers the guards before any route in Swedish too (no session, no route)", async () => {
    const noSession = await anonymous(t.app).request({ method: "GET", url: "/rest/contact/contacts?filter=page", headers: inSwedish });
    expect(noSession.statusCode).toBe(401);
    expect(noSession.json().error.message).toBe("Du är inte inloggad.");
    const noRoute = await staff.request({ method: "GET", url: "/rest/no-such-thing", headers: inSwedish });
    expect(noRoute.statusCode).toBe(404);
    expect(noRoute.json().error.message).toBe("Det finns ingen väg för GET /rest/no-such-thing.");
  });
});
