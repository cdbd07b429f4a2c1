import { localDay } from "../../../shared/calendar-day";
import type { ResumeSummary } from "../../../shared/contracts/resumes";
import { errorMessage } from "../../lib/error-message";
import { jobsApi } from "../../lib/jobs-api";
import { type ResumeStats, resumeApi } from "../../lib/resume-api";
import { revisionApi } from "../../lib/revision-api";
import { fetchEntitlements } from "../../lib/user-api";
import { type NextAction, nextAction } from "./next-action";

// What the dashboard shows, read by its route's loader before the page renders (so the page
// never shows a loading state of its own).

type ResumesPart = { resumes: ResumeSummary[]; stats: ResumeStats } | { error: string };
/** The resume touched last and what it needs next; null when it could not be read. */
export type Focus = { resume: ResumeSummary; action: NextAction | null } | null;

export async function loadDashboard() {
  // The list first: it creates a new user's free resume, which the counts below then include.
  // A failure there leaves the rest of the dashboard usable.
  const part: ResumesPart = await resumeApi
    .list()
    .then(async (resumes) => ({ resumes, stats: await resumeApi.stats() }))
    .catch((error: unknown) => ({ error: errorMessage(error) }));
  // The user's own day: a follow-up set for today is due today wherever they are.
  const today = localDay();
  const [entitlements, focus, followUps] = await Promise.all([
    fetchEntitlements(),
    "error" in part ? null : readFocus(part.resumes),
    // Without them the dashboard only misses its reminder.
    jobsApi.followUps(today).catch(() => null),
  ]);
  return { part, entitlements, focus, followUps, today };
}

// The next action is computed from the resume's real content, its revisions and the user's
// jobs (each with what was written for it), so the step moves on after a tailoring or a letter;
// if a read fails the card still links to the resume.
async function readFocus(resumes: ResumeSummary[]): Promise<Focus> {
  const resume = latest(resumes);
  if (!resume) return null;
  const action = await Promise.all([
    resumeApi.item(resume.id),
    revisionApi.list(resume.id),
    jobsApi.listPage(),
  ])
    .then(([document, list, jobs]) =>
      nextAction({ resume: document, revisions: list.revisions.length, jobs: jobs.items }),
    )
    .catch(() => null);
  return { resume, action };
}

export type DashboardData = Awaited<ReturnType<typeof loadDashboard>>;

// The resume to carry on with: the one touched last.
function latest(resumes: ResumeSummary[]): ResumeSummary | undefined {
  return resumes.reduce<ResumeSummary | undefined>(
    (best, resume) => (!best || resume.updated_at > best.updated_at ? resume : best),
    undefined,
  );
}
