import type { FilterOptionLabels, FilterOptions, OperationOptions } from "../screenConfig.ts";
import { countryName, valueAt } from "./formatCell.ts";
import type { FilterOption, Row } from "./useScreenTable.ts";

export interface SelectOption {
  value: string;
  label: string;
}

/** Where a select's options come from at run time: the list answer's filterable lists and the options read when the screen opened. */
export interface OptionSources {
  filterable: Readonly<Record<string, readonly FilterOption[] | undefined>>;
  /** Answers of the option operations, by operationId (undefined while loading or failed). */
  preloaded: Readonly<Record<string, readonly Row[] | undefined>>;
}

/**
 * The options of a select (a filter, or a cell changed inline) from any source of the YAML.
 * withCounts: each option says how many rows have it (filters); a cell shows plain labels.
 */
export function selectOptions(
  options: FilterOptions | undefined,
  sources: OptionSources,
  t: (key: string) => string,
  locale: string,
  withCounts = true,
): SelectOption[] {
  if (!options) return [];
  if (options.source === "static") return options.values.map((o) => ({ value: String(o.value), label: t(o.labelKey) }));
  if (options.source === "operation") return operationOptions(options, sources, t, locale, withCounts);
  return filterableOptions(sources.filterable[options.property] ?? [], options.labels, t, locale, withCounts);
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
  withCounts = true,
): SelectOption[] {
  const present = entries.filter((entry) => entry.property !== null);
  const named = present.map((entry) => ({
    value: String(entry.property),
    label: labelOf(String(entry.property), entry.name ?? undefined, labels, t, locale),
    count: entry.count,
  }));
  return ordered(named, labels, locale).map(({ value, label, count }) => ({ value, label: withCounts ? `${label} (${count})` : label }));
}

/**
 * Options from the rows another operation answered (the newsletters): value and label from the
 * rows' fields; with `counts`, the list answer's count of each value beside it (0 when the list
 * counts none, so an option with no rows says so).
 */
function operationOptions(
  options: OperationOptions,
  sources: OptionSources,
  t: (key: string) => string,
  locale: string,
  withCounts: boolean,
): SelectOption[] {
  const rows = sources.preloaded[options.operation.operationId] ?? [];
  const counts = options.counts ? sources.filterable[options.counts] : undefined;
  const named = rows.flatMap((row) => {
    const raw = valueAt(row, options.value);
    if (raw === null || raw === undefined) return [];
    const value = String(raw);
    const name = valueAt(row, options.label);
    const count = counts ? (counts.find((c) => c.property === value)?.count ?? 0) : undefined;
    return [{ value, label: labelOf(value, name == null ? undefined : String(name), options.labels, t, locale), count }];
  });
  return ordered(named, options.labels, locale).map(({ value, label, count }) => ({
    value,
    label: withCounts && count !== undefined ? `${label} (${count})` : label,
  }));
}

function labelOf(
  value: string,
  name: string | undefined,
  labels: FilterOptionLabels | undefined,
  t: (key: string) => string,
  locale: string,
) {
  if (labels === "country") return countryName(value, locale);
  const key = labels?.[value];
  return key ? t(key) : (name ?? value);
}

/** Country names sort by name; labelled values follow the labels' order, unlabelled ones last; else the source's order. */
function ordered<T extends { value: string; label: string }>(options: T[], labels: FilterOptionLabels | undefined, locale: string): T[] {
  const copy = [...options];
  if (labels === "country") copy.sort((a, b) => a.label.localeCompare(b.label, locale));
  else if (labels) copy.sort((a, b) => rank(Object.keys(labels), a.value) - rank(Object.keys(labels), b.value));
  return copy;
}

function rank(order: readonly string[], value: string): number {
  const index = order.indexOf(value);
  return index === -1 ? order.length : index;
}
