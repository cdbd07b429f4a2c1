import { useEffect, useRef, useState } from "react";
import type { TermCorrections } from "../../../shared/posting-analysis";
import { errorMessage } from "../../lib/error-message";
import { type Job, jobsApi } from "../../lib/jobs-api";
import { useJobDetail } from "../../lib/use-job-detail";
import { ChecklistTerms } from "./checklist-terms";

type ChecklistJob = Pick<Job, "id" | "title" | "company" | "description">;

// What the job's posting asks for, as tailoring reads it: the user can take a term out, mark a
// preferred one required, or add one the reading missed. Loaded when opened; each change saves.

export function JobChecklist({
  job,
  openNow = false,
  compact = false,
}: {
  job: ChecklistJob;
  openNow?: boolean;
  /** On a tracker card: a smaller line while closed. */
  compact?: boolean;
}) {
  const { state, detail, load } = useJobDetail(job.id);
  // Opened by the user's own request elsewhere (the wizard's "Check" button): load at once.
  useEffect(() => {
    if (openNow && state === "idle") void load();
  });
  const [saving, setSaving] = useState(false);
  const [note, setNote] = useState("");
  const [error, setError] = useState("");
  const noteRef = useRef<HTMLParagraphElement>(null);
  const loaded = state === "ready";

  // An edited posting is read again: the list shown must be the one tailoring will use.
  const posting = `${job.title}\n${job.company}\n${job.description}`;
  const shownPosting = useRef(posting);
  useEffect(() => {
    if (shownPosting.current === posting) return;
    shownPosting.current = posting;
    if (loaded) void load();
  });

  /** Saves the whole corrections object; `moveFocus` when the pressed button goes away. */
  const save = async (next: TermCorrections, done: string, moveFocus = true) => {
    if (saving) return false;
    setSaving(true);
    setError("");
    setNote("Saving ...");
    try {
      await jobsApi.update(job.id, { term_corrections: next });
      detail.setData(await jobsApi.item(job.id));
      setNote(`${done} Saved.`);
      if (moveFocus) noteRef.current?.focus();
      return true;
    } catch (caught) {
      setNote("");
      setError(`Not saved: ${errorMessage(caught)}`);
      return false;
    } finally {
      setSaving(false);
    }
  };

  return (
    <details
      open={openNow || undefined}
      className={`rounded-lg border border-grey-200 ${compact ? "px-2 py-1.5" : "p-3"}`}
      onToggle={(event) => {
        if (event.currentTarget.open && state === "idle") void load();
      }}
    >
      <summary className={`cursor-pointer font-medium ${compact ? "text-xs" : "text-sm"}`}>
        What the posting asks for
      </summary>
      <div className="mt-3 flex flex-col gap-3 text-sm">
        <p className="text-grey-700">
          Tailoring uses this list; changes apply to the next tailored revision.
        </p>
        {state === "loading" ? <p role="status">Loading ...</p> : null}
        {detail.state === "failed" ? (
          <div className="flex flex-col items-start gap-2">
            <p role="alert" className="text-red-700">
              We could not load the list: {detail.message}
            </p>
            <button type="button" className="text-primary-700 underline" onClick={() => void load()}>
              Try again
            </button>
          </div>
        ) : null}
        {detail.state === "ready" ? (
          <ChecklistTerms detail={detail.data} saving={saving} onSave={save} />
        ) : null}
        <p ref={noteRef} tabIndex={-1} role="status" className="text-grey-700 outline-none empty:sr-only">
          {note}
        </p>
        {error ? (
          <p role="alert" className="text-red-700">
            {error}
          </p>
        ) : null}
      </div>
    </details>
  );
}
