import ExcelJS from "exceljs";
import { describe, expect, it } from "vitest";
import { worksheetXml, zipArchive } from "../../../tests/fixtures/zip.ts";
import { assertXlsxWithinBounds, XlsxTooLargeError, zipEntries, ZipStructureError } from "./xlsx-bounds.ts";

const MB = 1_048_576;
const bounds = { maxUnpackedBytes: 50 * MB, maxRows: 1000 };

const refusal = async (bytes: Buffer, limits = bounds) => {
  const error = await assertXlsxWithinBounds(bytes, limits).then(
    () => undefined,
    (e: unknown) => e,
  );
  return error instanceof XlsxTooLargeError ? error.bound : error;
};

describe("assertXlsxWithinBounds", () => {
  it("passes a workbook exceljs wrote, and counts its rows exactly", async () => {
    const workbook = new ExcelJS.Workbook();
    const sheet = workbook.addWorksheet("Translations");
    for (let i = 0; i < 10; i++) sheet.addRow([`code.${i}`, "sv", `Text ${i}`]);
    const bytes = Buffer.from(await workbook.xlsx.writeBuffer());
    expect(zipEntries(bytes).map((e) => e.name)).toContain("xl/worksheets/sheet1.xml");
    expect(await refusal(bytes, { maxUnpackedBytes: MB, maxRows: 10 })).toBeUndefined();
    expect(await refusal(bytes, { maxUnpackedBytes: MB, maxRows: 9 })).toBe("rows");
  });

  it("refuses a zero-filled entry that declares its 60 MB", async () => {
    const bomb = zipArchive([{ name: "xl/worksheets/sheet1.xml", content: Buffer.alloc(60 * MB) }]);
    expect(bomb.length).toBeLessThan(MB);
    expect(await refusal(bomb)).toBe("unpacked");
  });

  it("refuses an entry that declares 100 bytes and inflates to 60 MB", async () => {
    const liar = zipArchive([{ name: "xl/sharedStrings.xml", content: Buffer.alloc(60 * MB, 0x61), declaredSize: 100 }]);
    expect(zipEntries(liar)[0]!.uncompressedSize).toBe(100);
    expect(await refusal(liar)).toBe("unpacked");
  });

  it("counts rows across inflated chunks and across worksheets, and only in worksheets", async () => {
    const rows = 20_000;
    const one = zipArchive([{ name: "xl/worksheets/sheet1.xml", content: worksheetXml(rows) }]);
    expect(await refusal(one, { maxUnpackedBytes: 50 * MB, maxRows: rows })).toBeUndefined();
    expect(await refusal(one, { maxUnpackedBytes: 50 * MB, maxRows: rows - 1 })).toBe("rows");
    const two = zipArchive([
      { name: "xl/worksheets/sheet1.xml", content: worksheetXml(600) },
      { name: "xl/worksheets/sheet2.xml", content: worksheetXml(600) },
      { name: "xl/other.xml", content: worksheetXml(600) },
    ]);
    expect(await refusal(two, { maxUnpackedBytes: 50 * MB, maxRows: 1200 })).toBeUndefined();
    expect(await refusal(two, { maxUnpackedBytes: 50 * MB, maxRows: 1199 })).toBe("rows");
  });

  it("throws ZipStructureError for bytes that are no ZIP archive or a damaged one", async () => {
    expect(await refusal(Buffer.from([0x50, 0x4b, 0x03, 0x04, 1, 2, 3]))).toBeInstanceOf(ZipStructureError);
    const good = zipArchive([{ name: "a.xml", content: Buffer.from("<a/>") }]);
    const cut = Buffer.concat([good.subarray(0, 10), good.subarray(good.length - 22)]);
    expect(await refusal(cut)).toBeInstanceOf(ZipStructureError);
  });
});
