import type { ReactNode } from "react";
import type { WizardStep } from "../../../shared/resume";
import { ResumeTextArea, ResumeTextField } from "./bound-fields";
import { EntityList } from "./entity-list";
import { ExtraSectionsEditor } from "./extra-sections-editor";
import { FinishPanel, TailorPanel } from "./finish-panel";
import { ImprovableResumeTextArea } from "./improvable-resume-text-area";
import { PostingCheck } from "./posting-check";
import { QualityCheck } from "./quality-check";
import { SkillGroupsEditor } from "./skill-groups-editor";

// The forms of the wizard's steps after General (spec §3 fields, §2 headings), in one chunk that
// step-forms.tsx loads on first use: the first screen (General) does not wait for the rows'
// editors, the skills' suggestions, tailoring, payments or the quality check.

function SummaryStep() {
  return (
    <div className="flex flex-col gap-4">
      <ImprovableResumeTextArea
        field="summary"
        label="Summary"
        rows={6}
        hint="Two to four sentences about who you are and what you do best."
        improve={{ kind: "summary" }}
      />
      <SkillGroupsEditor />
    </div>
  );
}

function TailorStep() {
  return (
    <div className="flex flex-col gap-4">
      <p className="text-grey-700">
        Tell us the role you are aiming for. Paste a job posting too, and the AI will tailor your resume to
        it.
      </p>
      <ResumeTextField
        field="desired_role"
        label="Desired role"
        autoComplete="off"
        hint="A target for tailoring only: it is not printed on your resume. What prints under your name is your headline (General step)."
      />
      <ResumeTextArea
        field="job_posting"
        label="Job posting (optional)"
        rows={10}
        hint="With a posting, you also get an ATS match score before and after tailoring."
      />
      <PostingCheck />
      <ResumeTextArea
        field="user_instructions"
        label="Instructions for the AI (optional)"
        rows={3}
        hint="For example: keep it to one page, emphasise leadership, use British spelling. “One page” gives a two-sentence summary and at most 4 bullets per job."
      />
      <TailorPanel />
    </div>
  );
}

function FinalizeStep() {
  return (
    <div className="flex flex-col gap-6">
      <ResumeTextArea
        field="user_instructions"
        label="Custom instructions for AI"
        rows={5}
        hint="The same instructions as on the Tailor step, used whenever your resume is tailored. For example: keep it to one page, emphasise leadership, use British spelling."
      />
      <FinishPanel />
      <div className="border-t border-grey-200 pt-6">
        <QualityCheck />
      </div>
    </div>
  );
}

export const laterStepForms: Record<Exclude<WizardStep, "General">, () => ReactNode> = {
  Education: () => <EntityList type="educations" />,
  Experience: () => <EntityList type="experiences" />,
  Project: () => <EntityList type="projects" />,
  Certificate: () => (
    <div className="flex flex-col gap-10">
      <EntityList type="certificates" />
      <div data-save-field="sections">
        <ExtraSectionsEditor />
      </div>
    </div>
  ),
  Summary: SummaryStep,
  Tailor: TailorStep,
  Finalize: FinalizeStep,
};
