import { Link } from "react-router";
import { dayOfCalendar, followUpState } from "../../lib/job-dates";
import type { JobFollowUps } from "../../lib/jobs-api";
import { trackerPath } from "../../lib/paths";
import { jobName } from "./next-action";

// The dashboard's reminder of the follow-ups that are due (today or overdue, by the user's own
// day), each a link to its job's card on the tracker. Nothing shows when none is due.

export function FollowUpReminders({ followUps, today }: { followUps: JobFollowUps | null; today: string }) {
  if (!followUps?.items.length) return null;
  const more = followUps.total - followUps.items.length;
  return (
    <section
      aria-labelledby="follow-ups-heading"
      className="flex flex-col gap-2 rounded-xl border border-grey-300 bg-yellow-50 p-5"
    >
      <h2 id="follow-ups-heading" className="text-xl font-semibold">
        {followUps.total === 1 ? "A follow-up is due" : `${followUps.total} follow-ups are due`}
      </h2>
      <ul className="flex flex-col gap-1">
        {followUps.items.map((job) => (
          <li key={job.id} className="text-grey-900">
            <Link className="font-medium text-primary-700 underline" to={trackerPath(job.id)}>
              Follow up on {jobName(job)}
            </Link>{" "}
            <span className="text-sm text-grey-700">
              (<time dateTime={job.follow_up_on}>{dayOfCalendar(job.follow_up_on)}</time>,{" "}
              {followUpState(job.follow_up_on, today).label})
            </span>
          </li>
        ))}
      </ul>
      {more > 0 ? (
        <Link className="text-sm text-primary-700 underline" to={trackerPath()}>
          {more} more in your job tracker
        </Link>
      ) : null}
    </section>
  );
}
