import type { ScreenConfig } from "../../src/client/screens/screenConfig.ts";
import { didYouMean } from "./did-you-mean.ts";
import type { Check } from "./screen-checks.ts";

// uiSchema options whose values are i18n keys (the engine translates them).
const UI_TEXT_KEYS = ["ui:title", "ui:description", "ui:help", "ui:placeholder"];

/** Every key the screen uses (resources.*, screens.*, or its module's own) must exist in both locale fragments. */
export function checkI18nKeys(config: ScreenConfig, locales: Record<string, Set<string>>, files: Record<string, string>, check: Check) {
  const keys = new Set<string>();
  const collect = (value: unknown, key?: string) => {
    if (typeof value === "string" && key && (/Key$/.test(key) || UI_TEXT_KEYS.includes(key) || key === "__label")) keys.add(value);
    // Enum labels of a form field: a list, or value → key; every entry is a key.
    else if (key === "ui:enumNames" && value && typeof value === "object")
      for (const label of Object.values(value)) collect(label, "__label");
    else if (value && typeof value === "object") for (const [k, v] of Object.entries(value)) collect(v, k);
  };
  collect({ ...config, rowKey: undefined, dialogs: undefined, csvExport: undefined, list: undefined });
  collect({ loadFailedKey: config.list.loadFailedKey, emptyKey: config.list.emptyKey, csvKey: config.csvExport?.labelKey });
  for (const column of config.columns) for (const label of Object.values(column.enumLabels ?? {})) collect(label, "__label");
  const optionSources = [...config.filters.map((f) => f.options), ...config.columns.map((c) => c.inlineSelect?.options)];
  for (const options of optionSources) {
    const labels = options?.source === "filterable" || options?.source === "operation" ? options.labels : undefined;
    if (labels && labels !== "country") for (const label of Object.values(labels)) collect(label, "__label");
  }
  for (const field of config.detail?.fields ?? []) for (const label of Object.values(field.enumLabels ?? {})) collect(label, "__label");
  for (const dialog of Object.values(config.dialogs)) {
    collect({ ...dialog, schema: undefined, labels: undefined });
    for (const label of Object.values(dialog.labels)) collect(label, "__label");
  }
  for (const key of [...keys].sort()) {
    for (const [lang, known] of Object.entries(locales)) {
      if (!known.has(key)) check.problems.push(`i18n key '${key}' is missing in ${files[lang]}${didYouMean(key, [...known])}`);
    }
  }
}
