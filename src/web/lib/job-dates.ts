import { daysBetween } from "../../shared/calendar-day";

// How the tracker and the dashboard say a job's dates: the day a stage began ("3 Jun 2026") and
// where a follow-up day stands from the user's today ("2 days overdue").

const dayFormat = new Intl.DateTimeFormat("en-GB", { day: "numeric", month: "short", year: "numeric" });

/** "3 Jun 2026" for a moment (ISO time) in the browser's time zone; "" when unreadable. */
export function dayOfMoment(iso: string): string {
  const date = new Date(iso);
  return Number.isNaN(date.getTime()) ? "" : dayFormat.format(date);
}

/** "3 Jun 2026" for a calendar day (YYYY-MM-DD), whatever the time zone. */
export function dayOfCalendar(day: string): string {
  const date = new Date(`${day}T12:00:00Z`);
  return Number.isNaN(date.getTime()) ? day : dayFormat.format(date);
}

export type FollowUpState = { due: boolean; label: string };

/** Whether a follow-up day has come (on `today` or before) and how to say so. */
export function followUpState(day: string, today: string): FollowUpState {
  const days = daysBetween(today, day);
  if (days > 1) return { due: false, label: `in ${days} days` };
  if (days === 1) return { due: false, label: "tomorrow" };
  if (days === 0) return { due: true, label: "due today" };
  return { due: true, label: days === -1 ? "1 day overdue" : `${-days} days overdue` };
}
