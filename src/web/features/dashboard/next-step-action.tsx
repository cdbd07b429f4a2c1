import { Link } from "react-router";
import { letterNameFor } from "../../../shared/contracts/cover-letters";
import type { PaymentReason } from "../../components/billing/payment-modal";
import { FormError } from "../../components/ui/form-error";
import { stepPath, trackerPath } from "../../lib/paths";
import { useStartCoverLetter } from "../../lib/start-cover-letter";
import type { NextAction } from "./next-action";

// The dashboard's next step once the resume has some content: what it is about and the one
// control that does it. A step that needs an AI generation asks a user without one for a plan
// first; writing the letter starts a letter for the job, as its card on the tracker does.

const primary =
  "inline-flex self-start rounded-lg bg-primary-700 px-5 py-2.5 font-medium text-white hover:bg-primary-800 disabled:opacity-60";

type WorkAction = Exclude<NextAction, { kind: "start" }>;

export function NextStepAction({
  resume,
  action,
  generated,
  onPaymentRequired,
}: {
  resume: { id: number; name: string };
  action: WorkAction;
  /** AI generations left. */
  generated: number;
  onPaymentRequired: (reason: PaymentReason) => void;
}) {
  const starter = useStartCoverLetter<number>();
  const needsGeneration = action.kind === "tailor" || action.kind === "tailor-job";
  return (
    <>
      <p className="text-grey-700">
        For <span className="font-medium text-grey-900">{resume.name}</span>: {action.detail}
      </p>
      {needsGeneration && generated <= 0 ? (
        <>
          <button type="button" className={primary} onClick={() => onPaymentRequired("cvGenerations")}>
            {action.label}
          </button>
          <p className="text-sm text-grey-700">Tailoring with AI needs a plan with AI generations.</p>
        </>
      ) : action.kind === "letter" ? (
        <>
          <button
            type="button"
            className={primary}
            aria-busy={starter.starting !== null || undefined}
            disabled={starter.starting !== null}
            onClick={() =>
              void starter.start(
                action.job.id,
                {
                  name: letterNameFor(action.job.title, action.job.company),
                  jobId: action.job.id,
                  jobTitle: action.job.title,
                  company: action.job.company,
                  jobDescription: action.job.description,
                  resumeId: resume.id,
                },
                "resume",
              )
            }
          >
            {starter.starting === null ? action.label : "Creating ..."}
          </button>
          <FormError message={starter.error} />
        </>
      ) : (
        <Link className={primary} to={actionPath(resume.id, action)}>
          {action.label}
        </Link>
      )}
    </>
  );
}

function actionPath(resumeId: number, action: Exclude<WorkAction, { kind: "letter" }>): string {
  switch (action.kind) {
    case "step":
      return stepPath(resumeId, action.step);
    case "tailor":
    case "tailor-job":
      return stepPath(resumeId, "Tailor");
    case "apply":
      return trackerPath(action.job.id);
    case "add-job":
    case "track":
      return trackerPath();
  }
}
