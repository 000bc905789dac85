import type { ScreenColumn } from "../screenConfig.ts";

/** The spec's timezone for every date shown (part 1 section 9). */
const TIME_ZONE = "Europe/Stockholm";
// sv-SE formats as YYYY-MM-DD and HH:mm, the spec's display formats, whatever the UI language.
const DATE = new Intl.DateTimeFormat("sv-SE", { timeZone: TIME_ZONE, year: "numeric", month: "2-digit", day: "2-digit" });
const TIME = new Intl.DateTimeFormat("sv-SE", { timeZone: TIME_ZONE, hour: "2-digit", minute: "2-digit", hourCycle: "h23" });

const regionNames = new Map<string, Intl.DisplayNames>();

/**
 * An ISO 3166-1 alpha-2 code's name in the UI language (XK is Kosovo); the code itself when the
 * runtime does not know it.
 */
export function countryName(code: string, locale = "sv-SE"): string {
  let names = regionNames.get(locale);
  if (!names) {
    names = new Intl.DisplayNames([locale, "en"], { type: "region", fallback: "code" });
    regionNames.set(locale, names);
  }
  try {
    return names.of(code.toUpperCase()) ?? code;
  } catch {
    // Not a well-formed region code.
    return code;
  }
}

/** The value at a dotted path of a row (frontpage.title), or undefined. */
export function valueAt(row: unknown, path: string): unknown {
  let value: unknown = row;
  for (const segment of path.split(".")) {
    if (value === null || typeof value !== "object") return undefined;
    value = (value as Record<string, unknown>)[segment];
  }
  return value;
}

/**
 * A cell's text by the column's format. Dates are YYYY-MM-DD; date-times add HH:mm unless the
 * time is 23:59 (the spec hides it: such values mean "the whole day"). t translates label keys.
 */
export function formatCell(
  value: unknown,
  column: Pick<ScreenColumn, "format" | "enumLabels">,
  t: (key: string) => string,
  locale = "sv-SE",
): string {
  if (value === null || value === undefined || value === "") return "";
  switch (column.format) {
    case "boolean":
      return t(value ? "screens.values.yes" : "screens.values.no");
    case "number":
      return typeof value === "number" ? value.toLocaleString(locale) : String(value);
    case "enum": {
      // A list of enum values (e.g. the products ordered) shows each label.
      const label = (one: unknown) => {
        const key = column.enumLabels?.[String(one)];
        return key ? t(key) : String(one);
      };
      return Array.isArray(value) ? value.map(label).join(", ") : label(value);
    }
    case "country":
      return countryName(String(value), locale);
    case "custom":
      // Drawn by the screen's extension; without one a plain value still shows.
      return typeof value === "object" ? "" : String(value);
    case "date":
    case "datetime": {
      // A calendar date has no time zone to convert.
      if (typeof value === "string" && /^\d{4}-\d{2}-\d{2}$/.test(value)) return value;
      const date = new Date(String(value));
      if (Number.isNaN(date.getTime())) return String(value);
      const time = TIME.format(date);
      return column.format === "date" || time === "23:59" ? DATE.format(date) : `${DATE.format(date)} ${time}`;
    }
    default:
      return String(value);
  }
}
