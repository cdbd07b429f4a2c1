import { useState } from "react";
import { useNavigate } from "react-router";
import { errorMessage } from "../lib/error-message";
import { GUEST_START_FALLBACK, startBuilding } from "../lib/start-building";
import { ERROR_TEXT_CLASS } from "./ui/form-error";

/** The link's words, shared with start-building-island.ts. */
export const buildResumeCopy = { idle: "Build my resume", busy: "Opening the editor ..." };

/** "Build my resume": straight into the editor, as a guest when nobody is signed in. */
export function BuildResumeLink({ className }: { className: string }) {
  const navigate = useNavigate();
  const [starting, setStarting] = useState(false);
  const [problem, setProblem] = useState<string>();
  return (
    <span className="inline-flex flex-col gap-2">
      <a
        href={GUEST_START_FALLBACK}
        aria-busy={starting || undefined}
        data-build-resume
        className={className}
        onClick={async (event) => {
          event.preventDefault();
          if (starting) return;
          setStarting(true);
          setProblem(undefined);
          try {
            navigate(await startBuilding());
          } catch (caught) {
            setProblem(errorMessage(caught));
            setStarting(false);
          }
        }}
      >
        {starting ? buildResumeCopy.busy : buildResumeCopy.idle}
      </a>
      {problem ? (
        <span role="alert" className={ERROR_TEXT_CLASS}>
          {problem}
        </span>
      ) : null}
    </span>
  );
}
