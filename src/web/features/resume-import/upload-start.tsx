import { useState } from "react";
import { useNavigate } from "react-router";
import { PaymentModal, type PaymentReason } from "../../components/billing/payment-modal";
import { ImportResumePanel } from "../../components/resume-import/import-resume-panel";
import { stepPath } from "../../lib/paths";

// The import page with nothing read yet (issue 31): where "Upload your resume" leads, from the
// landing page, the dashboard, the resume list and an empty resume. A document is read and
// comes back to this page as the review; a JSON file is imported at once and opens in the
// wizard with its report, as from the dashboard.
export function UploadStart({ userId }: { userId: string }) {
  const navigate = useNavigate();
  const [payment, setPayment] = useState<PaymentReason | null>(null);
  return (
    <>
      <h1 className="text-3xl font-semibold">Upload your resume</h1>
      <p className="max-w-2xl text-grey-700">
        We read the resume you already have and show you what we found, section by section, beside your text.
        You check and correct it before anything is saved.
      </p>
      <ImportResumePanel
        userId={userId}
        heading="Your resume file"
        onPaymentRequired={() => setPayment("cvCreate")}
        onImported={(resume, report) =>
          navigate(stepPath(resume.id, "General"), { state: report ? { importReport: report } : undefined })
        }
      />
      <PaymentModal reason={payment} onClose={() => setPayment(null)} />
    </>
  );
}
