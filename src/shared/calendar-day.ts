// A calendar day written YYYY-MM-DD (a job's follow-up date): a day, not a moment, so it is
// never shifted by a time zone. The browser says which day "today" is where the user is.

const DAY_FORMAT = /^\d{4}-\d{2}-\d{2}$/;

/** `value` is YYYY-MM-DD and names a day that exists (2026-02-30 does not). */
export function isCalendarDay(value: string): boolean {
  if (!DAY_FORMAT.test(value)) return false;
  const [year, month, day] = value.split("-").map(Number) as [number, number, number];
  const date = new Date(Date.UTC(2000, month - 1, day));
  date.setUTCFullYear(year);
  return date.getUTCFullYear() === year && date.getUTCMonth() === month - 1 && date.getUTCDate() === day;
}

/** The day `date` falls on in this machine's (the user's browser's) time zone, as YYYY-MM-DD. */
export function localDay(date: Date = new Date()): string {
  const pad = (value: number) => String(value).padStart(2, "0");
  return `${date.getFullYear()}-${pad(date.getMonth() + 1)}-${pad(date.getDate())}`;
}

/** Whole days from `from` to `to` (both YYYY-MM-DD): positive when `to` is later. */
export function daysBetween(from: string, to: string): number {
  const utc = (day: string) => Date.parse(`${day}T00:00:00Z`);
  return Math.round((utc(to) - utc(from)) / 86_400_000);
}
