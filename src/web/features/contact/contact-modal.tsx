import { createContext, type ReactNode, useCallback, useContext, useMemo, useState } from "react";
import { Modal } from "../../components/ui/modal";
import { FeedbackForm } from "./feedback-form";

// The contact-us modal (spec §2) is opened from the header, the footer and the FAQ: one
// modal for the page, reached through this context.
const ContactContext = createContext<{ openContact: () => void }>({ openContact: () => {} });

/** The dialog's id: on a page without React, feedback-island.ts opens it. */
const CONTACT_DIALOG_ID = "contact-dialog";

export function ContactProvider({
  children,
  staticPage = false,
}: {
  children: ReactNode;
  staticPage?: boolean;
}) {
  const [open, setOpen] = useState(false);
  const [busy, setBusy] = useState(false);
  const close = useCallback(() => setOpen(false), []);
  const value = useMemo(() => ({ openContact: () => setOpen(true) }), []);
  return (
    <ContactContext.Provider value={value}>
      {children}
      {/* On a page without React the modal is written out (a closed <dialog>) for the island to open. */}
      <Modal
        open={open || staticPage}
        title="Contact us"
        onClose={close}
        preventClose={busy}
        id={CONTACT_DIALOG_ID}
      >
        <p className="mb-4 text-grey-700">
          A question, a problem or an idea? Write to us and we will answer by email.
        </p>
        <FeedbackForm onDone={close} onBusyChange={setBusy} />
      </Modal>
    </ContactContext.Provider>
  );
}

export function ContactButton({
  className,
  children = "Contact us",
}: {
  className?: string;
  children?: ReactNode;
}) {
  const { openContact } = useContext(ContactContext);
  return (
    <button type="button" onClick={openContact} className={className} data-contact-open>
      {children}
    </button>
  );
}
