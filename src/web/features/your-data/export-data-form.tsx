import { type FormEvent, useState } from "react";
import type { ExportAccountRequest } from "../../../shared/contracts/account";
import { PasswordField } from "../../components/auth-form/credential-fields";
import { FormError } from "../../components/ui/form-error";
import { saveFile } from "../../lib/save-file";

const EXPORT_URL = "/api/account/export";
const FALLBACK_NAME = "resume-builder-data.json";

/**
 * "Download my data": a plain GET while the sign-in is recent; when the server answers 403
 * reauthentication_required (signed in more than 15 minutes ago), it asks for the password and
 * POSTs it instead.
 */
export function ExportDataForm() {
  const [needsPassword, setNeedsPassword] = useState(false);
  const [password, setPassword] = useState("");
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string>();

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    setBusy(true);
    setError(undefined);
    try {
      const response = await fetch(
        EXPORT_URL,
        needsPassword
          ? {
              method: "POST",
              credentials: "same-origin",
              headers: { "Content-Type": "application/json" },
              body: JSON.stringify({ password } satisfies ExportAccountRequest),
            }
          : { credentials: "same-origin" },
      );
      if (!response.ok) {
        const body = await response.json().catch(() => undefined);
        if (body?.error?.code === "reauthentication_required") setNeedsPassword(true);
        setError(body?.error?.message ?? "Your data could not be downloaded. Please try again.");
        return;
      }
      saveFile(await response.blob(), fileName(response.headers.get("content-disposition")));
      setNeedsPassword(false);
      setPassword("");
    } catch {
      setError("Your data could not be downloaded. Check your connection and try again.");
    } finally {
      setBusy(false);
    }
  };

  return (
    <form noValidate onSubmit={submit} className="flex flex-col gap-3">
      {needsPassword ? (
        <PasswordField
          label="Your password"
          name="exportPassword"
          value={password}
          onValueChange={setPassword}
        />
      ) : null}
      <FormError message={error} />
      <button
        type="submit"
        disabled={busy}
        aria-busy={busy || undefined}
        className="self-start rounded-lg border border-grey-300 bg-white px-4 py-2.5 font-medium text-grey-900 hover:bg-grey-50 disabled:opacity-60"
      >
        {busy ? "Preparing your data ..." : "Download my data"}
      </button>
    </form>
  );
}

function fileName(disposition: string | null) {
  return /filename="([^"]+)"/.exec(disposition ?? "")?.[1] ?? FALLBACK_NAME;
}
