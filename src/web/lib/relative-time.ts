// "Last updated" in the list and on the dashboard: a relative phrase to read at a glance and
// the exact time for the title/tooltip.

const UNITS: [Intl.RelativeTimeFormatUnit, number][] = [
  ["year", 365 * 86_400],
  ["month", 30 * 86_400],
  ["week", 7 * 86_400],
  ["day", 86_400],
  ["hour", 3_600],
  ["minute", 60],
];

const relative = new Intl.RelativeTimeFormat("en", { numeric: "auto" });
const exact = new Intl.DateTimeFormat("en-US", { dateStyle: "medium", timeStyle: "short" });

/** "just now", "5 minutes ago", "yesterday", "3 weeks ago"; empty for an unreadable time. */
export function relativeTime(iso: string, now: number = Date.now()): string {
  const time = new Date(iso).getTime();
  if (Number.isNaN(time)) return "";
  // The server's clock may run a little ahead of the browser's: never say "in 2 minutes".
  const secondsAgo = Math.max(0, (now - time) / 1000);
  for (const [unit, size] of UNITS) {
    if (secondsAgo >= size) return relative.format(-Math.trunc(secondsAgo / size), unit);
  }
  return "just now";
}

/** "Mar 4, 2026, 2:05 PM" in the browser's time zone; empty for an unreadable time. */
export function exactTime(iso: string): string {
  const date = new Date(iso);
  return Number.isNaN(date.getTime()) ? "" : exact.format(date);
}
