import { jobStatuses } from "../../../shared/contracts/jobs";
import type { JobSummary } from "../../lib/jobs-api";
import { JobCard, type JobCardProps } from "./job-card";
import { jobStatusLabels } from "./job-status";

// The tracker's board: one lane per stage, in pipeline order, each card in its job's stage.
// On a wide screen the five lanes stand side by side; narrower, they scroll sideways inside
// the board (never the page); on a phone they stack, one column, each lane under its heading,
// with a row of links to the lanes above them.

type CardActions = Omit<JobCardProps, "job" | "writing" | "moved">;

export function JobBoard({
  jobs,
  writingFor,
  moved,
  ...actions
}: CardActions & {
  jobs: JobSummary[];
  /** The job whose letter is being created. */
  writingFor: number | null;
  /** The job just moved from its own status select, and what its card says about it. */
  moved: { id: number; note: string } | null;
}) {
  return (
    // `relative`: the cards' screen-reader-only text (absolutely placed) is then clipped by the
    // board's own scroll, instead of widening the page from a lane scrolled out of view.
    <section
      aria-label="Your jobs by stage"
      className="relative -mx-1 overflow-x-auto px-1 pb-2 md:overscroll-x-contain"
    >
      {/* On a phone the lanes stack: a row of the stages with their counts jumps to each. */}
      <nav aria-label="Stages" className="mb-3 md:hidden">
        <ul className="flex flex-wrap gap-2">
          {jobStatuses.map((status) => (
            <li key={status}>
              <a
                href={`#lane-${status}`}
                className="inline-flex gap-1.5 rounded-full border border-grey-300 bg-white px-3 py-1.5 text-sm text-grey-900 hover:bg-grey-50"
              >
                {jobStatusLabels[status]}
                <span className="text-grey-600">{jobs.filter((job) => job.status === status).length}</span>
              </a>
            </li>
          ))}
        </ul>
      </nav>
      <div className="flex flex-col gap-4 md:grid md:grid-flow-col md:auto-cols-[17rem] md:gap-3 xl:auto-cols-[minmax(0,1fr)]">
        {jobStatuses.map((status) => {
          const inLane = jobs.filter((job) => job.status === status);
          const headingId = `lane-${status}`;
          return (
            <section
              key={status}
              aria-labelledby={headingId}
              className="flex min-w-0 flex-col gap-2 rounded-xl bg-grey-50 p-2"
            >
              <div className="flex items-baseline justify-between px-1">
                <h2 id={headingId} className="scroll-mt-4 text-base font-semibold">
                  {jobStatusLabels[status]}
                </h2>
                <p className="text-sm text-grey-600">
                  {inLane.length}
                  <span className="sr-only"> {inLane.length === 1 ? "job" : "jobs"}</span>
                </p>
              </div>
              {inLane.length ? (
                <ul className="flex flex-col gap-2">
                  {inLane.map((job) => (
                    <li key={job.id}>
                      <JobCard
                        job={job}
                        writing={writingFor === job.id}
                        moved={moved?.id === job.id ? moved : undefined}
                        {...actions}
                      />
                    </li>
                  ))}
                </ul>
              ) : (
                <p className="rounded-lg border border-dashed border-grey-300 px-2 py-3 text-center text-xs text-grey-600">
                  No jobs here yet
                </p>
              )}
            </section>
          );
        })}
      </div>
    </section>
  );
}
