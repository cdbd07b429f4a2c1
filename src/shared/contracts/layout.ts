import { z } from "zod";
import { dateFormats } from "../date-display.ts";
import { pageSizes } from "../page-size.ts";
import { DEFAULT_LAYOUT, LAYOUT_BOUNDS, type ResumeLayout, withEverySection } from "../resume-layout.ts";
import { sectionKeys } from "../resume-sections.ts";
import { pdfPayload } from "./pdf.ts";

// The layout routes of /api/cv (docs/api.md "Resume layout"): GET /layout?resume_id= reads a
// resume's layout, PUT /layout?resume_id= replaces it (the body is shared/resume-layout.ts's
// payload), POST /layout/fit shrinks it to one page in the design the user is looking at.

// The refusal quotes a short string the client sent; anything else (a number, or a list nested
// thousands deep by a hostile client) is not serialized, as that could overflow the stack.
const sectionKey = z.enum(sectionKeys, {
  error: (issue) => `${describeSection(issue.input)}: sections are ${sectionKeys.join(", ")}.`,
});

function describeSection(input: unknown): string {
  if (typeof input === "string" && input.length <= 40) return `Unknown section ${JSON.stringify(input)}`;
  return "Each section must be one of the section names";
}

const uniqueSections = (field: string) =>
  z
    .array(sectionKey, `${field} must be a list of section names.`)
    .max(sectionKeys.length, `${field} names each section at most once.`)
    .refine((list) => new Set(list).size === list.length, `${field} names a section twice.`);

function bounded(field: string, label: string, unit: string, bounds: { min: number; max: number }) {
  const message = `${field} (${label}) must be from ${bounds.min} to ${bounds.max}${unit}, or null for the design's own.`;
  return z.number(message).min(bounds.min, message).max(bounds.max, message).nullable().optional();
}

/** PUT /api/cv/layout's body: any of the fields; what is left out is the design's own. */
export const resumeLayoutPayload = z.strictObject({
  order: uniqueSections("order").nullable().optional(),
  hidden: uniqueSections("hidden").optional(),
  margins: bounded("margins", "page margins", " in", LAYOUT_BOUNDS.margins),
  spacing: bounded("spacing", "space between sections and entries", "%", LAYOUT_BOUNDS.spacing),
  lineHeight: bounded("lineHeight", "line height", "", LAYOUT_BOUNDS.lineHeight),
  fontScale: bounded("fontScale", "type size", "%", LAYOUT_BOUNDS.fontScale),
  dateFormat: z
    .enum(dateFormats, `dateFormat must be one of ${dateFormats.join(", ")}, or null for "Aug 2019".`)
    .nullable()
    .optional(),
  pageSize: z
    .enum(pageSizes, "pageSize must be A4 or Letter, or null for the one the resume's address uses.")
    .nullable()
    .optional(),
});

/**
 * A valid payload as a full layout: a partial order gets each missing section after the one it
 * follows by default (so a layout saved before a section existed keeps it in its usual place).
 */
export function normalizeLayout(payload: z.output<typeof resumeLayoutPayload>): ResumeLayout {
  const order = payload.order ? withEverySection(payload.order) : null;
  return {
    order,
    hidden: sectionKeys.filter((key) => payload.hidden?.includes(key)),
    margins: payload.margins ?? null,
    spacing: payload.spacing ?? null,
    lineHeight: payload.lineHeight ?? null,
    fontScale: payload.fontScale ?? null,
    dateFormat: payload.dateFormat ?? null,
    pageSize: payload.pageSize ?? null,
  };
}

/**
 * A stored layout read back (the column is jsonb, so it is checked again); anything unreadable
 * counts as the design's defaults rather than failing a print.
 */
export function readStoredLayout(stored: unknown): ResumeLayout {
  if (stored === null || stored === undefined) return DEFAULT_LAYOUT;
  const parsed = resumeLayoutPayload.safeParse(stored);
  return parsed.success ? normalizeLayout(parsed.data) : DEFAULT_LAYOUT;
}

/** POST /api/cv/layout/fit: the resume and design as the preview asks for them, and optionally the layout to start from. */
export const fitLayoutPayload = pdfPayload.omit({ htmlContent: true }).extend({
  layout: resumeLayoutPayload.optional(),
});
export type FitLayoutRequest = z.input<typeof fitLayoutPayload>;

/** GET and PUT /api/cv/layout. */
export interface LayoutAnswer {
  resume_id: number;
  layout: ResumeLayout;
}

/** POST /api/cv/layout/fit. */
export interface FitLayoutAnswer extends LayoutAnswer {
  /** Pages before the fit, in this design. */
  pagesBefore: number;
  /** Pages with `layout`. */
  pages: number;
  fits: boolean;
  /** Whether `layout` was stored (only a fit that changed something and fits is). */
  saved: boolean;
  /** What happened, in words for the user. */
  message: string;
}
