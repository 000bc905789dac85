import { describe, expect, it } from "vitest";
import { DEFAULT_COLUMN_WIDTHS, SELECTION_COLUMN_WIDTH, actionsColumnWidth, columnWidth, tableMinWidth } from "./columnLayout.ts";

describe("column widths", () => {
  it("takes the screen's width, else the format's default", () => {
    expect(columnWidth({ format: "datetime" })).toBe(DEFAULT_COLUMN_WIDTHS.datetime);
    expect(columnWidth({ format: "text", width: 200 })).toBe(200);
  });

  it("has a default for every format", () => {
    for (const width of Object.values(DEFAULT_COLUMN_WIDTHS)) expect(width).toBeGreaterThan(0);
  });

  it("makes the actions column as wide as its buttons, and none without actions", () => {
    expect(actionsColumnWidth([])).toBe(0);
    expect(actionsColumnWidth([{ icon: "edit" }, { icon: "people" }])).toBeLessThan(actionsColumnWidth([{ icon: "edit" }, {}]));
  });

  it("adds up the columns, the selection box and the actions into the table's narrowest width", () => {
    const columns = [{ format: "text" as const, width: 100 }, { format: "boolean" as const }];
    const bare = tableMinWidth(columns, { isSelectable: false, actions: [] });
    expect(bare).toBe(100 + DEFAULT_COLUMN_WIDTHS.boolean);
    expect(tableMinWidth(columns, { isSelectable: true, actions: [{ icon: "edit" }] })).toBe(
      bare + SELECTION_COLUMN_WIDTH + actionsColumnWidth([{ icon: "edit" }]),
    );
  });
});
