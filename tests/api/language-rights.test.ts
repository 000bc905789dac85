import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createTestApp, type TestApp } from "../fixtures/app.ts";
import { testDatabaseKinds } from "../fixtures/databases.ts";

/** x-language-permission: an operation that edits a language needs that language right. */
describe.each(testDatabaseKinds)("language rights on %s", (kind) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp(kind);
  });
  afterAll(() => t?.close());

  const edit = (langCode: string) => ({ translationString: "Hej", langCode, translationCode: "shell.hello" });

  it("refuses a language the account may not edit, whatever its permissions", async () => {
    const swedishTranslator = await t.login([], ["sv"]);
    const refused = await swedishTranslator.put("/cms/translations/update", edit("en"));
    expect(refused.statusCode).toBe(403);
    expect(refused.json().error.message).toBe("You may not edit the language 'en'.");
    const admin = await t.login(["all"], []);
    expect((await admin.put("/cms/translations/update", edit("sv"))).statusCode).toBe(403);
  });

  it("lets the language through for its own code and for 'all'", async () => {
    const swedishTranslator = await t.login([], ["sv"]);
    expect([401, 403]).not.toContain((await swedishTranslator.put("/cms/translations/update", edit("sv_SE"))).statusCode);
    const polyglot = await t.login([], ["all"]);
    expect([401, 403]).not.toContain((await polyglot.put("/cms/translations/update", edit("de"))).statusCode);
  });
});
