import { useState } from "react";
import type { CoverLetter, CoverLetterChanges, GenerationChanges } from "../../lib/cover-letter-api";
import { GeneratePanel } from "./generate-panel";
import { LetterPdf } from "./letter-pdf";
import { LetterTexts } from "./letter-texts";
import { UnsavedChangesPrompt } from "./unsaved-changes-guard";

// Everything done with a letter's texts: generate (again), edit and save each, print as a PDF.
// Shown as the last step of a letter and on the resume's letter page.

export function LetterWorkspace({
  letter,
  setLetter,
  save,
  extra,
  guardUnsaved = true,
}: {
  letter: CoverLetter;
  setLetter: (letter: CoverLetter) => void;
  save: (changes: CoverLetterChanges) => Promise<CoverLetter>;
  extra?: GenerationChanges;
  /** Off where the page's layout already owns the router's one leave prompt. */
  guardUnsaved?: boolean;
}) {
  const [dirty, setDirty] = useState(false);
  return (
    <div className="flex flex-col gap-6">
      <JobSummaryLine letter={letter} />
      <GeneratePanel letter={letter} extra={extra} onGenerated={setLetter} />
      <LetterTexts letter={letter} save={save} onDirtyChange={setDirty} />
      <LetterPdf letter={letter} />
      {guardUnsaved ? <UnsavedChangesPrompt dirty={dirty} /> : null}
    </div>
  );
}

function JobSummaryLine({ letter }: { letter: CoverLetter }) {
  const job = [letter.job_title, letter.company].filter(Boolean).join(" at ");
  return (
    <p className="text-grey-700">
      {job ? (
        <>
          For <strong>{job}</strong>
        </>
      ) : (
        "No job set yet: add one in the Job step for a letter that answers the posting."
      )}
    </p>
  );
}
