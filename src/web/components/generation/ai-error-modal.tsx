import { AI_FAILED_MESSAGE } from "../../../shared/ai";
import { Button } from "../ui/button";
import { Modal } from "../ui/modal";

// Spec §8: an AI generation that fails says so plainly and tells the user what to do next.
const AI_ERROR_TITLE = "Oops! Something went wrong";

export function AiErrorModal({
  open,
  onClose,
  message,
}: {
  open: boolean;
  onClose: () => void;
  message?: string;
}) {
  return (
    <Modal open={open} onClose={onClose} title={AI_ERROR_TITLE}>
      <div className="flex flex-col gap-3 text-grey-700">
        {message && message !== AI_FAILED_MESSAGE ? <p>{message}</p> : null}
        <p>Reload the page and try again. If it keeps happening, contact support and we will sort it out.</p>
        <p className="text-sm text-grey-600">Nothing was charged for the attempt that failed.</p>
        <div className="mt-2 flex justify-end gap-3">
          <Button variant="secondary" className="w-auto! px-6" onClick={() => window.location.reload()}>
            Reload
          </Button>
          <Button className="w-auto! px-6" onClick={onClose}>
            Close
          </Button>
        </div>
      </div>
    </Modal>
  );
}
