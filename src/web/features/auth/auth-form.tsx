import type { FormEvent, ReactNode } from "react";
import { Button } from "../../components/ui/button";
import { FormError } from "../../components/ui/form-error";

export interface AuthFormProps {
  heading: string;
  buttonLabel: string;
  loadingLabel: string;
  loading: boolean;
  error?: string;
  message?: string;
  onSubmit: () => void;
  children?: ReactNode;
  disabled?: boolean;
  /** h1 on the sign-in page; h2 where the form is one section of a page (account settings). */
  headingLevel?: 1 | 2;
}

// The frame every widget view shares: heading, fields, the busy button, then the server's
// message in red (as given) or the confirmation text.
export function AuthForm({
  heading,
  buttonLabel,
  loadingLabel,
  loading,
  error,
  message,
  onSubmit,
  children,
  disabled,
  headingLevel = 1,
}: AuthFormProps) {
  const Heading = headingLevel === 1 ? "h1" : "h2";
  const submit = (event: FormEvent) => {
    event.preventDefault();
    onSubmit();
  };
  return (
    <form onSubmit={submit} noValidate className="flex flex-col gap-4">
      <Heading className="text-2xl font-semibold text-grey-900">{heading}</Heading>
      {children}
      <Button type="submit" loading={loading} loadingLabel={loadingLabel} disabled={disabled}>
        {buttonLabel}
      </Button>
      <FormError message={error} />
      {message ? (
        <p role="status" className="rounded-lg bg-primary-50 p-3 text-sm text-primary-800">
          {message}
        </p>
      ) : null}
    </form>
  );
}
