import { createContext, useContext } from "react";
import { type CoverLetter, type CoverLetterChanges, coverLetterApi } from "../../lib/cover-letter-api";
import { useItemById } from "../../lib/use-item-by-id";

// One cover letter loaded for the pages that show it (the four steps, the resume's letter page).
export function useCoverLetter(id: number) {
  const { state, setItem, reload } = useItemById(id, coverLetterApi.item);
  return { state, setLetter: setItem, reload };
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
