import type { OpeningHoursEntry, OpeningHoursWeek } from "./locationTypes.ts";
import { WEEKDAYS, type Weekday } from "./weekdays.ts";

/**
 * Rules of the weekly opening hours (HH:mm, closing 24:00 means midnight), the same the server
 * checks, so the editor can say what is wrong before a save is refused.
 */

const OPENING = /^([01][0-9]|2[0-3]):[0-5][0-9]$/;
const CLOSING = /^(([01][0-9]|2[0-3]):[0-5][0-9]|24:00)$/;
/** Contract: up to 6 intervals a day. */
export const MAX_INTERVALS_PER_DAY = 6;

export type EntryProblem = "openingFormat" | "closingFormat" | "closingBeforeOpening" | "overlap";

export const isOpeningTime = (text: string) => OPENING.test(text);
export const isClosingTime = (text: string) => CLOSING.test(text);

export function emptyWeek(): OpeningHoursWeek {
  return { monday: [], tuesday: [], wednesday: [], thursday: [], friday: [], saturday: [], sunday: [] };
}

/** A deep copy, so an editor never changes the week it was given. */
export function copyWeek(week: OpeningHoursWeek): OpeningHoursWeek {
  return Object.fromEntries(WEEKDAYS.map((day) => [day, (week[day] ?? []).map((entry) => ({ ...entry }))])) as OpeningHoursWeek;
}

/**
 * The problem of each interval of a day, or null: a time not in HH:mm, a closing not after the
 * opening, or an interval that starts before an earlier one closes.
 */
export function entryProblems(entries: readonly OpeningHoursEntry[]): (EntryProblem | null)[] {
  const problems: (EntryProblem | null)[] = entries.map((entry) => {
    if (!isOpeningTime(entry.opening)) return "openingFormat";
    if (!isClosingTime(entry.closing)) return "closingFormat";
    return entry.closing <= entry.opening ? "closingBeforeOpening" : null;
  });
  const ordered = entries.map((entry, index) => ({ ...entry, index })).filter((entry) => problems[entry.index] === null);
  ordered.sort((a, b) => a.opening.localeCompare(b.opening) || a.closing.localeCompare(b.closing));
  for (let i = 1; i < ordered.length; i++) {
    if (ordered[i]!.opening < ordered[i - 1]!.closing) problems[ordered[i]!.index] = "overlap";
  }
  return problems;
}

/** The days of the week with at least one wrong interval, or more intervals than allowed. */
export function invalidDays(week: OpeningHoursWeek): Weekday[] {
  return WEEKDAYS.filter((day) => week[day].length > MAX_INTERVALS_PER_DAY || entryProblems(week[day]).some((p) => p !== null));
}

function sameEntries(a: readonly OpeningHoursEntry[], b: readonly OpeningHoursEntry[]): boolean {
  return a.length === b.length && a.every((entry, i) => entry.opening === b[i]!.opening && entry.closing === b[i]!.closing);
}

/**
 * Copy-to-next-day is offered for a day only if it is not sunday, has at least one entry, has
 * no entry with a missing opening or closing, and differs from the next day (spec part 2 section 5).
 */
export function canCopyToNextDay(week: OpeningHoursWeek, day: Weekday): boolean {
  const next = nextDay(day);
  if (!next) return false;
  const entries = week[day];
  if (entries.length === 0 || entries.some((entry) => !entry.opening || !entry.closing)) return false;
  return !sameEntries(entries, week[next]);
}

/** The next day's entries replaced with copies of the day's. */
export function copyToNextDay(week: OpeningHoursWeek, day: Weekday): OpeningHoursWeek {
  const next = nextDay(day);
  if (!next) return week;
  return { ...week, [next]: week[day].map((entry) => ({ ...entry })) };
}

export function nextDay(day: Weekday): Weekday | undefined {
  return WEEKDAYS[WEEKDAYS.indexOf(day) + 1];
}

/** A day's intervals in one line, e.g. "10:00–14:00, 15:00–18:00"; empty when closed. */
export function formatDay(entries: readonly OpeningHoursEntry[]): string {
  return entries.map((entry) => `${entry.opening}–${entry.closing}`).join(", ");
}
