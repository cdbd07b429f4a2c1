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
  const job = target.job ? titleAndCompany(target.job).filter(Boolean) : [];
  const name = job.length ? job.join(" – ") : target.desiredRole.trim() || "Tailored resume";
  return name.replace(/\s+/g, " ").slice(0, MAX_REVISION_NAME).trim();
}

/**
 * A pasted posting often says both on its first line ("Web Developer at Microsoft"), which the
 * analysis keeps as the title: split at the first " at " or " @ " when no company was found.
 */
function titleAndCompany({ title, company }: { title: string; company: string }): string[] {
  const cleanTitle = title.trim();
  if (company.trim()) return [cleanTitle, company.trim()];
  for (const separator of [" at ", " @ "]) {
    const at = cleanTitle.toLowerCase().indexOf(separator);
    if (at > 0 && at + separator.length < cleanTitle.length)
      return [cleanTitle.slice(0, at).trim(), cleanTitle.slice(at + separator.length).trim()];
  }
  return [cleanTitle];
}
