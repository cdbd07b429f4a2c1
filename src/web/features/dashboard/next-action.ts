import type { ResumeDocument, WizardStep } from "../../../shared/resume";
import { isBlankResume } from "../../lib/blank-resume";

// The dashboard's "next step", read from the resume itself rather than assumed: the first part
// of the resume still empty, then tailoring, then the tailored result. A finished resume is
// never told to "finish". A resume nobody has written in yet starts with the choice of uploading
// the resume the user has or starting from scratch (issue 31).

export type NextAction =
  | { kind: "start"; label: string; detail: string }
  | { kind: "step"; step: WizardStep; label: string; detail: string }
  | { kind: "tailor"; label: string; detail: string }
  | { kind: "tailored"; label: string; detail: string };

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

export function nextAction(resume: ResumeDocument, revisions: number): NextAction {
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
  if (revisions === 0) {
    return {
      kind: "tailor",
      label: "Tailor it with AI",
      detail: "Paste a job posting: the AI fits your resume to it without inventing anything.",
    };
  }
  return {
    kind: "tailored",
    label: "Review your tailored resume",
    detail: "Check the changes, pick a design and download the PDF, or write a cover letter.",
  };
}
