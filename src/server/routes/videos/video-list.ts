import { sql, type ExpressionBuilder, type QueryCreator } from "kysely";
import type { DB } from "../../db/schema.ts";
import {
  containsPattern,
  parseFilters,
  patternFilter,
  sortOf,
  textFilter,
  type Direction,
  type FilterParser,
  type FilterValues,
  type PageQuery,
} from "../paging.ts";

type Db = QueryCreator<DB>;

const pageIdOrAll = patternFilter(/^(all|[1-9][0-9]{0,15})$/, "'all' or a partner page id");
/** 'all', or a partner page id sent as a number or as its digits (filter options carry ids as text). */
const availableToFilter: FilterParser<"all" | number> = (value) => {
  const parsed = pageIdOrAll(typeof value === "number" ? String(value) : value);
  return parsed === undefined ? undefined : parsed === "all" ? "all" : Number(parsed);
};

/** Filter keys of listVideos; the contract lists the same in x-filters (a test compares them). */
export const VIDEO_FILTERS = { availableTo: availableToFilter, search: textFilter(200) };
export type VideoFilters = FilterValues<typeof VIDEO_FILTERS>;

type VideoColumn = "v.header" | "v.id";
/** Sort fields of the contract, each ending with the id: header by videos_header_idx (0002); a video without header last ascending. */
export const VIDEO_SORTS: Readonly<Record<string, readonly VideoColumn[]>> = {
  header: ["v.header", "v.id"],
  id: ["v.id"],
};
/** Header ascending (spec part 2 section 9). */
export const DEFAULT_VIDEO_SORT = { field: "header", direction: "asc" } as const;
const SORT_FIELDS = Object.fromEntries(Object.keys(VIDEO_SORTS).map((field) => [field, field]));

export interface VideoRequest {
  filters: VideoFilters;
  columns: readonly VideoColumn[];
  direction: Direction;
}

/** The validated filters and sort of a page request (400 naming the bad part). */
export function videoRequest(query: Pick<PageQuery, "filters" | "sort" | "direction">): VideoRequest {
  const filters = parseFilters(query.filters, VIDEO_FILTERS);
  const { field, direction } = sortOf(query, SORT_FIELDS, DEFAULT_VIDEO_SORT);
  return { filters, columns: VIDEO_SORTS[field]!, direction };
}

/** A video a partner page may show: one available to every page, or one that lists the page. */
export function availableToPage(eb: ExpressionBuilder<DB & { v: DB["videos"] }, "v">, pageId: number) {
  return eb.or([
    eb("v.is_available_for_partner_pages", "=", true),
    eb.exists(
      eb
        .selectFrom("video_partner_pages as vp")
        .select("vp.video_id")
        .whereRef("vp.video_id", "=", "v.id")
        .where("vp.partner_page_id", "=", pageId),
    ),
  ]);
}

/**
 * The videos matching the filters (alias v): availableTo 'all' those available to every partner
 * page, a page's id those that page may show (its own and those for all); the search is text in
 * the header, preamble or quote, whatever the case.
 */
export function matchingVideos(db: Db, filters: VideoFilters) {
  let query = db.selectFrom("videos as v");
  const availableTo = filters.availableTo;
  if (availableTo === "all") query = query.where("v.is_available_for_partner_pages", "=", true);
  else if (availableTo !== undefined) query = query.where((eb) => availableToPage(eb, availableTo));
  if (filters.search !== undefined) {
    const like = containsPattern(filters.search.toLowerCase());
    query = query.where((eb) =>
      eb.or([eb(sql`lower(v.header)`, "like", like), eb(sql`lower(v.preamble)`, "like", like), eb(sql`lower(v.quote)`, "like", like)]),
    );
  }
  return query;
}

/** Applies the sort to a query over videos as v. */
export function sortedVideos<Q extends { orderBy(column: VideoColumn, direction: Direction): Q }>(query: Q, request: VideoRequest): Q {
  return request.columns.reduce((q, column) => q.orderBy(column, request.direction), query);
}
