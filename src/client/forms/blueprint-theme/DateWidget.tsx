import { DateInput } from "@blueprintjs/datetime";
import type { WidgetProps } from "@rjsf/utils";
import { enUS, sv } from "date-fns/locale";
import { useTranslation } from "react-i18next";

// Dates travel as YYYY-MM-DD (JSON schema format "date") and show the same way (spec section 9).
const formatDate = (date: Date) =>
  `${date.getFullYear()}-${String(date.getMonth() + 1).padStart(2, "0")}-${String(date.getDate()).padStart(2, "0")}`;
const parseDate = (text: string) => (/^\d{4}-\d{2}-\d{2}$/.test(text) ? new Date(`${text}T00:00:00`) : false);

// The calendar's month and day names in the UI's language. Given as date-fns locale objects:
// by code, Blueprint would load them at run time, which the built app cannot (a console error).
const CALENDAR_LOCALES = { sv_SE: sv, en: enUS } as const;

/** A calendar date (format "date") as a Blueprint DateInput; the value is YYYY-MM-DD. */
export function DateWidget({ id, value, required, disabled, readonly, placeholder, onChange, options, rawErrors }: WidgetProps) {
  const { i18n } = useTranslation();
  return (
    <DateInput
      locale={CALENDAR_LOCALES[i18n.language as keyof typeof CALENDAR_LOCALES] ?? enUS}
      value={typeof value === "string" && value ? `${value.slice(0, 10)}T00:00:00` : null}
      formatDate={formatDate}
      parseDate={parseDate}
      placeholder={placeholder ?? "YYYY-MM-DD"}
      disabled={disabled || readonly}
      canClearSelection={!required}
      highlightCurrentDay
      fill
      inputProps={{ id, intent: rawErrors?.length ? "danger" : "none" }}
      onChange={(date) => onChange(date ? date.slice(0, 10) : options.emptyValue)}
    />
  );
}
