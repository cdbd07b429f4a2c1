import type { ReactNode } from "react";
import type { WizardStep } from "../../../shared/resume";
import { useAutosave } from "../../lib/autosave/use-autosave";
import { ResumeTextArea, ResumeTextField } from "./bound-fields";
import { EntityList } from "./entity-list";
import { ExtraSectionsEditor } from "./extra-sections-editor";
import { FinishPanel, TailorPanel } from "./finish-panel";
import { LanguagesEditor, LinksEditor } from "./list-editors";
import { PhotoField } from "./photo-field";
import { PostingCheck } from "./posting-check";
import { QualityCheck } from "./quality-check";
import { SkillGroupsEditor } from "./skill-groups-editor";

// The form of each wizard step (spec §3 fields, §2 headings). The step's h1 comes from the route.

function Section({ title, children }: { title: string; children: ReactNode }) {
  const id = `section-${title.replace(/\W+/g, "-").toLowerCase()}`;
  return (
    <section aria-labelledby={id} className="flex flex-col gap-4">
      <h2 id={id} className="text-xl font-semibold">
        {title}
      </h2>
      {children}
    </section>
  );
}

function GeneralStep() {
  const store = useAutosave();
  return (
    <div className="flex flex-col gap-10">
      <PhotoField resumeId={store.resumeId} initialImageName={store.initialImageName} />
      <div className="grid gap-4 sm:grid-cols-2">
        <ResumeTextField field="name" label="Resume name" required autoComplete="off" />
        <ResumeTextField field="full_name" label="Full name" autoComplete="name" />
        <ResumeTextField field="desired_role" label="Desired role" autoComplete="organization-title" />
        <ResumeTextField
          field="years_experience"
          label="Years of experience"
          type="number"
          min={0}
          max={80}
          step={1}
          inputMode="numeric"
        />
        <div className="sm:col-span-2">
          <ResumeTextArea field="hobbies" label="Hobbies" rows={2} />
        </div>
      </div>
      <Section title="Contacts & Links">
        <div className="grid gap-4 sm:grid-cols-2">
          <ResumeTextField field="email" label="Email" type="email" autoComplete="email" />
          <ResumeTextField field="phone" label="Phone" type="tel" autoComplete="tel" />
          <ResumeTextField
            field="address"
            label="Address"
            autoComplete="street-address"
            className="sm:col-span-2"
          />
        </div>
        <LinksEditor />
        <LanguagesEditor />
      </Section>
    </div>
  );
}

function SummaryStep() {
  return (
    <div className="flex flex-col gap-4">
      <ResumeTextArea
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
      <ResumeTextField field="desired_role" label="Desired role" autoComplete="off" />
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

export const stepForms: Record<WizardStep, () => ReactNode> = {
  General: GeneralStep,
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
