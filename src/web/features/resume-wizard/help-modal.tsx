import { useEffect, useState } from "react";
import { Button } from "../../components/ui/button";
import { Modal } from "../../components/ui/modal";

// Spec §3: a one-time help modal, remembered under "cvHelpModalShown" in local storage.

export const HELP_SHOWN_KEY = "cvHelpModalShown";

function readShown(): boolean {
  try {
    return window.localStorage.getItem(HELP_SHOWN_KEY) !== null;
  } catch {
    // Storage blocked (private mode, policy): showing it again is better than failing.
    return false;
  }
}

export function HelpModal() {
  const [open, setOpen] = useState(false);
  useEffect(() => {
    if (readShown()) return;
    setOpen(true);
    try {
      window.localStorage.setItem(HELP_SHOWN_KEY, "true");
    } catch {
      // Not remembered; nothing else to do.
    }
  }, []);
  return (
    <Modal open={open} title="How the resume wizard works" onClose={() => setOpen(false)}>
      <div className="flex flex-col gap-3 text-grey-700">
        <p>
          Eight short steps take you from your contact details to a finished resume: General, Education,
          Experience, Projects, Certificates, Summary, Tailor and Finalize.
        </p>
        <ul className="list-disc pl-5">
          <li>Everything you type is saved automatically; the status at the top tells you when.</li>
          <li>Move between steps with Back and Next, or jump to any step from the step list.</li>
          <li>
            Reorder entries by dragging their handle, with the arrow keys on it, or with Move up and Move
            down.
          </li>
          <li>Dates use the MM/YYYY format, for example 03/2021.</li>
          <li>At the end, the AI polishes the wording and tailors your resume to the job you want.</li>
        </ul>
        <div className="mt-2 flex justify-end">
          <Button className="w-auto! px-6" onClick={() => setOpen(false)}>
            Got it
          </Button>
        </div>
      </div>
    </Modal>
  );
}
