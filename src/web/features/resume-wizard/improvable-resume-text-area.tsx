import { useAutosave } from "../../lib/autosave/use-autosave";
import { heldMessage } from "./bound-fields";
import { ImprovableTextArea } from "./improvable-text-area";
import type { ImproveTarget } from "./improve-api";

/** A text area of the resume itself with "Improve bullets" under it (the summary). */
export function ImprovableResumeTextArea({
  field,
  improve,
  ...shown
}: {
  field: string;
  label: string;
  hint?: string;
  rows?: number;
  improve: ImproveTarget;
}) {
  const store = useAutosave();
  return (
    <ImprovableTextArea
      {...shown}
      value={String(store.value(field) ?? "")}
      error={heldMessage(store.error(field))}
      saveField={field}
      onChange={(next) => store.setValue(field, next)}
      target={improve}
    />
  );
}
