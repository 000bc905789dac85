import { useState } from "react";
import type { OpeningHoursEntry, OpeningHoursWeek } from "./locationTypes.ts";
import { copyToNextDay, copyWeek, entryProblems, invalidDays, MAX_INTERVALS_PER_DAY, type EntryProblem } from "./openingHours.ts";
import type { Weekday } from "./weekdays.ts";

// A day's first interval starts as common shop hours, so closed days open with one change.
const FIRST_INTERVAL: OpeningHoursEntry = { opening: "10:00", closing: "18:00" };

export interface WeekEditor {
  week: OpeningHoursWeek;
  problemsOf(day: Weekday): (EntryProblem | null)[];
  isValid: boolean;
  canAdd(day: Weekday): boolean;
  add(day: Weekday): void;
  change(day: Weekday, index: number, patch: Partial<OpeningHoursEntry>): void;
  remove(day: Weekday, index: number): void;
  copyToNext(day: Weekday): void;
}

/** The opening hours dialog's copy of a week, with its problems per interval. */
export function useWeekEditor(initial: OpeningHoursWeek): WeekEditor {
  const [week, setWeek] = useState(() => copyWeek(initial));
  const setDay = (day: Weekday, entries: OpeningHoursEntry[]) => setWeek((current) => ({ ...current, [day]: entries }));
  return {
    week,
    problemsOf: (day) => entryProblems(week[day]),
    isValid: invalidDays(week).length === 0,
    canAdd: (day) => week[day].length < MAX_INTERVALS_PER_DAY,
    add: (day) => setDay(day, [...week[day], week[day].length === 0 ? { ...FIRST_INTERVAL } : { opening: "", closing: "" }]),
    change: (day, index, patch) =>
      setDay(
        day,
        week[day].map((entry, i) => (i === index ? { ...entry, ...patch } : entry)),
      ),
    remove: (day, index) =>
      setDay(
        day,
        week[day].filter((_, i) => i !== index),
      ),
    copyToNext: (day) => setWeek((current) => copyToNextDay(current, day)),
  };
}
