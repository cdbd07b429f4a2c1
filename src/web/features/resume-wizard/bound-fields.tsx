import { TextAreaField } from "../../components/ui/text-area-field";
import { TextField, type TextFieldProps } from "../../components/ui/text-field";
import { useAutosave } from "../../lib/autosave/use-autosave";

// Inputs bound to the autosave store: what they show comes from it, every keystroke goes to it.
// A value held back from saving says so beside the input; `data-save-field` lets the save
// status's "Go to" find the input. The fields of the first step only: the rows' fields and the
// summary with "Improve" (row-field.tsx, improvable-resume-text-area.tsx) load with the later
// steps, so the wizard's first screen does not wait for them.

type InputProps = Omit<TextFieldProps, "value" | "onChange" | "error">;

/** The message beside a field the store holds back: it is not saved, and why. */
export const heldMessage = (message: string | undefined) => (message ? `Not saved: ${message}` : undefined);

export function ResumeTextField({ field, ...props }: InputProps & { field: string }) {
  const store = useAutosave();
  return (
    <TextField
      {...props}
      value={String(store.value(field) ?? "")}
      error={heldMessage(store.error(field))}
      data-save-field={field}
      onChange={(event) => store.setValue(field, event.target.value)}
    />
  );
}

export function ResumeTextArea({
  field,
  ...shown
}: {
  field: string;
  label: string;
  hint?: string;
  rows?: number;
}) {
  const store = useAutosave();
  return (
    <TextAreaField
      {...shown}
      value={String(store.value(field) ?? "")}
      error={heldMessage(store.error(field))}
      data-save-field={field}
      onChange={(event) => store.setValue(field, event.target.value)}
    />
  );
}
