import type { RevisionSummary } from "../../../shared/contracts/revisions";
import { WriterName } from "../../components/generation/writer-name";
import { RadioCard, RadioCardGroup } from "../../components/ui/radio-card";
import { revisionDate } from "../../lib/revision-api";
import { alikeNumbers, isReviewed, revisionTitle } from "../../lib/revision-labels";

// The revisions, newest first: their name (the job and company by default), when, for which
// job, by which writer, and the score reached; two that would read alike are numbered.
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
  const numbers = alikeNumbers(revisions, jobTitles);
  return (
    <RadioCardGroup legend={`Revisions (${revisions.length})`}>
      {revisions.map((revision) => (
        <RadioCard
          key={revision.id}
          roomy
          input={{
            name: "revision",
            value: revision.id,
            checked: selectedId === revision.id,
            onChange: () => onSelect(revision.id),
          }}
        >
          <span className="flex min-w-0 flex-col gap-0.5">
            <span className="font-medium break-words">
              {revisionTitle(revision, numbers.get(revision.id))}
            </span>
            <span className="text-xs text-grey-700">{revisionDate(revision)}</span>
            {revision.job_id !== null && jobTitles.has(revision.job_id) ? (
              <span className="text-xs text-grey-700">For {jobTitles.get(revision.job_id)}</span>
            ) : null}
            <WriterName writer={revision.writer} className="text-xs text-grey-600" />
            <span className="text-xs text-grey-700">
              {revision.score ? `ATS score ${revision.score.after.score}` : "No job posting"}
              {revision.edited_at && !isReviewed(revision) ? " · edited" : ""}
            </span>
          </span>
        </RadioCard>
      ))}
    </RadioCardGroup>
  );
}
