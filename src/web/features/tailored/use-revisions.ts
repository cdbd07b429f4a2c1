import { useCallback, useEffect, useState } from "react";
import { errorMessage } from "../../lib/error-message";
import { type RevisionList, revisionApi } from "../../lib/revision-api";

// The resume's revisions, newest first. While the server says a generation runs (started here,
// in another tab, or before a reload), the list is asked again every few seconds until it ends.

const POLL_MS = 3_000;

export type RevisionsState =
  | { kind: "loading" }
  | { kind: "failed"; message: string }
  | { kind: "ready"; list: RevisionList };

export function useRevisions(resumeId: number, generatingHere: boolean) {
  const [state, setState] = useState<RevisionsState>({ kind: "loading" });
  const [attempt, setAttempt] = useState(0);
  const reload = useCallback(() => setAttempt((value) => value + 1), []);

  useEffect(() => {
    void attempt;
    let cancelled = false;
    revisionApi.list(resumeId).then(
      (list) => !cancelled && setState({ kind: "ready", list }),
      (error: unknown) =>
        !cancelled &&
        setState((current) =>
          // A failed poll keeps what is shown; only a first load failure replaces it.
          current.kind === "ready" ? current : { kind: "failed", message: errorMessage(error) },
        ),
    );
    return () => {
      cancelled = true;
    };
  }, [resumeId, attempt]);

  const serverGenerating = state.kind === "ready" && state.list.generating;
  useEffect(() => {
    if (!serverGenerating && !generatingHere) return;
    const timer = setInterval(reload, POLL_MS);
    return () => clearInterval(timer);
  }, [serverGenerating, generatingHere, reload]);

  return { state, reload };
}
