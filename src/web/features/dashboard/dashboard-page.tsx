import { useState } from "react";
import { Link, useNavigate } from "react-router";
import type { ResumeSummary } from "../../../shared/contracts/resumes";
import { UNLIMITED } from "../../../shared/plans";
import { PaymentModal, type PaymentReason } from "../../components/billing/payment-modal";
import { CreateResumeModal } from "../../components/create-resume-modal";
import { AlertBox } from "../../components/load-state";
import { ImportResumePanel } from "../../components/resume-import/import-resume-panel";
import { StartChoice } from "../../components/start-choice";
import { UpdatedTime } from "../../components/updated-time";
import { errorMessage } from "../../lib/error-message";
import { stepPath } from "../../lib/paths";
import { resumeApi } from "../../lib/resume-api";
import type { DashboardData, Focus } from "./dashboard-data";
import { FollowUpReminders } from "./follow-up-reminders";
import { NextStepAction } from "./next-step-action";

// The dashboard (/app/dashboard): what its route's loader read (dashboard-data.ts), shown.

const SHOWN_RESUMES = 3;

/** Who is signed in, as the dashboard greets them (the /app guard's user). */
export interface DashboardUser {
  id: string;
  name: string;
  isAnonymous?: boolean | null;
}

const count = (value: number) => (value >= UNLIMITED ? "Unlimited" : String(value));
const card = "rounded-xl border border-grey-200 p-5";

// The first screen leads with the work: the resumes and the one next step, then the counters.
export function DashboardPage({ data, user }: { data: DashboardData; user: DashboardUser }) {
  const { part, entitlements, focus, followUps, today } = data;
  return (
    <div className="flex flex-col gap-8">
      <h1 className="text-3xl font-semibold">
        Welcome{user.isAnonymous || !user.name ? "" : `, ${user.name}`}
      </h1>
      <FollowUpReminders followUps={followUps} today={today} />
      {"error" in part ? (
        <AlertBox>
          We could not load your resumes: {part.error}{" "}
          <a className="underline" href="/app/dashboard">
            Try again
          </a>
        </AlertBox>
      ) : (
        <div className="grid gap-6 lg:grid-cols-2">
          <NextSteps focus={focus} generated={entitlements.generated} />
          <RecentResumes resumes={part.resumes} />
        </div>
      )}
      <dl className="grid gap-4 sm:grid-cols-2 lg:grid-cols-4">
        <Stat label="Resumes left" value={count(entitlements.cvLeft)} />
        <Stat label="AI generations left" value={count(entitlements.generated)} />
        <Stat label="Cover letters" value={"error" in part ? "—" : String(part.stats.coverLetters)} />
        <Stat
          label="Plan"
          value={entitlements.subscriptionActive ? "Premium" : entitlements.isPaid ? "Paid" : "Free"}
        />
      </dl>
      <ImportCard userId={user.id} />
    </div>
  );
}

// A JSON file imported here opens in the wizard with its report; other files go to the review.
function ImportCard({ userId }: { userId: string }) {
  const navigate = useNavigate();
  const [payment, setPayment] = useState<PaymentReason | null>(null);
  return (
    <>
      <ImportResumePanel
        userId={userId}
        onPaymentRequired={() => setPayment("cvCreate")}
        onImported={(resume, report) =>
          navigate(stepPath(resume.id, "General"), { state: report ? { importReport: report } : undefined })
        }
      />
      <PaymentModal reason={payment} onClose={() => setPayment(null)} />
    </>
  );
}

function Stat({ label, value }: { label: string; value: string }) {
  return (
    <div className={card}>
      <dt className="text-sm text-grey-600">{label}</dt>
      <dd className="mt-1 text-2xl font-semibold" data-testid={label}>
        {value}
      </dd>
    </div>
  );
}

