import { Link } from "react-router";
import { Modal } from "../../components/ui/modal";

// Spec §4: the payment modal opens with one of five reasons; the default title is
// "Choose a plan to continue". The public-site issue adds the plans and checkout inside it.
export type PaymentReason = "cvCreate" | "cvGenerations" | "cvPdfDownload" | "cvEdit" | "cvReady";

const texts: Record<PaymentReason, { title: string; body: string }> = {
  cvCreate: {
    title: "No more CVs left",
    body: "You have used every resume your plan includes. Choose a plan to create more resumes.",
  },
  cvGenerations: {
    title: "No more CV generations left",
    body: "You have used every AI generation your plan includes. Choose a plan to keep tailoring with AI.",
  },
  cvPdfDownload: {
    title: "Download your resume",
    body: "Downloading a PDF is part of the paid plans. Choose a plan to download your resume.",
  },
  cvEdit: {
    title: "Edit your tailored resume",
    body: "Editing AI-tailored revisions is part of the paid plans. Choose a plan to edit it.",
  },
  cvReady: {
    title: "Your resume is ready",
    body: "Choose a plan to tailor it with AI and download it as a PDF.",
  },
};

export const DEFAULT_PAYMENT_TITLE = "Choose a plan to continue";

export function PaymentModal({ reason, onClose }: { reason: PaymentReason | null; onClose: () => void }) {
  const text = reason ? texts[reason] : undefined;
  return (
    <Modal open={reason !== null} onClose={onClose} title={text?.title ?? DEFAULT_PAYMENT_TITLE}>
      <p className="text-grey-700">{text?.body}</p>
      <Link to="/pricing" className="mt-4 inline-block rounded-lg bg-primary-700 px-4 py-2 font-medium text-white">
        {DEFAULT_PAYMENT_TITLE}
      </Link>
    </Modal>
  );
}
