import ExcelJS from "exceljs";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createTestApp, type Client, type TestApp } from "../fixtures/app.ts";
import { testDatabaseKinds } from "../fixtures/databases.ts";
import { zipArchive } from "../fixtures/zip.ts";

/**
 * parseTranslationsFile and zip bombs: the 5 MB upload limit bounds the compressed workbook
 * only, so a workbook that unpacks past 50 MB is 413 and one with more rows than an import
 * takes is 400, both refused before exceljs inflates it; in English and in Swedish.
 */

const MB = 1_048_576;
const XLSX = "application/vnd.openxmlformats-officedocument.spreadsheetml.sheet";

describe.each(testDatabaseKinds)("translation workbooks past their bounds on %s", (kind) => {
  let t: TestApp;
  let swedish: Client;

  const upload = (body: Buffer, language?: string) =>
    swedish.request({
      method: "POST",
      url: "/cms/translations-import/upload",
      payload: body,
      headers: { "content-type": XLSX, ...(language ? { "accept-language": language } : {}) },
    });

  beforeAll(async () => {
    t = await createTestApp(kind);
    swedish = await t.login([], ["sv"]);
  });
  afterAll(() => t?.close());

  it("refuses a workbook that unpacks to 200 MB with 413, though it is small", async () => {
    const bomb = zipArchive([
      { name: "[Content_Types].xml", content: Buffer.from("<Types/>") },
      { name: "xl/sharedStrings.xml", content: Buffer.alloc(200 * MB, 0x20) },
    ]);
    expect(bomb.length).toBeLessThan(MB);
    const answer = await upload(bomb);
    expect(answer.statusCode, answer.body).toBe(413);
    expect(answer.json().error.message).toBe("The workbook unpacks to more than 50 MB; split it into smaller files.");
    expect(answer.json().error.fields).toEqual({ body: "unpacks to more than 50 MB" });
  });

  it("refuses a lying workbook (declaring 10 bytes) as it inflates, with 413", async () => {
    const liar = zipArchive([{ name: "xl/worksheets/sheet1.xml", content: Buffer.alloc(80 * MB, 0x20), declaredSize: 10 }]);
    const answer = await upload(liar);
    expect(answer.statusCode, answer.body).toBe(413);
  });

  it("refuses a workbook with more rows than an import takes with 400", async () => {
    const workbook = new ExcelJS.Workbook();
    const sheet = workbook.addWorksheet("Translations");
    sheet.addRow(["code", "languageCode", "text"]);
    for (let i = 0; i <= 50_000; i++) sheet.addRow([`k${i}`, "sv", "t"]);
    const bytes = Buffer.from(await workbook.xlsx.writeBuffer());
    const answer = await upload(bytes);
    expect(answer.statusCode, answer.body).toBe(400);
    expect(answer.json().error.message).toBe("The workbook has more than 50000 rows of texts; split it.");
    const inSwedish = await upload(bytes, "sv-SE,sv;q=0.9");
    expect(inSwedish.json().error.message).toBe("Arbetsboken har fler än 50000 rader med texter; dela upp den.");
  });
});
