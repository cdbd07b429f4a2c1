import { useState } from "react";

/** What one auth step ends with: an error shown in red, a confirmation text, or nothing (it moved on). */
export type AuthOutcome = { error?: string; message?: string } | undefined;

/** The part of an auth action a form shows (see AuthForm). */
export interface AuthActionState {
  loading: boolean;
  error?: string;
  message?: string;
}

/**
 * Runs one auth call at a time for a form: loading while busy, the server's message shown
 * as given on failure, a confirmation text on success.
 */
export function useAuthAction() {
  const [loading, setLoading] = useState(false);
  const [error, setError] = useState<string>();
  const [message, setMessage] = useState<string>();

  async function run(action: () => Promise<AuthOutcome>) {
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

  return { loading, error, message, run };
}

/** Better Auth answers `{ error: { message } }`; this picks the text a person should see. */
export function serverMessage(error: { message?: string; statusText?: string } | null | undefined) {
  if (!error) return undefined;
  return error.message || error.statusText || "Something went wrong. Please try again.";
}
