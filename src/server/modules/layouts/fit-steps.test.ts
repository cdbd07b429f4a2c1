import { describe, expect, it } from "vitest";
import { DEFAULT_LAYOUT, type ResumeLayout } from "../../../shared/resume-layout.ts";
import { fitRange, layoutAt, searchFit } from "./fit-steps.ts";

describe("the fit's steps", () => {
  it("shrinks spacing first, then margins, line height and type, down to the readable floors", () => {
    const range = fitRange(DEFAULT_LAYOUT, "classic");
    expect(layoutAt(DEFAULT_LAYOUT, range, 0)).toEqual(DEFAULT_LAYOUT);
    const first = layoutAt(DEFAULT_LAYOUT, range, 1);
    expect(first).toMatchObject({ spacing: 40, margins: null, lineHeight: null, fontScale: null });
    const floors = layoutAt(DEFAULT_LAYOUT, range, 4);
    // Classic's body is 10 pt: 90% keeps it at 9 pt.
    expect(floors).toMatchObject({ spacing: 40, margins: 0.5, lineHeight: 1.15, fontScale: 90 });
  });

  it("never loosens what the user set tighter, nor a design's own margin below the floor", () => {
    const tight: ResumeLayout = { ...DEFAULT_LAYOUT, spacing: 30, lineHeight: 1.2 };
    const floors = layoutAt(tight, fitRange(tight, "compact"), 4);
    expect(floors.spacing).toBe(30);
    expect(floors.lineHeight).toBe(1.15);
    // Compact prints at 0.42 in and 8.5 pt already: neither changes.
    expect(floors.margins).toBeNull();
    expect(floors.fontScale).toBeNull();
  });

  it("tightens monotonically", () => {
    const range = fitRange(DEFAULT_LAYOUT, "executive");
    let previous = layoutAt(DEFAULT_LAYOUT, range, 0);
    for (let t = 0.25; t <= 4; t += 0.25) {
      const next = layoutAt(DEFAULT_LAYOUT, range, t);
      for (const knob of ["spacing", "margins", "lineHeight", "fontScale"] as const) {
        const before = previous[knob] ?? Number.POSITIVE_INFINITY;
        expect(next[knob] ?? Number.POSITIVE_INFINITY).toBeLessThanOrEqual(before);
      }
      previous = next;
    }
  });
});

describe("searching the fit", () => {
  /** A stand-in renderer: pages shrink as spacing and margins do. */
  const pagesFor = (threshold: number) => async (layout: ResumeLayout) =>
    (layout.spacing ?? 100) + (layout.margins ?? 0.67) * 100 > threshold ? 2 : 1;

  it("leaves a resume that fits alone", async () => {
    const found = await searchFit(DEFAULT_LAYOUT, "classic", async () => 1);
    expect(found).toMatchObject({ fits: true, changed: false, pagesBefore: 1, layout: DEFAULT_LAYOUT });
  });

  it("reports the pages left when even the floors overflow, changing nothing", async () => {
    const found = await searchFit(DEFAULT_LAYOUT, "classic", async () => 3);
    expect(found).toMatchObject({ fits: false, changed: false, pages: 3, layout: DEFAULT_LAYOUT });
  });

  it("finds a layout that fits with no more shrinking than needed", async () => {
    const found = await searchFit(DEFAULT_LAYOUT, "classic", pagesFor(140));
    expect(found.fits).toBe(true);
    expect(await pagesFor(140)(found.layout)).toBe(1);
    // Spacing and margins were enough: line height and type untouched.
    expect(found.layout.lineHeight).toBeNull();
    expect(found.layout.fontScale).toBeNull();
  });
});
