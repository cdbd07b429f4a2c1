import { type ReactNode, useEffect, useId, useRef } from "react";
import { Icon } from "./icon";

export interface ModalProps {
  open: boolean;
  title: string;
  onClose: () => void;
  children?: ReactNode;
  /** When true, Escape, the close icon and the backdrop do nothing (e.g. while saving). */
  preventClose?: boolean;
  /** Fills the whole screen (a phone's preview); the content takes the height left under the title. */
  fullScreen?: boolean;
  /** The dialog's id, for a page without React whose script opens it (docs/decisions/025). */
  id?: string;
}

// The element that last took focus. A button that disables itself while it checks something
// and then opens a modal has already dropped focus to <body>: the modal gives focus back to it.
let lastFocused: HTMLElement | null = null;
if (typeof document !== "undefined") {
  document.addEventListener("focusin", (event) => {
    if (event.target instanceof HTMLElement) lastFocused = event.target;
  });
}

function focusOwner(): HTMLElement | null {
  const active = document.activeElement;
  if (active instanceof HTMLElement && active !== document.body) return active;
  return lastFocused?.isConnected ? lastFocused : null;
}

const boxClass = "m-auto w-[min(32rem,calc(100vw-2rem))] rounded-xl bg-white p-0 text-grey-900 shadow-xl";
// `open:flex` rather than `flex`: a closed dialog must keep the browser's display: none.
const fullScreenClass =
  "m-0 h-dvh max-h-none w-screen max-w-none flex-col bg-white p-0 pb-[env(safe-area-inset-bottom)] text-grey-900 open:flex";

// The one modal of the app: a native <dialog> shown modally, so the page behind is inert
// and focus stays inside; focus goes back to where it was when the modal closes.
export function Modal({
  open,
  title,
  onClose,
  children,
  preventClose = false,
  fullScreen = false,
  id,
}: ModalProps) {
  const dialogRef = useRef<HTMLDialogElement>(null);
  const titleId = useId();

  useEffect(() => {
    const dialog = dialogRef.current;
    if (!dialog || !open) return;
    const opener = focusOwner();
    dialog.showModal();
    return () => {
      dialog.close();
      opener?.focus();
    };
  }, [open]);

  const requestClose = () => {
    if (!preventClose) onClose();
  };

  if (!open) return null;
  return (
    // biome-ignore lint/a11y/useKeyWithClickEvents: the backdrop click mirrors Escape, which onCancel handles
    <dialog
      id={id}
      ref={dialogRef}
      aria-labelledby={titleId}
      onCancel={(event) => {
        event.preventDefault();
        requestClose();
      }}
      onClick={(event) => {
        if (event.target === dialogRef.current) requestClose();
      }}
      className={fullScreen ? fullScreenClass : boxClass}
    >
      <div
        className={`flex items-start justify-between gap-4 border-b border-grey-200 ${fullScreen ? "px-4 py-2" : "px-6 py-4"}`}
      >
        <h2 id={titleId} className="text-lg font-semibold">
          {title}
        </h2>
        <button
          type="button"
          onClick={requestClose}
          disabled={preventClose}
          aria-label="Close"
          data-modal-close
          className={`flex items-center gap-1 rounded p-1 text-grey-600 hover:bg-grey-100 disabled:opacity-40 ${fullScreen ? "text-sm font-medium text-grey-900" : ""}`}
        >
          <Icon
            path="M5.3 4.3a1 1 0 0 0-1 1.4L8.6 10l-4.3 4.3a1 1 0 1 0 1.4 1.4L10 11.4l4.3 4.3a1 1 0 0 0 1.4-1.4L11.4 10l4.3-4.3a1 1 0 0 0-1.4-1.4L10 8.6 5.7 4.3a1 1 0 0 0-.4 0Z"
            className="h-5 w-5"
          />
          {/* A full screen has no backdrop to click: the way out is spelled out. */}
          {fullScreen ? <span aria-hidden="true">Close</span> : null}
        </button>
      </div>
      {children ? (
        <div className={fullScreen ? "flex min-h-0 flex-1 flex-col px-1 py-2 sm:px-3" : "px-6 py-4"}>
          {children}
        </div>
      ) : null}
    </dialog>
  );
}
