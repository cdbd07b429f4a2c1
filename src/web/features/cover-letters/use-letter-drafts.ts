import { useCallback, useEffect, useRef, useState } from "react";
import { type CoverLetter, coverLetterApi } from "../../lib/cover-letter-api";
import { errorMessage } from "../../lib/error-message";

// The letter's texts as the user edits them, saved on their own a moment after the typing stops
// (and at once before a download, which prints the saved text). A text is keyed by its number
// counted from the oldest, which a new text arriving first never changes.

export const textNumber = (letter: CoverLetter, index: number) => letter.content.length - index;

export type DraftStatus =
  | { kind: "idle" }
  | { kind: "pending" }
  | { kind: "saving" }
  | { kind: "saved" }
  | { kind: "failed"; message: string };

const SAVE_AFTER_MS = 800;

/** The letter's texts with the edits in, or null when no edit changes any. */
function changedContent(current: CoverLetter, edits: Record<number, string>): string[] | null {
  const content = current.content.map((text, index) => edits[textNumber(current, index)] ?? text);
  return content.some((text, index) => text !== current.content[index]) ? content : null;
}

export function useLetterDrafts(letter: CoverLetter, setLetter: (letter: CoverLetter) => void) {
  const [drafts, setDrafts] = useState<Record<number, string>>({});
  const [status, setStatus] = useState<DraftStatus>({ kind: "idle" });
  const latest = useRef(letter);
  latest.current = letter;
  const pending = useRef(drafts);
  pending.current = drafts;
  const timer = useRef<ReturnType<typeof setTimeout>>(undefined);
  const running = useRef<Promise<void> | null>(null);

  /** Saves every edited text now (after a save already under way); resolves when saved or failed. */
  const saveNow = useCallback(async (): Promise<boolean> => {
    clearTimeout(timer.current);
    if (running.current) await running.current;
    const current = latest.current;
    const content = changedContent(current, pending.current);
    if (!content) return true;
    setStatus({ kind: "saving" });
    let ok = false;
    const work = coverLetterApi.update(current.id, { content }).then(
      (saved) => {
        latest.current = saved;
        setLetter(saved);
        // An edit typed while this save ran stays a draft, saved next.
        setDrafts((now) =>
          Object.fromEntries(
            Object.entries(now).filter(
              ([number, text]) => text !== saved.content[saved.content.length - Number(number)],
            ),
          ),
        );
        setStatus({ kind: "saved" });
        ok = true;
      },
      (caught: unknown) => setStatus({ kind: "failed", message: errorMessage(caught) }),
    );
    running.current = work;
    await work;
    running.current = null;
    return ok;
  }, [setLetter]);

  const edit = (number: number, text: string) => {
    setDrafts((now) => ({ ...now, [number]: text }));
    setStatus({ kind: "pending" });
    clearTimeout(timer.current);
    timer.current = setTimeout(() => void saveNow(), SAVE_AFTER_MS);
  };

  useEffect(() => () => clearTimeout(timer.current), []);

  const dirty = Object.entries(drafts).some(
    ([number, text]) => text !== letter.content[letter.content.length - Number(number)],
  );
  return { drafts, edit, saveNow, status, dirty };
}

export type LetterDrafts = ReturnType<typeof useLetterDrafts>;

/** The words under the editor: "Saved" exactly when everything is (the app's one convention). */
export function draftStatusText(status: DraftStatus): string {
  switch (status.kind) {
    case "pending":
      return "Not saved yet";
    case "saving":
      return "Saving ...";
    case "saved":
      return "Saved";
    case "failed":
      return `Not saved: ${status.message}`;
    default:
      return "";
  }
}
