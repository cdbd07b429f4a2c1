import { useEffect, useState } from "react";
import { EmptyState } from "../../components/load-state";
import { Button } from "../../components/ui/button";
import { FormError } from "../../components/ui/form-error";
import { TextAreaField } from "../../components/ui/text-area-field";
import type { CoverLetter, CoverLetterChanges } from "../../lib/cover-letter-api";
import { errorMessage } from "../../lib/error-message";

// The letter's texts, newest first, each editable and saved on its own. New texts arrive at the
// front, so a text is keyed by its number counted from the oldest (which never changes).

export const textNumber = (letter: CoverLetter, index: number) => letter.content.length - index;

export function LetterTexts({
  letter,
  save,
  onDirtyChange,
}: {
  letter: CoverLetter;
  save: (changes: CoverLetterChanges) => Promise<CoverLetter>;
  /** Whether any text has edits not saved yet (for the leave prompt). */
  onDirtyChange?: (dirty: boolean) => void;
}) {
  const [drafts, setDrafts] = useState<Record<number, string>>({});
  const dirty = letter.content.some((text, index) => {
    const draft = drafts[textNumber(letter, index)];
    return draft !== undefined && draft !== text;
  });
  useEffect(() => onDirtyChange?.(dirty), [dirty, onDirtyChange]);

  if (letter.content.length === 0) {
    return (
      <EmptyState headingId="texts-heading" heading="No text yet" compact>
        Press Generate and the AI writes the first version of your letter.
      </EmptyState>
    );
  }

  return (
    <section aria-labelledby="texts-heading" className="flex flex-col gap-4">
      <h2 id="texts-heading" className="text-xl font-semibold">
        Your texts <span className="text-base font-normal text-grey-600">(newest first)</span>
      </h2>
      <ol className="flex flex-col gap-4">
        {letter.content.map((text, index) => {
          const number = textNumber(letter, index);
          return (
            <li key={number}>
              <TextEditor
                number={number}
                newest={index === 0}
                text={text}
                draft={drafts[number] ?? text}
                onDraft={(value) => setDrafts((current) => ({ ...current, [number]: value }))}
                onSave={async (value) => {
                  // The newest list, with this text (found by its number) replaced.
                  const position = letter.content.length - number;
                  await save({ content: letter.content.map((old, at) => (at === position ? value : old)) });
                  setDrafts(({ [number]: _saved, ...rest }) => rest);
                }}
              />
            </li>
          );
        })}
      </ol>
    </section>
  );
}

function TextEditor(props: {
  number: number;
  newest: boolean;
  text: string;
  draft: string;
  onDraft: (value: string) => void;
  onSave: (value: string) => Promise<void>;
}) {
  const { number, newest, text, draft, onDraft, onSave } = props;
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string>();
  const [saved, setSaved] = useState(false);
  const changed = draft !== text;

  const save = async () => {
    setBusy(true);
    setError(undefined);
    setSaved(false);
    try {
      await onSave(draft);
      setSaved(true);
    } catch (caught) {
      setError(`We could not save it: ${errorMessage(caught)}`);
    } finally {
      setBusy(false);
    }
  };

  const label = `Text ${number}${newest ? " (newest)" : ""}`;
  return (
    <article
      aria-label={label}
      data-testid="letter-text"
      className="flex flex-col gap-3 rounded-xl border border-grey-200 bg-white p-5"
    >
      <TextAreaField
        label={label}
        value={draft}
        onChange={(event) => {
          setSaved(false);
          onDraft(event.target.value);
        }}
        maxLength={10_000}
        rows={12}
      />
      <div className="flex flex-wrap items-center gap-3">
        <Button
          className="w-auto! px-6"
          onClick={save}
          disabled={!changed}
          loading={busy}
          loadingLabel="Saving ..."
        >
          Save text {number}
        </Button>
        <p role="status" className="text-sm text-grey-600">
          {saved && !changed ? "Saved." : changed ? "Not saved yet." : ""}
        </p>
      </div>
      <FormError message={error} />
    </article>
  );
}
