import { type TextareaHTMLAttributes, useId } from "react";

export interface TextAreaFieldProps extends Omit<TextareaHTMLAttributes<HTMLTextAreaElement>, "id"> {
  label: string;
  hint?: string;
  /** A message about the value; shown in red, marks the text area invalid. */
  error?: string;
}

// A labelled multi-line input, the sibling of TextField.
export function TextAreaField({ label, hint, error, className, rows = 4, ...rest }: TextAreaFieldProps) {
  const id = useId();
  const describedBy = [error ? `${id}-error` : "", hint ? `${id}-hint` : ""].filter(Boolean).join(" ");
  return (
    <div className={`flex flex-col gap-1 ${className ?? ""}`}>
      <label htmlFor={id} className="text-sm font-medium text-grey-700">
        {label}
      </label>
      <textarea
        id={id}
        rows={rows}
        aria-invalid={error ? true : undefined}
        aria-describedby={describedBy || undefined}
        className={`rounded-lg border px-3 py-2 text-grey-900 ${error ? "border-red-600 bg-red-50" : "border-grey-300"}`}
        {...rest}
      />
      {hint ? (
        <p id={`${id}-hint`} className="text-sm text-grey-600">
          {hint}
        </p>
      ) : null}
      {error ? (
        <p id={`${id}-error`} className="text-sm text-red-700">
          {error}
        </p>
      ) : null}
    </div>
  );
}
