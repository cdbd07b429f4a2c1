import { monthNumber } from "./month-year.ts";
import type { ResumeDocument } from "./resume.ts";

// The line under the name (docs/decisions/032-headline-is-not-the-target-role.md) states a fact
// about the person, so it comes from their own words: the headline they typed or imported, else
// the title of their latest job. The desired role is a target and is never printed there: a
// nurse moving into informatics is not shown as "Clinical Informatics Analyst".

type Job = Pick<
  ResumeDocument["experiences"][number],
  "role" | "start_date" | "end_date" | "still_working" | "order"
>;

/** The most recent experience: current ones first, then by end (or start) date. */
export function latestExperience<T extends Job>(document: { experiences: readonly T[] }): T | undefined {
  return byRecency(document.experiences)[0];
}

/** Experiences, most recent first: current ones, then by end (or start) date, then the user's order. */
export function byRecency<T extends Job>(experiences: readonly T[]): T[] {
  const key = (row: T) => {
    if (row.still_working) return Number.POSITIVE_INFINITY;
    // A year alone ("2019") sorts as its last month: it may have run to December.
    return monthNumber(row.end_date || row.start_date, "late") ?? -row.order;
  };
  return [...experiences].sort((a, b) => key(b) - key(a) || a.order - b.order);
}

/**
 * What prints under the name: the user's headline, else their latest held job title, else
 * nothing. Revisions saved before the headline existed have none (`undefined`).
 */
export function printedHeadline(document: { headline?: string; experiences: readonly Job[] }): string {
  const own = (document.headline ?? "").trim();
  if (own) return own;
  return latestExperience(document)?.role.trim() ?? "";
}