function RecentResumes({ resumes }: { resumes: ResumeSummary[] }) {
  return (
    <section aria-labelledby="resumes-heading" className={`${card} flex flex-col gap-3`}>
      <h2 id="resumes-heading" className="text-xl font-semibold">
        Your resumes
      </h2>
      {resumes.length ? (
        <ul className="flex flex-col divide-y divide-grey-200">
          {resumes.slice(0, SHOWN_RESUMES).map((resume) => (
            <li key={resume.id} className="flex flex-wrap items-baseline justify-between gap-2 py-2">
              <div>
                <Link
                  className="font-medium text-primary-700 underline"
                  to={`/app/resume/${resume.id}/Wizard`}
                >
                  {resume.name}
                </Link>
                {resume.desired_role ? <p className="text-sm text-grey-700">{resume.desired_role}</p> : null}
              </div>
              <p className="text-sm text-grey-600">
                Updated <UpdatedTime iso={resume.updated_at} />
              </p>
            </li>
          ))}
        </ul>
      ) : (
        <p className="text-grey-700">You have no resumes yet.</p>
      )}
      <Link className="text-sm text-primary-700 underline" to="/app/resume">
        {resumes.length > SHOWN_RESUMES
          ? `All ${resumes.length} resumes`
          : "Manage your resumes: create, import, duplicate"}
      </Link>
    </section>
  );
}

function NextSteps({ focus, generated }: { focus: Focus; generated: number }) {
  const [payment, setPayment] = useState<PaymentReason | null>(null);
  const action = focus?.action;
  const resume = focus?.resume;
  return (
    <section aria-labelledby="next-steps-heading" className={`${card} flex flex-col gap-3`}>
      <h2 id="next-steps-heading" className="text-xl font-semibold">
        Next step
      </h2>
      {resume && action?.kind === "start" ? (
        // An empty resume (a new user's starter): the upload fills it, the wizard starts it.
        <>
          <p className="text-grey-700">
            For <span className="font-medium text-grey-900">{resume.name}</span>: {action.detail}
          </p>
          <StartChoice scratchTo={stepPath(resume.id, "General")} />
        </>
      ) : resume && action && action.kind !== "start" ? (
        <NextStepAction
          resume={resume}
          action={action}
          generated={generated}
          onPaymentRequired={setPayment}
        />
      ) : resume ? (
        <Link
          className="inline-flex self-start rounded-lg bg-primary-700 px-5 py-2.5 font-medium text-white hover:bg-primary-800"
          to={`/app/resume/${resume.id}/Wizard`}
        >
          Open {resume.name}
        </Link>
      ) : (
        <FirstResume onPaymentRequired={() => setPayment("cvCreate")} />
      )}
      <PaymentModal reason={payment} onClose={() => setPayment(null)} />
    </section>
  );
}

// No resume at all (the starter deleted): the two starts; from scratch opens the create form
// here, after the same fresh check of resumes left as the Resumes page's "Create new".
function FirstResume({ onPaymentRequired }: { onPaymentRequired: () => void }) {
  const navigate = useNavigate();
  const [checking, setChecking] = useState(false);
  const [creating, setCreating] = useState(false);
  const [error, setError] = useState<string>();
  const startCreate = async () => {
    setChecking(true);
    setError(undefined);
    try {
      if ((await resumeApi.stats()).cvLeft <= 0) onPaymentRequired();
      else setCreating(true);
    } catch (caught) {
      setError(errorMessage(caught));
    } finally {
      setChecking(false);
    }
  };
  return (
    <>
      <p className="text-grey-700">
        Start your first resume: upload the one you already have, or start from scratch.
      </p>
      <StartChoice onScratch={startCreate} scratchBusy={checking} />
      {error ? <AlertBox>{error}</AlertBox> : null}
      <CreateResumeModal
        open={creating}
        onClose={() => setCreating(false)}
        onCreated={(id) => navigate(stepPath(id, "General"))}
        onPaymentRequired={() => {
          setCreating(false);
          onPaymentRequired();
        }}
      />
    </>
  );
}
