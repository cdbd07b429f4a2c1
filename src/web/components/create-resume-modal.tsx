import { type FormEvent, useState } from "react";
import { resumeFields } from "../../shared/resume";
import { errorMessage } from "../lib/error-message";
import { isPaymentRequired } from "../lib/payment-required";
import { resumeApi } from "../lib/resume-api";
import { Modal } from "./ui/modal";
import { ModalActions } from "./ui/modal-actions";
import { TextField } from "./ui/text-field";

// "Create new" on the Resumes page and the dashboard's first resume: one form, here because two
// features use it.

export interface CreateResumeModalProps {
  open: boolean;
  onClose: () => void;
  onCreated: (id: number) => void;
  /** The server answered 402: the caller closes this and opens the payment modal. */
  onPaymentRequired: () => void;
}

export function CreateResumeModal({ open, onClose, onCreated, onPaymentRequired }: CreateResumeModalProps) {
  const [name, setName] = useState("");
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string>();

  const close = () => {
    setName("");
    setError(undefined);
    onClose();
  };

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    // The same rule the server applies, so an empty name never leaves the browser.
    const parsed = resumeFields.shape.name.safeParse(name);
    if (!parsed.success) {
      setError(parsed.error.issues[0]?.message);
      return;
    }
    setBusy(true);
    setError(undefined);
    try {
      const resume = await resumeApi.create(parsed.data);
      setName("");
      onCreated(resume.id);
    } catch (caught) {
      if (isPaymentRequired(caught)) {
        setName("");
        onPaymentRequired();
      } else setError(errorMessage(caught));
    } finally {
      setBusy(false);
    }
  };

  return (
    <Modal open={open} title="Create a resume" onClose={close} preventClose={busy}>
      <form noValidate onSubmit={submit} className="flex flex-col gap-4">
        <TextField
          label="Resume name"
          name="name"
          required
          autoFocus
          autoComplete="off"
          maxLength={200}
          hint="For you only, e.g. the role or company it is for."
          value={name}
          onChange={(event) => setName(event.target.value)}
        />
        <ModalActions
          error={error}
          busy={busy}
          onCancel={close}
          confirmLabel="Create"
          busyLabel="Creating ..."
        />
      </form>
    </Modal>
  );
}
