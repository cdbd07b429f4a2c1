import { useEffect, useRef } from "react";
import { Link, NavLink, useLocation } from "react-router";
import { wizardSteps } from "../../../shared/resume";
import { statusText } from "../../lib/autosave/save-status";
import { useAutosave } from "../../lib/autosave/use-autosave";
import { stepPath } from "../../lib/paths";

// The frame of the wizard: the step navigation, the save status, the not-found view.

export function StepNav({ resumeId }: { resumeId: number }) {
  const list = useRef<HTMLOListElement>(null);
  const { pathname } = useLocation();
  // On a phone the eight steps scroll sideways inside the bar: keep the current one in view.
  useEffect(() => {
    void pathname;
    const current = list.current?.querySelector<HTMLElement>('[aria-current="page"]');
    const bar = list.current?.parentElement;
    if (!current || !bar) return;
    const left = current.offsetLeft - bar.offsetLeft;
    if (left < bar.scrollLeft || left + current.offsetWidth > bar.scrollLeft + bar.clientWidth) {
      bar.scrollLeft = left - (bar.clientWidth - current.offsetWidth) / 2;
    }
  }, [pathname]);
  return (
    <nav aria-label="Wizard steps" className="overflow-x-auto">
      <ol ref={list} className="flex gap-1 text-sm">
        {wizardSteps.map(({ step }, index) => (
          <li key={step}>
            <NavLink
              to={stepPath(resumeId, step)}
              className={({ isActive }) =>
                `flex items-center gap-2 whitespace-nowrap rounded-lg px-3 py-2 ${
                  isActive
                    ? "bg-primary-50 font-semibold text-primary-800"
                    : "text-grey-700 hover:bg-grey-100"
                }`
              }
            >
              <span aria-hidden="true" className="text-xs text-grey-600">
                {index + 1}
              </span>
              {step}
            </NavLink>
          </li>
        ))}
      </ol>
    </nav>
  );
}

export function SaveStatusText() {
  const store = useAutosave();
  const status = store.status();
  const tone =
    status.kind === "saved"
      ? "text-primary-800"
      : status.kind === "saving"
        ? "text-grey-700"
        : "font-medium text-red-700";
  return (
    <p role="status" aria-label="Save status" data-status={status.kind} className={`text-sm ${tone}`}>
      {statusText(status)}
    </p>
  );
}

export function ResumeNotFound() {
  return (
    <main className="mx-auto flex max-w-xl flex-col items-center gap-4 px-6 py-24 text-center">
      <title>Resume not found · Resume Builder</title>
      <h1 className="text-2xl font-semibold">Resume not found</h1>
      <p className="text-grey-700">This resume does not exist, or it belongs to another account.</p>
      <Link to="/app/resume" className="text-primary-700 underline">
        Go to my resumes
      </Link>
    </main>
  );
}
