import { useEffect, useRef } from "react";
import { Link, NavLink, useLocation, useNavigate } from "react-router";
import { wizardSteps } from "../../../shared/resume";
import { useAutosave } from "../../lib/autosave/use-autosave";
import { stepPath } from "../../lib/paths";
import { findHeldControl, focusControl, requestHeldJump } from "./field-jump";
import { type HeldPlace, heldPlaces, saveLine, stepMarker } from "./save-places";

// The frame of the wizard: the step navigation, the save status, the not-found view. A field
// held back from saving marks its step's tab and is named, with a "Go to", in the status.

/** The step the URL shows ("Experience"), or undefined off the steps (the design page). */
const stepOf = (pathname: string) => /\/step\/([^/]+)$/.exec(pathname)?.[1];

export function StepNav({ resumeId }: { resumeId: number }) {
  const list = useRef<HTMLOListElement>(null);
  const { pathname } = useLocation();
  const places = heldPlaces(useAutosave().held());
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
        {wizardSteps.map(({ step }, index) => {
          const marker = stepMarker(step, places);
          return (
            <li key={step}>
              <NavLink
                to={stepPath(resumeId, step)}
                data-held={marker ? marker.count : undefined}
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
                {marker ? (
                  <>
                    <span className="sr-only"> – {marker.text}</span>
                    <span
                      aria-hidden="true"
                      title={marker.text}
                      className="inline-flex h-5 min-w-5 items-center justify-center rounded-full bg-red-700 px-1 text-xs font-semibold text-white"
                    >
                      {marker.count}
                    </span>
                  </>
                ) : null}
              </NavLink>
            </li>
          );
        })}
      </ol>
    </nav>
  );
}

export function SaveStatusText() {
  const store = useAutosave();
  const status = store.status();
  const places = heldPlaces(store.held());
  const held = status.kind === "saved" && places.length > 0;
  const first = places[0];
  const tone =
    status.kind === "saved" && !held
      ? "text-primary-800"
      : status.kind === "saving"
        ? "text-grey-700"
        : "font-medium text-red-700";
  return (
    <div className="flex min-w-0 flex-wrap items-center gap-x-3 gap-y-1">
      <p
        role="status"
        aria-label="Save status"
        data-status={held ? "held" : status.kind}
        className={`min-w-0 text-sm ${tone}`}
      >
        {saveLine(status, places)}
      </p>
      {held && first ? <GoToHeld place={first} /> : null}
    </div>
  );
}

/** Opens the step of a field that is not saved and puts the cursor in it. */
function GoToHeld({ place }: { place: HeldPlace }) {
  const navigate = useNavigate();
  const { pathname } = useLocation();
  const resumeId = useAutosave().resumeId;
  const goTo = () => {
    const here = stepOf(pathname);
    const control = here && (place.steps as readonly string[]).includes(here) ? findHeldControl(place) : null;
    if (control) {
      focusControl(control);
      return;
    }
    requestHeldJump(place);
    navigate(stepPath(resumeId, place.steps[0] ?? "General"));
  };
  return (
    <button
      type="button"
      onClick={goTo}
      className="rounded-md border border-red-700 px-2 py-0.5 text-sm font-medium text-red-700 hover:bg-red-50"
    >
      Go to<span className="sr-only"> {place.name}</span>
    </button>
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
