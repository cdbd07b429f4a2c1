import { useEffect, useId, useState } from "react";
import { Link, useSearchParams } from "react-router";
import type { RevisionSummary } from "../../../shared/contracts/revisions";
import { revisionApi, revisionLabel } from "../../lib/revision-api";
import { revisionChoiceLabels } from "../../lib/revision-labels";
import { useJobTitles } from "../../lib/use-job-titles";

// Which revision the design page prints: the Original or one of the Tailored revisions. The
// choice lives in the URL (`?revision=12`), so the Tailored page's "Use in design" link opens
// the page with it selected and a reload keeps it.

export interface RevisionChoice {
  /** The revision printed, or null for the Original. */
  revisionId: number | null;
  label: string;
  revisions: RevisionSummary[];
  select: (revisionId: number | null) => void;
}

export function useRevisionChoice(resumeId: number): RevisionChoice {
  const [params, setParams] = useSearchParams();
  const requested = Number(params.get("revision")) || null;
  const [revisions, setRevisions] = useState<RevisionSummary[] | null>(null);

  useEffect(() => {
    let cancelled = false;
    revisionApi.list(resumeId).then(
      (list) => !cancelled && setRevisions(list.revisions),
      // Without the list the page still prints the Original (or the revision asked for).
      () => !cancelled && setRevisions((current) => current ?? []),
    );
    return () => {
      cancelled = true;
    };
  }, [resumeId]);

  const found = revisions?.find((revision) => revision.id === requested);
  // Until the list is here, trust the URL; once it is, a deleted or foreign id means the Original.
  const revisionId = revisions === null ? requested : found ? found.id : null;
  return {
    revisionId,
    label: found ? `Tailored revision: ${revisionLabel(found)}` : revisionId ? "Tailored" : "Original",
    revisions: revisions ?? [],
    select: (id) =>
      setParams(id === null ? {} : { revision: String(id) }, { replace: true, preventScrollReset: true }),
  };
}

export function RevisionPicker({ choice, resumeId }: { choice: RevisionChoice; resumeId: number }) {
  const id = useId();
  // Name, date, job and "reviewed", so that no two entries read alike (lib/revision-labels.ts).
  const labels = revisionChoiceLabels(choice.revisions, useJobTitles(choice.revisions));
  return (
    <div className="flex flex-col gap-1">
      <label htmlFor={id} className="font-semibold">
        Revision
      </label>
      <select
        id={id}
        value={choice.revisionId ?? ""}
        onChange={(event) => choice.select(Number(event.target.value) || null)}
        className="rounded-lg border border-grey-300 bg-white px-3 py-2 text-grey-900"
      >
        <option value="">Original</option>
        {choice.revisions.map((revision) => (
          <option key={revision.id} value={revision.id}>
            Tailored revision: {labels.get(revision.id)}
          </option>
        ))}
      </select>
      <Link
        to={`/app/resume/${resumeId}/Tailored`}
        className="text-sm text-primary-700 underline underline-offset-2"
      >
        {choice.revisions.length > 0 ? "See what the AI changed" : "Tailor it with AI"}
      </Link>
    </div>
  );
}
