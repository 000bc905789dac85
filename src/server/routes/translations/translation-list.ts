import { sql, type Kysely } from "kysely";
import type { DB } from "../../db/schema.ts";
import { LANGUAGE_CODE } from "../../domain/translation-file.ts";
import { badRequest } from "../../http-errors.ts";
import {
  booleanFilter,
  containsPattern,
  countTotal,
  pageKeyOf,
  pageWindow,
  parseFilters,
  patternFilter,
  textFilter,
  type Direction,
  type PageWindow,
} from "../paging.ts";
import type { AnswerOf, QueryOf } from "../types.ts";

/**
 * The translations table (spec part 2: translations screen): one page of keys ordered by code
 * (or by the latest change), with their texts in the languages the screen shows. Filters: the
 * languages answered (required), a search in the code or those texts, keys without a text in
 * one language (noTranslation), partner-page keys. A page is a deferred join: the ids of the
 * page first, on translations_code_key (or translations_updated_idx), then their rows.
 */

/** Languages a page may answer at once (a column each on the screen). */
export const MAX_LANGUAGES = 50;

const FILTERS = {
  // Checked by languageList below: parseFilters only hands the raw value on.
  languages: (value: unknown) => (value === null || value === undefined ? undefined : value),
  search: textFilter(200),
  noTranslation: patternFilter(LANGUAGE_CODE, "a language code such as en or sv_SE"),
  isPartnerPage: booleanFilter(),
};

export interface TranslationListRequest {
  languages: string[];
  search?: string;
  noTranslation?: string;
  isPartnerPage?: boolean;
  orderBy: "code" | "updatedAt";
  direction: Direction;
}

function languageList(value: unknown): string[] {
  if (value === undefined)
    throw badRequest("filters.languages is required: the language codes to answer.", { "filters.languages": "is required" });
  if (!Array.isArray(value) || value.length === 0 || value.length > MAX_LANGUAGES)
    throw badRequest("filters.languages must be a list of language codes.", {
      "filters.languages": "must be a non-empty array of language codes",
    });
  if (!value.every((code) => typeof code === "string" && LANGUAGE_CODE.test(code)))
    throw badRequest("filters.languages must be a list of language codes.", { "filters.languages": "must hold codes such as en or sv_SE" });
  return [...new Set(value as string[])];
}

export function translationRequest(query: QueryOf<"listTranslations">): TranslationListRequest {
  const filters = parseFilters(query.filters, FILTERS);
  return {
    languages: languageList(filters.languages),
    search: filters.search,
    noTranslation: filters.noTranslation,
    isPartnerPage: filters.isPartnerPage,
    orderBy: query.orderBy ?? "code",
    direction: query.direction ?? "asc",
  };
}

/** The keys matching the filters (no order, no window). */
function matching(db: Kysely<DB>, request: TranslationListRequest) {
  let query = db.selectFrom("translations as t").select("t.id");
  if (request.isPartnerPage !== undefined) query = query.where("t.is_partner_page", "=", request.isPartnerPage);
  if (request.noTranslation !== undefined) {
    const language = request.noTranslation;
    query = query.where(({ not, exists, selectFrom }) =>
      not(
        exists(
          selectFrom("translation_texts as x")
            .select(sql.lit(1).as("one"))
            .whereRef("x.translation_id", "=", "t.id")
            .where("x.language_code", "=", language),
        ),
      ),
    );
  }
  if (request.search !== undefined) {
    // Two index searches (the trigram indexes of codes and of texts), joined by id: an OR over
    // the two tables would read every key.
    const pattern = containsPattern(request.search.toLowerCase());
    const byCode = db
      .selectFrom("translations")
      .select("id")
      .where(sql<boolean>`lower(code) like ${pattern}`);
    const byText = db
      .selectFrom("translation_texts")
      .select("translation_id as id")
      .where("language_code", "in", request.languages)
      .where(sql<boolean>`lower(text) like ${pattern}`);
    query = query.where("t.id", "in", byCode.union(byText));
  }
  return query;
}

/** The ids of one page, in the page's order (the statement the plan check runs too). */
export function translationIdPage(db: Kysely<DB>, request: TranslationListRequest, window: PageWindow) {
  const base = matching(db, request);
  const ordered =
    request.orderBy === "code"
      ? base.orderBy("t.code", request.direction)
      : base.orderBy("t.updated_at", request.direction).orderBy("t.id", request.direction);
  return { page: ordered.offset(window.offset).limit(window.limit), matching: base };
}

type Text = { languageCode: string; text: string; updatedAt: string };

/**
 * The keys of a page with their texts in the languages, one row per key: the texts come
 * aggregated as JSON with their versions already in the answer's ISO form, so 100 keys × 8
 * languages are one small result, not 800 rows of dates to convert.
 */
function pageRows(db: Kysely<DB>, ids: readonly number[], languages: readonly string[]) {
  return db
    .selectFrom("translations as t")
    .select(["t.id", "t.code", "t.is_partner_page"])
    .select((eb) =>
      eb
        .selectFrom("translation_texts as x")
        .select(
          sql<Text[] | string>`coalesce(json_agg(json_build_object(
            'languageCode', x.language_code,
            'text', x.text,
            'updatedAt', to_char(x.updated_at at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"')
          ) order by x.language_code), '[]')`.as("texts"),
        )
        .whereRef("x.translation_id", "=", "t.id")
        .where("x.language_code", "in", languages)
        .as("texts"),
    )
    .where("t.id", "in", ids);
}

/** The key of a page's answer: the parsed request and window (a bad query throws 400 here). */
export function translationPageKey(query: QueryOf<"listTranslations">): string {
  return pageKeyOf(translationRequest(query), query);
}

/** One page of the table, with its texts in the asked languages. */
export async function translationPage(db: Kysely<DB>, query: QueryOf<"listTranslations">): Promise<AnswerOf<"listTranslations">> {
  const request = translationRequest(query);
  const { page, matching: all } = translationIdPage(db, request, pageWindow(query));
  const [ids, total] = await Promise.all([page.execute().then((rows) => rows.map((r) => r.id)), countTotal(db, all)]);
  if (ids.length === 0) return { list: [], ...total, filterable: {} };
  const rows = await pageRows(db, ids, request.languages).execute();
  const byId = new Map(rows.map((r) => [r.id, r]));
  const list = ids.flatMap((id) => {
    const key = byId.get(id);
    if (!key) return [];
    // pg parses json; a driver that leaves it as text is read here.
    const texts = typeof key.texts === "string" ? (JSON.parse(key.texts) as Text[]) : (key.texts ?? []);
    return [{ code: key.code, isPartnerPage: key.is_partner_page, translations: texts }];
  });
  return { list, ...total, filterable: {} };
}
