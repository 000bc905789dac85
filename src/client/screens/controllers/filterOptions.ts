import type { FilterOptionLabels } from "../screenConfig.ts";
import { countryName } from "./formatCell.ts";
import type { FilterOption } from "./useScreenTable.ts";

export interface SelectOption {
  value: string;
  label: string;
}

/**
 * A select filter's options from the list answer's filterable entries, each with its count.
 * Labels: the server's name (or the value), label keys per value (options then follow the
 * keys' order, e.g. statuses in their workflow order; unlabelled values last), or country names
 * in the UI language for ISO codes.
 */
export function filterableOptions(
  entries: readonly FilterOption[],
  labels: FilterOptionLabels | undefined,
  t: (key: string) => string,
  locale: string,
): SelectOption[] {
  const present = entries.filter((entry) => entry.property !== null);
  const label = (entry: FilterOption) => {
    const value = String(entry.property);
    if (labels === "country") return countryName(value, locale);
    const key = labels?.[value];
    return key ? t(key) : (entry.name ?? value);
  };
  const ordered = [...present];
  if (labels === "country") ordered.sort((a, b) => label(a).localeCompare(label(b), locale));
  else if (labels) ordered.sort((a, b) => rank(Object.keys(labels), a.property!) - rank(Object.keys(labels), b.property!));
  return ordered.map((entry) => ({ value: String(entry.property), label: `${label(entry)} (${entry.count})` }));
}

function rank(order: readonly string[], value: string): number {
  const index = order.indexOf(value);
  return index === -1 ? order.length : index;
}
