import { useState } from "react";
import { Link, useNavigate, useRevalidator } from "react-router";
import type { ResumeSummary } from "../../../shared/contracts/resumes";
import { describeImportReport, type ImportReport } from "../../../shared/import-report";
import { PaymentModal, type PaymentReason } from "../../components/billing/payment-modal";
import { CreateResumeModal } from "../../components/create-resume-modal";
import { ListPageHeader } from "../../components/list-page-header";
import { AlertBox, EmptyState, StatusNotice } from "../../components/load-state";
import { ImportResumePanel } from "../../components/resume-import/import-resume-panel";
import { StartChoice } from "../../components/start-choice";
import { Button } from "../../components/ui/button";
import { LoadMore } from "../../components/ui/load-more";
import { errorMessage } from "../../lib/error-message";
import { stepPath } from "../../lib/paths";
import { isPaymentRequired } from "../../lib/payment-required";
import { resumeApi } from "../../lib/resume-api";
import { useHeadingFocus } from "../../lib/use-heading-focus";
import { useListDeletion } from "../../lib/use-list-deletion";
import { type Page, usePagedList } from "../../lib/use-paged-list";
import { DeleteResumeModal } from "./delete-resume-modal";
import { ResumeTable } from "./resume-table";
import { useShareStats } from "./use-share-stats";

/** `importReport` goes with the "Open it" link, so the wizard can list what to check. */
type Notice = { text: string; openId?: number; importReport?: ImportReport };

/** The Resumes page (/app/resume): the table, create, import, duplicate and delete. */
export function ResumeListPage({ firstPage, userId }: { firstPage: Page<ResumeSummary>; userId: string }) {
  const paged = usePagedList(firstPage, resumeApi.listPage);
  const resumes = paged.items;
  const shareStats = useShareStats();
  const revalidator = useRevalidator();
  const navigate = useNavigate();
  const { headingRef, focusHeadingSoon } = useHeadingFocus();
  const [payment, setPayment] = useState<PaymentReason | null>(null);
  const [creating, setCreating] = useState(false);
  const [checking, setChecking] = useState(false);
  const [duplicatingId, setDuplicatingId] = useState<number | null>(null);
  const [notice, setNotice] = useState<Notice>();
  const [error, setError] = useState<string>();

  const say = (next: Notice | undefined, nextError?: string) => {
    setNotice(next);
    setError(nextError);
  };
  const deletion = useListDeletion<ResumeSummary>((resume) => {
    say({ text: `Deleted ${resume.name}.` });
    focusHeadingSoon();
  });

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
      <ListPageHeader title="Resumes" headingRef={headingRef}>
        <div className="w-40">
          <Button onClick={startCreate} loading={checking} loadingLabel="Checking ...">
            Create new
          </Button>
        </div>
      </ListPageHeader>

      <div className="flex flex-col gap-3">
        <ImportResumePanel
          userId={userId}
          onPaymentRequired={() => setPayment("cvCreate")}
          onImported={async (resume, report) => {
            await revalidator.revalidate();
            const text = report ? describeImportReport(report, resume.name) : `Imported ${resume.name}.`;
            say({ text, openId: resume.id, importReport: report });
          }}
        />
        <StatusNotice>
          {notice ? (
            <>
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
            </>
          ) : null}
        </StatusNotice>
        {error ? <AlertBox>{error}</AlertBox> : null}
      </div>

      {resumes.length ? (
        <ResumeTable
          resumes={resumes}
          duplicatingId={duplicatingId}
          shareStats={shareStats}
          onDuplicate={duplicate}
          onDelete={(resume) => {
            say(undefined);
            deletion.ask(resume);
          }}
        />
      ) : (
        <EmptyState
          headingId="no-resumes-heading"
          heading="No resumes yet"
          actions={<StartChoice centered onScratch={startCreate} scratchBusy={checking} />}
        >
          Upload the resume you already have, or start from scratch in the guided steps.
        </EmptyState>
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
      <DeleteResumeModal {...deletion.modal} />
      <PaymentModal reason={payment} onClose={() => setPayment(null)} />
    </div>
  );
}
