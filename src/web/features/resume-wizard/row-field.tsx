import type { ResumeEntityType } from "../../../shared/resume";
import { CheckboxField } from "../../components/ui/checkbox-field";
import { TextAreaField } from "../../components/ui/text-area-field";
import { TextField } from "../../components/ui/text-field";
import type { RowEntry } from "../../lib/autosave/resume-autosave";
import { useAutosave } from "../../lib/autosave/use-autosave";
import { heldMessage } from "./bound-fields";
import { DateField } from "./date-field";
import { ImprovableTextArea } from "./improvable-text-area";
import { useCareerField } from "./use-career-field";

// The inputs of a child row (a job, a degree, a project, a certificate), bound to the autosave
// store like bound-fields.tsx.

export interface RowFieldSpec {
  name: string;
  label: string;
  kind?: "text" | "textarea" | "date" | "checkbox" | "url";
  hint?: string;
  /** A checkbox field that, when checked, disables this one ("Still working here"). */
  disabledBy?: string;
  wide?: boolean;
  /** A list of bullets: offer "Improve bullets" under it. */
  improve?: boolean;
  /** Show an achievement of the user's career field as the placeholder (career-fields.ts). */
  fieldExample?: boolean;
}

export function RowField({ type, row, spec }: { type: ResumeEntityType; row: RowEntry; spec: RowFieldSpec }) {
  const store = useAutosave();
  const detected = useCareerField();
  const value = store.rowValue(type, row, spec.name);
  const error = heldMessage(store.rowError(row, spec.name));
  const set = (next: unknown) => store.setRowValue(type, row, spec.name, next);
  const wide = spec.wide || spec.kind === "textarea" ? "sm:col-span-2" : "";
  if (spec.kind === "checkbox") {
    return (
      <CheckboxField
        label={spec.label}
        className="sm:col-span-2"
        checked={value === true}
        onChange={(event) => set(event.target.checked)}
      />
    );
  }
  const placeholder = spec.fieldExample ? `e.g. ${detected.field.bulletExample}` : undefined;
  const shown = {
    label: spec.label,
    hint: spec.hint,
    className: wide,
    value: String(value ?? ""),
    error,
    placeholder,
  };
  if (spec.kind === "textarea" && spec.improve) {
    return (
      <ImprovableTextArea
        {...shown}
        saveField={spec.name}
        onChange={set}
        target={{ kind: type, row: row.id }}
        unavailable={row.id === null ? "Available once this entry is saved." : undefined}
      />
    );
  }
  if (spec.kind === "textarea") {
    return (
      <TextAreaField {...shown} data-save-field={spec.name} onChange={(event) => set(event.target.value)} />
    );
  }
  const disabled = spec.disabledBy ? store.rowValue(type, row, spec.disabledBy) === true : false;
  if (spec.kind === "date") {
    // "Present" typed in an end date that a "Still working here" box governs ticks that box.
    const ongoing = spec.disabledBy;
    const onPresent = ongoing
      ? () => {
          set("");
          store.setRowValue(type, row, ongoing, true);
        }
      : undefined;
    return (
      <DateField
        {...shown}
        disabled={disabled}
        data-save-field={spec.name}
        onChange={set}
        onPresent={onPresent}
        start={spec.name === "end_date" ? String(store.rowValue(type, row, "start_date") ?? "") : undefined}
      />
    );
  }
  return (
    <TextField
      {...shown}
      hint={spec.hint}
      disabled={disabled}
      inputMode={spec.kind === "url" ? "url" : undefined}
      autoComplete="off"
      data-save-field={spec.name}
      onChange={(event) => set(event.target.value)}
    />
  );
}
