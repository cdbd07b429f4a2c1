import { type FormEvent, useState } from "react";
import { CONFIRM_LINK_PATH } from "../../../shared/server-to-page";
import { Button } from "../../components/ui/button";
import { FormError } from "../../components/ui/form-error";

/**
 * "Continue as <email>?": a sign-in or sign-up link was opened in a browser that did not ask
 * for it, so it may have been sent by someone else to sign this browser into their account.
 * Nothing happens until the person clicks Continue: a same-origin POST that answers the link to
 * follow.
 */
export function ConfirmLinkSignIn({ email }: { email: string }) {
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string>();

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    setBusy(true);
    setError(undefined);
    try {
      const response = await fetch(CONFIRM_LINK_PATH, {
        method: "POST",
        credentials: "same-origin",
        headers: { "Content-Type": "application/json" },
        body: JSON.stringify({ email }),
      });
      const body = await response.json().catch(() => undefined);
      if (response.ok && typeof body?.url === "string" && body.url.startsWith("/api/auth/")) {
        window.location.assign(body.url);
        return;
      }
      setError(body?.message ?? "This sign-in link could not be used. Please ask for a new one.");
    } catch {
      setError("This sign-in link could not be used. Check your connection and try again.");
    }
    setBusy(false);
  };

  return (
    <form onSubmit={submit} className="flex max-w-md flex-col gap-4" aria-labelledby="confirm-link-heading">
      <h1 id="confirm-link-heading" className="text-2xl font-semibold">
        Continue as {email}?
      </h1>
      <p className="text-grey-700">
        This link was asked for in another browser. Continue only if you asked for it: a link someone else
        sent you would sign this browser in to their account.
      </p>
      <FormError message={error} />
      <Button type="submit" loading={busy} loadingLabel="Signing in ...">
        Continue as {email}
      </Button>
      <a className="text-primary-700 underline" href="/auth">
        Not me: back to sign in
      </a>
    </form>
  );
}
