import { useState } from "react";
import { Link, Outlet, useParams, useRouteLoaderData } from "react-router";
import { parseResumeId } from "../../shared/resume";
import { GuestSavePrompt } from "../components/guest-save-prompt";
import { Loading, OpenFailed } from "../components/load-state";
import { StepBarSlot } from "../components/step-bar-slot";
import { DesignLink } from "../features/resume-design/design-link";
import { HelpModal } from "../features/resume-wizard/help-modal";
import { LeaveGuard } from "../features/resume-wizard/leave-guard";
import { ResumeNotFound, SaveStatusText, StepNav } from "../features/resume-wizard/wizard-chrome";
import { AutosaveContext, useAutosave, useResumeStore } from "../lib/autosave/use-autosave";
import type { clientLoader } from "../routes/app/app-guard";

// Frame of the resume wizard (spec §2 "cv-create"): the resume's name, the step navigation and
// the save status. It loads the resume and owns its autosave store, so saving goes on while
// the user moves between steps.
export default function CvCreateLayout() {
  const id = parseResumeId(useParams().id);
  const guest = useRouteLoaderData<typeof clientLoader>("app___en")?.user.isAnonymous;
  const { state, reload } = useResumeStore(id);
  // The end of the step bar, where a page puts what must stay in reach (components/step-bar-slot.tsx).
  const [barSlot, setBarSlot] = useState<HTMLElement | null>(null);

  if (state.kind === "not-found") return <ResumeNotFound />;
  // Until the store of this id is loaded (the id changed), show nothing of another resume.
  if (state.kind === "loading" || (state.kind === "ready" && state.item.resumeId !== id)) {
    return <Loading page text="Loading your resume ..." />;
  }
  if (state.kind === "failed") {
    return (
      <OpenFailed asMain heading="We could not open this resume" message={state.message} onRetry={reload} />
    );
  }
  return (
    <AutosaveContext.Provider value={state.item}>
      <StepBarSlot.Provider value={barSlot}>
        <div className="min-h-screen bg-grey-50">
          <WizardHeader />
          {/* The steps stay in reach while a long step (three jobs of bullets) scrolls under them. */}
          <div
            data-sticky-steps
            className="sticky top-0 z-30 border-b border-grey-200 bg-white/95 backdrop-blur-sm"
          >
            <div className="mx-auto flex max-w-4xl items-center gap-2 px-2 py-1.5 sm:px-6 lg:max-w-7xl">
              <div className="min-w-0 flex-1">
                <StepNav resumeId={id} />
              </div>
              <div ref={setBarSlot} className="flex-none empty:hidden" />
            </div>
          </div>
          {guest ? <GuestSavePrompt /> : null}
          {/* Wide screens give the steps room for the live preview beside the form. */}
          <main className="mx-auto w-full max-w-4xl px-4 py-8 sm:px-6 lg:max-w-7xl">
            <Outlet />
          </main>
          <HelpModal />
          <LeaveGuard />
        </div>
      </StepBarSlot.Provider>
    </AutosaveContext.Provider>
  );
}

function WizardHeader() {
  const store = useAutosave();
  const name = String(store.value("name") ?? "").trim();
  return (
    <header className="border-b border-grey-200 bg-white">
      <div className="mx-auto flex max-w-4xl flex-col gap-3 px-4 py-3 sm:px-6 sm:py-4 lg:max-w-7xl">
        {/* One row on a phone too: the name gives way (truncated) before the row wraps. */}
        <div className="flex flex-wrap items-center justify-between gap-x-2 gap-y-2 sm:gap-3">
          <div className="flex min-w-40 flex-1 items-center gap-3 sm:min-w-0 sm:flex-none sm:gap-4">
            <Link
              to="/app/resume"
              className="flex-none text-sm text-primary-700 underline underline-offset-2"
            >
              My resumes
            </Link>
            <p className="truncate text-lg font-semibold" data-testid="resume-name">
              {name || "Untitled resume"}
            </p>
          </div>
          <div className="flex items-center gap-2 sm:gap-4">
            <SaveStatusText />
            <DesignLink />
          </div>
        </div>
      </div>
    </header>
  );
}
