import { MAX_REVISION_NAME } from "../../../shared/contracts/revisions.ts";

/**
 * A new revision's name (issue 16 §6): the job and company it was tailored to, as the posting
 * analysis reads them ("Clinical Applications Analyst – Riverbend Health System"), the job's
 * title alone when no company is known, the role for a role-only tailoring.
 */
export function defaultRevisionName(target: {
  desiredRole: string;
  job: { title: string; company: string } | null;
}): string {
  const job = target.job ? [target.job.title.trim(), target.job.company.trim()].filter(Boolean) : [];
  const name = job.length ? job.join(" – ") : target.desiredRole.trim() || "Tailored resume";
  return name.replace(/\s+/g, " ").slice(0, MAX_REVISION_NAME).trim();
}
