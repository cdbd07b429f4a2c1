import { z } from "zod";
import { LONG, MAX_ROWS, SHORT } from "../../../shared/field-formats.ts";

// What each writer call must get back from the model, with bounds so that a runaway answer
// cannot reach the database. The bounds are the resume's own field limits (shared/field-formats.ts).

const text = z.string().max(LONG, `Use at most ${LONG} characters.`);
const id = z.number().int();

/** A list's rewritten rows: each row's id and its rewritten text `field`; none when left out. */
const rows = <F extends z.ZodRawShape>(field: F) =>
  z
    .array(z.object({ id, ...field }))
    .max(MAX_ROWS)
    .default([]);

export const resumeRewriteReply = z.object({
  summary: text,
  skills: z.array(z.string().trim().max(SHORT)).max(100),
  experiences: rows({ responsibilities: text }),
  projects: rows({ description: text }),
  educations: rows({ achievements: text }),
  certificates: rows({ description: text }),
});

/** A list of short strings; some models wrap it in an object ({"alternatives": [...]}). */
function stringList(maxItemChars: number, maxItems: number) {
  const list = z
    .array(z.string().trim().min(1).max(maxItemChars))
    .min(1, "Give at least one item.")
    .max(maxItems);
  return z.union([
    list,
    z
      .record(z.string(), z.unknown())
      .transform((object) => Object.values(object).find(Array.isArray))
      .pipe(list),
  ]);
}

export const rephraseReply = stringList(300, 20);
export const keywordsReply = stringList(80, 60);

export const coverLetterReply = z
  .string()
  .trim()
  .min(100, "The letter is too short: write three to five paragraphs.")
  .max(LONG, `The letter is too long: use at most ${LONG} characters.`);
