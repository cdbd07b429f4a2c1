import type { ResumeDocument } from "../../shared/resume.ts";
import { type RowType, rowTypes } from "../../shared/resume-sections.ts";
import { resumeText } from "./resume-text.ts";

// Attribution (issue 33 §2): a number, a name or a tool said of one job must be in that job's own
// lines. The whole-resume check lets "Python" from the skills list, or "40%" from another job,
// land in a bullet of a job that never showed it: the resume says it, but not there, and a
// recruiter reads every bullet as what the person did in that job. The same holds for a project,
// a degree's achievements and a certificate's description.

/** A posting term the source shows, with the resume line that shows it when known. */
export interface GroundedClaim {
  term: string;
  evidence?: string;
}

/**
 * The source as it stands for one row: that row alone (its title, employer, dates and lines),
 * none of the others, and no summary or skills list. Undefined for the summary, which speaks
 * of the whole resume.
 */
export function rowAlone(source: ResumeDocument, path: string): ResumeDocument | undefined {
  const [kind, id] = path.split(".") as [RowType, string];
  if (!rowTypes.includes(kind)) return undefined;
  const row = (source[kind] as { id: number }[]).find((item) => item.id === Number(id));
  if (!row) return undefined;
  return {
    ...source,
    headline: "",
    years_experience: null,
    address: "",
    summary: "",
    skills: [],
    experiences: [],
    projects: [],
    educations: [],
    certificates: [],
    sections: [],
    [kind]: [row],
  } as ResumeDocument;
}

/**
 * The posting terms a writer may put at a row: those whose evidence line is that row's, or
 * whose evidence is not known (a check that kept only the terms).
 */
export function groundedAt(alone: ResumeDocument, grounded: GroundedClaim[]): string[] {
  const own = resumeText(alone);
  return grounded
    .filter((claim) => !claim.evidence?.trim() || own.includes(claim.evidence.trim()))
    .map((claim) => claim.term);
}
