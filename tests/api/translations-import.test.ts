import http from "node:http";
import type { AddressInfo } from "node:net";
import ExcelJS from "exceljs";
import { sql } from "kysely";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { anonymous, createTestApp, type Client, type TestApp } from "../fixtures/app.ts";
import { testDatabaseKinds } from "../fixtures/databases.ts";
import { lazyBody } from "../fixtures/images.ts";
import { seedTranslationTexts } from "../fixtures/translations.ts";

/**
 * Translation import/export (issue 18, tag translationsImport): the languages an account may
 * import into, reading an uploaded CSV (BOM, ';', quoted newlines) or XLSX file, the import's
 * diff as a dry run (nothing written) and as a commit (one transaction: all or nothing), and
 * the CSV export with its partner-pages filter. Bad input per operation.
 */

const MB = 1_048_576;
const fieldsOf = (answer: { json(): any }) => Object.keys(answer.json().error?.fields ?? {}).sort();

describe.each(testDatabaseKinds)("translation import and export on %s", (kind) => {
  let t: TestApp;
  let swedish: Client;
  let polyglot: Client;
  let noLanguages: Client;

  const upload = (client: Client, body: Buffer | string, contentType = "text/csv") =>
    client.request({ method: "POST", url: "/cms/translations-import/upload", payload: body, headers: { "content-type": contentType } });
  const importRows = (client: Client, body: Record<string, unknown>) => client.post("/cms/translations-import/import", body);
  const textOf = async (code: string, language: string) => {
    const row = await t.database.db
      .selectFrom("translation_texts as x")
      .innerJoin("translations as t", "t.id", "x.translation_id")
      .select("x.text")
      .where("t.code", "=", code)
      .where("x.language_code", "=", language)
      .executeTakeFirst();
    return row?.text;
  };
  const counts = async () => {
    const keys = await t.database.db
      .selectFrom("translations")
      .select((eb) => eb.fn.countAll<string>().as("n"))
      .executeTakeFirstOrThrow();
    const texts = await t.database.db
      .selectFrom("translation_texts")
      .select((eb) => eb.fn.countAll<string>().as("n"))
      .executeTakeFirstOrThrow();
    return { keys: Number(keys.n), texts: Number(texts.n) };
  };
  const flag = async () => (await swedish.get("/cms/translations/purge-translation-flag")).json().result as boolean;

  beforeAll(async () => {
    t = await createTestApp(kind);
    await seedTranslationTexts(t.database.db);
    swedish = await t.login([], ["sv"]);
    polyglot = await t.login([], ["all"]);
    noLanguages = await t.login(["all"], []);
  });
  afterAll(() => t?.close());

  describe("listTranslationImportLanguages", () => {
    it("answers the sites' languages the account may edit", async () => {
      const mine = await swedish.get("/cms/translations-import/available-languages");
      expect(mine.statusCode, mine.body).toBe(200);
      expect(mine.json()).toEqual([{ languageCode: "sv", name: "Swedish" }]);
      expect((await polyglot.get("/cms/translations-import/available-languages")).json()).toEqual([
        { languageCode: "en", name: "English" },
        { languageCode: "sv", name: "Swedish" },
      ]);
      expect((await noLanguages.get("/cms/translations-import/available-languages")).statusCode).toBe(403);
      expect((await anonymous(t.app).get("/cms/translations-import/available-languages")).statusCode).toBe(401);
    });
  });

  describe("parseTranslationsFile", () => {
    it("reads a CSV with a BOM, ';' separators and a quoted newline", async () => {
      const csv = '\uFEFFcode;en;sv\r\nnew.multi;"Line 1\r\nLine 2";"Rad 1\r\nRad 2"\r\napp.k00;English 0;\r\n';
      const answer = await upload(swedish, csv);
      expect(answer.statusCode, answer.body).toBe(200);
      expect(answer.json()).toEqual({
        rows: [
          { code: "new.multi", languageCode: "en", text: "Line 1\r\nLine 2" },
          { code: "new.multi", languageCode: "sv", text: "Rad 1\r\nRad 2" },
          { code: "app.k00", languageCode: "en", text: "English 0" },
        ],
        languageCodes: ["en", "sv"],
      });
    });

    it("reads an XLSX workbook's first sheet, sent as XLSX or as octet-stream", async () => {
      const workbook = new ExcelJS.Workbook();
      const sheet = workbook.addWorksheet("Translations");
      sheet.addRow(["code", "languageCode", "text"]);
      sheet.addRow(["xlsx.one", "sv", "Ett"]);
      sheet.addRow(["xlsx.two", "sv", "Två\nrader"]);
      const bytes = Buffer.from(await workbook.xlsx.writeBuffer());
      for (const type of ["application/vnd.openxmlformats-officedocument.spreadsheetml.sheet", "application/octet-stream"]) {
        const answer = await upload(swedish, bytes, type);
        expect(answer.statusCode, answer.body).toBe(200);
        expect(answer.json()).toEqual({
          rows: [
            { code: "xlsx.one", languageCode: "sv", text: "Ett" },
            { code: "xlsx.two", languageCode: "sv", text: "Två\nrader" },
          ],
          languageCodes: ["sv"],
        });
      }
    });

    it("refuses files it cannot read: 400 for a bad layout, 415 for binary, 413 over 5 MB", async () => {
      const header = await upload(swedish, "key;en\r\na;b\r\n");
      expect(header.statusCode).toBe(400);
      expect(fieldsOf(header)).toEqual(["body"]);
      const language = await upload(swedish, "code,English\na,b\n");
      expect(language.statusCode).toBe(400);
      expect(language.json().error.message).toBe("Column 2 of the header is not a language code: English.");
      expect((await upload(swedish, "")).statusCode).toBe(400);
      expect((await upload(swedish, "\uFEFF\r\n\r\n")).statusCode).toBe(400);
      const damagedZip = await upload(swedish, Buffer.from([0x50, 0x4b, 0x03, 0x04, 9, 9, 9, 9]), "application/octet-stream");
      expect(damagedZip.statusCode).toBe(400);
      const binary = await upload(swedish, Buffer.from([0xff, 0xfe, 0x00, 0x81, 0xc3]), "application/octet-stream");
      expect(binary.statusCode).toBe(415);
      const json = await swedish.post("/cms/translations-import/upload", { rows: [] });
      expect(json.statusCode).toBe(415);
      const big = await upload(swedish, Buffer.alloc(5 * MB + 1, 0x61));
      expect(big.statusCode).toBe(413);
      expect((await upload(noLanguages, "code,en\na,b\n")).statusCode).toBe(403);
    });
  });

  it("stops a chunked body at 5 MB with 413 over a real connection", async () => {
    await t.app.listen({ port: 0, host: "127.0.0.1" });
    const { port } = t.app.server.address() as AddressInfo;
    const body = lazyBody(30 * MB, Buffer.from("code,en\n"));
    const status = await new Promise<number>((resolve, reject) => {
      const request = http.request(
        {
          port,
          host: "127.0.0.1",
          method: "POST",
          path: "/cms/translations-import/upload",
          headers: { "content-type": "text/csv", cookie: swedish.cookie!, "sec-fetch-site": "same-origin" },
        },
        (response) => {
          response.resume();
          resolve(response.statusCode!);
          // Answered: stop sending, as a browser does, so the connection closes with the app.
          body.stream.unpipe(request);
          request.destroy();
        },
      );
      request.on("error", reject);
      body.stream.pipe(request);
    });
    expect(status).toBe(413);
    expect(body.pulled()).toBeLessThan(28 * MB);
  });

  describe("importTranslations", () => {
    const rows = [
      { code: "app.k00", languageCode: "sv", text: "Svenska 0" },
      { code: "app.k01", languageCode: "sv", text: "Ändrad 1" },
      { code: "app.k03", languageCode: "sv", text: "Svenska 3" },
      { code: "brand.new", languageCode: "sv", text: "Helt ny" },
      { code: "app.k02", languageCode: "en", text: "skipped: other language" },
      { code: "app.k05", languageCode: "sv", text: "" },
    ];

    it("answers the diff of a dry run and writes nothing", async () => {
      const before = await counts();
      const answer = await importRows(swedish, { languageCode: "sv", rows, dryRun: true });
      expect(answer.statusCode, answer.body).toBe(200);
      expect(answer.json()).toEqual({
        written: false,
        new: [
          { code: "app.k03", text: "Svenska 3", newCode: false },
          { code: "brand.new", text: "Helt ny", newCode: true },
        ],
        changed: [{ code: "app.k01", oldText: "Svenska 1", newText: "Ändrad 1" }],
        unchanged: 1,
        invalid: [],
        skipped: 2,
      });
      expect(await counts()).toEqual(before);
      expect(await textOf("app.k01", "sv")).toBe("Svenska 1");
      expect(await flag()).toBe(false);
    });

    it("commits the same diff in one go and sets the purge flag", async () => {
      const answer = await importRows(swedish, { languageCode: "sv", rows });
      expect(answer.statusCode, answer.body).toBe(200);
      expect(answer.json()).toMatchObject({ written: true, unchanged: 1, skipped: 2, invalid: [] });
      expect(answer.json().new).toHaveLength(2);
      expect(await textOf("app.k01", "sv")).toBe("Ändrad 1");
      expect(await textOf("app.k03", "sv")).toBe("Svenska 3");
      expect(await textOf("brand.new", "sv")).toBe("Helt ny");
      expect(await textOf("app.k02", "en")).toBe("English 2");
      expect(await flag()).toBe(true);
      const again = await importRows(swedish, { languageCode: "sv", rows, dryRun: true });
      expect(again.json()).toMatchObject({ new: [], changed: [], unchanged: 4 });
    });

    it("writes nothing when a row is invalid, and lists the invalid rows", async () => {
      const before = await counts();
      const answer = await importRows(swedish, {
        languageCode: "sv",
        rows: [
          { code: "invalid.ok", languageCode: "sv", text: "Skulle skrivas" },
          { code: " padded", languageCode: "sv", text: "x" },
          { code: "invalid.ok", languageCode: "sv", text: "Annan text" },
        ],
      });
      expect(answer.statusCode, answer.body).toBe(200);
      expect(answer.json()).toMatchObject({
        written: false,
        new: [{ code: "invalid.ok", text: "Skulle skrivas", newCode: true }],
        invalid: [
          { row: 2, code: " padded", reason: "invalidCode" },
          { row: 3, code: "invalid.ok", reason: "duplicateCode" },
        ],
      });
      expect(await counts()).toEqual(before);
    });

    it("writes nothing when the import fails midway", async () => {
      // A trigger stands for any failure after the first rows are written (a lost connection,
      // a constraint): the transaction must leave no row of the import behind.
      await sql`create function fail_on_boom() returns trigger language plpgsql as $$
        begin if new.text = 'BOOM' then raise exception 'boom'; end if; return new; end $$`.execute(t.database.db);
      await sql`create trigger fail_on_boom before insert or update on translation_texts
        for each row execute function fail_on_boom()`.execute(t.database.db);
      try {
        const before = await counts();
        const answer = await importRows(polyglot, {
          languageCode: "en",
          rows: [
            { code: "midway.first", languageCode: "en", text: "First" },
            { code: "app.k00", languageCode: "en", text: "Changed before the failure" },
            { code: "midway.boom", languageCode: "en", text: "BOOM" },
          ],
        });
        expect(answer.statusCode).toBeGreaterThanOrEqual(500);
        expect(await counts()).toEqual(before);
        expect(await textOf("app.k00", "en")).toBe("English 0");
      } finally {
        await sql`drop trigger fail_on_boom on translation_texts`.execute(t.database.db);
        await sql`drop function fail_on_boom()`.execute(t.database.db);
      }
    });

    it("needs the right to the imported language and a valid body", async () => {
      const refused = await importRows(swedish, { languageCode: "en", rows: [{ code: "a", languageCode: "en", text: "A" }], dryRun: true });
      expect(refused.statusCode).toBe(403);
      expect((await importRows(noLanguages, { languageCode: "sv", rows: [{ code: "a", languageCode: "sv", text: "A" }] })).statusCode).toBe(
        403,
      );
      const empty = await importRows(swedish, { languageCode: "sv", rows: [] });
      expect(empty.statusCode).toBe(400);
      expect(fieldsOf(empty)).toEqual(["rows"]);
      const bad = await importRows(swedish, { languageCode: "sv", rows: [{ code: "", languageCode: "Svenska", text: 1 }], dryRun: "yes" });
      expect(bad.statusCode).toBe(400);
      const extra = await importRows(swedish, { languageCode: "sv", rows: [{ code: "a", languageCode: "sv", text: "A" }], colour: 1 });
      expect(extra.statusCode).toBe(400);
    });
  });

  describe("exportTranslations", () => {
    it("streams a formula-safe CSV with a BOM: code and one column per site language, by code", async () => {
      await t.database.db.insertInto("translations").values({ code: "formula.cell" }).execute();
      const key = await t.database.db.selectFrom("translations").select("id").where("code", "=", "formula.cell").executeTakeFirstOrThrow();
      await t.database.db
        .insertInto("translation_texts")
        .values({ translation_id: key.id, language_code: "en", text: '=HYPERLINK("x")' })
        .execute();
      const answer = await swedish.get("/cms/translations-import/export-translations");
      expect(answer.statusCode, answer.body).toBe(200);
      expect(answer.headers["content-type"]).toMatch(/^text\/csv/);
      expect(String(answer.headers["content-disposition"])).toMatch(/attachment; filename="translations.csv"/);
      expect(answer.rawPayload.subarray(0, 3)).toEqual(Buffer.from([0xef, 0xbb, 0xbf]));
      const lines = answer.body.replace(/^\uFEFF/, "").split("\r\n");
      expect(lines[0]).toBe("code,en,sv");
      expect(lines).toContain("app.k00,English 0,Svenska 0");
      expect(lines).toContain("app.k06,English 6,");
      expect(lines).toContain(`formula.cell,"'=HYPERLINK(""x"")",`);
      const codes = lines.slice(1, -1).map((l) => l.split(",")[0]);
      expect(codes).toEqual([...codes].sort());
    });

    it("keeps the partner-page keys with filterBy partner-pages, and imports back unchanged", async () => {
      const answer = await swedish.get("/cms/translations-import/export-translations?filterBy=partner-pages");
      expect(answer.statusCode).toBe(200);
      expect(answer.body.replace(/^\uFEFF/, "")).toBe(
        "code,en,sv\r\npartner.p0,Partner 0,Partner sv 0\r\npartner.p1,Partner 1,Partner sv 1\r\n",
      );
      const all = await swedish.get("/cms/translations-import/export-translations?filterBy=all");
      const parsed = await upload(swedish, all.rawPayload);
      expect(parsed.statusCode, parsed.body).toBe(200);
      const diff = await importRows(polyglot, { languageCode: "en", rows: parsed.json().rows, dryRun: true });
      expect(diff.json()).toMatchObject({ new: [], changed: [], invalid: [] });
      expect((await swedish.get("/cms/translations-import/export-translations?filterBy=some")).statusCode).toBe(400);
      expect((await noLanguages.get("/cms/translations-import/export-translations")).statusCode).toBe(403);
    });
  });
});
