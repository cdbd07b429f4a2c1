import { useState } from "react";

type Outcome = { error?: string; message?: string } | undefined;

/**
 * Runs one auth call at a time for a form: loading while busy, the server's message shown
 * as given on failure, a confirmation text on success.
 */
export function useAuthAction() {
  const [loading, setLoading] = useState(false);
  const [error, setError] = useState<string>();
  const [message, setMessage] = useState<string>();

  async function run(action: () => Promise<Outcome>) {
    setLoading(true);
    setError(undefined);
    setMessage(undefined);
    try {
      const outcome = await action();
      if (outcome?.error) setError(outcome.error);
      if (outcome?.message) setMessage(outcome.message);
    } catch (caught) {
      setError(caught instanceof Error ? caught.message : "Something went wrong. Please try again.");
    } finally {
      setLoading(false);
    }
  }

  return { loading, error, message, run, setError };
}

/** Better Auth answers `{ error: { message } }`; this picks the text a person should see. */
export function serverMessage(error: { message?: string; statusText?: string } | null | undefined) {
  if (!error) return undefined;
  return error.message || error.statusText || "Something went wrong. Please try again.";
}
