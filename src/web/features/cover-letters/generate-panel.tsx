import { useState } from "react";
import { UNLIMITED } from "../../../shared/plans";
import type { LetterTone } from "../../../shared/resume";
import { GenerationProgress } from "../../components/generation/generation-progress";
import { Button } from "../../components/ui/button";
import { TextAreaField } from "../../components/ui/text-area-field";
import type { CoverLetter, GenerationChanges } from "../../lib/cover-letter-api";
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
  const [tone, setTone] = useState<LetterTone>("formal");
  const [notice, setNotice] = useState("");
  const busy = generation.progress !== null;
  const again = letter.content.length > 0;

  const run = async (): Promise<GenerationOutcome> => {
    setNotice("");
    const outcome = await generation.generate({ ...extra, instructions, tone });
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
      <TonePicker tone={tone} onChange={setTone} />
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

const TONES: { value: LetterTone; label: string; hint: string }[] = [
  { value: "formal", label: "Formal", hint: "Courteous and classic" },
  { value: "warm", label: "Warm", hint: "Personable, still professional" },
  { value: "direct", label: "Direct", hint: "Short and to the point" },
];

/** The letter's tone: the same facts, said three ways. */
function TonePicker({ tone, onChange }: { tone: LetterTone; onChange: (tone: LetterTone) => void }) {
  return (
    <fieldset className="flex flex-col gap-2">
      <legend className="mb-1 font-semibold">Tone</legend>
      <div className="flex flex-wrap gap-2">
        {TONES.map((option) => (
          <label
            key={option.value}
            className="flex cursor-pointer flex-col rounded-lg border border-grey-200 bg-white px-3 py-1.5 text-sm has-checked:border-primary-700 has-checked:bg-primary-50"
          >
            <span className="flex items-center gap-2 font-medium">
              <input
                type="radio"
                name="letter-tone"
                value={option.value}
                checked={tone === option.value}
                onChange={() => onChange(option.value)}
                className="accent-primary-700"
              />
              {option.label}
            </span>
            <span className="text-grey-600">{option.hint}</span>
          </label>
        ))}
      </div>
    </fieldset>
  );
}

function left(value: number | null): string {
  if (value === null) return "…";
  return value >= UNLIMITED ? "Unlimited" : String(value);
}
