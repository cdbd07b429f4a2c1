import type { ResumeEntityType } from "../../../shared/resume";
import { CheckboxField } from "../../components/ui/checkbox-field";
import { TextAreaField } from "../../components/ui/text-area-field";
import { TextField, type TextFieldProps } from "../../components/ui/text-field";
import type { RowEntry } from "../../lib/autosave/resume-autosave";
import { useAutosave } from "../../lib/autosave/use-autosave";
import { ImprovableTextArea } from "./improvable-text-area";
import type { ImproveTarget } from "./improve-api";

// Inputs bound to the autosave store: what they show comes from it, every keystroke goes to it.

type InputProps = Omit<TextFieldProps, "value" | "onChange" | "error">;

export function ResumeTextField({ field, ...props }: InputProps & { field: string }) {
  const store = useAutosave();
  return (
    <TextField
      {...props}
      value={String(store.value(field) ?? "")}
      error={store.error(field)}
      onChange={(event) => store.setValue(field, event.target.value)}
    />
  );
}

export function ResumeTextArea({
  field,
  improve,
  ...shown
}: {
  field: string;
  label: string;
  hint?: string;
  rows?: number;
  /** Offer "Improve bullets" under it (the summary). */
  improve?: ImproveTarget;
}) {
  const store = useAutosave();
  const bound = { ...shown, value: String(store.value(field) ?? ""), error: store.error(field) };
  if (improve) {
    return (
      <ImprovableTextArea {...bound} onChange={(next) => store.setValue(field, next)} target={improve} />
    );
  }
  return <TextAreaField {...bound} onChange={(event) => store.setValue(field, event.target.value)} />;
}

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
}

export const DATE_HINT = "MM/YYYY, for example 03/2021";

export function RowField({ type, row, spec }: { type: ResumeEntityType; row: RowEntry; spec: RowFieldSpec }) {
  const store = useAutosave();
  const value = store.rowValue(type, row, spec.name);
  const error = store.rowError(row, spec.name);
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
  const shown = { label: spec.label, hint: spec.hint, className: wide, value: String(value ?? ""), error };
  if (spec.kind === "textarea" && spec.improve) {
    return (
      <ImprovableTextArea
        {...shown}
        onChange={set}
        target={{ kind: type, row: row.id }}
        unavailable={row.id === null ? "Available once this entry is saved." : undefined}
      />
    );
  }
  if (spec.kind === "textarea") {
    return <TextAreaField {...shown} onChange={(event) => set(event.target.value)} />;
  }
  const disabled = spec.disabledBy ? store.rowValue(type, row, spec.disabledBy) === true : false;
  return (
    <TextField
      {...shown}
      hint={spec.kind === "date" ? DATE_HINT : spec.hint}
      disabled={disabled}
      inputMode={spec.kind === "date" ? "numeric" : spec.kind === "url" ? "url" : undefined}
      placeholder={spec.kind === "date" ? "MM/YYYY" : undefined}
      autoComplete="off"
      data-field={spec.name}
      onChange={(event) => set(event.target.value)}
    />
  );
}
