import { NavLink, useLocation } from "react-router";

// The four steps of writing a letter (spec §2 "cover-letter-create"), as a progress header:
// each step is a link, the current one is marked for screen readers and shown as done-so-far.

const letterSteps = [
  { path: "create", label: "Name" },
  { path: "job", label: "Job" },
  { path: "resume", label: "Resume" },
  { path: "tailored", label: "Write" },
] as const;
export type LetterStep = (typeof letterSteps)[number]["path"];

export const letterStepPath = (id: number, step: LetterStep) => `/app/cover-letter/${id}/${step}`;

export function LetterSteps({ letterId }: { letterId: number }) {
  const current = useLocation().pathname.split("/").pop();
  const index = Math.max(
    0,
    letterSteps.findIndex((step) => step.path === current),
  );
  return (
    <nav aria-label="Cover letter steps" className="flex flex-col gap-2">
      <p className="text-sm text-grey-600">
        Step {index + 1} of {letterSteps.length}
      </p>
      <div aria-hidden="true" className="h-1.5 w-full overflow-hidden rounded-full bg-grey-200">
        <div
          className="h-full rounded-full bg-primary-700 transition-[width]"
          style={{ width: `${((index + 1) / letterSteps.length) * 100}%` }}
        />
      </div>
      <ol className="flex flex-wrap gap-1 text-sm">
        {letterSteps.map((step, position) => (
          <li key={step.path}>
            <NavLink
              to={letterStepPath(letterId, step.path)}
              aria-current={position === index ? "step" : undefined}
              className={`flex items-center gap-2 rounded-lg px-3 py-2 ${
                position === index
                  ? "bg-primary-50 font-semibold text-primary-800"
                  : "text-grey-700 hover:bg-grey-100"
              }`}
            >
              <span aria-hidden="true" className="text-xs text-grey-600">
                {position + 1}
              </span>
              {step.label}
            </NavLink>
          </li>
        ))}
      </ol>
    </nav>
  );
}
