import { type ReactNode, useId } from "react";

export interface ControlProps {
  id: string;
  "aria-invalid"?: true;
  "aria-describedby"?: string;
}

// What every labelled field shares: the label, a hint, a red message, and the ids that tie
// them to the control, which `control` renders.
export function FieldFrame(props: {
  label: ReactNode;
  hint?: string;
  message?: string;
  className?: string;
  control: (wiring: ControlProps) => ReactNode;
}) {
  const { label, hint, message, className, control } = props;
  const id = useId();
  const describedBy = [message ? `${id}-error` : "", hint ? `${id}-hint` : ""].filter(Boolean).join(" ");
  return (
    <div className={`flex flex-col gap-1 ${className ?? ""}`}>
      <label htmlFor={id} className="text-sm font-medium text-grey-700">
        {label}
      </label>
      {control({
        id,
        "aria-invalid": message ? true : undefined,
        "aria-describedby": describedBy || undefined,
      })}
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

export const controlClass = (invalid: boolean) =>
  `rounded-lg border px-3 py-2 text-grey-900 disabled:bg-grey-100 disabled:text-grey-600 ${invalid ? "border-red-600 bg-red-50" : "border-grey-300"}`;
