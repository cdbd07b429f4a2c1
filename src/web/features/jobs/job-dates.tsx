import { dayOfCalendar, dayOfMoment, followUpState } from "../../lib/job-dates";
import type { JobSummary } from "../../lib/jobs-api";
import { jobStatusLabels } from "./job-status";

// A tracker card's dates: since when the job is in its stage, the stages before (each dated),
// and the follow-up day with where it stands today.

/** Earlier stages shown on the card; older ones are counted, not listed. */
const SHOWN_EARLIER = 4;

export function JobStageDates({ job }: { job: JobSummary }) {
  const history = job.status_history;
  const current = history.at(-1);
  const earlier = history.slice(0, -1);
  const shown = earlier.slice(-SHOWN_EARLIER);
  const at = current?.status === job.status ? current.at : job.updated_at;
  return (
    <div className="flex flex-col gap-0.5 text-sm">
      <p className="font-medium text-grey-800" data-testid="stage-since">
        {jobStatusLabels[job.status]} on <time dateTime={at}>{dayOfMoment(at)}</time>
      </p>
      {shown.length ? (
        <ol aria-label={`Earlier stages of ${job.title}`} className="flex flex-col text-xs text-grey-600">
          {earlier.length > shown.length ? <li>{earlier.length - shown.length} earlier moves</li> : null}
          {[...shown].reverse().map((change) => (
            <li key={`${change.status}-${change.at}`}>
              {jobStatusLabels[change.status]} on <time dateTime={change.at}>{dayOfMoment(change.at)}</time>
            </li>
          ))}
        </ol>
      ) : null}
    </div>
  );
}

/** The follow-up day, red once due; nothing when none is set. */
export function JobFollowUp({ day, today }: { day: string | null; today: string }) {
  if (!day) return null;
  const state = followUpState(day, today);
  return (
    <p
      className={`self-start rounded-md border px-2 py-0.5 text-xs ${
        state.due ? "border-red-200 bg-red-50 font-medium text-red-800" : "border-grey-200 text-grey-700"
      }`}
    >
      Follow up <time dateTime={day}>{dayOfCalendar(day)}</time>: {state.label}
    </p>
  );
}
