import { type FormEvent, type ReactNode, useEffect, useState } from "react";
import { Button } from "../ui/button";
import { FormError } from "../ui/form-error";
import { FormStatus } from "./form-status";
import type { AuthActionState } from "./use-auth-action";

/** The texts of one form: its heading, its submit button, and the button while busy. */
interface AuthFormLabels {
  heading: string;
  button: string;
  loading: string;
}

export interface AuthFormProps {
  labels: AuthFormLabels;
  /** From useAuthAction: busy, the error, the confirmation. */
  action: AuthActionState;
  onSubmit: () => void;
  children?: ReactNode;
  /** h1 on the sign-in page; h2 where the form is one section of a page (account settings). */
  headingLevel?: 1 | 2;
}

// The frame every sign-in view and account form shares: heading, fields, the busy button, then
// the server's message in red (as given) or the confirmation text.
export function AuthForm({ labels, action, onSubmit, children, headingLevel = 1 }: AuthFormProps) {
  const Heading = headingLevel === 1 ? "h1" : "h2";
  // Before React runs, pressing the button would submit the form natively (a GET, its fields in
  // the address): it waits for React. /auth is now often a full page load (docs/decisions/025).
  const [ready, setReady] = useState(false);
  useEffect(() => setReady(true), []);
  const submit = (event: FormEvent) => {
    event.preventDefault();
    onSubmit();
  };
  return (
    <form onSubmit={submit} noValidate className="flex flex-col gap-4">
      <Heading className="text-2xl font-semibold text-grey-900">{labels.heading}</Heading>
      {children}
      <Button type="submit" loading={action.loading} loadingLabel={labels.loading} disabled={!ready}>
        {labels.button}
      </Button>
      <FormError message={action.error} />
      <FormStatus message={action.message} />
    </form>
  );
}
