import type { ResumeDocument, WizardStep } from "../../../shared/resume";

// The dashboard's "next step", read from the resume itself rather than assumed: the first part
// of the resume still empty, then tailoring, then the tailored result. A finished resume is
// never told to "finish".

export type NextAction =
  | { kind: "step"; step: WizardStep; label: string; detail: string }
  | { kind: "tailor"; label: string; detail: string }
  | { kind: "tailored"; label: string; detail: string };

type Progress = Pick<
  ResumeDocument,
  "full_name" | "email" | "phone" | "experiences" | "educations" | "summary" | "skills"
>;

const filled = (value: string | null | undefined) => Boolean(value?.trim());

export function nextAction(resume: Progress, revisions: number): NextAction {
  if (!filled(resume.full_name) || !(filled(resume.email) || filled(resume.phone))) {
    return {
      kind: "step",
      step: "General",
      label: "Add your name and contacts",
      detail: "Start with who you are and how employers reach you.",
    };
  }
  if (resume.experiences.length === 0) {
    return {
      kind: "step",
      step: "Experience",
      label: "Add your work experience",
      detail: "Your jobs, with what you achieved in each.",
    };
  }
  if (resume.educations.length === 0) {
    return {
      kind: "step",
      step: "Education",
      label: "Add your education",
      detail: "Degrees, diplomas and training.",
    };
  }
  const skills = resume.skills.some((group) => group.keywords.some(filled));
  if (!filled(resume.summary) || !skills) {
    return {
      kind: "step",
      step: "Summary",
      label: filled(resume.summary) ? "Add your skills" : "Write your summary",
      detail: "A few lines on who you are, and the skills you bring.",
    };
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
