import { useRef } from "react";
import { TextAreaField } from "../../components/ui/text-area-field";
import { useAutosave } from "../../lib/autosave/use-autosave";
import type { ImproveTarget } from "./improve-api";
import { ImproveBullets } from "./improve-bullets";

// A multi-line field with "Improve bullets" under it (issue 14). The field stays the one text
// area it was (Finalize's "Go to" finds it by its label or its row), the suggestions sit below.

export function ImprovableTextArea({
  className,
  onChange,
  target,
  unavailable,
  saveField,
  ...field
}: {
  label: string;
  hint?: string;
  rows?: number;
  placeholder?: string;
  className?: string;
  value: string;
  error?: string;
  onChange: (next: string) => void;
  target: ImproveTarget;
  unavailable?: string;
  /** The autosaved field it edits, for the save status's "Go to" (data-save-field). */
  saveField?: string;
}) {
  const store = useAutosave();
  const wrapper = useRef<HTMLDivElement>(null);
  return (
    <div ref={wrapper} data-save-field={saveField} className={`flex flex-col gap-2 ${className ?? ""}`}>
      <TextAreaField {...field} onChange={(event) => onChange(event.target.value)} />
      <ImproveBullets
        resumeId={store.resumeId}
        target={target}
        label={field.label}
        value={field.value}
        onChange={onChange}
        field={() => wrapper.current?.querySelector("textarea") ?? null}
        unavailable={unavailable}
      />
    </div>
  );
}
