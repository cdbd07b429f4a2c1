import { type FormEvent, useState } from "react";
import type { DeleteAccountRequest } from "../../../shared/contracts/account";
import { PasswordField } from "../../components/auth-form/credential-fields";
import { Modal } from "../../components/ui/modal";
import { ModalActions } from "../../components/ui/modal-actions";
import { TextField } from "../../components/ui/text-field";
import { ApiError, api } from "../../lib/api-client";
import { signOut } from "../../lib/auth-client";

const DELETE_CONFIRMATION = "DELETE";

export function DeleteAccountModal({ open, onClose }: { open: boolean; onClose: () => void }) {
  const [typed, setTyped] = useState("");
  const [password, setPassword] = useState("");
  // Asked for only when the server wants it: the sign-in is older than 15 minutes.
  const [needsPassword, setNeedsPassword] = useState(false);
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string>();
  const confirmed = typed === DELETE_CONFIRMATION;

  const close = () => {
    setTyped("");
    setPassword("");
    setNeedsPassword(false);
    setError(undefined);
    onClose();
  };

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (!confirmed) return;
    setBusy(true);
    setError(undefined);
    try {
      const body: DeleteAccountRequest = needsPassword ? { confirm: typed, password } : { confirm: typed };
      await api<{ ok: true }>("/api/account", { method: "DELETE", body });
    } catch (caught) {
      if (caught instanceof ApiError && caught.code === "reauthentication_required") setNeedsPassword(true);
      setError(
        caught instanceof Error ? caught.message : "Your account could not be deleted. Please try again.",
      );
      setBusy(false);
      return;
    }
    // The server has removed the user and their sessions; clear this browser's cookie too, and
    // load the home page afresh so nothing of the account stays in memory.
    await signOut("local");
    window.location.assign("/");
  };

  return (
    <Modal open={open} title="Delete your account?" onClose={close} preventClose={busy}>
      <form noValidate onSubmit={submit} className="flex flex-col gap-4">
        <p className="text-grey-700">
          This removes your account, your resumes with their photos, and your cover letters for good. It
          cannot be undone. Download your data first if you want to keep a copy.
        </p>
        <TextField
          label={`Type ${DELETE_CONFIRMATION} to confirm`}
          name="confirm"
          autoComplete="off"
          autoCapitalize="characters"
          spellCheck={false}
          value={typed}
          onChange={(event) => setTyped(event.target.value)}
        />
        {needsPassword ? (
          <PasswordField
            label="Your password"
            name="password"
            required={false}
            value={password}
            onValueChange={setPassword}
          />
        ) : null}
        <ModalActions
          error={error}
          busy={busy}
          onCancel={close}
          confirmLabel="Delete my account"
          busyLabel="Deleting your account ..."
          confirmDisabled={!confirmed}
        />
      </form>
    </Modal>
  );
}
