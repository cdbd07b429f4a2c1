import type { DesignId } from "./designs.ts";
import type { SectionKey } from "./resume-sections.ts";

// Each design's own page margin, body line height and body type size: the values its layout
// starts from when the user set none (the templates in src/server/pdf read their margins from
// here, so the two cannot drift), and what "Fit to one page" shrinks from.

export interface DesignMetrics {
  /** The page margin in points (72 to the inch). */
  marginPt: number;
  /** The line height of the design's body text (entries' lines, paragraphs). */
  lineHeight: number;
  /** The size of the design's body text in points. */
  bodyPt: number;
}

export const designMetrics = {
  classic: { marginPt: 48, lineHeight: 1.4, bodyPt: 10 },
  modern: { marginPt: 40, lineHeight: 1.45, bodyPt: 10 },
  compact: { marginPt: 30, lineHeight: 1.3, bodyPt: 8.5 },
  sidebar: { marginPt: 36, lineHeight: 1.4, bodyPt: 9.5 },
  minimal: { marginPt: 56, lineHeight: 1.5, bodyPt: 10 },
  executive: { marginPt: 50, lineHeight: 1.5, bodyPt: 10.5 },
  technical: { marginPt: 32, lineHeight: 1.35, bodyPt: 9 },
  creative: { marginPt: 40, lineHeight: 1.45, bodyPt: 10 },
} as const satisfies Record<DesignId, DesignMetrics>;

/**
 * Where each design prints each section: two-column designs keep a section in its column and
 * apply the user's order within each column.
 */
export const SIDEBAR_COLUMN: readonly SectionKey[] = ["skills", "languages"];
