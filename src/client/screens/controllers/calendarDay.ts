/**
 * Calendar days as date range filters send them (YYYY-MM-DD, the contract's day filters) and as
 * Blueprint's date inputs show them (a Date at local midnight).
 */

const DAY = /^(\d{4})-(\d{2})-(\d{2})$/;

/** YYYY-MM-DD as a local midnight; null for anything else, also for a day no calendar has (2025-02-30). */
export function parseDay(text: string | null | undefined): Date | null {
  const [, year, month, day] = DAY.exec(text ?? "") ?? [];
  if (!year || !month || !day) return null;
  const date = new Date(Number(year), Number(month) - 1, Number(day));
  return formatDay(date) === text ? date : null;
}

/** A date as its local calendar day, YYYY-MM-DD. */
export function formatDay(date: Date): string {
  const pad = (n: number, width = 2) => String(n).padStart(width, "0");
  return `${pad(date.getFullYear(), 4)}-${pad(date.getMonth() + 1)}-${pad(date.getDate())}`;
}
