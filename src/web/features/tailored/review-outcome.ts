import type { ResumeDocument } from "../../../shared/resume";
import { changeTitle, type RevisionChange, type SkippedChange } from "../../../shared/revision-changes";
import type { ApplyTarget } from "./review-api";

// What the user is told after "Apply accepted changes" or "Write into my resume": how many
// changes were taken, and each one left out with its reason (never a silent partial result).

export interface ReviewOutcome {
  headline: string;
  skipped: string[];
}

const changesWord = (count: number) => (count === 1 ? "1 change" : `${count} changes`);

export function reviewOutcome({
  into,
  applied,
  skipped,
  changes,
  document,
}: {
  into: ApplyTarget;
  applied: number;
  skipped: SkippedChange[];
  changes: RevisionChange[];
  document: ResumeDocument;
}): ReviewOutcome {
  const headline =
    into === "revision"
      ? `Your reviewed revision is ready, with the ${changesWord(applied)} you accepted. Your Original is unchanged.`
      : `Written into your resume: ${changesWord(applied)}. This revision stays as it was.`;
  return {
    headline: skipped.length ? `${headline} ${changesWord(skipped.length)} could not be taken:` : headline,
    skipped: skipped.map(({ id, reason }) => {
      const change = changes.find((item) => item.id === id);
      return `${change ? changeTitle(change, document) : id}: ${reason}`;
    }),
  };
}

/** The accepted ids, in the order the changes are listed. */
export function acceptedIds(changes: RevisionChange[], rejected: ReadonlySet<string>): string[] {
  return changes.map((change) => change.id).filter((id) => !rejected.has(id));
}
