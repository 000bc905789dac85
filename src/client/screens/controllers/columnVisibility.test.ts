import { describe, expect, it } from "vitest";
import {
  NO_HIDDEN_COLUMNS,
  canToggleColumn,
  columnStorageKey,
  parseHiddenColumns,
  readHiddenColumns,
  serializeHiddenColumns,
  toggleColumn,
  visibleColumns,
  writeHiddenColumns,
} from "./columnVisibility.ts";

const columns = [{ field: "name" }, { field: "email" }, { field: "status" }];
const hidden = (...fields: string[]) => new Set(fields);

/** A storage of one test's own; `failing` throws like a browser refusing storage. */
function memoryStorage(failing = false) {
  const items = new Map<string, string>();
  const guard = () => {
    if (failing) throw new Error("SecurityError");
  };
  return {
    items,
    getItem: (key: string) => (guard(), items.get(key) ?? null),
    setItem: (key: string, value: string) => (guard(), void items.set(key, value)),
    removeItem: (key: string) => (guard(), void items.delete(key)),
  };
}

describe("column visibility", () => {
  it("keys a choice by user and screen", () => {
    expect(columnStorageKey(7, "catalogOrders")).toBe("backoffice.columns.7.catalogOrders");
    expect(columnStorageKey(8, "catalogOrders")).not.toBe(columnStorageKey(7, "catalogOrders"));
    expect(columnStorageKey(7, "sites")).not.toBe(columnStorageKey(7, "catalogOrders"));
  });

  it("shows the columns not hidden, in the screen's order", () => {
    expect(visibleColumns(columns, NO_HIDDEN_COLUMNS).map((c) => c.field)).toEqual(["name", "email", "status"]);
    expect(visibleColumns(columns, hidden("email")).map((c) => c.field)).toEqual(["name", "status"]);
  });

  it("hides a shown column and shows a hidden one", () => {
    const once = toggleColumn(NO_HIDDEN_COLUMNS, "email", columns);
    expect([...once]).toEqual(["email"]);
    expect([...toggleColumn(once, "email", columns)]).toEqual([]);
  });

  it("keeps the last visible column: it can be neither hidden nor toggled", () => {
    const lastOne = hidden("name", "email");
    expect(canToggleColumn(lastOne, "status", columns)).toBe(false);
    expect(toggleColumn(lastOne, "status", columns)).toBe(lastOne);
    // The hidden ones can still come back.
    expect(canToggleColumn(lastOne, "name", columns)).toBe(true);
    expect(canToggleColumn(NO_HIDDEN_COLUMNS, "status", columns)).toBe(true);
  });

  it("ignores a field the screen does not have", () => {
    const before = hidden("email");
    expect(toggleColumn(before, "actions", columns)).toBe(before);
  });

  it("reads back what it stored, in column order", () => {
    const stored = serializeHiddenColumns(hidden("status", "name"), columns);
    expect(stored).toBe('["name","status"]');
    expect([...parseHiddenColumns(stored, columns)]).toEqual(["name", "status"]);
  });

  it("reads anything broken, stale or hiding every column as none hidden", () => {
    expect(parseHiddenColumns(null, columns)).toBe(NO_HIDDEN_COLUMNS);
    expect(parseHiddenColumns("", columns)).toBe(NO_HIDDEN_COLUMNS);
    expect(parseHiddenColumns("{not json", columns)).toBe(NO_HIDDEN_COLUMNS);
    expect(parseHiddenColumns('{"email":true}', columns)).toBe(NO_HIDDEN_COLUMNS);
    expect(parseHiddenColumns('["name","email","status"]', columns)).toBe(NO_HIDDEN_COLUMNS);
    // A column a later release removed is dropped; one it added shows.
    expect([...parseHiddenColumns('["email","removedColumn",3]', columns)]).toEqual(["email"]);
  });

  it("stores a choice, removes the entry when nothing is hidden, and survives refused storage", () => {
    const storage = memoryStorage();
    writeHiddenColumns("k", hidden("email"), columns, storage);
    expect(storage.items.get("k")).toBe('["email"]');
    expect([...readHiddenColumns("k", columns, storage)]).toEqual(["email"]);
    writeHiddenColumns("k", NO_HIDDEN_COLUMNS, columns, storage);
    expect(storage.items.has("k")).toBe(false);

    const refusing = memoryStorage(true);
    expect(() => writeHiddenColumns("k", hidden("email"), columns, refusing)).not.toThrow();
    expect(readHiddenColumns("k", columns, refusing)).toBe(NO_HIDDEN_COLUMNS);
    expect(readHiddenColumns("k", columns, undefined)).toBe(NO_HIDDEN_COLUMNS);
  });
});
