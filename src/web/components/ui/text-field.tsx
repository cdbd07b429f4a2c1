import { type InputHTMLAttributes, useState } from "react";
import { controlClass, FieldFrame } from "./field-frame";

export interface TextFieldProps extends Omit<InputHTMLAttributes<HTMLInputElement>, "id"> {
  label: string;
  hint?: string;
  /** A message about the value (e.g. the server refused it); shown in red, marks the input invalid. */
  error?: string;
}

// A labelled input. A required field turns red once the user leaves it empty (spec §5).
export function TextField({ label, hint, error, required, onBlur, className, ...rest }: TextFieldProps) {
  const [touched, setTouched] = useState(false);
  const empty = String(rest.value ?? "").trim() === "";
  const message = error ?? (required && touched && empty ? `${label} is required.` : undefined);
  return (
    <FieldFrame
      label={label}
      hint={hint}
      message={message}
      className={className}
      control={(wiring) => (
        <input
          {...wiring}
          required={required}
          onBlur={(event) => {
            setTouched(true);
            onBlur?.(event);
          }}
          className={controlClass(Boolean(message))}
          {...rest}
        />
      )}
    />
  );
}
