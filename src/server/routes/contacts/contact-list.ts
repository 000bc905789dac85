import { sql, type QueryCreator } from "kysely";
import type { DB } from "../../db/schema.ts";
import { badRequest } from "../../http-errors.ts";
import { containsPattern, parseFilters, sortOf, type Direction, type PageQuery, type PageWindow } from "../paging.ts";
import { cursorBinding, keysetIdPage, type KeyColumn, type RowKey } from "../keyset.ts";

type Db = QueryCreator<DB>;

/**
 * The sorts of listContacts, each its columns in order (ties by id). Every one has its index:
 * lastname (lastname, firstname, id) and createdAt (created_at desc, id desc) of migration
 * 0002, firstname, employer and email (the primary address the contact keeps) of 0021.
 */
const SORT_COLUMNS = {
  lastname: ["c.lastname", "c.firstname", "c.id"],
  firstname: ["c.firstname", "c.id"],
  email: ["c.primary_email", "c.id"],
  employer: ["c.employer", "c.id"],
  createdAt: ["c.created_at", "c.id"],
  id: ["c.id"],
} as const;
type SortField = keyof typeof SORT_COLUMNS;
type ContactColumn = (typeof SORT_COLUMNS)[SortField][number];

/** Default sort of the contacts table (spec part 2: lastname ascending). */
export const DEFAULT_CONTACT_SORT = { field: "lastname", direction: "asc" } as const;
const SORT_FIELDS = Object.fromEntries(Object.keys(SORT_COLUMNS).map((f) => [f, f])) as Record<SortField, SortField>;
const NOT_NULL: ReadonlySet<ContactColumn> = new Set(["c.id", "c.created_at"]);

/** No filter keys (the contract's x-filters is empty); search is a parameter of its own. */
const CONTACT_FILTERS = {};

/** A checked page request: the search (lower case), the sort's columns and direction. */
export interface ContactListRequest {
  search: string | undefined;
  field: SortField;
  columns: readonly ContactColumn[];
  direction: Direction;
  keys: KeyColumn[];
}

/** The validated search and sort of a page request (400 naming the bad part). */
export function contactRequest(query: Pick<PageQuery, "filters" | "sort" | "direction"> & { search?: string }): ContactListRequest {
  parseFilters(query.filters, CONTACT_FILTERS);
  const { field, direction } = sortOf(query, SORT_FIELDS, DEFAULT_CONTACT_SORT);
  if (query.search !== undefined && query.search.length > 200)
    throw badRequest("The search is too long.", { search: "must have at most 200 characters" });
  const columns = SORT_COLUMNS[field as SortField];
  return {
    search: query.search?.trim().toLowerCase() || undefined,
    field: field as SortField,
    columns,
    direction,
    keys: columns.map((column) => ({ column, same: true, nullable: !NOT_NULL.has(column) })),
  };
}

/** What a cursor of the list is bound to (keyset.ts cursorBinding). */
export function contactCursorBinding(request: ContactListRequest): string {
  return cursorBinding("listContacts", request.search ?? null, request.field, request.direction);
}

/**
 * The contacts matching the search (alias c): text within the names, employer, address or
 * phones (the trigram-indexed search_text of migration 0002), or within one of the contact's
 * e-mails (contact_emails' trigram index). The two as one set of ids, each found on its own
 * index: an OR of the two would walk every contact.
 */
export function matchingContacts(db: Db, search: string | undefined) {
  const query = db.selectFrom("contacts as c");
  if (!search) return query;
  const like = containsPattern(search);
  const ids = db
    .selectFrom("contacts as s")
    .select("s.id")
    .where("s.search_text", "like", like)
    .union(
      db
        .selectFrom("contact_emails as e")
        .select("e.contact_id as id")
        .where(sql`lower(e.value)`, "like", like),
    );
  return query.where("c.id", "in", ids);
}

function ordered<Q extends { orderBy(column: ContactColumn, direction: Direction): Q }>(
  query: Q,
  request: ContactListRequest,
  direction: Direction,
): Q {
  return request.columns.reduce((q, column) => q.orderBy(column, direction), query);
}

/**
 * The ids (and sort keys, for the page's cursors) of one page by number: the statement the plan
 * test holds to an index for every sort and direction. The sort's columns are read with the ids
 * (every sort index holds them, so the walk is index-only) and the keys built from them for the
 * page's rows only, not for every row the offset skips.
 */
export function contactIdPage(db: Db, request: ContactListRequest, window: PageWindow) {
  const ids = ordered(
    matchingContacts(db, request.search).select(request.columns.map((column, i) => sql.ref(column).as(`k${i}`))),
    request,
    request.direction,
  )
    .offset(window.offset)
    .limit(window.limit);
  const keys = request.columns.map((_c, i) => sql.ref(`ids.k${i}`));
  // The id is every sort's last column.
  const page = db
    .selectFrom(ids.as("ids"))
    .select([keys.at(-1)!.$castTo<number>().as("id"), sql<RowKey>`json_build_array(${sql.join(keys)})`.as("key")]);
  return keys.reduce((q, key) => q.orderBy(key, request.direction), page);
}

/** The ids and keys of up to `limit` contacts after a sort key (keyset paging; tests/plans checks it too). */
export function contactKeysetIdPage(db: Db, request: ContactListRequest, direction: Direction, after: RowKey, limit: number) {
  return keysetIdPage<DB>(db, () => matchingContacts(db, request.search), request.keys, "c.id", direction, after, limit);
}
