import type { GeneratedRevision, GenerateRevisionPayload } from "../../../shared/contracts/revisions.ts";
import type { TermCorrections } from "../../../shared/posting-analysis.ts";
import { applyRewrite } from "../../ai/apply-rewrite.ts";
import { compareMatches } from "../../ai/evidence/compare-matches.ts";
import { tailoringPlan } from "../../ai/evidence/tailoring-plan.ts";
import type { JobPosting } from "../../ai/writer.ts";
import { resumeRevision } from "../../db/schema/index.ts";
import { type GenerationRequest, startGeneration } from "../generations/run-generation.ts";
import { refundUsersStaleGenerations } from "../generations/settle-generation.ts";
import { findJobByDescription, findOrCreateJob, postingJobFields } from "../jobs/find-or-create-job.ts";
import { analyseJob } from "../jobs/job-analysis.ts";
import { getOwnedJob } from "../jobs/job-row.ts";
import { getResume } from "../resumes/get-resume.ts";
import { defaultRevisionName } from "./revision-name.ts";
import { getOwnedRevision, type RevisionRow, toRevision } from "./revision-row.ts";
import { sameInputRevision } from "./same-input-revision.ts";

export type GenerateRevisionOptions = GenerationRequest<GenerateRevisionPayload>;

/**
 * POST /api/cv/generate: tailors a snapshot of the Original to a role and/or a job and stores
 * the result as a new revision. Every check (resume and job are the user's, a credit is left)
 * happens before the work starts; the work itself runs detached (see startGeneration).
 * The writer's output goes through the grounding check (applyRewrite) before it is scored.
 * When a revision was already written from this very input (same-input-revision.ts), nothing
 * runs and no credit is taken: `reused` is set and the result is that revision, `unchanged`.
 */
export async function generateRevision(
  options: GenerateRevisionOptions,
): Promise<{ result: Promise<GeneratedRevision>; reused?: boolean }> {
  const { db, writer, userId, payload } = options;
  await refundUsersStaleGenerations({ db, userId, timeoutMs: options.timeoutMs });
  const source = await getResume({ db, userId, id: payload.id });
  const desiredRole = payload.desiredRole ?? source.desired_role;
  const instructions = payload.instructions ?? source.user_instructions;
  const posting = source.job_posting.trim();

  // A saved job when named; else the resume's pasted posting, saved as a job once it worked.
  let job: JobPosting | null = null;
  let corrections: TermCorrections | undefined;
  /** The saved job written for; undefined while a pasted posting is not saved as one. */
  let jobId: number | null | undefined = null;
  if (payload.jobId !== undefined) {
    const row = await getOwnedJob(db, userId, payload.jobId);
    job = { title: row.title, company: row.company, description: row.description };
    corrections = row.termCorrections;
    jobId = row.id;
  } else if (posting) {
    // The job saved for this posting says its title and company (the user may have corrected
    // them); before it is saved, the posting's own header and sentences do, as they will then.
    const saved = await findJobByDescription(db, userId, posting);
    const named = saved
      ? { title: saved.title, company: saved.company }
      : postingJobFields(posting, desiredRole);
    job = { ...named, description: posting };
    corrections = saved?.termCorrections;
    jobId = saved?.id;
  }
  const input = { original: source, desiredRole, instructions, jobId, writer: writer.name };
  const same = await sameInputRevision(db, userId, input, { untouched: true });
  if (same) {
    const existing = unchanged(await getOwnedRevision(db, userId, same.id));
    return { reused: true, result: Promise.resolve(existing) };
  }
  const analysis = job ? analyseJob({ ...job, termCorrections: corrections }) : null;
  const target = { desiredRole, job, instructions, analysis, mentionYears: payload.mentionYears ?? true };
  const plan = tailoringPlan(source, target);
  // Named after what the analysis reads as the job and company (a pasted posting's header too).
  const named = job && {
    title: analysis?.title || job.title,
    company: analysis?.company || job.company,
  };
  const name = defaultRevisionName({ desiredRole, job: named });

  return startGeneration({
    ...options,
    kind: "resume",
    resumeId: source.id,
    write: async (writeOptions) => {
      const rewrite = await writer.rewriteResume(source, target, writeOptions);
      const { document, flags } = applyRewrite(
        source,
        rewrite,
        [desiredRole, job?.title ?? ""],
        plan.grounded,
      );
      const score = analysis ? compareMatches(source, document, analysis.terms, analysis.soft) : null;
      return { document, flags, score };
    },
    save: async (tx, { document, flags, score }) => {
      const savedJobId =
        payload.jobId ??
        (posting
          ? (await findOrCreateJob(tx, { userId, description: posting, fallbackTitle: desiredRole })).id
          : null);
      const [row] = await tx
        .insert(resumeRevision)
        .values({
          resumeId: source.id,
          userId,
          jobId: savedJobId,
          desiredRole,
          name,
          instructions,
          writer: writer.name,
          source,
          document,
          score,
          flags,
        })
        .returning();
      if (!row) throw new Error("revision insert returned no row");
      return toRevision(row);
    },
  });
}

/** The answer when nothing changed: the revision a new run would copy, and why none was made. */
function unchanged(row: RevisionRow): GeneratedRevision {
  const revision = toRevision(row);
  return {
    ...revision,
    unchanged: true,
    message: `Nothing changed since “${revision.name}” was written: the same resume, role, job and instructions. No new revision was made and no AI generation was used. Change one of them to tailor again.`,
  };
}
