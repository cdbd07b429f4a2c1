import { Suspense, useEffect, useRef } from "react";
import { data, Link, useParams } from "react-router";
import { type WizardStep, wizardSteps } from "../../../shared/resume";
import { WizardPreview } from "../../features/resume-design/lazy-wizard-preview";
import { focusPendingField } from "../../features/resume-wizard/field-jump";
import { ImportedNotice } from "../../features/resume-wizard/imported-notice";
import { StarterChoice } from "../../features/resume-wizard/starter-choice";
import { preloadStepForm, stepForms } from "../../features/resume-wizard/step-forms";
import { useAutosave } from "../../lib/autosave/use-autosave";
import { stepPath } from "../../lib/paths";
import type { Route } from "./+types/resume-wizard";

// One step of the resume wizard: /app/resume/{id}/step/{step}. The layout owns the resume
// and its saving; this page shows the step's heading, form, and Back/Next.

const stepIndex = (step: string | undefined) => wizardSteps.findIndex((item) => item.step === step);

/** An unknown step is a 404, the same page as any unmatched path. */
function checkStep(step: string | undefined, request: Request) {
  if (stepIndex(step) < 0) {
    throw data(new URL(request.url).pathname, { status: 404, statusText: "Page not found" });
  }
  return null;
}

export function loader({ params, request }: Route.LoaderArgs) {
  return checkStep(params.step, request);
}

export async function clientLoader({ params, request }: Route.ClientLoaderArgs) {
  checkStep(params.step, request);
  // The step's form code comes in parallel with the session and the resume, not after them.
  await preloadStepForm(params.step as WizardStep);
  return null;
}

export function meta({ params }: Route.MetaArgs) {
  const heading = wizardSteps[stepIndex(params.step)]?.heading ?? "Resume";
  return [{ title: `${heading} · Resume Builder` }];
}

const navClass = "rounded-lg px-5 py-2.5 font-medium";

export default function ResumeWizardStep() {
  const store = useAutosave();
  const index = stepIndex(useParams().step);
  const current = wizardSteps[index] ?? wizardSteps[0];
  const previous = wizardSteps[index - 1];
  const next = wizardSteps[index + 1];
  const Form = stepForms[current.step as WizardStep];
  const headingRef = useRef<HTMLHeadingElement>(null);
  const first = useRef(true);

  useEffect(() => {
    // Once the first screen is up, the other steps' code, so Next opens the next step at once.
    void preloadStepForm("Tailor").catch(() => undefined);
  }, []);

  useEffect(() => {
    // On a step change, move focus to the new heading so keyboard and screen-reader users
    // start at the top of the new step (not on the first load: the help modal may be open).
    void current.step;
    if (first.current) {
      first.current = false;
      return;
    }
    // A "Go to" from Finalize's quality check focuses its field instead (field-jump.ts).
    if (focusPendingField(current.step, store)) return;
    headingRef.current?.focus();
  }, [current.step, store]);

  return (
    // Two equal columns from 1024 px (form | preview); below, the preview opens from the step bar.
    <div className="grid gap-8 lg:grid-cols-2">
      <div className="flex min-w-0 flex-col gap-8">
        <div>
          <p className="text-sm text-grey-600">
            Step {index + 1} of {wizardSteps.length}
          </p>
          <h1 ref={headingRef} tabIndex={-1} className="text-3xl font-semibold focus:outline-none">
            {current.heading}
          </h1>
        </div>
        <ImportedNotice />
        {current.step === "General" ? <StarterChoice store={store} /> : null}
        <Suspense fallback={<p role="status">Loading this step ...</p>}>
          <Form key={current.step} />
        </Suspense>
        <nav aria-label="Step" className="flex justify-between gap-4 border-t border-grey-200 pt-6">
          {previous ? (
            <Link
              to={stepPath(store.resumeId, previous.step)}
              className={`${navClass} border border-grey-300 bg-white text-grey-900 hover:bg-grey-50`}
            >
              Back
            </Link>
          ) : (
            <span />
          )}
          {next ? (
            <Link
              to={stepPath(store.resumeId, next.step)}
              className={`${navClass} bg-primary-700 text-white hover:bg-primary-800`}
            >
              Next
            </Link>
          ) : null}
        </nav>
      </div>
      <WizardPreview />
    </div>
  );
}
