import type { JobSummary } from "../../../shared/contracts/jobs";
import type { ResumeDocument, WizardStep } from "../../../shared/resume";
import { isBlankResume } from "../../lib/blank-resume";

// The dashboard's "next step", read from the user's real state rather than assumed, in the
// order a job seeker goes (issue 34): the resume (the first part still empty) -> a job -> a
// resume tailored to that job -> its cover letter -> applying and tracking it. So the step
// moves on once a tailoring or a letter exists, and a finished resume is never told to
// "finish". A resume nobody has written in yet starts with the choice of uploading the resume
// the user has or starting from scratch (issue 31).

/** The job a step is about: the newest one not yet applied to. */
export type ActionJob = Pick<JobSummary, "id" | "title" | "company" | "description">;

export type NextAction =
  | { kind: "start"; label: string; detail: string }
  | { kind: "step"; step: WizardStep; label: string; detail: string }
  | { kind: "tailor"; label: string; detail: string }
  | { kind: "add-job"; label: string; detail: string }
  | { kind: "tailor-job"; job: ActionJob; label: string; detail: string }
  | { kind: "letter"; job: ActionJob; label: string; detail: string }
  | { kind: "apply"; job: ActionJob; label: string; detail: string }
  | { kind: "track"; label: string; detail: string };

/** What the next step is read from: the resume touched last, its revisions, the newest jobs. */
export interface Progress {
  resume: ResumeDocument;
  /** How many Tailored revisions the resume has. */
  revisions: number;
  /** The user's newest saved jobs (the first page), newest first, with what was written for each. */
  jobs: JobSummary[];
}

const filled = (value: string | null | undefined) => Boolean(value?.trim());

/** The wizard's parts in order, each with what says it is still empty. */
const STEPS: {
  step: WizardStep;
  missing: (resume: ResumeDocument) => boolean;
  label: string;
  detail: string;
}[] = [
  {
    step: "General",
    missing: (resume) => !filled(resume.full_name) || !(filled(resume.email) || filled(resume.phone)),
    label: "Add your name and contacts",
    detail: "Start with who you are and how employers reach you.",
  },
  {
    step: "Experience",
    missing: (resume) => resume.experiences.length === 0,
    label: "Add your work experience",
    detail: "Your jobs, with what you achieved in each.",
  },
  {
    step: "Education",
    missing: (resume) => resume.educations.length === 0,
    label: "Add your education",
    detail: "Degrees, diplomas and training.",
  },
  {
    step: "Summary",
    missing: (resume) =>
      !filled(resume.summary) || !resume.skills.some((group) => group.keywords.some(filled)),
    label: "Write your summary",
    detail: "A few lines on who you are, and the skills you bring.",
  },
];

/** "Clinical Informatics Analyst at Riverside Regional Medical Center", or the title alone. */
export const jobName = (job: Pick<ActionJob, "title" | "company">) =>
  job.company.trim() ? `${job.title} at ${job.company}` : job.title;

export function nextAction({ resume, revisions, jobs }: Progress): NextAction {
  const read = (field: string) => resume[field as keyof ResumeDocument];
  if (isBlankResume(read, (type) => resume[type].length, resume.image_name)) {
    return {
      kind: "start",
      label: "Upload your resume",
      detail: "Upload the resume you already have and we fill this one in for you, or start from scratch.",
    };
  }
  const empty = STEPS.find((part) => part.missing(resume));
  if (empty) {
    // A written summary without skills: the skills are what is left of that step.
    const label = empty.step === "Summary" && filled(resume.summary) ? "Add your skills" : empty.label;
    return { kind: "step", step: empty.step, label, detail: empty.detail };
  }
  if (jobs.length === 0) return revisions === 0 ? TAILOR : ADD_JOB;
  // The application in the making: the newest job still at "saved".
  const job = jobs.find((each) => each.status === "saved");
  if (!job) {
    return {
      kind: "track",
      label: "Open your job tracker",
      detail:
        "Every job you saved has moved past Saved: keep each stage and follow-up date up to date, or save the next job you want.",
    };
  }
  const name = jobName(job);
  const about = { id: job.id, title: job.title, company: job.company, description: job.description };
  if (job.revisions === 0) {
    return {
      kind: "tailor-job",
      job: about,
      label: "Tailor your resume to this job",
      detail: `${name}: paste its posting in the Tailor step and the AI fits your resume to it, without inventing anything.`,
    };
  }
  if (job.cover_letters === 0) {
    return {
      kind: "letter",
      job: about,
      label: "Write the cover letter",
      detail: `Your resume is tailored to ${name}: a letter that answers the posting comes next.`,
    };
  }
  return {
    kind: "apply",
    job: about,
    label: "Apply, then mark it Applied",
    detail: `Your tailored resume and cover letter for ${name} are ready: send them, then move the job to Applied in your tracker and set a follow-up date.`,
  };
}

const TAILOR: NextAction = {
  kind: "tailor",
  label: "Tailor it with AI",
  detail:
    "Paste a job posting: the AI fits your resume to it without inventing anything, and saves the job to your tracker.",
};

const ADD_JOB: NextAction = {
  kind: "add-job",
  label: "Save the job you are applying to",
  detail:
    "Your resume is tailored to a role: save the job itself (its posting) to track your application and write its letter.",
};
