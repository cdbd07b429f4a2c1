import { MAX_REVISION_NAME } from "../../../shared/contracts/revisions.ts";
import { jobParts, joinOnce, repeatsAPart } from "../../../shared/job-parts.ts";

/**
 * A new revision's name (issue 16 §6, issue 34 §2): the job and company it was tailored to, as
 * the posting analysis reads them ("Clinical Applications Analyst – Riverbend Health System"),
 * the job's title alone when no company is known, the role for a role-only tailoring. Built
 * once from those parts: a title that already ends with the company, or a piece said twice,
 * gives the company once ("… – Nursing Systems", never "… – Nursing Systems – Nursing Systems").
 */
export function defaultRevisionName(target: {
  desiredRole: string;
  job: { title: string; company: string } | null;
}): string {
  const job = target.job ? jobParts(target.job) : null;
  const named = job ? joinOnce([job.title, job.company]) : "";
  return fitted(named || target.desiredRole || "Tailored resume");
}

/**
 * A stored name as lists show it: one written before names were built once (migration 0006
 * joined a title that already carried its company with that company) says each piece once.
 * Any other name, the user's own included, is shown exactly as stored.
 */
export function shownRevisionName(stored: string): string {
  return repeatsAPart(stored) ? fitted(joinOnce([stored])) : stored;
}

const fitted = (name: string) => name.replace(/\s+/g, " ").trim().slice(0, MAX_REVISION_NAME).trim();
