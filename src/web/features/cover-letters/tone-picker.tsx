import type { LetterTone } from "../../../shared/resume";

const TONES: { value: LetterTone; label: string; hint: string }[] = [
  { value: "formal", label: "Formal", hint: "Courteous and classic" },
  { value: "warm", label: "Warm", hint: "Personable, still professional" },
  { value: "direct", label: "Direct", hint: "Short and to the point" },
];

/** The letter's tone: the same facts, said three ways. */
export function TonePicker({ tone, onChange }: { tone: LetterTone; onChange: (tone: LetterTone) => void }) {
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
