import { describe, expect, it } from "vitest";
import { budgetOf, planViolations, unboundEqualities, type PlanNode } from "./plan-rule.ts";

// Plans as EXPLAIN (ANALYZE, FORMAT JSON) gives them, cut to what the rule reads.
const walk = (over: Partial<PlanNode>): PlanNode => ({
  "Node Type": "Index Scan",
  "Relation Name": "catalog_orders",
  "Index Name": "catalog_orders_country_idx",
  "Actual Rows": 100,
  "Actual Loops": 1,
  ...over,
});
const page = (child: PlanNode): PlanNode => ({ "Node Type": "Limit", "Actual Rows": 100, Plans: [child] });
const budget = { need: 100, tableRows: 40_000 };

describe("the plan rule", () => {
  it("allows a walk the larger of ten rows per row needed and 1 % of the table", () => {
    expect(budgetOf({ need: 100, tableRows: 40_000 })).toBe(1_000);
    expect(budgetOf({ need: 100, tableRows: 10_000_000 })).toBe(100_000);
  });

  it("passes a walk bound by its filter, and one that filters by no equality", () => {
    expect(planViolations(page(walk({ "Index Cond": "(location_notified_to_email = 'a@b.se'::text)" })), budget)).toEqual([]);
    expect(planViolations(page(walk({ Filter: "(location_notified_at IS NOT NULL)" })), budget)).toEqual([]);
  });

  it("passes a walk bound by one filter that checks a second one row by row", () => {
    const node = walk({ "Index Cond": "(status_id = $0)", Filter: "(country = 'DK'::text)" });
    expect(unboundEqualities(node)).toEqual([]);
    expect(planViolations(page(node), budget)).toEqual([]);
  });

  it("fails a walk of the sort's index that checks an equality filter row by row, however few rows it read", () => {
    const node = walk({ Filter: "(location_notified_to_email = 'a@b.se'::text)", "Rows Removed by Filter": 3 });
    expect(unboundEqualities(node)).toEqual(["location_notified_to_email"]);
    expect(planViolations(page(node), budget)).toEqual([
      "Index Scan using catalog_orders_country_idx on catalog_orders walks the index checking location_notified_to_email row by row",
    ]);
  });

  it("reads a keyset range in the index condition as no equality, and <=, >= and <> as none either", () => {
    const node = walk({
      "Index Cond": "(ROW(country, created_date) < ROW('SE'::text, '2026-01-01'))",
      Filter: "((o.status_id = 3) AND (zip_code <> '1'::text) AND (id >= 5))",
    });
    expect(unboundEqualities(node)).toEqual(["o.status_id"]);
  });

  it("fails a walk that reads past its budget, and a sort of more rows than it", () => {
    expect(planViolations(page(walk({ "Index Cond": "(country = 'SE'::text)", "Rows Removed by Filter": 5_000 })), budget)).toEqual([
      "Index Scan using catalog_orders_country_idx on catalog_orders reads 5100 rows (budget 1000 for 100 needed)",
    ]);
    const sort: PlanNode = {
      "Node Type": "Sort",
      Plans: [{ "Node Type": "Seq Scan", "Relation Name": "countries", "Actual Rows": 5_000 }],
    };
    expect(planViolations(sort, budget)).toEqual([]);
    const heap = (rows: number) => walk({ "Node Type": "Bitmap Heap Scan", "Index Name": undefined, "Actual Rows": rows });
    expect(planViolations({ "Node Type": "Sort", Plans: [heap(900)] }, budget)).toEqual([]);
    expect(planViolations({ "Node Type": "Sort", Plans: [heap(1_200)] }, budget)).toEqual([
      "Sort of 1200 rows (budget 1000 for 100 needed)",
      "Bitmap Heap Scan on catalog_orders reads 1200 rows (budget 1000 for 100 needed)",
    ]);
  });

  it("does not judge the small tables", () => {
    expect(planViolations(page(walk({ "Relation Name": "countries", Filter: "(code = 'SE'::text)" })), budget)).toEqual([]);
  });
});
