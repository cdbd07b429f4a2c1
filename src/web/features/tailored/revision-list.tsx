import type { RevisionSummary } from "../../../shared/ai";
import { WriterName } from "../ai/writer-name";
import { isReviewed, revisionTitle } from "./revision-title";

// The revisions, newest first: when, for which role, by which writer, and the score reached.
// A radio group, so the arrow keys move between revisions like any other choice.

export function RevisionList({
  revisions,
  selectedId,
  onSelect,
  jobTitles,
}: {
  revisions: RevisionSummary[];
  selectedId: number | null;
  onSelect: (id: number) => void;
  /** Names of the saved jobs the revisions target, by job id. */
  jobTitles: Map<number, string>;
}) {
  return (
    <fieldset className="flex flex-col gap-2">
      <legend className="mb-2 font-semibold">Revisions ({revisions.length})</legend>
      {revisions.map((revision) => (
        <label
          key={revision.id}
          className="flex cursor-pointer items-start gap-3 rounded-lg border border-grey-200 bg-white p-3 hover:bg-grey-50 has-checked:border-primary-700 has-checked:bg-primary-50"
        >
          <input
            type="radio"
            name="revision"
            value={revision.id}
            checked={selectedId === revision.id}
            onChange={() => onSelect(revision.id)}
            className="mt-1 accent-primary-700"
          />
          <span className="flex min-w-0 flex-col gap-0.5">
            <span className="font-medium">{revisionTitle(revision)}</span>
            {revision.job_id !== null && jobTitles.has(revision.job_id) ? (
              <span className="text-xs text-grey-700">For {jobTitles.get(revision.job_id)}</span>
            ) : null}
            <WriterName writer={revision.writer} className="text-xs text-grey-600" />
            <span className="text-xs text-grey-700">
              {revision.score ? `ATS score ${revision.score.after.score}` : "No job posting"}
              {revision.edited_at && !isReviewed(revision) ? " · edited" : ""}
            </span>
          </span>
        </label>
      ))}
    </fieldset>
  );
}
