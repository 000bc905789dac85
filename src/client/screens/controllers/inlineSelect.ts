import type { InlineSelect } from "../screenConfig.ts";
import { valueAt } from "./formatCell.ts";
import type { SelectOption } from "./filterOptions.ts";
import type { Row } from "./useScreenTable.ts";

/** The update's body for a value chosen in a row's cell: the chosen value and the fields the YAML copies from the row. */
export function inlineSelectBody(select: Pick<InlineSelect, "field" | "body">, row: Row, value: string): Record<string, unknown> {
  const copied = Object.fromEntries(Object.entries(select.body).map(([bodyField, rowField]) => [bodyField, valueAt(row, rowField)]));
  return { ...copied, [select.field]: value };
}

/**
 * The cell's options: the source's, and the row's own value when the source lacks it (a list
 * still loading, or a value the list no longer offers), so the select never shows another value
 * than the row has.
 */
export function cellOptions(options: readonly SelectOption[], current: string, labelOfCurrent: string): SelectOption[] {
  if (current === "" || options.some((o) => o.value === current)) return [...options];
  return [{ value: current, label: labelOfCurrent }, ...options];
}
