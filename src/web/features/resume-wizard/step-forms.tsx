import type { ReactNode } from "react";
import { printedHeadline } from "../../../shared/headline";
import type { WizardStep } from "../../../shared/resume";
import { useAutosave } from "../../lib/autosave/use-autosave";
import { type Preloadable, preloadable } from "../../lib/preloadable";
import { ResumeTextArea, ResumeTextField } from "./bound-fields";
import { LanguagesEditor, LinksEditor } from "./list-editors";
import { PhotoField } from "./photo-field";

// The form of each wizard step (spec §3 fields, §2 headings). The step's h1 comes from the route.
// General, the first screen, is in the page's own code; the later steps come in one chunk
// (later-steps.tsx) that the step's route preloads with its data and the wizard fetches once the
// first screen is up (issue 17: inputs usable before what they do not need).

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

/**
 * The line under the name (decision 032): the user's own, else their latest job title. Never the
 * desired role, which is a target, not a title the person holds.
 */
function HeadlineField() {
  const store = useAutosave();
  const latest = printedHeadline({
    experiences: store.rows("experiences").map((row, order) => ({
      role: String(store.rowValue("experiences", row, "role") ?? ""),
      start_date: String(store.rowValue("experiences", row, "start_date") ?? ""),
      end_date: String(store.rowValue("experiences", row, "end_date") ?? ""),
      still_working: Boolean(store.rowValue("experiences", row, "still_working")),
      order,
    })),
  });
  return (
    <ResumeTextField
      field="headline"
      label="Headline (printed under your name)"
      autoComplete="organization-title"
      placeholder={latest || undefined}
      hint={
        latest
          ? `Leave it empty to print your latest job title, “${latest}”.`
          : "Leave it empty to print your latest job title."
      }
    />
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
        <HeadlineField />
        <ResumeTextField
          field="desired_role"
          label="Desired role"
          autoComplete="off"
          hint="The job you are aiming for. It guides tailoring and is never printed on your resume."
        />
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

const laterStep = (step: Exclude<WizardStep, "General">) =>
  preloadable(() => import("./later-steps").then((module) => module.laterStepForms[step]));

export const stepForms: Record<WizardStep, (() => ReactNode) | Preloadable<object>> = {
  General: GeneralStep,
  Education: laterStep("Education"),
  Experience: laterStep("Experience"),
  Project: laterStep("Project"),
  Certificate: laterStep("Certificate"),
  Summary: laterStep("Summary"),
  Tailor: laterStep("Tailor"),
  Finalize: laterStep("Finalize"),
};

/** Fetches the code of a step's form (nothing for General); the other steps come with it. */
export function preloadStepForm(step: WizardStep): Promise<unknown> {
  const form = stepForms[step];
  return "preload" in form ? form.preload() : Promise.resolve();
}
