import { sql, type Kysely, type Transaction } from "kysely";
import type { DB } from "../../db/schema.ts";
import { assertFresh, nextVersion, staleVersion, versionRequired } from "../../db/record-version.ts";
import type { StoredTexts } from "../../domain/translation-import.ts";
import { notFound } from "../../http-errors.ts";
import type { AnswerOf, BodyOf } from "../types.ts";

type Translation = AnswerOf<"updateTranslation">;
type Db = Kysely<DB> | Transaction<DB>;

/** What a text save changed, for the audit log. */
export interface TextChange {
  id: number;
  code: string;
  languageCode: string;
  before: string | null;
  after: string | null;
}

/**
 * Marks the translations changed since the last purge (spec part 2 section 4: a save sets the
 * purge flag). Inside the writing transaction, so a write that rolls back leaves it as it was.
 */
export async function markTranslationsChanged(db: Db): Promise<void> {
  await db
    .updateTable("translation_purge_flag")
    .set({ needs_purge: true, changed_at: sql`now()` })
    .execute();
}

/** Whether a translation changed since the last translations purge. */
export async function purgeNeeded(db: Db): Promise<boolean> {
  const row = await db.selectFrom("translation_purge_flag").select("needs_purge").executeTakeFirst();
  return row?.needs_purge ?? false;
}

/** The database's current time (clock_timestamp: not the transaction's start). */
export async function databaseNow(db: Db): Promise<Date> {
  const result = await sql<{ now: Date | string }>`select clock_timestamp() as now`.execute(db);
  return new Date(result.rows[0]!.now);
}

/**
 * Clears the flag after a successful purge that started at `startedAt`: a change made while the
 * purge was under way (changed_at later) may have missed it, so the flag stays set then.
 */
export async function clearPurgeFlag(db: Db, startedAt: Date): Promise<void> {
  await db
    .updateTable("translation_purge_flag")
    .set({ needs_purge: false, purged_at: sql`now()` })
    .where((eb) => eb.or([eb("changed_at", "is", null), eb("changed_at", "<=", startedAt)]))
    .execute();
}

/**
 * Saves one text of one key (updateTranslation): the key must exist (404); the version is the
 * text's updatedAt, null for a text not stored yet (409 when one was stored meanwhile); an empty
 * text removes it. Sets the purge flag, in the same transaction.
 */
export async function saveTranslationText(
  db: Kysely<DB>,
  body: BodyOf<"updateTranslation">,
): Promise<{ translation: Translation; change: TextChange }> {
  return db.transaction().execute(async (trx) => {
    const key = await trx
      .selectFrom("translations")
      .select(["id", "code", "is_partner_page"])
      .where("code", "=", body.translationCode)
      .forUpdate()
      .executeTakeFirst();
    if (!key) throw notFound("Translation");
    const current = await trx
      .selectFrom("translation_texts")
      .select(["id", "text", "updated_at"])
      .where("translation_id", "=", key.id)
      .where("language_code", "=", body.langCode)
      .forUpdate()
      .executeTakeFirst();
    if (body.updatedAt === undefined) throw versionRequired();
    if (body.updatedAt === null) {
      if (current) throw staleVersion();
    } else {
      if (!current) throw staleVersion();
      assertFresh(current, body.updatedAt);
    }
    let saved: { text: string; updated_at: Date | string } | undefined;
    if (body.translationString === "") {
      if (current) await trx.deleteFrom("translation_texts").where("id", "=", current.id).execute();
    } else if (current) {
      saved = await trx
        .updateTable("translation_texts")
        .set({ text: body.translationString, updated_at: nextVersion })
        .where("id", "=", current.id)
        .returning(["text", "updated_at"])
        .executeTakeFirstOrThrow();
    } else {
      // Two first saves of one text race on the unique key: the later one is stale, not a 500.
      saved = await trx
        .insertInto("translation_texts")
        .values({ translation_id: key.id, language_code: body.langCode, text: body.translationString })
        .onConflict((oc) => oc.columns(["translation_id", "language_code"]).doNothing())
        .returning(["text", "updated_at"])
        .executeTakeFirst();
      if (!saved) throw staleVersion();
    }
    await trx.updateTable("translations").set({ updated_at: nextVersion }).where("id", "=", key.id).execute();
    await markTranslationsChanged(trx);
    const text = saved
      ? { languageCode: body.langCode, text: saved.text, updatedAt: new Date(saved.updated_at).toISOString() }
      : { languageCode: body.langCode, text: "", updatedAt: null };
    return {
      translation: { code: key.code, isPartnerPage: key.is_partner_page, translations: [text] },
      change: { id: key.id, code: key.code, languageCode: body.langCode, before: current?.text ?? null, after: saved?.text ?? null },
    };
  });
}

/** The stored state of `codes` in a language: each existing code with its text, or null without one. */
export async function storedTexts(db: Db, languageCode: string, codes: readonly string[]): Promise<StoredTexts> {
  if (codes.length === 0) return new Map();
  // The codes travel as one JSON parameter: tens of thousands of them, the same on PGlite and pg.
  const result = await sql<{ code: string; text: string | null }>`
    select t.code, x.text
    from json_array_elements_text(${JSON.stringify(codes)}::json) as c(code)
    join translations t on t.code = c.code
    left join translation_texts x on x.translation_id = t.id and x.language_code = ${languageCode}`.execute(db);
  return new Map(result.rows.map((r) => [r.code, r.text]));
}

/**
 * Writes texts of one language in the caller's transaction: missing keys are created, texts
 * inserted or replaced, the keys' updated_at moved on, the purge flag set. Three statements
 * whatever the number of texts.
 */
export async function writeTexts(trx: Transaction<DB>, languageCode: string, texts: readonly { code: string; text: string }[]) {
  if (texts.length === 0) return;
  const rows = JSON.stringify(texts);
  await sql`
    insert into translations (code)
    select w.code from json_to_recordset(${rows}::json) as w(code text, text text)
    on conflict (code) do nothing`.execute(trx);
  await sql`
    insert into translation_texts (translation_id, language_code, text)
    select t.id, ${languageCode}, w.text
    from json_to_recordset(${rows}::json) as w(code text, text text)
    join translations t on t.code = w.code
    on conflict (translation_id, language_code) do update
      set text = excluded.text,
          updated_at = greatest(now(), date_trunc('milliseconds', translation_texts.updated_at) + interval '1 millisecond')`.execute(trx);
  await sql`
    update translations t set updated_at = greatest(now(), date_trunc('milliseconds', t.updated_at) + interval '1 millisecond')
    from json_to_recordset(${rows}::json) as w(code text, text text)
    where t.code = w.code`.execute(trx);
  await markTranslationsChanged(trx);
}

/** The languages of the CMS sites, by code (one site per language). */
export async function siteLanguages(db: Db): Promise<string[]> {
  const rows = await db.selectFrom("sites").select("language_code").distinct().orderBy("language_code").execute();
  return rows.map((r) => r.language_code);
}
