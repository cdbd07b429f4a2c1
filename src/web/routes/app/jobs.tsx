import { useEffect, useRef, useState } from "react";
import { isRouteErrorResponse, useLoaderData, useNavigate, useRevalidator } from "react-router";
import { Button } from "../../components/ui/button";
import { FormError } from "../../components/ui/form-error";
import { LoadMore } from "../../components/ui/load-more";
import { startCoverLetter } from "../../features/cover-letters/start-cover-letter";
import { DeleteJobModal } from "../../features/jobs/delete-job-modal";
import { JobCard } from "../../features/jobs/job-card";
import { JobFormModal } from "../../features/jobs/job-form-modal";
import { errorMessage } from "../../lib/error-message";
import { type Job, type JobSummary, jobsApi } from "../../lib/jobs-api";
import { usePagedList } from "../../lib/use-paged-list";
import type { Route } from "./+types/jobs";

export const meta = () => [{ title: "Jobs · Resume Builder" }];

export async function clientLoader() {
  return { firstPage: await jobsApi.listPage() };
}

type Editing = { job: Job | null } | null;

export default function Jobs() {
  const { firstPage } = useLoaderData<typeof clientLoader>();
  const paged = usePagedList(firstPage, jobsApi.listPage);
  const jobs = paged.items;
  const revalidator = useRevalidator();
  const navigate = useNavigate();
  const headingRef = useRef<HTMLHeadingElement>(null);
  const [editing, setEditing] = useState<Editing>(null);
  const [toDelete, setToDelete] = useState<JobSummary | null>(null);
  const [writingFor, setWritingFor] = useState<number | null>(null);
  const [notice, setNotice] = useState("");
  const [error, setError] = useState<string>();
  const [focusHeading, setFocusHeading] = useState(false);

  useEffect(() => {
    if (!focusHeading) return;
    headingRef.current?.focus();
    setFocusHeading(false);
  }, [focusHeading]);

  const writeLetter = async (job: JobSummary) => {
    setWritingFor(job.id);
    setError(undefined);
    try {
      const { letter } = await startCoverLetter({
        name: job.company ? `Cover letter for ${job.company}` : `Cover letter: ${job.title}`,
        jobId: job.id,
        jobTitle: job.title,
        company: job.company,
        jobDescription: job.description,
      });
      navigate(`/app/cover-letter/${letter.id}/resume`);
    } catch (caught) {
      setError(`We could not create a cover letter: ${errorMessage(caught)}`);
    } finally {
      setWritingFor(null);
    }
  };

  return (
    <div className="flex flex-col gap-6">
      <div className="flex flex-wrap items-end justify-between gap-4">
        <div className="flex flex-col gap-1">
          <h1 ref={headingRef} tabIndex={-1} className="text-3xl font-semibold focus:outline-none">
            Jobs
          </h1>
          <p className="text-grey-700">The postings you are applying to, and what you wrote for each.</p>
        </div>
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
      </div>
      <div role="status">
        {notice ? <p className="rounded-lg bg-primary-50 p-3 text-primary-800">{notice}</p> : null}
      </div>
      <FormError message={error} />
      {jobs.length ? (
        <ul aria-label="Your jobs" className="flex flex-col gap-4">
          {jobs.map((job) => (
            <li key={job.id}>
              <JobCard
                job={job}
                writing={writingFor === job.id}
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
                  setToDelete(picked);
                }}
                onWriteLetter={(picked) => void writeLetter(picked)}
              />
            </li>
          ))}
        </ul>
      ) : (
        <section
          aria-labelledby="no-jobs-heading"
          className="rounded-xl border border-dashed border-grey-300 p-8 text-center"
        >
          <h2 id="no-jobs-heading" className="text-xl font-semibold">
            No saved jobs yet
          </h2>
          <p className="mt-2 text-grey-700">
            Add a job posting to track your application and tailor your resume and cover letter to it.
          </p>
        </section>
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
      <DeleteJobModal
        job={toDelete}
        onClose={() => setToDelete(null)}
        onDeleted={async (job) => {
          await revalidator.revalidate();
          setToDelete(null);
          setNotice(`Deleted ${job.title}.`);
          setFocusHeading(true);
        }}
      />
    </div>
  );
}

export function ErrorBoundary({ error }: Route.ErrorBoundaryProps) {
  const message = isRouteErrorResponse(error) ? error.statusText : errorMessage(error);
  return (
    <div className="flex flex-col gap-4">
      <h1 className="text-3xl font-semibold">Jobs</h1>
      <p role="alert" className="rounded-lg bg-red-50 p-3 text-red-700">
        We could not load your jobs: {message}
      </p>
      <a className="text-primary-700 underline" href="/app/jobs">
        Try again
      </a>
    </div>
  );
}
