import type { TextareaHTMLAttributes } from "react";
import { controlClass, FieldFrame } from "./field-frame";

export interface TextAreaFieldProps extends Omit<TextareaHTMLAttributes<HTMLTextAreaElement>, "id"> {
  label: string;
  hint?: string;
  /** A message about the value; shown in red, marks the text area invalid. */
  error?: string;
}

// A labelled multi-line input, the sibling of TextField.
export function TextAreaField({ label, hint, error, className, rows = 4, ...rest }: TextAreaFieldProps) {
  return (
    <FieldFrame
      label={label}
      hint={hint}
      message={error}
      className={className}
      control={(wiring) => (
        <textarea {...wiring} rows={rows} className={controlClass(Boolean(error))} {...rest} />
      )}
    />
  );
}
