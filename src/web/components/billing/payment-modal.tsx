import { bundleSaving, formatUsd, paidPlanIds, plans, UNLIMITED } from "../../../shared/plans";
import { useCheckout } from "../../lib/use-checkout";
import { Modal } from "../ui/modal";
import { PlanButton } from "./plan-button";

// Spec §4: the payment modal opens with one of five reasons; the default title is
// "Choose a plan to continue". Each plan's "Get Started" goes to its checkout.
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

const DEFAULT_PAYMENT_TITLE = "Choose a plan to continue";

const amount = (value: number) => (value >= UNLIMITED ? "Unlimited" : String(value));

export function PaymentModal({ reason, onClose }: { reason: PaymentReason | null; onClose: () => void }) {
  const text = reason ? texts[reason] : undefined;
  return (
    <Modal open={reason !== null} onClose={onClose} title={text?.title ?? DEFAULT_PAYMENT_TITLE}>
      {text ? <p className="text-grey-700">{text.body}</p> : null}
      <PlanOptions />
    </Modal>
  );
}

function PlanOptions() {
  const checkout = useCheckout();
  const saving = bundleSaving();
  return (
    <ul className="mt-4 flex flex-col gap-3">
      {paidPlanIds.map((id) => {
        const plan = plans[id];
        return (
          <li
            key={id}
            className="flex flex-col gap-3 rounded-lg border border-grey-200 p-3 text-sm sm:flex-row sm:items-center"
          >
            <div className="flex-1">
              <p className="font-semibold">
                {plan.name}{" "}
                <span className="font-normal text-grey-700">
                  {formatUsd(plan.priceUsd)}{" "}
                  {plan.billing === "monthly" ? "per month" : "once, lifetime access"}
                </span>
              </p>
              <p className="text-grey-700">
                {amount(plan.cvs)} resumes, {amount(plan.generations)} AI generations, PDF download
              </p>
              {id === "pro" && saving.savingUsd > 0 ? (
                <p className="text-primary-700">
                  Save {formatUsd(saving.savingUsd)} against {saving.basicTimes} × Basic
                </p>
              ) : null}
            </div>
            <div className="sm:w-40">
              <PlanButton name={plan.name} action={checkout.actionFor(id)} />
            </div>
          </li>
        );
      })}
    </ul>
  );
}
