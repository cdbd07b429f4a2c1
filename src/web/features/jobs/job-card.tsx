import { useEffect, useId, useRef, useState } from "react";
import type { JobStatus } from "../../../shared/contracts/jobs";
import { primaryRowAction, RowButton } from "../../components/item-table";
import { JobChecklist } from "../../components/job-checklist/job-checklist";
import { controlClass } from "../../components/ui/field-frame";
import { UpdatedTime } from "../../components/updated-time";
import { errorMessage } from "../../lib/error-message";
import type { JobSummary } from "../../lib/jobs-api";
import { JobLinks } from "./job-links";
import { JobStatusOptions, jobStatusLabels } from "./job-status";

// One saved job: what it is, its status (changed in place), and what was written for it.

export function JobCard({
  job,
  writing,
  onStatusChange,
  onEdit,
  onDelete,
  onWriteLetter,
}: {
  job: JobSummary;
  /** A letter for this job is being created: its button shows so. */
  writing: boolean;
  onStatusChange: (job: JobSummary, status: JobStatus) => Promise<void>;
  onEdit: (job: JobSummary) => void;
  onDelete: (job: JobSummary) => void;
  onWriteLetter: (job: JobSummary) => void;
}) {
  const headingId = useId();
  const statusId = useId();
  const [statusNote, setStatusNote] = useState("");
  // The choice shows at once and the select stays usable while it saves: disabling it would
  // throw a keyboard user's focus back to the top of the page. Saves go one after another.
  const [status, setStatus] = useState<JobStatus>(job.status);
  const saving = useRef<Promise<void>>(Promise.resolve());
  useEffect(() => setStatus(job.status), [job.status]);

  const changeStatus = (next: JobStatus) => {
    setStatus(next);
    setStatusNote("Saving ...");
    saving.current = saving.current.then(async () => {
      try {
        await onStatusChange(job, next);
        setStatusNote(`Status saved: ${jobStatusLabels[next]}.`);
      } catch (caught) {
        setStatus(job.status);
        setStatusNote(`The status was not saved: ${errorMessage(caught)}`);
      }
    });
  };

  return (
    <article
      aria-labelledby={headingId}
      className="flex flex-col gap-3 rounded-xl border border-grey-200 bg-white p-5"
    >
      <div className="flex flex-wrap items-start justify-between gap-3">
        <div className="flex min-w-0 flex-col gap-1">
          <h2 id={headingId} className="text-lg font-semibold">
            {job.title}
          </h2>
          <p className="text-grey-700">{job.company || "Company not set"}</p>
          <p className="text-sm text-grey-600">
            Updated <UpdatedTime iso={job.updated_at} />
            {job.url ? (
              <>
                {" · "}
                <a
                  href={safeUrl(job.url)}
                  target="_blank"
                  rel="noopener noreferrer"
                  className="text-primary-700 underline"
                >
                  Posting<span className="sr-only"> for {job.title} (opens in a new tab)</span>
                </a>
              </>
            ) : null}
          </p>
        </div>
        <div className="flex flex-col gap-1">
          <label htmlFor={statusId} className="text-sm font-medium text-grey-700">
            Status<span className="sr-only"> of {job.title}</span>
          </label>
          <select
            id={statusId}
            className={controlClass(false)}
            value={status}
            onChange={(event) => changeStatus(event.target.value as JobStatus)}
          >
            <JobStatusOptions />
          </select>
          <p role="status" className="text-xs text-grey-600">
            {statusNote}
          </p>
        </div>
      </div>
      {job.notes ? <p className="whitespace-pre-line text-sm text-grey-700">{job.notes}</p> : null}
      <div className="flex flex-wrap gap-2">
        <button
          type="button"
          className={primaryRowAction}
          aria-label={`Write a cover letter for ${job.title}`}
          aria-busy={writing || undefined}
          disabled={writing}
          onClick={() => onWriteLetter(job)}
        >
          {writing ? "Creating ..." : "Write a cover letter"}
        </button>
        <RowButton verb="Edit" name={job.title} onClick={() => onEdit(job)} />
        <RowButton verb="Delete" name={job.title} danger onClick={() => onDelete(job)} />
      </div>
      <JobChecklist job={job} />
      <JobLinks job={job} />
    </article>
  );
}

/** Only http(s) links are followed (the API refuses others; this keeps an old row harmless). */
const safeUrl = (url: string) => (/^https?:\/\//i.test(url) ? url : undefined);
