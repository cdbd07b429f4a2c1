import { useEffect, useState } from "react";
import { useLocation, useRevalidator } from "react-router";
import { localDay } from "../../../shared/calendar-day";
import { letterNameFor } from "../../../shared/contracts/cover-letters";
import { ListPageHeader } from "../../components/list-page-header";
import { EmptyState, StatusNotice } from "../../components/load-state";
import { Button } from "../../components/ui/button";
import { FormError } from "../../components/ui/form-error";
import { LoadMore } from "../../components/ui/load-more";
import { type Job, type JobSummary, jobsApi } from "../../lib/jobs-api";
import { useStartCoverLetter } from "../../lib/start-cover-letter";
import { useHeadingFocus } from "../../lib/use-heading-focus";
import { useListDeletion } from "../../lib/use-list-deletion";
import { type Page, usePagedList } from "../../lib/use-paged-list";
import { DeleteJobModal } from "./delete-job-modal";
import { JobBoard } from "./job-board";
import { JobFormModal } from "./job-form-modal";
import { jobStatusLabels } from "./job-status";

type Editing = { job: Job | null } | null;

/**
 * The Jobs page (/app/jobs): the job tracker. The saved postings on a board by stage, each card
 * moved from its status select; add, edit (notes, follow-up day), delete, write a letter for one.
 */
export function JobsPage({ firstPage }: { firstPage: Page<JobSummary> }) {
  const paged = usePagedList(firstPage, jobsApi.listPage);
  const jobs = paged.items;
  const revalidator = useRevalidator();
  const { headingRef, focusHeadingSoon } = useHeadingFocus();
  const [editing, setEditing] = useState<Editing>(null);
  const starter = useStartCoverLetter<number>();
  const [notice, setNotice] = useState("");
  const [moved, setMoved] = useState<{ id: number; note: string } | null>(null);
  const today = localDay();
  useCardFromHash();
  const deletion = useListDeletion<JobSummary>((job) => {
    setNotice(`Deleted ${job.title}.`);
    focusHeadingSoon();
  });

  const writeLetter = (job: JobSummary) =>
    starter.start(
      job.id,
      {
        name: letterNameFor(job.title, job.company),
        jobId: job.id,
        jobTitle: job.title,
        company: job.company,
        jobDescription: job.description,
      },
      "resume",
    );

  return (
    <div className="flex flex-col gap-6">
      <ListPageHeader
        title="Jobs"
        headingRef={headingRef}
        intro={
          <p className="text-grey-700">
            Your applications by stage: when each moved, your notes and follow-ups, and what you wrote for
            each.
          </p>
        }
      >
        <div className="w-40">
          <Button
            onClick={() => {
              setNotice("");
              setEditing({ job: null });
            }}
          >
            Add a job
          </Button>
        </div>
      </ListPageHeader>
      <StatusNotice>{notice}</StatusNotice>
      <FormError message={starter.error} />
      {jobs.length ? (
        <JobBoard
          jobs={jobs}
          today={today}
          writingFor={starter.starting}
          moved={moved}
          onStatusChange={async (changed, status) => {
            await jobsApi.update(changed.id, { status });
            const note = `Status saved: ${jobStatusLabels[status]}.`;
            setMoved({ id: changed.id, note });
            // Said once for the page: the card that says it is a new one in its new lane.
            setNotice(`Moved ${changed.title} to ${jobStatusLabels[status]}.`);
            await revalidator.revalidate();
          }}
          onEdit={(picked) => {
            setNotice("");
            setEditing({ job: picked });
          }}
          onDelete={(picked) => {
            setNotice("");
            deletion.ask(picked);
          }}
          onWriteLetter={(picked) => void writeLetter(picked)}
        />
      ) : (
        <EmptyState headingId="no-jobs-heading" heading="No saved jobs yet">
          Add a job posting to track your application and tailor your resume and cover letter to it.
        </EmptyState>
      )}
      <LoadMore list={paged} label="Load more jobs" />
      <JobFormModal
        open={editing !== null}
        job={editing?.job ?? null}
        onClose={() => setEditing(null)}
        onSaved={async (saved) => {
          const added = editing?.job === null;
          await revalidator.revalidate();
          setEditing(null);
          setNotice(added ? `Added ${saved.title}.` : `Saved ${saved.title}.`);
        }}
      />
      <DeleteJobModal {...deletion.modal} />
    </div>
  );
}

/** Opened from the dashboard's reminder (/app/jobs#job-12): that card scrolled to and focused. */
function useCardFromHash() {
  const { hash } = useLocation();
  useEffect(() => {
    if (!/^#job-\d+$/.test(hash)) return;
    const card = document.getElementById(hash.slice(1));
    card?.scrollIntoView({ block: "center" });
    card?.focus({ preventScroll: true });
  }, [hash]);
}
