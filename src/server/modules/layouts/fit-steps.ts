import type { TemplateId } from "../../../shared/contracts/pdf.ts";
import { designMetrics } from "../../../shared/design-metrics.ts";
import { LAYOUT_BOUNDS, READABLE_FLOORS, type ResumeLayout } from "../../../shared/resume-layout.ts";

// The settings "Fit to one page" tries, from the user's own (tightness 0) to the readable floors
// (tightness STAGES). Spacing gives way first, then margins, then line height, and the type size
// last: the order in which a reader notices them least. Each value only ever shrinks, and never
// below its floor or below the design's own value when that is already smaller.

/** The four settings the fit shrinks, in the order it shrinks them. */
type Knob = "spacing" | "margins" | "lineHeight" | "fontScale";
const KNOBS: Knob[] = ["spacing", "margins", "lineHeight", "fontScale"];
const STAGES = KNOBS.length;

type Range = Record<Knob, { from: number; to: number }>;

/** Where each setting starts (the layout's, else the design's own) and the floor it may reach. */
export function fitRange(layout: ResumeLayout, template: TemplateId): Range {
  const own = designMetrics[template];
  const start = {
    spacing: layout.spacing ?? 100,
    margins: layout.margins ?? own.marginPt / 72,
    lineHeight: layout.lineHeight ?? own.lineHeight,
    fontScale: layout.fontScale ?? 100,
  };
  // The smallest type size that keeps the body text at the floor (the renderer holds it there too).
  const fontFloor = Math.max(
    LAYOUT_BOUNDS.fontScale.min,
    Math.ceil((READABLE_FLOORS.bodyPt / own.bodyPt) * 100),
  );
  const floor = {
    spacing: READABLE_FLOORS.spacing,
    margins: READABLE_FLOORS.marginsIn,
    lineHeight: READABLE_FLOORS.lineHeight,
    fontScale: fontFloor,
  };
  const range = {} as Range;
  for (const knob of KNOBS) range[knob] = { from: start[knob], to: Math.min(start[knob], floor[knob]) };
  return range;
}

/** Rounded down to `step` (a tighter value, so a tighter tightness never prints looser). */
const floorTo = (value: number, step: number) => Math.floor(value / step + 1e-9) * step;
const STEP: Record<Knob, number> = { spacing: 1, margins: 0.05, lineHeight: 0.05, fontScale: 1 };

/**
 * The layout at `tightness` (0 = as the user has it, STAGES = every floor): knobs before the
 * current stage at their floor, the current one part way, the rest untouched. A value already
 * at or below its floor (compact's margin) stays as it is.
 */
export function layoutAt(layout: ResumeLayout, range: Range, tightness: number): ResumeLayout {
  const next: ResumeLayout = { ...layout };
  KNOBS.forEach((knob, stage) => {
    const share = Math.min(1, Math.max(0, tightness - stage));
    const { from, to } = range[knob];
    if (share === 0 || from === to) return;
    const value = Math.max(to, floorTo(from - (from - to) * share, STEP[knob]));
    next[knob] = Number(value.toFixed(2));
  });
  return next;
}

/** Renders after the first two (as is, and at every floor): enough to land within ~3% of the range. */
const BISECTION_STEPS = 5;

export interface FitSearch {
  /** Pages as the layout was. */
  pagesBefore: number;
  /** The layout to keep: `start` when it already fits or cannot, else the least shrinking that fits. */
  layout: ResumeLayout;
  /** Pages with `layout`, or at the floors when even they do not fit. */
  pages: number;
  fits: boolean;
  /** Whether `layout` differs from `start`. */
  changed: boolean;
}

/**
 * Searches the least tightness that prints one page: as is; at every floor (more than a page
 * there: it cannot fit); else by bisection between the two. `pagesWith` renders and counts.
 */
export async function searchFit(
  start: ResumeLayout,
  template: TemplateId,
  pagesWith: (layout: ResumeLayout) => Promise<number>,
): Promise<FitSearch> {
  const pagesBefore = await pagesWith(start);
  if (pagesBefore <= 1) return { pagesBefore, layout: start, pages: pagesBefore, fits: true, changed: false };
  const range = fitRange(start, template);
  const at = (tightness: number) => layoutAt(start, range, tightness);
  const tightest = await pagesWith(at(STAGES));
  if (tightest > 1) return { pagesBefore, layout: start, pages: tightest, fits: false, changed: false };
  let overflows = 0;
  let fits = STAGES;
  for (let i = 0; i < BISECTION_STEPS; i++) {
    const middle = (overflows + fits) / 2;
    if ((await pagesWith(at(middle))) <= 1) fits = middle;
    else overflows = middle;
  }
  return { pagesBefore, layout: at(fits), pages: 1, fits: true, changed: true };
}
