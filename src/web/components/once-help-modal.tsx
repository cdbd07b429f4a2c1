import { type ReactNode, useEffect, useState } from "react";
import { Button } from "./ui/button";
import { Modal } from "./ui/modal";

// Spec §3: a help modal shown once per browser, remembered under its own local storage key.
// Storage may be blocked (private mode, policy): showing it again is better than failing.

function wasShown(shownKey: string): boolean {
  try {
    return window.localStorage.getItem(shownKey) !== null;
  } catch {
    return false;
  }
}

function remember(shownKey: string) {
  try {
    window.localStorage.setItem(shownKey, "true");
  } catch {
    // Not remembered; it shows again next time.
  }
}

export function OnceHelpModal({
  shownKey,
  title,
  afterOtherDialogs = false,
  children,
}: {
  shownKey: string;
  title: string;
  /** Wait until no other dialog is open (two help modals may be due on one first visit). */
  afterOtherDialogs?: boolean;
  children: ReactNode;
}) {
  const [open, setOpen] = useState(false);
  useEffect(() => {
    if (wasShown(shownKey)) return;
    const show = () => {
      setOpen(true);
      remember(shownKey);
    };
    if (!afterOtherDialogs) {
      show();
      return;
    }
    const timer = setInterval(() => {
      if (document.querySelector("dialog[open]")) return;
      clearInterval(timer);
      show();
    }, 300);
    return () => clearInterval(timer);
  }, [shownKey, afterOtherDialogs]);
  return (
    <Modal open={open} title={title} onClose={() => setOpen(false)}>
      <div className="flex flex-col gap-3 text-grey-700">
        {children}
        <div className="mt-2 flex justify-end">
          <Button className="w-auto! px-6" onClick={() => setOpen(false)}>
            Got it
          </Button>
        </div>
      </div>
    </Modal>
  );
}
