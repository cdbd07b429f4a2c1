import { useState } from "react";
import { useRevalidator } from "react-router";
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
import { JobCard } from "./job-card";
import { JobFormModal } from "./job-form-modal";

type Editing = { job: Job | null } | null;

/** The Jobs page (/app/jobs): the saved postings, add, edit, delete and write a letter for one. */
export function JobsPage({ firstPage }: { firstPage: Page<JobSummary> }) {
  const paged = usePagedList(firstPage, jobsApi.listPage);
  const jobs = paged.items;
  const revalidator = useRevalidator();
  const { headingRef, focusHeadingSoon } = useHeadingFocus();
  const [editing, setEditing] = useState<Editing>(null);
  const starter = useStartCoverLetter<number>();
  const [notice, setNotice] = useState("");
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
          <p className="text-grey-700">The postings you are applying to, and what you wrote for each.</p>
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
        <ul aria-label="Your jobs" className="flex flex-col gap-4">
          {jobs.map((job) => (
            <li key={job.id}>
              <JobCard
                job={job}
                writing={starter.starting === job.id}
                onStatusChange={async (changed, status) => {
                  await jobsApi.update(changed.id, { status });
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
            </li>
          ))}
        </ul>
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
