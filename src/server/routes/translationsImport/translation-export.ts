import type { FastifyReply } from "fastify";
import { sql, type Kysely } from "kysely";
import type { DB } from "../../db/schema.ts";
import { sendCsv, type CsvColumn } from "../csv-stream.ts";
import { siteLanguages } from "../translations/translation-store.ts";

interface ExportRow {
  code: string;
  /** The key's texts by language code (json_object_agg; a string where a driver leaves JSON unparsed). */
  texts: Record<string, string> | string | null;
}

const textsOf = (row: ExportRow): Record<string, string> =>
  typeof row.texts === "string" ? (JSON.parse(row.texts) as Record<string, string>) : (row.texts ?? {});

/**
 * exportTranslations: code plus one column per site language, a row per key ordered by code,
 * streamed by cursor (csv-stream.ts: BOM, formula-safe cells); filterBy partner-pages keeps the
 * keys used on partner pages. The file imports back as it is (translation-file.ts).
 */
export async function sendTranslationsCsv(reply: FastifyReply, db: Kysely<DB>, filterBy: "all" | "partner-pages"): Promise<FastifyReply> {
  const languages = await siteLanguages(db);
  const columns: CsvColumn<ExportRow>[] = [
    { header: "code", value: (row) => row.code },
    ...languages.map((language) => ({ header: language, value: (row: ExportRow) => textsOf(row)[language] ?? "" })),
  ];
  const partnerOnly = filterBy === "partner-pages";
  const query = sql<ExportRow>`
    select t.code,
      (select json_object_agg(x.language_code, x.text) from translation_texts x where x.translation_id = t.id) as texts
    from translations t
    where ${partnerOnly ? sql`t.is_partner_page` : sql`true`}
    order by t.code`;
  return sendCsv(reply, { db, query, columns, filename: "translations.csv" });
}
