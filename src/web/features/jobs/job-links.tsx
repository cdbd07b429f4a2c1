import type { ReactNode } from "react";
import { Link } from "react-router";
import { UpdatedTime } from "../../components/updated-time";
import type { JobDetail, JobSummary } from "../../lib/jobs-api";
import { letterPath, tailoredPath } from "../../lib/paths";
import { useJobDetail } from "../../lib/use-job-detail";

// What was written for a saved job (tailored resumes and cover letters), loaded when opened.

/** Tailored resumes and letters written for the job, loaded when opened. */
export function JobLinks({ job }: { job: JobSummary }) {
  const { state, detail, load } = useJobDetail(job.id);

  return (
    <details
      className="rounded-lg border border-grey-200 px-2 py-1.5"
      onToggle={(event) => {
        if (event.currentTarget.open && state !== "loading") void load();
      }}
    >
      <summary className="cursor-pointer text-xs font-medium">
        Written for this job: {count(job.revisions, "tailored resume")},{" "}
        {count(job.cover_letters, "cover letter")}
      </summary>
      <div className="mt-3 flex flex-col gap-3 text-sm">
        {state === "loading" ? <p role="status">Loading ...</p> : null}
        {detail.state === "failed" ? (
          <p role="alert" className="text-red-700">
            We could not load them: {detail.message}
          </p>
        ) : null}
        {detail.state === "ready" ? <JobLinkLists detail={detail.data} /> : null}
      </div>
    </details>
  );
}

function JobLinkLists({ detail }: { detail: JobDetail }) {
  return (
    <>
      <LinkList
        title="Tailored resumes"
        items={detail.revisions.map((revision) => ({
          id: revision.id,
          link: (
            <>
              <Link className="text-primary-700 underline" to={tailoredPath(revision.resume_id)}>
                {revision.resume_name}
              </Link>{" "}
              <span className="text-grey-600">
                (<UpdatedTime iso={revision.created_at} />
                {revision.score ? `, keyword match ${revision.score.after.score}%` : ""})
              </span>
            </>
          ),
        }))}
      />
      <LinkList
        title="Cover letters"
        items={detail.cover_letters.map((letter) => ({
          id: letter.id,
          link: (
            <Link className="text-primary-700 underline" to={letterPath(letter.id)}>
              {letter.name}
            </Link>
          ),
        }))}
      />
    </>
  );
}

/** One kind of thing written for the job, or "None yet." */
function LinkList({ title, items }: { title: string; items: { id: number; link: ReactNode }[] }) {
  return (
    <div>
      <h3 className="font-medium">{title}</h3>
      {items.length ? (
        <ul className="mt-1 flex flex-col gap-1">
          {items.map((item) => (
            <li key={item.id}>{item.link}</li>
          ))}
        </ul>
      ) : (
        <p className="text-grey-600">None yet.</p>
      )}
    </div>
  );
}

const count = (value: number, noun: string) => `${value} ${noun}${value === 1 ? "" : "s"}`;
