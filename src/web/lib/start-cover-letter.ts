import { useState } from "react";
import { useNavigate } from "react-router";
import type { UserEntitlements } from "../../shared/plans";
import { type CoverLetter, type CoverLetterChanges, coverLetterApi } from "./cover-letter-api";
import { errorMessage } from "./error-message";
import { fetchEntitlements } from "./user-api";

export interface StartedLetter {
  letter: CoverLetter;
  user: UserEntitlements | null;
}

/**
 * Creates a letter, then reads the user's plan again (spec §4: creating a cover letter
 * refreshes user info). A failed refresh does not undo the letter: it only leaves `user` empty.
 */
async function startCoverLetter(fields: CoverLetterChanges = {}): Promise<StartedLetter> {
  const letter = await coverLetterApi.create(fields);
  const user = await fetchEntitlements().catch(() => null);
  return { letter, user };
}

/**
 * A page's "write a cover letter" button (the letter lists, a job's card): starts a letter with
 * `fields` and opens its `firstStep`, or says why it could not. `starting` is the key of what is
 * being started (a job's id, or any key for a page's one button), for that button's busy state.
 */
export function useStartCoverLetter<Key>() {
  const navigate = useNavigate();
  const [starting, setStarting] = useState<Key | null>(null);
  const [error, setError] = useState<string>();
  const start = async (
    key: Key,
    fields: CoverLetterChanges,
    firstStep: "create" | "job" | "resume",
    onStarted?: (started: StartedLetter) => void,
  ) => {
    setStarting(key);
    setError(undefined);
    try {
      const started = await startCoverLetter(fields);
      onStarted?.(started);
      navigate(`/app/cover-letter/${started.letter.id}/${firstStep}`);
    } catch (caught) {
      setError(`We could not create a cover letter: ${errorMessage(caught)}`);
    } finally {
      setStarting(null);
    }
  };
  return { start, starting, error };
}
