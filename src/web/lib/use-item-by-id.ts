import { useCallback, useEffect, useRef, useState } from "react";
import { ApiError } from "./api-client";
import { errorMessage } from "./error-message";

// One item (a resume, a cover letter) loaded by id for the pages that show it. Another user's
// id answers 404 like a missing one (docs/api.md), and so does a bad id (400) or none at all
// (0, from a missing or non-numeric URL parameter): all three are "not found" here.

export type ItemState<T> =
  | { kind: "loading" }
  | { kind: "not-found" }
  | { kind: "failed"; message: string }
  | { kind: "ready"; item: T };

/**
 * Loads item `id` with `load`, again on `reload`. `release` runs on an item this hook drops
 * (another id, a reload, the page leaving), for items that hold timers or listeners.
 */
export function useItemById<T>(id: number, load: (id: number) => Promise<T>, release?: (item: T) => void) {
  const [state, setState] = useState<ItemState<T>>({ kind: "loading" });
  const [attempt, setAttempt] = useState(0);
  // The callers pass new functions on every render; only the id and a reload start a load.
  const loadRef = useRef(load);
  loadRef.current = load;
  const releaseRef = useRef(release);
  releaseRef.current = release;

  useEffect(() => {
    // `attempt` re-runs the load after a failure.
    void attempt;
    if (!id) {
      setState({ kind: "not-found" });
      return;
    }
    let item: T | undefined;
    let cancelled = false;
    setState({ kind: "loading" });
    loadRef.current(id).then(
      (loaded) => {
        if (cancelled) {
          releaseRef.current?.(loaded);
          return;
        }
        item = loaded;
        setState({ kind: "ready", item: loaded });
      },
      (error: unknown) => {
        if (cancelled) return;
        const missing = error instanceof ApiError && (error.status === 404 || error.status === 400);
        setState(missing ? { kind: "not-found" } : { kind: "failed", message: errorMessage(error) });
      },
    );
    return () => {
      cancelled = true;
      if (item !== undefined) releaseRef.current?.(item);
    };
  }, [id, attempt]);

  /** Shows an item the server answered (after a save, for instance). */
  const setItem = useCallback((item: T) => setState({ kind: "ready", item }), []);
  const reload = useCallback(() => setAttempt((value) => value + 1), []);
  return { state, setItem, reload };
}
