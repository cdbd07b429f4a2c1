import type { ReactNode } from "react";
import { Button } from "./ui/button";
import { Modal } from "./ui/modal";

// Spec §2: the unsaved-changes prompt when leaving a page. The wizard (autosaved) and the cover
// letter steps (saved by a button) decide when to block; both ask the same way.
export function LeavePrompt({
  open,
  onLeave,
  onStay,
  leaveLabel = "Leave anyway",
  children,
}: {
  open: boolean;
  onLeave: () => void;
  onStay: () => void;
  leaveLabel?: string;
  /** What is at stake, above the buttons. */
  children: ReactNode;
}) {
  return (
    <Modal open={open} title="Leave with unsaved changes?" onClose={onStay}>
      {children}
      <div className="mt-4 flex justify-end gap-3">
        <Button variant="secondary" className="w-auto!" onClick={onLeave}>
          {leaveLabel}
        </Button>
        <Button className="w-auto!" onClick={onStay}>
          Stay on this page
        </Button>
      </div>
    </Modal>
  );
}
