import { useId } from "react";
import type { PdfCatalog } from "../../lib/resume-api";
import type { DesignChoice } from "./design-choice";

// Accent colour and font (the page size is the Layout panel's: layout-print.tsx). Every control is a native one with a visible label.

/** Dark enough for white text and for headings on white (WCAG AA against white). */
const accentSwatches = [
  { name: "Navy", value: "#1f3a5f" },
  { name: "Teal", value: "#0f766e" },
  { name: "Forest", value: "#166534" },
  { name: "Plum", value: "#6b21a8" },
  { name: "Crimson", value: "#9f1239" },
  { name: "Charcoal", value: "#374151" },
] as const;

const CUSTOM_START = accentSwatches[0].value;

type Change = (patch: Partial<DesignChoice>) => void;

const choiceClass =
  "flex cursor-pointer items-center gap-2 rounded-lg border border-grey-200 bg-white px-3 py-1.5 text-sm has-checked:border-primary-700 has-checked:bg-primary-50";

export function AccentPicker({ accent, onChange }: { accent: string | null; onChange: Change }) {
  return (
    <fieldset className="flex flex-col gap-2">
      <legend className="mb-2 font-semibold">Accent colour</legend>
      <div className="flex flex-wrap gap-2">
        <label className={choiceClass}>
          <input
            type="radio"
            name="accent"
            checked={accent === null}
            onChange={() => onChange({ accent: null })}
            className="accent-primary-700"
          />
          Template colour
        </label>
        {accentSwatches.map((swatch) => (
          <label key={swatch.value} className={choiceClass}>
            <input
              type="radio"
              name="accent"
              value={swatch.value}
              checked={accent === swatch.value}
              onChange={() => onChange({ accent: swatch.value })}
              className="accent-primary-700"
            />
            <span
              aria-hidden="true"
              className="size-4 rounded-full ring-1 ring-grey-300"
              style={{ backgroundColor: swatch.value }}
            />
            {swatch.name}
          </label>
        ))}
      </div>
      <label className="flex items-center gap-2 text-sm">
        <input
          type="color"
          value={accent ?? CUSTOM_START}
          onChange={(event) => onChange({ accent: event.target.value.toLowerCase() })}
          className="h-8 w-12 cursor-pointer rounded border border-grey-300 bg-white"
        />
        Custom colour
      </label>
    </fieldset>
  );
}

export function FontSelect({
  fonts,
  font,
  onChange,
}: {
  fonts: PdfCatalog["fonts"];
  font: string | null;
  onChange: Change;
}) {
  const hintId = useId();
  return (
    <label className="flex flex-col gap-1">
      <span className="font-semibold">Font</span>
      <select
        aria-describedby={hintId}
        value={font ?? ""}
        onChange={(event) => onChange({ font: event.target.value || null })}
        className="rounded-lg border border-grey-300 bg-white px-3 py-2"
      >
        <option value="">Template font</option>
        {fonts.map((option) => (
          <option key={option.id} value={option.id}>
            {option.name}
          </option>
        ))}
      </select>
      {/* react-pdf lays right-to-left paragraphs out left-aligned (docs/architecture.md "PDF fonts"). */}
      <span id={hintId} className="text-sm text-grey-600">
        Every font prints Japanese, Chinese and Korean names. Arabic and Hebrew print correctly inside your
        text; a paragraph written wholly right to left prints left-aligned.
      </span>
    </label>
  );
}
