import { and, desc, eq, isNotNull } from "drizzle-orm";
import type { PostingSkills } from "../../../shared/contracts/resumes.ts";
import type { PostingAnalysis } from "../../../shared/posting-analysis.ts";
import type { ResumeDocument } from "../../../shared/resume.ts";
import { matchTerms } from "../../ai/evidence/match-terms.ts";
import { skillFor } from "../../ai/language/skill-index.ts";
import { analysePosting } from "../../ai/posting/analyse-posting.ts";
import type { Database } from "../../db/client.ts";
import type { OwnedRowRequest } from "../../db/owned-rows.ts";
import { resumeRevision } from "../../db/schema/index.ts";
import { findJobByDescription } from "../jobs/find-or-create-job.ts";
import { analyseSavedJob } from "../jobs/job-analysis.ts";
import { getOwnedJob, type JobRow } from "../jobs/job-row.ts";
import { getResume } from "./get-resume.ts";

// The skills a resume's target posting asks for that the resume does not say (issue 34 point 6),
// for the wizard to offer before the skills of a career field. The target is the posting pasted
// in the resume's Tailor step, read as its saved job (with the user's corrections) when tailoring
// or the checklist saved it; without a pasted posting, the job of the resume's newest tailored
// revision. Reads only. The terms are the analysis's own (analyse-posting.ts), checked against the
// resume as tailoring checks them (match-terms.ts): what it says is not offered.

/** "RN license", "multistate compact license": a licence goes with certificates, not skills. */
const LICENCE = /\blicen[cs]e$/i;

export async function postingSkills({ db, userId, id }: OwnedRowRequest): Promise<PostingSkills> {
  const resume = await getResume({ db, userId, id });
  const target = await targetJob(db, userId, resume);
  if (!target) return { job: null, skills: [] };
  const matches = matchTerms(
    resume,
    target.analysis.terms.filter((term) => term.kind === "skill" && !LICENCE.test(term.term)),
  );
  const skills = matches.flatMap((match) => {
    const known = skillFor(match.term);
    // A posting's own phrase the knowledge base lacks ("change requests") is evidence for the
    // score, not a skill to list (as tailoring-plan.ts decides for the writers).
    if (match.state === "literal" || !known) return [];
    const aliases = [...new Set([...known.forms, ...known.exactForms].map((form) => form.toLowerCase()))];
    return [{ term: match.term, importance: match.importance, state: match.state, aliases }];
  });
  skills.sort((a, b) => rank(a.importance) - rank(b.importance));
  return { job: target.job, skills };
}

const rank = (importance: string) => (importance === "required" ? 0 : 1);

interface Target {
  job: NonNullable<PostingSkills["job"]>;
  analysis: PostingAnalysis;
}

async function targetJob(db: Database, userId: string, resume: ResumeDocument): Promise<Target | null> {
  const posting = resume.job_posting.trim();
  if (posting) {
    const saved = await findJobByDescription(db, userId, posting);
    if (saved) return fromSaved(saved);
    const analysis = analysePosting(posting);
    return { job: { id: null, title: analysis.title, company: analysis.company }, analysis };
  }
  const [newest] = await db
    .select({ jobId: resumeRevision.jobId })
    .from(resumeRevision)
    .where(
      and(
        eq(resumeRevision.resumeId, resume.id),
        eq(resumeRevision.userId, userId),
        isNotNull(resumeRevision.jobId),
      ),
    )
    .orderBy(desc(resumeRevision.id))
    .limit(1);
  if (!newest?.jobId) return null;
  return fromSaved(await getOwnedJob(db, userId, newest.jobId));
}

function fromSaved(job: JobRow): Target {
  return { job: { id: job.id, title: job.title, company: job.company }, analysis: analyseSavedJob(job) };
}
