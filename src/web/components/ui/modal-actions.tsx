import { Button } from "./button";
import { FormError } from "./form-error";

// The foot of every modal that does something: its error, "Cancel", and the button that does
// it, which shows `busyLabel` while it runs (Cancel is disabled meanwhile). Without `onConfirm`
// the button submits the modal's form.
export function ModalActions({
  error,
  busy,
  onCancel,
  confirmLabel,
  busyLabel,
  onConfirm,
  confirmDisabled,
}: {
  error?: string;
  busy: boolean;
  onCancel: () => void;
  confirmLabel: string;
  busyLabel: string;
  onConfirm?: () => void;
  confirmDisabled?: boolean;
}) {
  return (
    <>
      <FormError message={error} />
      <div className="flex gap-3">
        <Button variant="secondary" onClick={onCancel} disabled={busy}>
          Cancel
        </Button>
        <Button
          type={onConfirm ? "button" : "submit"}
          onClick={onConfirm}
          disabled={confirmDisabled}
          loading={busy}
          loadingLabel={busyLabel}
        >
          {confirmLabel}
        </Button>
      </div>
    </>
  );
}
