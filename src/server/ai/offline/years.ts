import type { ResumeDocument } from "../../../shared/resume.ts";

// Years of experience: what the person says ("9 years of inpatient experience") and what their
// dates cover. Numbers in generated text come from one of these or are not written.

const SAYS_YEARS =
  /\b(\d{1,2}|one|two|three|four|five|six|seven|eight|nine|ten|eleven|twelve|fifteen|twenty)\+?[\s-]+(?:full\s+)?years?\b/i;

/** Whether a sentence states a count of years ("13 years designing pumps", "five year experience"). */
export function statesYears(sentence: string): boolean {
  return SAYS_YEARS.test(sentence);
}

/** Whole years the experience dates cover, overlaps counted once; or the user's own figure. */
export function experienceYears(document: ResumeDocument, today = new Date()): number {
  if (document.years_experience !== null) return document.years_experience;
  return coveredYears(document.experiences, today);
}

/** Whole years that `rows`' month-dated spans cover, overlaps counted once. */
export function coveredYears(rows: ResumeDocument["experiences"], today: Date): number {
  const month = (value: string) => {
    const match = value.match(/^(\d{2})\/(\d{4})$/);
    return match ? Number(match[2]) * 12 + Number(match[1]) - 1 : undefined;
  };
  const now = today.getFullYear() * 12 + today.getMonth();
  const months = new Set<number>();
  for (const row of rows) {
    const start = month(row.start_date);
    const end = row.still_working ? now : month(row.end_date);
    if (start === undefined || end === undefined || end < start || end - start > 12 * 60) continue;
    for (let m = start; m < end; m++) months.add(m);
  }
  return Math.floor(months.size / 12);
}
