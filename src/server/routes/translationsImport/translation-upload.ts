import type { Readable } from "node:stream";
import { parseTranslationsCsv, rowsFromTable, TranslationFileError, type ParsedTranslations } from "../../domain/translation-file.ts";
import { looksLikeZip, xlsxTable, XlsxReadError } from "../../domain/translation-xlsx.ts";
import { XlsxTooLargeError } from "../../domain/xlsx-bounds.ts";
import { badRequest, HttpError, unsupportedMediaType } from "../../http-errors.ts";
import { payloadTooLarge } from "../../plugins/streamed-body.ts";

/**
 * parseTranslationsFile: the uploaded body (already past its announced length, streamed-body.ts)
 * read up to the limit, counted as it arrives (a chunked body over the limit is 413 at once),
 * then read as XLSX (ZIP bytes) or as CSV text (UTF-8) into import rows.
 */

export const XLSX_TYPE = "application/vnd.openxmlformats-officedocument.spreadsheetml.sheet";

/** The whole body, at most `limit` bytes (the file must be whole to be parsed; the limit bounds it). */
export async function readLimited(body: Readable, limit: number): Promise<Buffer> {
  const chunks: Buffer[] = [];
  let size = 0;
  try {
    // Not destroyed on an early stop: a destroyed request would take its socket, and the 413 with it.
    for await (const chunk of body.iterator({ destroyOnReturn: false })) {
      size += (chunk as Buffer).length;
      if (size > limit) throw payloadTooLarge(limit);
      chunks.push(chunk as Buffer);
    }
  } catch (error) {
    // The rest of a body refused part-way is read and dropped: the client is answered at once,
    // and the connection, reading on, sees the client stop and close.
    body.resume();
    if (error instanceof HttpError) throw error;
    throw badRequest("The upload was cut off before the whole file arrived.", { body: "was not received whole" });
  }
  if (size === 0) throw badRequest("The file is empty.", { body: "must not be empty" });
  return Buffer.concat(chunks, size);
}

/** The import rows of a file's bytes; a file that is neither XLSX nor UTF-8 text is 415. */
export async function translationsOfFile(bytes: Buffer, contentType: string | undefined): Promise<ParsedTranslations> {
  try {
    if (looksLikeZip(bytes)) {
      try {
        return rowsFromTable(await xlsxTable(bytes));
      } catch (error) {
        if (error instanceof XlsxReadError)
          throw badRequest("The file could not be read as an XLSX workbook.", { body: "is not a readable XLSX workbook" });
        if (error instanceof XlsxTooLargeError) throw workbookTooLarge(error);
        throw error;
      }
    }
    if ((contentType ?? "").split(";")[0]!.trim().toLowerCase() === XLSX_TYPE)
      throw badRequest("The file could not be read as an XLSX workbook.", { body: "is not a readable XLSX workbook" });
    let text: string;
    try {
      text = new TextDecoder("utf-8", { fatal: true }).decode(bytes);
    } catch {
      throw unsupportedMediaType("Send a CSV file in UTF-8 or an XLSX workbook.");
    }
    // NUL never occurs in a text file: a binary file that happens to decode as UTF-8.
    if (text.includes("\u0000")) throw unsupportedMediaType("Send a CSV file in UTF-8 or an XLSX workbook.");
    return parseTranslationsCsv(text);
  } catch (error) {
    if (error instanceof TranslationFileError) throw fileProblem(error);
    throw error;
  }
}

/** A workbook refused before it was unpacked: 413 for its unpacked size, 400 for its rows (as a CSV's). */
function workbookTooLarge({ bound }: XlsxTooLargeError) {
  if (bound === "unpacked")
    return new HttpError(413, "The workbook unpacks to more than 50 MB; split it into smaller files.", {
      body: "unpacks to more than 50 MB",
    });
  return badRequest("The workbook has more than 50000 rows of texts; split it.", { body: "has more than 50000 rows of texts" });
}

function fileProblem({ problem }: TranslationFileError) {
  switch (problem.reason) {
    case "empty":
      return badRequest("The file has no rows.", { body: "has no rows" });
    case "header":
      return badRequest("The first row must be a header: code and one column per language code, or code, languageCode, text.", {
        body: "needs a header row starting with code",
      });
    case "headerLanguage":
      return badRequest(`Column ${problem.column} of the header is not a language code: ${problem.value.slice(0, 40)}.`, {
        body: "has a header cell that is not a language code",
      });
    case "language":
      return badRequest(`Row ${problem.row}: the languageCode is not a language code: ${problem.value.slice(0, 40)}.`, {
        body: "has a row whose languageCode is not a language code",
      });
    case "codeTooLong":
      return badRequest(`Row ${problem.row}: the code is longer than 200 characters.`, { body: "has a code longer than 200 characters" });
    case "textTooLong":
      return badRequest(`Row ${problem.row}: a text is longer than 20000 characters.`, { body: "has a text longer than 20000 characters" });
    case "tooManyRows":
      return badRequest("The file has more than 50000 texts; split it.", { body: "has more than 50000 texts" });
  }
}
