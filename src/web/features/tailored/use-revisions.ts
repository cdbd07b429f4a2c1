import { useEffect } from "react";
import { type RevisionList, revisionApi } from "../../lib/revision-api";
import { useResource } from "../../lib/use-resource";

// The resume's revisions, newest first. While the server says a generation runs (started here,
// in another tab, or before a reload), the list is asked again every few seconds until it ends.

const POLL_MS = 3_000;

export function useRevisions(resumeId: number, generatingHere: boolean) {
  const list = useResource<RevisionList>(`revisions:${resumeId}`, () => revisionApi.list(resumeId));
  // Every load after the first goes behind the list shown: a failed poll keeps what is shown,
  // and only a first load's failure (or a retry's) is said.
  const reload = list.refresh;

  const serverGenerating = list.state === "ready" && list.data.generating;
  useEffect(() => {
    if (!serverGenerating && !generatingHere) return;
    const timer = setInterval(reload, POLL_MS);
    return () => clearInterval(timer);
  }, [serverGenerating, generatingHere, reload]);

  return { loaded: list, reload };
}
