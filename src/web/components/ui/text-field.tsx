import { type InputHTMLAttributes, useId, useState } from "react";

export interface TextFieldProps extends Omit<InputHTMLAttributes<HTMLInputElement>, "id"> {
  label: string;
  hint?: string;
}

// A labelled input. A required field turns red once the user leaves it empty (spec §5).
export function TextField({ label, hint, required, onBlur, className, ...rest }: TextFieldProps) {
  const id = useId();
  const [touched, setTouched] = useState(false);
  const empty = String(rest.value ?? "").trim() === "";
  const invalid = Boolean(required && touched && empty);
  return (
    <div className={`flex flex-col gap-1 ${className ?? ""}`}>
      <label htmlFor={id} className="text-sm font-medium text-grey-700">
        {label}
      </label>
      <input
        id={id}
        required={required}
        aria-invalid={invalid || undefined}
        aria-describedby={invalid || hint ? `${id}-hint` : undefined}
        onBlur={(event) => {
          setTouched(true);
          onBlur?.(event);
        }}
        className={`rounded-lg border px-3 py-2 text-grey-900 ${invalid ? "border-red-600 bg-red-50" : "border-grey-300"}`}
        {...rest}
      />
      {invalid ? (
        <p id={`${id}-hint`} className="text-sm text-red-700">
          {label} is required.
        </p>
      ) : hint ? (
        <p id={`${id}-hint`} className="text-sm text-grey-600">
          {hint}
        </p>
      ) : null}
    </div>
  );
}
