import type { OpeningHourDeviation } from "./locationTypes.ts";
import { isClosingTime, isOpeningTime } from "./openingHours.ts";

/** A deviation as its form row holds it: empty strings where a time is left out. */
export interface DeviationDraft {
  date: string;
  opening: string;
  closing: string;
}

export type DeviationProblem = "date" | "bothTimes" | "timeFormat" | "closingBeforeOpening" | "clash";

/** A real calendar date written YYYY-MM-DD (the spec's deviation date format). */
export function isCalendarDate(text: string): boolean {
  const match = /^(\d{4})-(\d{2})-(\d{2})$/.exec(text);
  if (!match) return false;
  const [year, month, day] = [Number(match[1]), Number(match[2]), Number(match[3])];
  const date = new Date(Date.UTC(year, month - 1, day));
  return date.getUTCFullYear() === year && date.getUTCMonth() === month - 1 && date.getUTCDate() === day;
}

const isClosedAllDay = (d: DeviationDraft) => d.opening === "" && d.closing === "";

/**
 * The problem of each deviation, or null: a date that is not YYYY-MM-DD, one time without the
 * other (both empty means closed all day), a time not HH:mm, a closing not after the opening,
 * or a clash with another deviation on the same date (as the server checks).
 */
export function deviationProblems(deviations: readonly DeviationDraft[]): (DeviationProblem | null)[] {
  return deviations.map((d, index) => {
    if (!isCalendarDate(d.date)) return "date";
    if ((d.opening === "") !== (d.closing === "")) return "bothTimes";
    if (!isClosedAllDay(d)) {
      if (!isOpeningTime(d.opening) || !isClosingTime(d.closing)) return "timeFormat";
      if (d.closing <= d.opening) return "closingBeforeOpening";
    }
    const clash = deviations.some(
      (other, i) =>
        i < index &&
        other.date === d.date &&
        (isClosedAllDay(other) || isClosedAllDay(d) || (d.opening < other.closing && other.opening < d.closing)),
    );
    return clash ? "clash" : null;
  });
}

export function toDeviationDrafts(deviations: readonly OpeningHourDeviation[]): DeviationDraft[] {
  return deviations.map((d) => ({ date: d.date, opening: d.opening ?? "", closing: d.closing ?? "" }));
}

/** The contract's deviations (null times for closed all day), ordered by date as the server keeps them. */
export function toDeviations(drafts: readonly DeviationDraft[]): OpeningHourDeviation[] {
  return drafts
    .map((d) => ({ date: d.date.trim(), opening: d.opening.trim() || null, closing: d.closing.trim() || null }))
    .sort((a, b) => a.date.localeCompare(b.date) || (a.opening ?? "").localeCompare(b.opening ?? ""));
}
