import { useState } from "react";
import { useNavigate } from "react-router";
import { errorMessage } from "../lib/error-message";
import { GUEST_START_FALLBACK, startBuilding } from "../lib/start-building";

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
        {starting ? "Opening the editor ..." : "Build my resume"}
      </a>
      {problem ? (
        <span role="alert" className="text-sm text-red-700">
          {problem}
        </span>
      ) : null}
    </span>
  );
}
