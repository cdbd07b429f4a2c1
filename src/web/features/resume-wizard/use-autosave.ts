import { createContext, useContext, useEffect, useState, useSyncExternalStore } from "react";
import { ApiError } from "../../lib/api-client";
import { resumeApi } from "../../lib/resume-api";
import { ResumeAutosave } from "./resume-autosave";

// React's view of the wizard's autosave store: the layout loads the resume and owns the store
// (so saves go on while the user moves between steps); every step reads it from context.

export const AutosaveContext = createContext<ResumeAutosave | null>(null);

/** The store, re-rendering the caller whenever anything in it changes. */
export function useAutosave(): ResumeAutosave {
  const store = useContext(AutosaveContext);
  if (!store) throw new Error("useAutosave is only available inside the resume wizard");
  useSyncExternalStore(store.subscribe, store.getVersion, store.getVersion);
  return store;
}

export type LoadState =
  | { kind: "loading" }
  | { kind: "not-found" }
  | { kind: "failed"; message: string }
  | { kind: "ready"; store: ResumeAutosave };

/** Loads resume `id` into a new store; 0 (a missing or non-numeric id) is "not found". */
export function useResumeStore(id: number): { state: LoadState; reload: () => void } {
  const [state, setState] = useState<LoadState>({ kind: "loading" });
  const [attempt, setAttempt] = useState(0);

  useEffect(() => {
    // `attempt` re-runs the load after a failure.
    void attempt;
    if (!id) {
      setState({ kind: "not-found" });
      return;
    }
    let store: ResumeAutosave | undefined;
    let cancelled = false;
    setState({ kind: "loading" });
    resumeApi.item(id).then(
      (doc) => {
        if (cancelled) return;
        store = new ResumeAutosave(doc);
        setState({ kind: "ready", store });
      },
      (error: unknown) => {
        if (cancelled) return;
        if (error instanceof ApiError && (error.status === 404 || error.status === 400)) {
          setState({ kind: "not-found" });
        } else {
          setState({ kind: "failed", message: error instanceof Error ? error.message : String(error) });
        }
      },
    );
    return () => {
      cancelled = true;
      store?.dispose();
    };
  }, [id, attempt]);

  const store = state.kind === "ready" ? state.store : undefined;
  useEffect(() => {
    if (!store) return;
    // Back online: retry at once. Tab hidden (switching away, closing on mobile): save now.
    const online = () => store.retryNow();
    const hidden = () => {
      if (document.visibilityState === "hidden") store.flushAll();
    };
    window.addEventListener("online", online);
    document.addEventListener("visibilitychange", hidden);
    return () => {
      window.removeEventListener("online", online);
      document.removeEventListener("visibilitychange", hidden);
    };
  }, [store]);

  return { state, reload: () => setAttempt((value) => value + 1) };
}
