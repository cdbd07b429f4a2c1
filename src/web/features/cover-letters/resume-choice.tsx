import { useEffect, useState } from "react";
import { SelectField } from "../../components/ui/select-field";
import { errorMessage } from "../../lib/error-message";
import { type RevisionList, revisionApi } from "../../lib/revision-api";
import { revisionChoiceLabels } from "../../lib/revision-labels";
import { useJobTitles } from "../../lib/use-job-titles";
import type { LetterSetup } from "./use-letter-setup";

// The resume a letter draws on, and which version of it: the Original or one of its Tailored
// revisions (a revision tailored to this very job says it best), each named with its date, its
// job and "reviewed" so that no two read alike (lib/revision-labels.ts).

export function ResumeChoice({ setup }: { setup: LetterSetup }) {
  const { resumes, resumeId } = setup;
  const list = resumes.state === "ready" ? resumes.data : [];
  return (
    // grid-cols-1 (minmax(0, 1fr)), not an implicit column: a select is as wide as its longest
    // option ("Maya Okafor (Instructional Designer)"), which pushed a phone's page sideways (issue 34).
    <div className="grid grid-cols-1 gap-4 sm:grid-cols-2">
      <SelectField
        label="Resume"
        selectClassName="min-w-0"
        value={resumeId === null ? "" : String(resumeId)}
        disabled={resumes.state === "loading"}
        onChange={(event) => setup.setResumeId(event.target.value ? Number(event.target.value) : null)}
        hint={resumes.state === "failed" ? `Your resumes could not be loaded: ${resumes.message}` : undefined}
      >
        {resumes.state === "loading" ? <option value="">Loading your resumes ...</option> : null}
        {list.map((resume) => (
          <option key={resume.id} value={resume.id}>
            {resume.desired_role ? `${resume.name} (${resume.desired_role})` : resume.name}
          </option>
        ))}
        <option value="">No resume: write from the job alone</option>
      </SelectField>
      {resumeId === null ? null : <RevisionSelect setup={setup} resumeId={resumeId} />}
    </div>
  );
}

function RevisionSelect({ setup, resumeId }: { setup: LetterSetup; resumeId: number }) {
  const [revisions, setRevisions] = useState<RevisionList["revisions"] | null>(null);
  const [failure, setFailure] = useState<string>();
  useEffect(() => {
    let cancelled = false;
    setRevisions(null);
    setFailure(undefined);
    revisionApi.list(resumeId).then(
      (answer) => !cancelled && setRevisions(answer.revisions),
      (caught: unknown) => !cancelled && setFailure(errorMessage(caught)),
    );
    return () => {
      cancelled = true;
    };
  }, [resumeId]);
  const listed = revisions ?? [];
  const labels = revisionChoiceLabels(listed, useJobTitles(listed));
  return (
    <SelectField
      label="Version of the resume"
      selectClassName="min-w-0"
      value={setup.revisionId === null ? "" : String(setup.revisionId)}
      disabled={revisions === null}
      onChange={(event) => setup.setRevisionId(event.target.value ? Number(event.target.value) : null)}
      hint={
        failure
          ? `Its revisions could not be loaded (${failure}); the Original is used.`
          : // A phone's closed select cuts a long label: the chosen one is written out in full.
            (setup.revisionId !== null && labels.get(setup.revisionId)) || undefined
      }
    >
      <option value="">Original</option>
      {listed.map((revision) => (
        <option key={revision.id} value={revision.id}>
          Tailored: {labels.get(revision.id)}
        </option>
      ))}
    </SelectField>
  );
}
