export const DAY_MS = 86_400_000;

/** The window (now - days, now] of a "last N days" report; 7 days when the caller does not say. */
export function lastDays(days: number | undefined, now = new Date()): { from: Date; to: Date } {
  return { from: new Date(now.getTime() - (days ?? 7) * DAY_MS), to: now };
}
