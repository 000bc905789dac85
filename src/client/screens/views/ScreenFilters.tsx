import { useEffect, useRef, useState } from "react";
import { Button, ControlGroup, HTMLSelect, InputGroup } from "@blueprintjs/core";
import { useTranslation } from "react-i18next";
import type { FilterValue } from "../controllers/tableState.ts";
import type { ScreenTable } from "../controllers/useScreenTable.ts";
import { selectOptions } from "../controllers/filterOptions.ts";
import type { ScreenFilter } from "../screenConfig.ts";
import { ScreenDateRangeFilter } from "./ScreenDateRangeFilter.tsx";

export interface ScreenFiltersProps {
  filters: readonly ScreenFilter[];
  table: Pick<ScreenTable, "state" | "filterable" | "preloaded" | "setFilter" | "clearFilters">;
}

/** The filter bar of a screen: text, select, yes/no and date range filters, written to the URL by the table hook. */
export function ScreenFilters({ filters, table }: ScreenFiltersProps) {
  const { t } = useTranslation();
  if (filters.length === 0) return null;
  const hasFilters = Object.keys(table.state.filters).length > 0;
  return (
    <ControlGroup style={{ flexWrap: "wrap", gap: 8 }}>
      {filters.map((filter) => (
        <FilterControl key={filter.key} filter={filter} table={table} />
      ))}
      {hasFilters && <Button variant="minimal" icon="filter-remove" text={t("screens.filters.clear")} onClick={table.clearFilters} />}
    </ControlGroup>
  );
}

function FilterControl({ filter, table }: { filter: ScreenFilter; table: ScreenFiltersProps["table"] }) {
  const { t, i18n } = useTranslation();
  const locale = i18n.language?.replace("_", "-") || "sv-SE";
  const value = table.state.filters[filter.key];
  const label = t(filter.labelKey);
  if (filter.widget === "text")
    return <TextFilter label={label} value={value === undefined ? "" : String(value)} onChange={(v) => table.setFilter(filter.key, v)} />;
  if (filter.range) {
    const keys = filter.range;
    const day = (key: string) => {
      const set = table.state.filters[key];
      return typeof set === "string" ? set : undefined;
    };
    return (
      <ScreenDateRangeFilter
        label={label}
        value={{ from: day(keys.from), to: day(keys.to) }}
        onChange={(end, chosen) => table.setFilter(keys[end], chosen)}
      />
    );
  }
  const counts = filter.options?.source === "filterable" ? table.filterable[filter.options.property] : undefined;
  const countOf = (property: string) => counts?.find((c) => c.property === property)?.count;
  const withCount = (text: string, property: string) => (countOf(property) === undefined ? text : `${text} (${countOf(property)})`);
  const options =
    filter.widget === "boolean"
      ? [
          { value: "true", label: withCount(t("screens.values.yes"), "true") },
          { value: "false", label: withCount(t("screens.values.no"), "false") },
        ]
      : selectOptions(filter.options, table, t, locale);
  const decode = (raw: string): FilterValue | undefined => {
    if (raw === "") return undefined;
    if (filter.widget === "boolean") return raw === "true";
    const fixed = filter.options?.source === "static" ? filter.options.values.find((o) => String(o.value) === raw) : undefined;
    return fixed ? fixed.value : raw;
  };
  return (
    <HTMLSelect
      aria-label={label}
      value={value === undefined ? "" : String(value)}
      onChange={({ target }) => table.setFilter(filter.key, decode(target.value))}
    >
      <option value="">{`${label}: ${t("screens.filters.all")}`}</option>
      {options.map((o) => (
        <option key={o.value} value={o.value}>
          {o.label}
        </option>
      ))}
    </HTMLSelect>
  );
}

// A text filter is as wide as its placeholder (the native size counts average characters), so
// the label is never cut, plus room for the search field's clear button, which keeps its room
// even when empty; a short placeholder still leaves room to type a word.
const CLEAR_BUTTON_SIZE = 3;
const MIN_TEXT_FILTER_SIZE = 16;

// Typing waits this long before the URL (and the query) changes, so one word is one request.
const TYPING_DELAY_MS = 300;

function TextFilter({ label, value, onChange }: { label: string; value: string; onChange(value: string): void }) {
  const [text, setText] = useState(value);
  // A new value from the URL (back button, another filter's reset) replaces what was typed;
  // adjusted while rendering, as React advises, not in an effect that renders twice.
  const [shown, setShown] = useState(value);
  if (shown !== value) {
    setShown(value);
    setText(value);
  }
  // The latest callback without restarting the delay on every render of the table.
  const latest = useRef(onChange);
  useEffect(() => {
    latest.current = onChange;
  });
  const timer = useRef<ReturnType<typeof setTimeout>>(undefined);
  useEffect(() => {
    if (text === value) return;
    timer.current = setTimeout(() => latest.current(text), TYPING_DELAY_MS);
    return () => clearTimeout(timer.current);
  }, [text, value]);
  // Leaving the field applies what was typed at once. Left waiting, the write would come after
  // a click on a menu link and take the user back here (the screen stays mounted while the next
  // one loads).
  const applyNow = () => {
    if (text === value) return;
    clearTimeout(timer.current);
    latest.current(text);
  };
  return (
    <InputGroup
      type="search"
      leftIcon="search"
      aria-label={label}
      placeholder={label}
      inputSize={Math.max(label.length + CLEAR_BUTTON_SIZE, MIN_TEXT_FILTER_SIZE)}
      value={text}
      onChange={({ target }) => setText(target.value)}
      onBlur={applyNow}
    />
  );
}
