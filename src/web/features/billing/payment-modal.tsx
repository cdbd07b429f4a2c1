import { plans, UNLIMITED } from "../../../shared/plans";
import { Modal } from "../../components/ui/modal";

// Spec §4: the payment modal opens with one of five reasons; the default title is
// "Choose a plan to continue". The public-site issue adds checkout to it.
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

const paidPlans = [plans.basic, plans.pro, plans.premium];
const amount = (value: number) => (value >= UNLIMITED ? "Unlimited" : String(value));

export function PaymentModal({ reason, onClose }: { reason: PaymentReason | null; onClose: () => void }) {
  const text = reason ? texts[reason] : undefined;
  return (
    <Modal open={reason !== null} onClose={onClose} title={text?.title ?? DEFAULT_PAYMENT_TITLE}>
      <p className="text-grey-700">{text?.body}</p>
      <ul className="mt-4 grid gap-3 sm:grid-cols-3">
        {paidPlans.map((plan) => (
          <li key={plan.name} className="rounded-lg border border-grey-200 p-3 text-sm">
            <p className="font-semibold">{plan.name}</p>
            <p className="text-lg font-semibold">
              ${plan.priceUsd.toFixed(2)}
              <span className="text-sm font-normal text-grey-600">
                {plan.billing === "monthly" ? " / month" : " once"}
              </span>
            </p>
            <p>{amount(plan.cvs)} resumes</p>
            <p>{amount(plan.generations)} AI generations</p>
          </li>
        ))}
      </ul>
    </Modal>
  );
}
