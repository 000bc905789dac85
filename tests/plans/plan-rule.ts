/**
 * The rule every list statement's plan must keep (issue 14, DESIGN.md section 3: "every filter
 * combination × sort × direction an operation offers is planned on an index"), read from
 * EXPLAIN (ANALYZE, FORMAT JSON) so that it judges the rows really read, not estimates.
 *
 * A statement needs `need` rows in order: offset + limit for a page, every match for an export.
 * On the tables of the lists, each plan node may touch at most the statement's budget:
 *
 *   budget = max(WALK_FACTOR × need, SORT_SHARE × rows of the list's table)
 *
 * - A scan (sequential, index, index-only, bitmap heap) reads its kept rows plus the rows its
 *   filter or recheck threw away, over all its loops. Walking a sort index while a filter
 *   skips rows is fine while at most WALK_FACTOR - 1 rows are skipped per row kept (a common
 *   status or a large market); further apart, the pair needs an index that leads with the
 *   filters and continues with the sort, or a filter selective enough for the next case.
 * - A sort (plain or incremental) takes the rows its input produced. Sorting the matches of a
 *   selective filter (a top-N heapsort in memory) is fine while they are at most SORT_SHARE of
 *   the table: 10,000 rows of a million sort in a few milliseconds. The share, not a count, so
 *   that what passes on the modest seed of CI still passes on a million rows.
 *
 * - A walk (an index scan whose order the page uses) must bind the index's leading column by
 *   equality whenever the statement filters by equality: an index that leads with the sort
 *   while an equality filter is only checked row by row passes on a seed where the filter's
 *   rows are spread evenly, and reads millions where they are not (the busiest notified
 *   address of ten million requests sorted by country: 0.8 s). Either an index leads with one
 *   of the filters (the others may be checked row by row) or the matches are read by the
 *   filter's index and sorted.
 *
 * Tables that stay small by nature (BOUNDED_TABLES) are not judged: reading them whole is the
 * cheapest plan. Timings and buffers are never asserted, only rows.
 */

export const WALK_FACTOR = 10;
export const SORT_SHARE = 0.01;

/** Tables a list may read whole, with the reason; every other table is judged. */
export const BOUNDED_TABLES: Readonly<Record<string, string>> = {
  countries: "the ISO country list (about 250 rows), joined for a name or a code",
  catalog_order_statuses: "five statuses",
  sites: "one site per language (tens of rows): the sites list sorts them all",
};

/** One node of EXPLAIN (FORMAT JSON), as far as the rule reads it. */
export interface PlanNode {
  "Node Type": string;
  "Relation Name"?: string;
  "Index Name"?: string;
  "Actual Rows"?: number;
  "Actual Loops"?: number;
  "Rows Removed by Filter"?: number;
  "Rows Removed by Index Recheck"?: number;
  "Sort Method"?: string;
  "Index Cond"?: string;
  Filter?: string;
  Plans?: PlanNode[];
}

export interface PlanBudget {
  /** Rows the statement needs in order (offset + limit, or every match of an export). */
  need: number;
  /** Rows of the list's own table (pg_class.reltuples after ANALYZE). */
  tableRows: number;
}

const SCANS = new Set(["Seq Scan", "Index Scan", "Index Only Scan", "Bitmap Heap Scan"]);
const SORTS = new Set(["Sort", "Incremental Sort"]);
const INDEX_WALKS = new Set(["Index Scan", "Index Only Scan"]);
// `column = value` in EXPLAIN's text of a condition (not <=, >= or <>): the column's name.
const EQUALITY = /(?:^|[\s(])([a-z_][a-z0-9_.]*) = /g;

export function budgetOf({ need, tableRows }: PlanBudget): number {
  return Math.max(WALK_FACTOR * need, Math.ceil(SORT_SHARE * tableRows));
}

/** What in the plan breaks the rule, one line per node (empty when the plan keeps it). */
export function planViolations(plan: PlanNode, budget: PlanBudget): string[] {
  const limit = budgetOf(budget);
  const found: string[] = [];
  const visit = (node: PlanNode) => {
    const type = node["Node Type"];
    if (SCANS.has(type) && !isBounded(node)) {
      const read = rowsRead(node);
      if (read > limit) found.push(`${describe(node)} reads ${read} rows (budget ${limit} for ${budget.need} needed)`);
    }
    if (INDEX_WALKS.has(type) && !isBounded(node)) {
      const unbound = unboundEqualities(node);
      if (unbound.length > 0) found.push(`${describe(node)} walks the index checking ${unbound.join(", ")} row by row`);
    }
    if (SORTS.has(type)) {
      const input = (node.Plans ?? []).reduce((sum, child) => sum + rowsOut(child), 0);
      if (input > limit && !(node.Plans ?? []).every(readsOnlyBoundedTables)) {
        found.push(`${type} of ${input} rows (budget ${limit} for ${budget.need} needed)`);
      }
    }
    node.Plans?.forEach(visit);
  };
  visit(plan);
  return found;
}

/** The plan's nodes as one indented line each, for a failure message. */
export function planOutline(plan: PlanNode, depth = 0): string {
  const line = `${"  ".repeat(depth)}${describe(plan)} rows=${rowsOut(plan)}${removed(plan) ? ` removed=${removed(plan)}` : ""}`;
  return [line, ...(plan.Plans ?? []).map((child) => planOutline(child, depth + 1))].join("\n");
}

function isBounded(node: PlanNode): boolean {
  return node["Relation Name"] !== undefined && Object.hasOwn(BOUNDED_TABLES, node["Relation Name"]);
}

/**
 * The columns an index walk checks by equality in its filter while its index condition binds
 * none by equality (empty when the walk is bound, or filters by no equality).
 */
export function unboundEqualities(node: Pick<PlanNode, "Index Cond" | "Filter">): string[] {
  const filtered = equalityColumns(node.Filter);
  if (filtered.length === 0 || equalityColumns(node["Index Cond"]).length > 0) return [];
  return filtered;
}

function equalityColumns(condition: string | undefined): string[] {
  return [...(condition ?? "").matchAll(EQUALITY)].map((m) => m[1]!);
}

function readsOnlyBoundedTables(node: PlanNode): boolean {
  if (SCANS.has(node["Node Type"]) && !isBounded(node)) return false;
  return (node.Plans ?? []).every(readsOnlyBoundedTables);
}

function loops(node: PlanNode): number {
  return node["Actual Loops"] ?? 1;
}

function rowsOut(node: PlanNode): number {
  return (node["Actual Rows"] ?? 0) * loops(node);
}

function removed(node: PlanNode): number {
  return ((node["Rows Removed by Filter"] ?? 0) + (node["Rows Removed by Index Recheck"] ?? 0)) * loops(node);
}

function rowsRead(node: PlanNode): number {
  return rowsOut(node) + removed(node);
}

function describe(node: PlanNode): string {
  const on = node["Relation Name"] ? ` on ${node["Relation Name"]}` : "";
  const using = node["Index Name"] ? ` using ${node["Index Name"]}` : "";
  return `${node["Node Type"]}${using}${on}`;
}
