import { type InputHTMLAttributes, useId } from "react";

export interface CheckboxFieldProps extends Omit<InputHTMLAttributes<HTMLInputElement>, "id" | "type"> {
  label: string;
}

// A checkbox with its label beside it (the whole label is clickable).
export function CheckboxField({ label, className, ...rest }: CheckboxFieldProps) {
  const id = useId();
  return (
    <div className={`flex items-center gap-2 ${className ?? ""}`}>
      <input id={id} type="checkbox" className="h-4 w-4 accent-primary-700" {...rest} />
      <label htmlFor={id} className="text-sm font-medium text-grey-700">
        {label}
      </label>
    </div>
  );
}
