import { useState } from "react";
import { UNLIMITED } from "../../../shared/plans";
import { Button } from "../../components/ui/button";
import { TextAreaField } from "../../components/ui/text-area-field";
import type { CoverLetter, GenerationChanges } from "../../lib/cover-letter-api";
import { GenerationProgress } from "../ai/generation-progress";
import { type GenerationOutcome, useLetterGeneration } from "./use-letter-generation";

// Instructions for the writer and the Generate button; each run puts a new text first.

export function GeneratePanel({
  letter,
  extra,
  onGenerated,
}: {
  letter: CoverLetter;
  /** Fields the page adds to every generation (the resume page sends its resume). */
  extra?: GenerationChanges;
  onGenerated: (letter: CoverLetter) => void;
}) {
  const generation = useLetterGeneration(letter.id);
  const [instructions, setInstructions] = useState(letter.instructions);
  const [notice, setNotice] = useState("");
  const busy = generation.progress !== null;
  const again = letter.content.length > 0;

  const run = async (): Promise<GenerationOutcome> => {
    setNotice("");
    const outcome = await generation.generate({ ...extra, instructions });
    if (outcome.ok) {
      onGenerated(outcome.result.cover_letter);
      setNotice("A new text is ready. It is shown first below.");
    }
    return outcome;
  };

  return (
    <section
      aria-labelledby="generate-heading"
      className="flex flex-col gap-4 rounded-xl border border-grey-200 bg-white p-6"
    >
      <div className="flex flex-wrap items-baseline justify-between gap-2">
        <h2 id="generate-heading" className="text-xl font-semibold">
          Write with AI
        </h2>
        <p className="text-sm text-grey-600">
          AI generations left: <span data-testid="generations-left">{left(generation.generatedLeft)}</span>
        </p>
      </div>
      <TextAreaField
        label="Instructions for the AI (optional)"
        hint="For example: keep it under 250 words, mention my move to Berlin."
        value={instructions}
        onChange={(event) => setInstructions(event.target.value)}
        maxLength={10_000}
        rows={3}
      />
      <div>
        <Button
          className="w-auto! px-6"
          onClick={() => void run()}
          loading={busy}
          loadingLabel="Generating ..."
        >
          {again ? "Regenerate" : "Generate"}
        </Button>
      </div>
      {generation.progress ? (
        <GenerationProgress message={generation.progress.message} percent={generation.progress.percent} />
      ) : null}
      <p role="status" className="text-sm text-primary-800">
        {notice}
      </p>
      {generation.dialogs}
    </section>
  );
}

function left(value: number | null): string {
  if (value === null) return "…";
  return value >= UNLIMITED ? "Unlimited" : String(value);
}
