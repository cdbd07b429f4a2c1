import { useEffect, useRef, useState } from "react";
import { Link, useLocation, useSearchParams } from "react-router";
import type { RevisionSummary } from "../../../shared/contracts/revisions";
import { GENERATION_NOTE, GenerationProgress } from "../../components/generation/generation-progress";
import { TailorButton } from "../../components/generation/tailor-button";
import { useResumeGeneration } from "../../components/generation/use-resume-generation";
import { LoadFailed, Loading } from "../../components/load-state";
import { useAutosave } from "../../lib/autosave/use-autosave";
import { stepPath } from "../../lib/paths";
import { unchangedNotice } from "../../lib/revision-api";
import { useJobTitles } from "../../lib/use-job-titles";
import type { ReviewOutcome } from "./review-outcome";
import { ReviewOutcomeNotice } from "./review-outcome-notice";
import { RevisionList } from "./revision-list";
import { RevisionView } from "./revision-view";
import { TailoredHelpModal } from "./tailored-help-modal";
import { useRevisions } from "./use-revisions";

// /app/resume/{id}/Tailored: every AI revision of the resume, newest first; the one selected
// (`?revision=`) is shown beside the Original it was written from.

export function TailoredPage() {
  const store = useAutosave();
  const resumeId = store.resumeId;
  const generation = useResumeGeneration(resumeId);
  const { loaded, reload } = useRevisions(resumeId, generation.progress !== undefined);
  const [params, setParams] = useSearchParams();
  const requested = Number(params.get("revision")) || null;
  // What "Apply accepted changes" did, shown above the new revision it selected.
  const [reviewed, setReviewed] = useState<{ id: number; outcome: ReviewOutcome } | null>(null);
  // What the wizard's Finish or Tailor said when it opened an unchanged revision instead of
  // writing one, or what Regenerate found (nothing changed: no copy made).
  const [notice, setNotice] = useState(noticeOf(useLocation().state));
  const [runs, setRuns] = useState(0);

  const revisions = loaded.state === "ready" ? loaded.data.revisions : [];
  const selected = pickSelected(revisions, requested);
  const jobTitles = useJobTitles(revisions);
  const generating =
    generation.progress !== undefined || (loaded.state === "ready" && loaded.data.generating);
  useNewestAfterGeneration(generating, reload);

  const select = (id: number | null) =>
    setParams(id === null ? {} : { revision: String(id) }, { replace: true, preventScrollReset: true });

  const regenerate = async () => {
    setNotice("");
    if (!(await store.whenSaved())) return;
    const revision = await generation.generate({ reason: "cvGenerations" });
    setRuns((value) => value + 1);
    if (!revision) return;
    // Nothing changed since this revision was written: the server made no copy; say so.
    if (revision.unchanged) setNotice(unchangedNotice(revision));
    reload();
    select(revision.id);
  };

  return (
    // Tighter on a phone, so the chosen revision's actions ("Use in design") are on the first screen.
    <div className="flex flex-col gap-4 sm:gap-6">
      <div className="flex flex-wrap items-end justify-between gap-4">
        <div className="flex flex-col gap-1">
          <h1 className="text-3xl font-semibold">Tailored resume</h1>
          <p className="text-sm text-grey-700 sm:text-base">
            Your Original beside each AI revision, with every change marked. Your Original changes only when
            you write accepted changes into it.
          </p>
        </div>
        {revisions.length > 0 ? (
          <div className="flex flex-col items-start gap-1 sm:items-end">
            <TailorButton
              costId="regenerate-cost"
              label="Regenerate"
              onClick={regenerate}
              loading={generating}
              runs={runs}
            />
          </div>
        ) : null}
      </div>
      {/* Always in the page, so a screen reader announces each new notice (a second Regenerate too). */}
      <div role="status" className="empty:hidden">
        {notice ? (
          <p className="rounded-lg border border-grey-200 bg-white p-4 text-grey-900">{notice}</p>
        ) : null}
      </div>
      {generation.progress ? (
        <GenerationProgress message={generation.progress.message} percent={generation.progress.percent} />
      ) : generating ? (
        <p role="status" className="rounded-lg border border-primary-100 bg-primary-50 p-4 text-grey-900">
          A tailored revision is being written. It appears here as soon as it is ready. {GENERATION_NOTE}
        </p>
      ) : null}
      {loaded.state === "loading" ? (
        <Loading text="Loading your revisions ..." />
      ) : loaded.state === "failed" ? (
        <LoadFailed message={`We could not load your revisions: ${loaded.message}`} onRetry={reload} />
      ) : revisions.length === 0 ? (
        <EmptyState resumeId={resumeId} busy={generating} onGenerate={regenerate} />
      ) : (
        <div className="grid gap-6 md:grid-cols-[16rem_minmax(0,1fr)] md:gap-8">
          <RevisionList
            revisions={revisions}
            selectedId={selected?.id ?? null}
            onSelect={select}
            jobTitles={jobTitles}
          />
          {selected ? (
            <div className="flex min-w-0 flex-col gap-4">
              {reviewed && reviewed.id === selected.id ? (
                <ReviewOutcomeNotice outcome={reviewed.outcome} onDismiss={() => setReviewed(null)} />
              ) : null}
              <RevisionView
                key={selected.id}
                resumeId={resumeId}
                revisionId={selected.id}
                onChanged={reload}
                onDeleted={() => {
                  select(null);
                  reload();
                }}
                onReviewed={(created, outcome) => {
                  setReviewed({ id: created.id, outcome });
                  reload();
                  select(created.id);
                }}
              />
            </div>
          ) : null}
        </div>
      )}
      {generation.dialogs}
      <TailoredHelpModal />
    </div>
  );
}

function noticeOf(state: unknown): string {
  const notice = (state as { notice?: unknown } | null)?.notice;
  return typeof notice === "string" ? notice : "";
}

/** The revision asked for in the URL, or the newest. */
function pickSelected(revisions: RevisionSummary[], requested: number | null) {
  return revisions.find((revision) => revision.id === requested) ?? revisions[0];
}

/** When a generation ends (here or elsewhere), load the list once more to show its revision. */
function useNewestAfterGeneration(generating: boolean, reload: () => void) {
  const was = useRef(generating);
  useEffect(() => {
    if (was.current && !generating) reload();
    was.current = generating;
  }, [generating, reload]);
}

function EmptyState({
  resumeId,
  busy,
  onGenerate,
}: {
  resumeId: number;
  busy: boolean;
  onGenerate: () => void;
}) {
  return (
    <div className="flex flex-col items-start gap-3 rounded-lg border border-dashed border-grey-300 bg-white p-6">
      <h2 className="text-xl font-semibold">No tailored revisions yet</h2>
      <p className="text-grey-700">
        The AI rewrites your resume for the role you want (and the job posting, if you pasted one), without
        inventing anything. Set the role and posting in the{" "}
        <Link to={stepPath(resumeId, "Tailor")} className="text-primary-700 underline">
          Tailor step
        </Link>
        .
      </p>
      <div className="flex flex-wrap items-center gap-x-4 gap-y-2">
        <TailorButton costId="tailor-cost" label="Tailor my resume" onClick={onGenerate} loading={busy} />
      </div>
    </div>
  );
}
