import { type InputHTMLAttributes, useId, useState } from "react";

export interface TextFieldProps extends Omit<InputHTMLAttributes<HTMLInputElement>, "id"> {
  label: string;
  hint?: string;
  /** A message about the value (e.g. the server refused it); shown in red, marks the input invalid. */
  error?: string;
}

// A labelled input. A required field turns red once the user leaves it empty (spec §5).
export function TextField({ label, hint, error, required, onBlur, className, ...rest }: TextFieldProps) {
  const id = useId();
  const [touched, setTouched] = useState(false);
  const empty = String(rest.value ?? "").trim() === "";
  const missing = Boolean(required && touched && empty);
  const message = error ?? (missing ? `${label} is required.` : undefined);
  const describedBy = [message ? `${id}-error` : "", hint ? `${id}-hint` : ""].filter(Boolean).join(" ");
  return (
    <div className={`flex flex-col gap-1 ${className ?? ""}`}>
      <label htmlFor={id} className="text-sm font-medium text-grey-700">
        {label}
      </label>
      <input
        id={id}
        required={required}
        aria-invalid={message ? true : undefined}
        aria-describedby={describedBy || undefined}
        onBlur={(event) => {
          setTouched(true);
          onBlur?.(event);
        }}
        className={`rounded-lg border px-3 py-2 text-grey-900 disabled:bg-grey-100 disabled:text-grey-600 ${message ? "border-red-600 bg-red-50" : "border-grey-300"}`}
        {...rest}
      />
      {hint ? (
        <p id={`${id}-hint`} className="text-sm text-grey-600">
          {hint}
        </p>
      ) : null}
      {message ? (
        <p id={`${id}-error`} className="text-sm text-red-700">
          {message}
        </p>
      ) : null}
    </div>
  );
}
