import { useEffect, useState } from "react";
import { errorMessage } from "./error-message";

export type LoadedState<T> =
  | { kind: "loading" }
  | { kind: "failed"; message: string }
  | { kind: "ready"; value: T };

// Something a page needs once, loaded when it opens (the lists a step picks from): loading,
// ready, or failed with the reason. An answer after the page has gone is dropped.
export function useLoadedOnce<T>(load: () => Promise<T>): LoadedState<T> {
  const [state, setState] = useState<LoadedState<T>>({ kind: "loading" });
  // biome-ignore lint/correctness/useExhaustiveDependencies: loaded once, when the page opens
  useEffect(() => {
    let cancelled = false;
    load().then(
      (value) => !cancelled && setState({ kind: "ready", value }),
      (error: unknown) => !cancelled && setState({ kind: "failed", message: errorMessage(error) }),
    );
    return () => {
      cancelled = true;
    };
  }, []);
  return state;
}
