import { monthNumber } from "../../../shared/month-year.ts";
import type { ResumeDocument } from "../../../shared/resume.ts";

// Years of experience: what the person says ("9 years of inpatient experience") and what their
// dates cover. Numbers in generated text come from one of these or are not written.

/** Whole years the experience dates cover, overlaps counted once; or the user's own figure. */
export function experienceYears(document: ResumeDocument, today = new Date()): number {
  if (document.years_experience !== null) return document.years_experience;
  return coveredYears(document.experiences, today);
}

/**
 * Whole years that `rows`' dated spans surely cover, overlaps counted once. A year alone counts
 * from its last month when it starts a span and to its first when it ends one, so "2015 – 2018"
 * is at least two years, never a guessed three.
 */
export function coveredYears(rows: ResumeDocument["experiences"], today: Date): number {
  const now = today.getFullYear() * 12 + today.getMonth();
  const months = new Set<number>();
  for (const row of rows) {
    const start = monthNumber(row.start_date, "late");
    const end = row.still_working ? now : monthNumber(row.end_date, "early");
    if (start === undefined || end === undefined || end < start || end - start > 12 * 60) continue;
    for (let m = start; m < end; m++) months.add(m);
  }
  return Math.floor(months.size / 12);
}
