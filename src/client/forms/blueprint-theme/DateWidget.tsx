import { DateInput } from "@blueprintjs/datetime";
import type { WidgetProps } from "@rjsf/utils";

// Dates travel as YYYY-MM-DD (JSON schema format "date") and show the same way (spec section 9).
const formatDate = (date: Date) => `${date.getFullYear()}-${String(date.getMonth() + 1).padStart(2, "0")}-${String(date.getDate()).padStart(2, "0")}`;
const parseDate = (text: string) => (/^\d{4}-\d{2}-\d{2}$/.test(text) ? new Date(`${text}T00:00:00`) : false);

/** A calendar date (format "date") as a Blueprint DateInput; the value is YYYY-MM-DD. */
export function DateWidget({ id, value, required, disabled, readonly, placeholder, onChange, options, rawErrors }: WidgetProps) {
  return (
    <DateInput
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
