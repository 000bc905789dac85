import { ControlGroup } from "@blueprintjs/core";
import { DateInput } from "@blueprintjs/datetime";
import "@blueprintjs/datetime/lib/css/blueprint-datetime.css";
import { enUS, sv } from "date-fns/locale";
import { useTranslation } from "react-i18next";
import { formatDay, parseDay } from "../controllers/calendarDay.ts";

/** The two ends of a date range filter, YYYY-MM-DD; an end left undefined is open. */
export interface DayRange {
  from?: string;
  to?: string;
}

export interface ScreenDateRangeFilterProps {
  /** The filter's label (e.g. 'Order date'); each field is named after it. */
  label: string;
  value: DayRange;
  /** One end changed (undefined: cleared). */
  onChange(end: keyof DayRange, day: string | undefined): void;
}

// The calendar's month and day names in the UI's language, as date-fns locale objects (by code,
// Blueprint would load them at run time, which the built app cannot).
const CALENDAR_LOCALES = { sv_SE: sv, en: enUS } as const;

/**
 * A date range filter: the first and the last day, each a Blueprint date input (a combobox)
 * typed as YYYY-MM-DD (applied once the day is whole) or picked from its calendar (Tab moves into
 * it, the arrow keys move the day, Enter picks, Escape closes). Either end may stay open; an end
 * that changes is reported on its own, so the table writes one filter per change.
 */
export function ScreenDateRangeFilter({ label, value, onChange }: ScreenDateRangeFilterProps) {
  const { t } = useTranslation();
  return (
    <ControlGroup role="group" aria-label={label}>
      <DayInput label={t("screens.filters.dateFrom", { label })} day={value.from} onChange={(day) => onChange("from", day)} />
      <DayInput label={t("screens.filters.dateTo", { label })} day={value.to} onChange={(day) => onChange("to", day)} />
    </ControlGroup>
  );
}

function DayInput({ label, day, onChange }: { label: string; day?: string; onChange(day: string | undefined): void }) {
  const { t, i18n } = useTranslation();
  return (
    <DateInput
      value={day && parseDay(day) ? `${day}T00:00:00` : null}
      // Only a day the user chose: paging the calendar's months changes nothing.
      onChange={(chosen, isUserChange) => isUserChange && onChange(chosen ? chosen.slice(0, 10) : undefined)}
      locale={CALENDAR_LOCALES[i18n.language as keyof typeof CALENDAR_LOCALES] ?? enUS}
      formatDate={formatDay}
      // Not a day yet (or none the calendar has): nothing is applied, and leaving the field marks it.
      parseDate={(text) => parseDay(text) ?? false}
      placeholder={label}
      canClearSelection
      highlightCurrentDay
      invalidDateMessage={t("screens.filters.invalidDate")}
      outOfRangeMessage={t("screens.filters.outOfRange")}
      inputProps={{ "aria-label": label, leftIcon: "calendar" }}
    />
  );
}
