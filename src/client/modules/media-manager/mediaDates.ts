/**
 * The published date between the contract (an ISO instant) and a datetime-local input (the
 * browser's local time, to the second): what the details dialog shows and sends.
 */
const pad = (n: number) => String(n).padStart(2, "0");

/** An ISO instant as a datetime-local value in local time ("" for none or a bad value). */
export function toLocalInput(iso: string | null | undefined): string {
  if (!iso) return "";
  const date = new Date(iso);
  if (Number.isNaN(date.getTime())) return "";
  return `${date.getFullYear()}-${pad(date.getMonth() + 1)}-${pad(date.getDate())}T${pad(date.getHours())}:${pad(date.getMinutes())}:${pad(date.getSeconds())}`;
}

/** A datetime-local value as an ISO instant (null when empty or not a date). */
export function fromLocalInput(value: string): string | null {
  if (value === "") return null;
  const date = new Date(value);
  return Number.isNaN(date.getTime()) ? null : date.toISOString();
}
