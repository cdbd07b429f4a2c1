import { createContext, useCallback, useContext, useEffect, useState } from "react";
import { ApiError } from "../../lib/api-client";
import { type CoverLetter, type CoverLetterChanges, coverLetterApi } from "../../lib/cover-letter-api";
import { errorMessage } from "../../lib/error-message";

// One cover letter loaded for the pages that show it (the four steps, the resume's letter page).
// Another user's id answers 404 like a missing one (docs/api.md), and so does a bad id: both
// are "not found" here.

export type LetterState =
  | { kind: "loading" }
  | { kind: "not-found" }
  | { kind: "failed"; message: string }
  | { kind: "ready"; letter: CoverLetter };

export function useCoverLetter(id: number) {
  const [state, setState] = useState<LetterState>({ kind: "loading" });
  const [attempt, setAttempt] = useState(0);

  useEffect(() => {
    void attempt;
    if (!id) {
      setState({ kind: "not-found" });
      return;
    }
    let cancelled = false;
    setState({ kind: "loading" });
    coverLetterApi.item(id).then(
      (letter) => !cancelled && setState({ kind: "ready", letter }),
      (error: unknown) => {
        if (cancelled) return;
        const missing = error instanceof ApiError && (error.status === 404 || error.status === 400);
        setState(missing ? { kind: "not-found" } : { kind: "failed", message: errorMessage(error) });
      },
    );
    return () => {
      cancelled = true;
    };
  }, [id, attempt]);

  const setLetter = useCallback((letter: CoverLetter) => setState({ kind: "ready", letter }), []);
  return { state, setLetter, reload: () => setAttempt((value) => value + 1) };
}

/** The loaded letter and how to change it, for the pages inside a letter's layout. */
export interface LetterStore {
  letter: CoverLetter;
  /** Shows a letter the server answered (after a generation, for instance). */
  setLetter: (letter: CoverLetter) => void;
  /** Saves changes through PATCH /api/entity and shows the saved letter. */
  save: (changes: CoverLetterChanges) => Promise<CoverLetter>;
}

export const LetterContext = createContext<LetterStore | null>(null);

export function useLetter(): LetterStore {
  const store = useContext(LetterContext);
  if (!store) throw new Error("useLetter is only available inside a cover letter's layout");
  return store;
}

/** The store for a loaded letter; `save` keeps the page on the server's answer. */
export function letterStore(letter: CoverLetter, setLetter: (letter: CoverLetter) => void): LetterStore {
  return {
    letter,
    setLetter,
    save: async (changes) => {
      const saved = await coverLetterApi.update(letter.id, changes);
      setLetter(saved);
      return saved;
    },
  };
}
