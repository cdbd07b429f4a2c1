import { useState } from "react";
import { errorMessage } from "./error-message";

// A button's async work (save, delete): busy while it runs, and a failure kept as the message to
// show, so nothing is closed or lost. `run` clears the last error first.
export function useAsyncAction() {
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string>();
  const run = async (work: () => Promise<void>) => {
    setBusy(true);
    setError(undefined);
    try {
      await work();
    } catch (caught) {
      setError(errorMessage(caught));
    } finally {
      setBusy(false);
    }
  };
  return { busy, error, setError, run };
}
