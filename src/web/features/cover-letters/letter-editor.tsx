import { forwardRef, useState } from "react";
import { LONG } from "../../../shared/text-limits";
import { SelectField } from "../../components/ui/select-field";
import { TextAreaField } from "../../components/ui/text-area-field";
import { TextField } from "../../components/ui/text-field";
import { type CoverLetter, coverLetterApi } from "../../lib/cover-letter-api";
import { errorMessage } from "../../lib/error-message";
import { LetterActions } from "./letter-actions";
import { draftStatusText, type LetterDrafts, textNumber } from "./use-letter-drafts";

// The written letter on the same screen as what it was written from: its name (named after the
// job at first, renamable), the text to edit (saved on its own), earlier versions to go back to,
// and Copy / Download PDF / Download Word.

export const LetterEditor = forwardRef<
  HTMLHeadingElement,
  {
    letter: CoverLetter;
    setLetter: (letter: CoverLetter) => void;
    drafts: LetterDrafts;
    index: number;
    setIndex: (index: number) => void;
  }
>(function LetterEditor({ letter, setLetter, drafts, index, setIndex }, headingRef) {
  const at = Math.min(index, letter.content.length - 1);
  const number = textNumber(letter, at);
  const text = drafts.drafts[number] ?? letter.content[at] ?? "";
  const status = draftStatusText(drafts.status);
  return (
    <section
      aria-labelledby="letter-heading"
      className="flex flex-col gap-4 rounded-xl border border-grey-200 bg-white p-4 sm:p-6"
    >
      <h2 id="letter-heading" ref={headingRef} tabIndex={-1} className="text-xl font-semibold">
        Your letter
      </h2>
      <LetterName letter={letter} setLetter={setLetter} />
      {letter.content.length > 1 ? (
        <SelectField label="Version" value={at} onChange={(event) => setIndex(Number(event.target.value))}>
          {letter.content.map((_text, position) => (
            <option key={textNumber(letter, position)} value={position}>
              Version {textNumber(letter, position)}
              {position === 0 ? " (newest)" : ""}
            </option>
          ))}
        </SelectField>
      ) : null}
      <TextAreaField
        label="Letter text"
        value={text}
        onChange={(event) => drafts.edit(number, event.target.value)}
        onBlur={() => void drafts.saveNow()}
        maxLength={LONG}
        rows={18}
        data-testid="letter-text"
      />
      <p
        role="status"
        data-testid="letter-save-status"
        className={`text-sm ${drafts.status.kind === "failed" ? "text-red-700" : "text-grey-600"}`}
      >
        {status}
      </p>
      <LetterActions letter={letter} index={at} text={text} saveFirst={drafts.saveNow} />
    </section>
  );
});

/** The letter's name, saved when the field is left; an empty name is refused, not saved. */
function LetterName({
  letter,
  setLetter,
}: {
  letter: CoverLetter;
  setLetter: (letter: CoverLetter) => void;
}) {
  const [name, setName] = useState(letter.name);
  const [shown, setShown] = useState(letter.name);
  const [error, setError] = useState<string>();
  // A name set by the server (the job's, on the first text) replaces the field's.
  if (letter.name !== shown) {
    setShown(letter.name);
    setName(letter.name);
  }
  const save = async () => {
    const trimmed = name.trim();
    if (trimmed === letter.name) return;
    if (!trimmed) {
      setError("Not saved: give the cover letter a name.");
      return;
    }
    setError(undefined);
    try {
      setLetter(await coverLetterApi.update(letter.id, { name: trimmed }));
    } catch (caught) {
      setError(`Not saved: ${errorMessage(caught)}`);
    }
  };
  return (
    <TextField
      label="Letter name"
      hint="How it is listed under your cover letters."
      value={name}
      onChange={(event) => setName(event.target.value)}
      onBlur={() => void save()}
      maxLength={200}
      error={error}
    />
  );
}
