import { monthNumber } from "../../../shared/month-year.ts";

// The tense a role's lines take. Below the writers that use it (polish-bullet.ts, the letters,
// rewrite-resume.ts), so none of them imports another for it (no import cycle).

export type Tense = "past" | "present";

/** Past for what has ended; present when the end date is missing or still to come. */
export function tenseByDates(start: string, end: string, today = new Date()): Tense {
  const now = today.getFullYear() * 12 + today.getMonth();
  // An end year alone is still to come only when that whole year is (a 2026 degree in 2026: past).
  const endMonth = monthNumber(end, "early");
  if (endMonth !== undefined) return endMonth > now ? "present" : "past";
  return monthNumber(start, "early") !== undefined && !end.trim() ? "present" : "past";
}
