import type { ButtonHTMLAttributes } from "react";

type Variant = "primary" | "secondary" | "link";

const styles: Record<Variant, string> = {
  primary:
    "w-full rounded-lg bg-primary-700 px-4 py-2.5 font-medium text-white hover:bg-primary-800 disabled:cursor-not-allowed disabled:opacity-60",
  secondary:
    "w-full rounded-lg border border-grey-300 bg-white px-4 py-2.5 font-medium text-grey-900 hover:bg-grey-50 disabled:opacity-60",
  link: "text-sm text-primary-700 underline underline-offset-2 hover:text-primary-800",
};

export interface ButtonProps extends ButtonHTMLAttributes<HTMLButtonElement> {
  variant?: Variant;
  /** Shown instead of the children while busy; the button is disabled meanwhile. */
  loading?: boolean;
  loadingLabel?: string;
}

export function Button({
  variant = "primary",
  loading,
  loadingLabel,
  children,
  disabled,
  className,
  ...rest
}: ButtonProps) {
  return (
    <button
      type="button"
      {...rest}
      disabled={disabled || loading}
      aria-busy={loading || undefined}
      className={`${styles[variant]} ${className ?? ""}`}
    >
      {loading && loadingLabel ? loadingLabel : children}
    </button>
  );
}
