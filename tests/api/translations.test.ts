import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { anonymous, createTestApp, type Client, type TestApp } from "../fixtures/app.ts";
import { testDatabaseKinds } from "../fixtures/databases.ts";
import { seedTranslationTexts } from "../fixtures/translations.ts";

/**
 * The translations table (issue 18, tag translations): the paged list with its filters, saving
 * one text under the account's language rights and the text's version, and the purge flag a
 * save sets. Bad input per operation; a translator with only 'sv' may read every language but
 * edit only Swedish.
 */

interface Text {
  languageCode: string;
  text: string;
  updatedAt?: string | null;
}
interface Row {
  code: string;
  isPartnerPage?: boolean;
  translations: Text[];
}

const fieldsOf = (answer: { json(): any }) => Object.keys(answer.json().error?.fields ?? {}).sort();
const list = (client: Client, filters: unknown, extra = "") =>
  client.get(`/cms/translations/get-by-page?filters=${encodeURIComponent(JSON.stringify(filters))}${extra}`);

describe.each(testDatabaseKinds)("translations on %s", (kind) => {
  let t: TestApp;
  let swedish: Client;
  let polyglot: Client;
  let noLanguages: Client;

  beforeAll(async () => {
    t = await createTestApp(kind);
    await seedTranslationTexts(t.database.db);
    swedish = await t.login([], ["sv"]);
    polyglot = await t.login(["cms"], ["all"]);
    noLanguages = await t.login(["all"], []);
  });
  afterAll(() => t?.close());

  describe("listTranslations", () => {
    it("answers a page ordered by code with the texts of the asked languages", async () => {
      const answer = await list(swedish, { languages: ["en", "sv"] }, "&count=3");
      expect(answer.statusCode, answer.body).toBe(200);
      const page = answer.json() as { list: Row[]; total: number; totalIsEstimate: boolean; filterable: object };
      expect(page.total).toBe(10);
      expect(page.totalIsEstimate).toBe(false);
      expect(page.filterable).toEqual({});
      expect(page.list.map((r) => r.code)).toEqual(["app.k00", "app.k01", "app.k02"]);
      expect(page.list[0]!.translations.map((x) => [x.languageCode, x.text])).toEqual([
        ["en", "English 0"],
        ["sv", "Svenska 0"],
      ]);
      expect(page.list[0]!.translations[0]!.updatedAt).toMatch(/^\d{4}-\d\d-\d\dT/);
      const second = (await list(swedish, { languages: ["en"] }, "&count=3&page=2")).json() as { list: Row[] };
      expect(second.list.map((r) => r.code)).toEqual(["app.k03", "app.k04", "app.k05"]);
      expect(second.list[0]!.translations.map((x) => x.languageCode)).toEqual(["en"]);
      const down = (await list(swedish, { languages: ["en"] }, "&count=2&direction=desc")).json() as { list: Row[] };
      expect(down.list.map((r) => r.code)).toEqual(["partner.p1", "partner.p0"]);
    });

    it("filters by a missing language, a search in codes and texts, and partner-page keys", async () => {
      const missing = (await list(swedish, { languages: ["sv"], noTranslation: "sv" })).json() as { list: Row[]; total: number };
      expect(missing.list.map((r) => r.code)).toEqual(["app.k03", "app.k06"]);
      expect(missing.list.every((r) => r.translations.length === 0)).toBe(true);
      const byCode = (await list(swedish, { languages: ["en"], search: "K07" })).json() as { list: Row[] };
      expect(byCode.list.map((r) => r.code)).toEqual(["app.k07"]);
      // A text of an answered language matches; the same text in a language not asked does not.
      const byText = (await list(swedish, { languages: ["sv"], search: "svenska 5" })).json() as { list: Row[] };
      expect(byText.list.map((r) => r.code)).toEqual(["app.k05"]);
      expect((await list(swedish, { languages: ["en"], search: "svenska 5" })).json().list).toEqual([]);
      // % and _ are literal characters, not patterns.
      expect((await list(swedish, { languages: ["en"], search: "%" })).json().list).toEqual([]);
      const partner = (await list(swedish, { languages: ["en"], isPartnerPage: true })).json() as { list: Row[] };
      expect(partner.list.map((r) => [r.code, r.isPartnerPage])).toEqual([
        ["partner.p0", true],
        ["partner.p1", true],
      ]);
    });

    it("sorts by the latest change", async () => {
      const answer = await list(polyglot, { languages: ["en"] }, "&orderBy=updatedAt&direction=desc&count=1");
      expect(answer.statusCode, answer.body).toBe(200);
      expect(answer.json().list).toHaveLength(1);
    });

    it("refuses bad filters with 400 naming them", async () => {
      const missingLanguages = await list(swedish, { search: "x" });
      expect(missingLanguages.statusCode).toBe(400);
      expect(fieldsOf(missingLanguages)).toEqual(["filters.languages"]);
      for (const languages of [[], "en", ["EN"], [1], Array.from({ length: 51 }, (_, i) => `a${String.fromCharCode(97 + (i % 26))}`)]) {
        const answer = await list(swedish, { languages });
        expect(answer.statusCode, JSON.stringify(languages)).toBe(400);
        expect(fieldsOf(answer)).toEqual(["filters.languages"]);
      }
      const unknown = await list(swedish, { languages: ["en"], colour: "red" });
      expect(unknown.statusCode).toBe(400);
      expect(fieldsOf(unknown)).toEqual(["filters.colour"]);
      const badLanguage = await list(swedish, { languages: ["en"], noTranslation: "swedish" });
      expect(fieldsOf(badLanguage)).toEqual(["filters.noTranslation"]);
      expect((await swedish.get("/cms/translations/get-by-page?filters=%7Bnot%20json")).statusCode).toBe(400);
      expect((await swedish.get("/cms/translations/get-by-page")).statusCode).toBe(400);
      expect((await list(swedish, { languages: ["en"] }, "&orderBy=text")).statusCode).toBe(400);
      expect((await list(swedish, { languages: ["en"] }, "&count=0")).statusCode).toBe(400);
    });

    it("needs a login and some language right", async () => {
      expect((await list(anonymous(t.app), { languages: ["en"] })).statusCode).toBe(401);
      expect((await list(noLanguages, { languages: ["en"] })).statusCode).toBe(403);
    });
  });

  describe("updateTranslation and the purge flag", () => {
    const read = async (code: string, language: string): Promise<Text | undefined> => {
      const page = (await list(polyglot, { languages: [language], search: code })).json() as { list: Row[] };
      return page.list.find((r) => r.code === code)?.translations[0];
    };
    const flag = async (client: Client = swedish) =>
      (await client.get("/cms/translations/purge-translation-flag")).json().result as boolean;
    const save = (client: Client, body: Record<string, unknown>) => client.put("/cms/translations/update", body);

    it("lets a Swedish translator save Swedish, not English (403), and sets the purge flag", async () => {
      expect(await flag()).toBe(false);
      const current = await read("app.k01", "sv");
      const refused = await save(swedish, { translationCode: "app.k01", langCode: "en", translationString: "Hi", updatedAt: null });
      expect(refused.statusCode).toBe(403);
      expect(refused.json().error.message).toBe("You may not edit the language 'en'.");
      expect((await read("app.k01", "en"))!.text).toBe("English 1");
      expect(await flag()).toBe(false);

      const saved = await save(swedish, {
        translationCode: "app.k01",
        langCode: "sv",
        translationString: "Ny svensk text",
        updatedAt: current!.updatedAt,
      });
      expect(saved.statusCode, saved.body).toBe(200);
      const answer = saved.json() as Row;
      expect(answer.code).toBe("app.k01");
      expect(answer.translations).toEqual([{ languageCode: "sv", text: "Ny svensk text", updatedAt: expect.any(String) }]);
      expect(answer.translations[0]!.updatedAt).not.toBe(current!.updatedAt);
      expect((await read("app.k01", "sv"))!.text).toBe("Ny svensk text");
      expect(await flag()).toBe(true);
      expect(await flag(polyglot)).toBe(true);

      const audit = await t.database.db
        .selectFrom("audit_log")
        .selectAll()
        .where("operation", "=", "updateTranslation")
        .where("status_code", "=", 200)
        .execute();
      expect(audit.length).toBeGreaterThanOrEqual(1);
    });

    it("adds a text not stored yet with version null, and refuses null once one exists (409)", async () => {
      expect(await read("app.k03", "sv")).toBeUndefined();
      const added = await save(swedish, { translationCode: "app.k03", langCode: "sv", translationString: "Tre", updatedAt: null });
      expect(added.statusCode, added.body).toBe(200);
      const again = await save(swedish, { translationCode: "app.k03", langCode: "sv", translationString: "Trea", updatedAt: null });
      expect(again.statusCode).toBe(409);
      expect(fieldsOf(again)).toEqual(["updatedAt"]);
      expect((await read("app.k03", "sv"))!.text).toBe("Tre");
    });

    it("refuses a stale version (409), no version (428), and takes If-Match as the version", async () => {
      const current = (await read("app.k02", "sv"))!;
      const first = await save(swedish, {
        translationCode: "app.k02",
        langCode: "sv",
        translationString: "A",
        updatedAt: current.updatedAt,
      });
      expect(first.statusCode).toBe(200);
      const stale = await save(swedish, {
        translationCode: "app.k02",
        langCode: "sv",
        translationString: "B",
        updatedAt: current.updatedAt,
      });
      expect(stale.statusCode).toBe(409);
      const none = await save(swedish, { translationCode: "app.k02", langCode: "sv", translationString: "B" });
      expect(none.statusCode).toBe(428);
      const viaHeader = await swedish.request({
        method: "PUT",
        url: "/cms/translations/update",
        payload: { translationCode: "app.k02", langCode: "sv", translationString: "C" },
        headers: { "if-match": `"${(first.json() as Row).translations[0]!.updatedAt}"` },
      });
      expect(viaHeader.statusCode, viaHeader.body).toBe(200);
      expect((await read("app.k02", "sv"))!.text).toBe("C");
    });

    it("clears a text with an empty string (the key then has no text in that language)", async () => {
      const current = (await read("app.k04", "sv"))!;
      const cleared = await save(swedish, {
        translationCode: "app.k04",
        langCode: "sv",
        translationString: "",
        updatedAt: current.updatedAt,
      });
      expect(cleared.statusCode, cleared.body).toBe(200);
      expect((cleared.json() as Row).translations).toEqual([{ languageCode: "sv", text: "", updatedAt: null }]);
      const missing = (await list(swedish, { languages: ["sv"], noTranslation: "sv" })).json() as { list: Row[] };
      expect(missing.list.map((r) => r.code)).toContain("app.k04");
    });

    it("answers 404 for an unknown code and 400 for a bad body", async () => {
      const unknown = await save(swedish, { translationCode: "no.such.key", langCode: "sv", translationString: "x", updatedAt: null });
      expect(unknown.statusCode).toBe(404);
      const bad = await save(polyglot, { translationCode: "", langCode: "Swedish", translationString: 5, updatedAt: null });
      expect(bad.statusCode).toBe(400);
      expect(fieldsOf(bad)).toEqual(expect.arrayContaining(["langCode", "translationCode", "translationString"]));
      const extra = await save(polyglot, {
        translationCode: "app.k00",
        langCode: "en",
        translationString: "x",
        updatedAt: null,
        colour: 1,
      });
      expect(extra.statusCode).toBe(400);
      expect(
        (await save(noLanguages, { translationCode: "app.k00", langCode: "en", translationString: "x", updatedAt: null })).statusCode,
      ).toBe(403);
      expect(
        (await save(anonymous(t.app), { translationCode: "app.k00", langCode: "en", translationString: "x", updatedAt: null })).statusCode,
      ).toBe(401);
    });

    it("clears the purge flag when the translations purge code is purged", async () => {
      expect(await flag()).toBe(true);
      const purge = await swedish.get("/cms/purge/cp-code?code=100004");
      expect(purge.statusCode, purge.body).toBe(200);
      expect(await flag()).toBe(false);
      expect((await swedish.get("/cms/translations/purge-translation-flag")).statusCode).toBe(200);
      expect((await noLanguages.get("/cms/translations/purge-translation-flag")).statusCode).toBe(403);
    });
  });

  describe("kept pages", () => {
    // Pages are kept in memory per version of the keys and texts (migration 0037): every write,
    // through the API, an import or straight to the tables, shows in the next page. Each step
    // asks first, so the page is kept when the write comes.
    const page = async (filters: unknown = { languages: ["sv", "da"], search: "kept." }) =>
      ((await list(polyglot, filters)).json() as { list: Row[] }).list.map((r) => [r.code, r.translations.map((x) => x.text)]);

    it("shows each write in the next page", async () => {
      await t.database.db.insertInto("translations").values({ code: "kept.one" }).execute();
      expect(await page()).toEqual([["kept.one", []]]);
      // A save through the API.
      const saved = await polyglot.put("/cms/translations/update", {
        translationCode: "kept.one",
        langCode: "sv",
        translationString: "Sparad",
        updatedAt: null,
      });
      expect(saved.statusCode, saved.body).toBe(200);
      expect(await page()).toEqual([["kept.one", ["Sparad"]]]);
      // An import commit, new key included.
      const imported = await polyglot.post("/cms/translations-import/import", {
        languageCode: "da",
        rows: [
          { code: "kept.one", languageCode: "da", text: "Gemt" },
          { code: "kept.two", languageCode: "da", text: "Ny" },
        ],
      });
      expect(imported.statusCode, imported.body).toBe(200);
      expect(await page()).toEqual([
        ["kept.one", ["Gemt", "Sparad"]],
        ["kept.two", ["Ny"]],
      ]);
      // Writes straight to the tables (no API call): a text, then a key.
      await t.database.db.updateTable("translation_texts").set({ text: "Av SQL" }).where("language_code", "=", "da").execute();
      expect(await page()).toEqual([
        ["kept.one", ["Av SQL", "Sparad"]],
        ["kept.two", ["Av SQL"]],
      ]);
      expect(await page({ languages: ["sv"], search: "kept.", isPartnerPage: true })).toEqual([]);
      await t.database.db.updateTable("translations").set({ is_partner_page: true }).where("code", "=", "kept.two").execute();
      expect(await page({ languages: ["sv"], search: "kept.", isPartnerPage: true })).toEqual([["kept.two", []]]);
      await t.database.db.deleteFrom("translations").where("code", "like", "kept.%").execute();
      expect(await page()).toEqual([]);
    });
  });
});
