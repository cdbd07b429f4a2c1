import { useEffect, useRef, useState } from "react";
import { isRouteErrorResponse, Link, useLoaderData, useNavigate, useRevalidator } from "react-router";
import { describeImportReport, type ImportReport } from "../../../shared/import-report";
import type { ResumeSummary } from "../../../shared/resume";
import { Button } from "../../components/ui/button";
import { LoadMore } from "../../components/ui/load-more";
import { PaymentModal, type PaymentReason } from "../../features/billing/payment-modal";
import { CreateResumeModal } from "../../features/resume-list/create-resume-modal";
import { DeleteResumeModal } from "../../features/resume-list/delete-resume-modal";
import { ImportResumeField } from "../../features/resume-list/import-resume-field";
import { isPaymentRequired } from "../../features/resume-list/payment-required";
import { ResumeTable } from "../../features/resume-list/resume-table";
import { stepPath } from "../../features/resume-wizard/wizard-chrome";
import { errorMessage } from "../../lib/error-message";
import { resumeApi } from "../../lib/resume-api";
import { usePagedList } from "../../lib/use-paged-list";
import type { Route } from "./+types/resume-list";

export const meta = () => [{ title: "Resumes · Resume Builder" }];

export async function clientLoader() {
  // The list first: it creates a new user's free resume, which the stats then count.
  const firstPage = await resumeApi.listPage();
  const stats = await resumeApi.stats();
  return { firstPage, stats };
}

/** `importReport` goes with the "Open it" link, so the wizard can list what to check. */
type Notice = { text: string; openId?: number; importReport?: ImportReport };

export default function ResumeList() {
  const { firstPage } = useLoaderData<typeof clientLoader>();
  const paged = usePagedList(firstPage, resumeApi.listPage);
  const resumes = paged.items;
  const revalidator = useRevalidator();
  const navigate = useNavigate();
  const headingRef = useRef<HTMLHeadingElement>(null);
  const [payment, setPayment] = useState<PaymentReason | null>(null);
  const [creating, setCreating] = useState(false);
  const [checking, setChecking] = useState(false);
  const [toDelete, setToDelete] = useState<ResumeSummary | null>(null);
  const [duplicatingId, setDuplicatingId] = useState<number | null>(null);
  const [notice, setNotice] = useState<Notice>();
  const [error, setError] = useState<string>();
  const [focusHeading, setFocusHeading] = useState(false);

  // After a delete its row and Delete button are gone: focus goes to the page heading, once the
  // modal has closed (the page behind a modal cannot take focus).
  useEffect(() => {
    if (!focusHeading) return;
    headingRef.current?.focus();
    setFocusHeading(false);
  }, [focusHeading]);

  const say = (next: Notice | undefined, nextError?: string) => {
    setNotice(next);
    setError(nextError);
  };

  // Fresh numbers, not the loader's: a plan bought in another tab must not meet a paywall here.
  const startCreate = async () => {
    setChecking(true);
    say(undefined);
    try {
      const stats = await resumeApi.stats();
      if (stats.cvLeft <= 0) setPayment("cvCreate");
      else setCreating(true);
    } catch (caught) {
      say(undefined, errorMessage(caught));
    } finally {
      setChecking(false);
    }
  };

  const duplicate = async (resume: ResumeSummary) => {
    setDuplicatingId(resume.id);
    say(undefined);
    try {
      const copy = await resumeApi.duplicate(resume.id);
      await revalidator.revalidate();
      say({ text: `Created ${copy.name}.`, openId: copy.id });
    } catch (caught) {
      if (isPaymentRequired(caught)) setPayment("cvCreate");
      else say(undefined, errorMessage(caught));
    } finally {
      setDuplicatingId(null);
    }
  };

  return (
    <div className="flex flex-col gap-6">
      <div className="flex flex-wrap items-end justify-between gap-4">
        <h1 ref={headingRef} tabIndex={-1} className="text-3xl font-semibold focus:outline-none">
          Resumes
        </h1>
        <div className="w-40">
          <Button onClick={startCreate} loading={checking} loadingLabel="Checking ...">
            Create new
          </Button>
        </div>
      </div>

      <div className="flex flex-col gap-3">
        <ImportResumeField
          onPaymentRequired={() => setPayment("cvCreate")}
          onImported={async (resume, report) => {
            await revalidator.revalidate();
            const text = report ? describeImportReport(report, resume.name) : `Imported ${resume.name}.`;
            say({ text, openId: resume.id, importReport: report });
          }}
        />
        {/* Always rendered, so screen readers announce what appears in it. */}
        <div role="status">
          {notice ? (
            <p className="rounded-lg bg-primary-50 p-3 text-primary-800">
              {notice.text}{" "}
              {notice.openId ? (
                <Link
                  className="font-medium underline"
                  to={
                    notice.importReport
                      ? stepPath(notice.openId, "General")
                      : `/app/resume/${notice.openId}/Wizard`
                  }
                  state={notice.importReport ? { importReport: notice.importReport } : undefined}
                >
                  Open it
                </Link>
              ) : null}
            </p>
          ) : null}
        </div>
        {error ? (
          <p role="alert" className="rounded-lg bg-red-50 p-3 text-red-700">
            {error}
          </p>
        ) : null}
      </div>

      {resumes.length ? (
        <ResumeTable
          resumes={resumes}
          duplicatingId={duplicatingId}
          onDuplicate={duplicate}
          onDelete={(resume) => {
            say(undefined);
            setToDelete(resume);
          }}
        />
      ) : (
        <section
          aria-labelledby="no-resumes-heading"
          className="rounded-xl border border-dashed border-grey-300 p-8 text-center"
        >
          <h2 id="no-resumes-heading" className="text-xl font-semibold">
            No resumes yet
          </h2>
          <p className="mt-2 text-grey-700">
            Create a resume with "Create new", or import one you already have as a JSON file.
          </p>
        </section>
      )}

      <LoadMore list={paged} label="Load more resumes" />
      <CreateResumeModal
        open={creating}
        onClose={() => setCreating(false)}
        onCreated={(id) => {
          setCreating(false);
          navigate(`/app/resume/${id}/Wizard`);
        }}
        onPaymentRequired={() => {
          setCreating(false);
          setPayment("cvCreate");
        }}
      />
      <DeleteResumeModal
        resume={toDelete}
        onClose={() => setToDelete(null)}
        onDeleted={async (resume) => {
          await revalidator.revalidate();
          setToDelete(null);
          say({ text: `Deleted ${resume.name}.` });
          setFocusHeading(true);
        }}
      />
      <PaymentModal reason={payment} onClose={() => setPayment(null)} />
    </div>
  );
}

export function ErrorBoundary({ error }: Route.ErrorBoundaryProps) {
  const message = isRouteErrorResponse(error) ? error.statusText : errorMessage(error);
  return (
    <div className="flex flex-col gap-4">
      <h1 className="text-3xl font-semibold">Resumes</h1>
      <p role="alert" className="rounded-lg bg-red-50 p-3 text-red-700">
        We could not load your resumes: {message}
      </p>
      <a className="text-primary-700 underline" href="/app/resume">
        Try again
      </a>
    </div>
  );
}
