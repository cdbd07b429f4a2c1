import { useEffect, useId, useRef, useState } from "react";
import { Link } from "react-router";
import type { JobStatus } from "../../../shared/contracts/jobs";
import { primaryRowAction, RowButton } from "../../components/item-table";
import { JobChecklist } from "../../components/job-checklist/job-checklist";
import { controlClass } from "../../components/ui/field-frame";
import { errorMessage } from "../../lib/error-message";
import type { JobSummary } from "../../lib/jobs-api";
import { letterPath, tailoredPath } from "../../lib/paths";
import { JobFollowUp, JobStageDates } from "./job-dates";
import { JobLinks } from "./job-links";
import { JobStatusOptions, jobStatusLabels } from "./job-status";

// One saved job on the tracker: what it is, since when it is in its stage, its follow-up day,
// the newest tailored resume and letter one click away, and its stage changed in place from
// the keyboard (the select) as well as the mouse.

export interface JobCardProps {
  job: JobSummary;
  /** The user's today (YYYY-MM-DD), for the follow-up's "overdue". */
  today: string;
  /** A letter for this job is being created: its button shows so. */
  writing: boolean;
  /**
   * The card was just moved here from its own status select: its select takes the focus back
   * (the card moved to another lane, so the element is new) and `note` says what was saved.
   */
  moved?: { note: string };
  onStatusChange: (job: JobSummary, status: JobStatus) => Promise<void>;
  onEdit: (job: JobSummary) => void;
  onDelete: (job: JobSummary) => void;
  onWriteLetter: (job: JobSummary) => void;
}

export function JobCard({ job, today, writing, moved, ...actions }: JobCardProps) {
  const headingId = useId();
  const statusId = useId();
  const [statusNote, setStatusNote] = useState(moved?.note ?? "");
  // The choice shows at once and the select stays usable while it saves: disabling it would
  // throw a keyboard user's focus back to the top of the page. Saves go one after another.
  const [status, setStatus] = useState<JobStatus>(job.status);
  const saving = useRef<Promise<void>>(Promise.resolve());
  const select = useRef<HTMLSelectElement>(null);
  useEffect(() => setStatus(job.status), [job.status]);
  const focusOnArrival = Boolean(moved);
  useEffect(() => {
    if (focusOnArrival) select.current?.focus();
  }, [focusOnArrival]);

  const changeStatus = (next: JobStatus) => {
    setStatus(next);
    setStatusNote("Saving ...");
    saving.current = saving.current.then(async () => {
      try {
        await actions.onStatusChange(job, next);
        setStatusNote(`Status saved: ${jobStatusLabels[next]}.`);
      } catch (caught) {
        setStatus(job.status);
        setStatusNote(`The status was not saved: ${errorMessage(caught)}`);
      }
    });
  };

  return (
    <article
      id={`job-${job.id}`}
      aria-labelledby={headingId}
      tabIndex={-1}
      className="flex min-w-0 flex-col gap-2 rounded-xl border border-grey-200 bg-white p-3 text-sm shadow-sm"
    >
      <div className="flex min-w-0 flex-col gap-0.5">
        <h3 id={headingId} className="text-base font-semibold break-words text-grey-900">
          {job.title}
        </h3>
        <p className="break-words text-grey-700">{job.company || "Company not set"}</p>
      </div>
      <JobStageDates job={job} />
      <JobFollowUp day={job.follow_up_on} today={today} />
      {job.notes ? (
        <p className="line-clamp-4 whitespace-pre-line break-words text-grey-700">{job.notes}</p>
      ) : null}
      <WrittenForJob job={job} />
      <div className="flex flex-col gap-1">
        <label htmlFor={statusId} className="text-xs font-medium text-grey-700">
          Status<span className="sr-only"> of {job.title}</span>
        </label>
        <select
          ref={select}
          id={statusId}
          className={`${controlClass(false)} w-full py-1.5 text-sm`}
          value={status}
          onChange={(event) => changeStatus(event.target.value as JobStatus)}
        >
          <JobStatusOptions />
        </select>
        <p role="status" className="min-h-4 text-xs text-grey-600">
          {statusNote}
        </p>
      </div>
      <div className="flex flex-wrap gap-2">
        <button
          type="button"
          className={primaryRowAction}
          aria-label={`Write a cover letter for ${job.title}`}
          aria-busy={writing || undefined}
          disabled={writing}
          onClick={() => actions.onWriteLetter(job)}
        >
          {writing ? "Creating ..." : "Write a cover letter"}
        </button>
        <RowButton verb="Edit" name={job.title} onClick={() => actions.onEdit(job)} />
        <RowButton verb="Delete" name={job.title} danger onClick={() => actions.onDelete(job)} />
      </div>
      {job.url ? (
        <a
          href={safeUrl(job.url)}
          target="_blank"
          rel="noopener noreferrer"
          className="self-start text-primary-700 underline"
        >
          Posting<span className="sr-only"> for {job.title} (opens in a new tab)</span>
        </a>
      ) : null}
      <JobChecklist job={job} compact />
      <JobLinks job={job} />
    </article>
  );
}

/** The newest tailored resume and letter for the job, each one click away. */
function WrittenForJob({ job }: { job: JobSummary }) {
  const revision = job.latest_revision;
  const letter = job.latest_cover_letter;
  if (!revision && !letter) return null;
  const more = (count: number) => (count > 1 ? ` (newest of ${count})` : "");
  return (
    <ul aria-label={`Written for ${job.title}`} className="flex flex-col gap-1">
      {revision ? (
        <li>
          <Link className="text-primary-700 underline" to={tailoredPath(revision.resume_id, revision.id)}>
            Tailored resume<span className="sr-only"> for {job.title}</span>
            {more(job.revisions)}
          </Link>
        </li>
      ) : null}
      {letter ? (
        <li>
          <Link className="text-primary-700 underline" to={letterPath(letter.id)}>
            Cover letter<span className="sr-only"> for {job.title}</span>
            {more(job.cover_letters)}
          </Link>
        </li>
      ) : null}
    </ul>
  );
}

/** Only http(s) links are followed (the API refuses others; this keeps an old row harmless). */
const safeUrl = (url: string) => (/^https?:\/\//i.test(url) ? url : undefined);
