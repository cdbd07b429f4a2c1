import type { ReactNode, SelectHTMLAttributes } from "react";
import { controlClass, FieldFrame } from "./field-frame";

export interface SelectFieldProps extends Omit<SelectHTMLAttributes<HTMLSelectElement>, "id" | "className"> {
  /** A node, so a row's field can add words for screen readers only ("Status of Designer"). */
  label: ReactNode;
  hint?: string;
  /** Classes for the frame around label and select (its width in a grid, say). */
  className?: string;
  /** Classes added to the select's own. */
  selectClassName?: string;
  /** The <option>s. */
  children: ReactNode;
}

// A labelled drop-down, the sibling of TextField: the same frame, label and control style.
export function SelectField({
  label,
  hint,
  className,
  selectClassName,
  children,
  ...rest
}: SelectFieldProps) {
  const control = selectClassName ? `${controlClass(false)} ${selectClassName}` : controlClass(false);
  return (
    <FieldFrame
      label={label}
      hint={hint}
      className={className}
      control={(wiring) => (
        <select {...wiring} className={control} {...rest}>
          {children}
        </select>
      )}
    />
  );
}
