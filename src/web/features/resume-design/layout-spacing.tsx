import { designMetrics } from "../../../shared/design-metrics";
import type { ResumeLayout } from "../../../shared/resume-layout";
import { SelectField } from "../../components/ui/select-field";

// Margins, spacing, line height and text size: drop-downs of sensible steps, the first of each
// "the design's own". A value "Fit to one page" chose between the steps is listed too.

type Knob = "margins" | "spacing" | "lineHeight" | "fontScale";

const STEPS: Record<Knob, number[]> = {
  margins: [0.5, 0.6, 0.75, 1, 1.25, 1.5],
  spacing: [25, 50, 75, 100, 125, 150, 200],
  lineHeight: [1.15, 1.25, 1.35, 1.5, 1.75, 2],
  fontScale: [80, 90, 100, 110, 120, 130],
};

const UNIT: Record<Knob, (value: number) => string> = {
  margins: (value) => `${value} in`,
  spacing: (value) => `${value}%`,
  lineHeight: (value) => String(value),
  fontScale: (value) => `${value}%`,
};

function ownValue(knob: Knob, template: string): string {
  const metrics = designMetrics[template as keyof typeof designMetrics];
  if (!metrics) return "";
  if (knob === "margins") return ` (${(metrics.marginPt / 72).toFixed(2)} in)`;
  if (knob === "lineHeight") return ` (${metrics.lineHeight})`;
  if (knob === "fontScale") return ` (body ${metrics.bodyPt} pt)`;
  return "";
}

const LABELS: Record<Knob, string> = {
  margins: "Margins",
  spacing: "Space between sections and entries",
  lineHeight: "Line height",
  fontScale: "Text size",
};

export function LayoutSpacing({
  layout,
  template,
  onChange,
}: {
  layout: ResumeLayout;
  template: string;
  onChange: (layout: ResumeLayout) => void;
}) {
  return (
    <div className="flex flex-col gap-3">
      {(Object.keys(STEPS) as Knob[]).map((knob) => {
        const value = layout[knob];
        const steps = value !== null && !STEPS[knob].includes(value) ? [...STEPS[knob], value] : STEPS[knob];
        return (
          <SelectField
            key={knob}
            label={LABELS[knob]}
            hint={knob === "fontScale" ? "Body text never prints below 9 pt." : undefined}
            value={value === null ? "" : String(value)}
            onChange={(event) =>
              onChange({ ...layout, [knob]: event.target.value === "" ? null : Number(event.target.value) })
            }
          >
            <option value="">Design’s own{ownValue(knob, template)}</option>
            {[...steps]
              .sort((a, b) => a - b)
              .map((step) => (
                <option key={step} value={String(step)}>
                  {UNIT[knob](step)}
                </option>
              ))}
          </SelectField>
        );
      })}
    </div>
  );
}
