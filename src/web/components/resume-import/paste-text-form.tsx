import { type FormEvent, useState } from "react";
import { Button } from "../ui/button";
import { TextAreaField } from "../ui/text-area-field";

/** The read's limit (MAX_READ_TEXT_CHARS of the import contract); a long resume is ~15,000. */
const MAX_PASTED_CHARACTERS = 100_000;

// The "Paste text" choice of the import: the resume's text, copied from wherever it is.
interface PasteTextFormProps {
  busy: boolean;
  onRead: (text: string) => void;
  onCancel: () => void;
}

export function PasteTextForm({ busy, onRead, onCancel }: PasteTextFormProps) {
  const [text, setText] = useState("");
  const [error, setError] = useState<string>();

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const empty = !text.trim();
    setError(empty ? "Paste your resume's text first." : undefined);
    if (!empty) onRead(text);
  };

  return (
    <form noValidate onSubmit={submit} className="flex flex-col gap-3">
      <TextAreaField
        label="Your resume's text"
        hint="Copy everything from your resume, from your name to the last line, and paste it here."
        rows={10}
        maxLength={MAX_PASTED_CHARACTERS}
        autoFocus
        value={text}
        error={error}
        disabled={busy}
        onChange={(event) => setText(event.target.value)}
      />
      <div className="flex flex-wrap gap-3">
        <Button type="submit" className="w-auto! px-6" disabled={busy}>
          Read text
        </Button>
        <Button variant="secondary" className="w-auto! px-6" disabled={busy} onClick={onCancel}>
          Cancel
        </Button>
      </div>
    </form>
  );
}
