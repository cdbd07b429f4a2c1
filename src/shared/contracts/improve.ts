import { z } from "zod";
import { LONG, MAX_ROWS } from "../field-formats.ts";
import { MAX_EXTRA_SECTIONS } from "../resume-extras.ts";
import type { RowType } from "../resume-sections.ts";
import { ROW_SECTIONS } from "../revision-changes.ts";
import { idField, positiveId } from "./fields.ts";

// POST /api/cv/improve (docs/api.md "AI writing"): which field of which resume, and its text as
// the user has it now (the wizard may not have saved the latest keystrokes yet).

/** A field's lines (or the summary's sentences) looked at in one request. */
export const MAX_IMPROVE_LINES = 40;

const KINDS = ["summary", ...ROW_SECTIONS, "sections"];
const KIND_MESSAGE = `kind must be one of ${KINDS.map((kind) => `"${kind}"`).join(", ")}.`;

const text = z
  .string("text must be text.")
  .max(LONG, `text: Improve works on at most ${LONG.toLocaleString("en-US")} characters.`)
  .refine((value) => value.trim().length > 0, "text: Type something to improve first.");
const index = (name: string, max: number) =>
  z
    .number(`${name} must be a number.`)
    .int(`${name} must be a whole number.`)
    .min(0, `${name} must be 0 or more.`)
    .max(max - 1, `${name} must be below ${max}.`);

const rowKind = (kind: RowType) =>
  z.strictObject({ kind: z.literal(kind), id: idField, row: positiveId("row"), text });

export const improvePayload = z.discriminatedUnion(
  "kind",
  [
    z.strictObject({ kind: z.literal("summary"), id: idField, text }),
    rowKind("experiences"),
    rowKind("projects"),
    rowKind("educations"),
    rowKind("certificates"),
    z.strictObject({
      kind: z.literal("sections"),
      id: idField,
      section: index("section", MAX_EXTRA_SECTIONS),
      entry: index("entry", MAX_ROWS),
      text,
    }),
  ],
  { error: KIND_MESSAGE },
);
export type ImprovePayload = z.output<typeof improvePayload>;

/** A suggested rewrite of one line. */
export interface ImproveSuggestion {
  text: string;
  /** One sentence for the user: what changed and why it reads better. */
  why: string;
}

/** One line (without its bullet marker) or sentence of the text sent, with its suggestions. */
export interface ImprovedUnit {
  /** Where the line sits in the text that was sent. */
  start: number;
  end: number;
  text: string;
  suggestions: ImproveSuggestion[];
  /** A question for a bullet that states no result; never a rewrite. */
  ask?: string;
}

/** What POST /api/cv/improve answers. */
export interface ImproveAnswer {
  writer: string;
  bullets: ImprovedUnit[];
}
