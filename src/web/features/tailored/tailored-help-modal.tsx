import { useEffect, useState } from "react";
import { Button } from "../../components/ui/button";
import { Modal } from "../../components/ui/modal";

// Spec §3: a one-time help modal for the Tailored view, remembered under
// "cvTailoredHelpModalShown". It waits until no other dialog is open (the wizard's own help
// modal opens on the same first visit), so the two never stack.

export const TAILORED_HELP_SHOWN_KEY = "cvTailoredHelpModalShown";

function alreadyShown(): boolean {
  try {
    return window.localStorage.getItem(TAILORED_HELP_SHOWN_KEY) !== null;
  } catch {
    return false;
  }
}

function remember() {
  try {
    window.localStorage.setItem(TAILORED_HELP_SHOWN_KEY, "true");
  } catch {
    // Not remembered; it shows again next time.
  }
}

export function TailoredHelpModal() {
  const [open, setOpen] = useState(false);
  useEffect(() => {
    if (alreadyShown()) return;
    const timer = setInterval(() => {
      if (document.querySelector("dialog[open]")) return;
      clearInterval(timer);
      remember();
      setOpen(true);
    }, 300);
    return () => clearInterval(timer);
  }, []);
  return (
    <Modal open={open} title="Your tailored resumes" onClose={() => setOpen(false)}>
      <div className="flex flex-col gap-3 text-grey-700">
        <p>
          Each time the AI tailors your resume, it saves a new revision here. Your Original never changes.
        </p>
        <ul className="list-disc pl-5">
          <li>Pick a revision on the left to see it beside your Original.</li>
          <li>
            Added words are{" "}
            <span className="font-medium text-primary-800 underline">underlined in green</span>, removed words{" "}
            <span className="text-red-800 line-through">struck through in red</span>.
          </li>
          <li>
            With a job posting, the ATS score shows how many of its keywords your resume covers, before and
            after.
          </li>
          <li>The AI never invents employers, dates or numbers: where it tried, we kept your own wording.</li>
          <li>“Use in design” opens the design page with the revision selected, ready to download.</li>
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
