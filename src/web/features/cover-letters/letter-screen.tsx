import { useRef, useState } from "react";
import { UNLIMITED } from "../../../shared/plans";
import { LONG } from "../../../shared/text-limits";
import { GenerationProgress } from "../../components/generation/generation-progress";
import { Button } from "../../components/ui/button";
import { FormError } from "../../components/ui/form-error";
import { TextAreaField } from "../../components/ui/text-area-field";
import type { CoverLetter } from "../../lib/cover-letter-api";
import { errorMessage } from "../../lib/error-message";
import { JobChoice } from "./job-choice";
import { LetterEditor } from "./letter-editor";
import { FoldedSetup, useSetupFold } from "./letter-setup-fold";
import { ResumeChoice } from "./resume-choice";
import { TonePicker } from "./tone-picker";
import { UnsavedChangesPrompt } from "./unsaved-changes-guard";
import { useLetterDrafts } from "./use-letter-drafts";
import { useLetterGeneration } from "./use-letter-generation";
import { useLetterSetup } from "./use-letter-setup";

// A cover letter in one screen (issue 16): what it is written from (resume or revision, the job,
// tone, instructions), "Write my letter", and the letter itself below, to edit, copy and
// download. Every create route of a letter opens this screen (docs/decisions/023).

export function LetterScreen({
  letter,
  setLetter,
  guardUnsaved = true,
  title = "Write your cover letter",
}: {
  letter: CoverLetter;
  setLetter: (letter: CoverLetter) => void;
  /** Off where the page's layout already owns the router's one leave prompt. */
  guardUnsaved?: boolean;
  /** The page's heading (the resume's letter page shows the letter's name). */
  title?: string;
}) {
  const setup = useLetterSetup(letter);
  const generation = useLetterGeneration(letter.id);
  const drafts = useLetterDrafts(letter, setLetter);
  const [index, setIndex] = useState(0);
  const [problem, setProblem] = useState<string>();
  const [notice, setNotice] = useState("");
  const [preparing, setPreparing] = useState(false);
  const letterHeading = useRef<HTMLHeadingElement>(null);
  const busy = preparing || generation.progress !== null;

  const write = async () => {
    setNotice("");
    const why = setup.problem();
    setProblem(why);
    if (why) return;
    // A letter being edited is saved first: the new text must not make an edit vanish.
    if (!(await drafts.saveNow())) return;
    setPreparing(true);
    // No job is saved from the posting when no generation is left to write with.
    if (!(await generation.hasGenerationLeft())) {
      setPreparing(false);
      return;
    }
    let changes: Awaited<ReturnType<typeof setup.prepare>>;
    try {
      changes = await setup.prepare();
    } catch (caught) {
      setProblem(`We could not save the job: ${errorMessage(caught)}`);
      return;
    } finally {
      setPreparing(false);
    }
    const outcome = await generation.generate(changes);
    if (!outcome.ok) return;
    setLetter(outcome.result.cover_letter);
    setIndex(0);
    setNotice("Your letter is written: read it, edit it, then copy or download it.");
    requestAnimationFrame(() => letterHeading.current?.focus());
  };

  const written = letter.content.length > 0;
  const fold = useSetupFold(written);
  return (
    <div className="flex flex-col gap-6">
      <div className="flex flex-col gap-1">
        <h1 className="text-2xl font-semibold sm:text-3xl">{title}</h1>
        <p className="text-grey-700">
          Choose the resume and the job, then write: the letter uses only what your resume says.
        </p>
      </div>
      {fold.folded ? <FoldedSetup setup={setup} onOpen={fold.open} /> : null}
      <section
        hidden={fold.folded}
        aria-label="What the letter is written from"
        className="flex flex-col gap-5 rounded-xl border border-grey-200 bg-white p-4 sm:p-6"
      >
        <ResumeChoice setup={setup} />
        <JobChoice setup={setup} />
        <TonePicker tone={setup.tone} onChange={setup.setTone} />
        <TextAreaField
          label="Instructions for the AI (optional)"
          hint="For example: keep it under 250 words, mention my move to Berlin."
          value={setup.instructions}
          onChange={(event) => setup.setInstructions(event.target.value)}
          maxLength={LONG}
          rows={2}
        />
        <FormError message={problem} />
        <div className="flex flex-wrap items-center gap-4">
          <Button
            className="w-full! px-6 sm:w-auto!"
            onClick={() => void write()}
            loading={busy}
            loadingLabel="Writing ..."
          >
            {written ? "Write a new version" : "Write my letter"}
          </Button>
          <p className="text-sm text-grey-600">
            AI generations left: <span data-testid="generations-left">{left(generation.generatedLeft)}</span>
          </p>
        </div>
        {generation.progress ? (
          <GenerationProgress message={generation.progress.message} percent={generation.progress.percent} />
        ) : null}
        <p role="status" className="text-sm text-primary-800">
          {notice}
        </p>
        {generation.dialogs}
      </section>
      {written ? (
        <LetterEditor
          ref={letterHeading}
          letter={letter}
          setLetter={setLetter}
          drafts={drafts}
          index={index}
          setIndex={setIndex}
        />
      ) : (
        <p className="rounded-xl border border-dashed border-grey-300 p-6 text-grey-700">
          Your letter appears here, ready to edit, copy and download.
        </p>
      )}
      {guardUnsaved ? <UnsavedChangesPrompt dirty={drafts.dirty} /> : null}
    </div>
  );
}

function left(value: number | null): string {
  if (value === null) return "…";
  return value >= UNLIMITED ? "Unlimited" : String(value);
}
