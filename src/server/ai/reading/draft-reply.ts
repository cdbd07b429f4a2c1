import { z } from "zod";
import { cutAtWord } from "../../../shared/linear-text.ts";
import { type ResumeDraft, resumeDraftSchema } from "../../../shared/resume-draft.ts";

// What a model must answer when it structures a resume's text, and how any reading is made to
// fit the draft: the draft's own schema (shared/resume-draft.ts), read leniently. The answer
// must be an object; inside it a field of the wrong type (a null, a number, a string for a
// list) is left out rather than failing the whole answer, a string past its bound is cut after
// a whole word and a list past its bound keeps its first entries: every value is checked
// against the text afterwards anyway (ground-draft.ts), and one odd field should not cost the
// person the model's reading. Unknown keys are dropped.

type Schema = z.core.$ZodType;

/** The schema's max_length bound, if it has one. */
function maxOf(schema: Schema): number | undefined {
  for (const check of schema._zod.def.checks ?? []) {
    const def = check._zod.def as { check: string; maximum?: number };
    if (def.check === "max_length") return def.maximum;
  }
  return undefined;
}

const isRecord = (value: unknown): value is Record<string, unknown> =>
  typeof value === "object" && value !== null && !Array.isArray(value);

/** `value` made to fit `schema` (strings, lists, objects and optional ones), or undefined. */
function fitValue(schema: Schema, value: unknown): unknown {
  const def = schema._zod.def as z.core.$ZodTypeDef & Record<string, unknown>;
  switch (def.type) {
    case "optional":
      return fitValue(def.innerType as Schema, value);
    case "string": {
      if (typeof value !== "string") return undefined;
      const max = maxOf(schema);
      const trimmed = value.trim();
      return max === undefined ? trimmed : cutAtWord(trimmed, max);
    }
    case "array": {
      if (!Array.isArray(value)) return undefined;
      const element = def.element as Schema;
      const kept = value.slice(0, maxOf(schema) ?? value.length);
      // A wrong entry stays as an empty one, so the entries after keep their places (paths).
      const empty = element._zod.def.type === "object" ? {} : "";
      return kept.map((item) => fitValue(element, item) ?? empty);
    }
    case "object": {
      if (!isRecord(value)) return undefined;
      const shape = def.shape as Record<string, Schema>;
      const out: Record<string, unknown> = {};
      for (const [key, field] of Object.entries(shape)) {
        const fitted = fitValue(field, value[key]);
        if (fitted !== undefined) out[key] = fitted;
      }
      return out;
    }
    default:
      return undefined;
  }
}

/** Any reading of a resume (a model's answer, the offline reader's) within the draft's shape. */
export function fitDraft(value: Record<string, unknown>): ResumeDraft {
  const fitted = fitValue(resumeDraftSchema, {
    ...value,
    basics: isRecord(value.basics) ? value.basics : {},
  });
  return resumeDraftSchema.parse(fitted);
}

export const draftReply = z.record(z.string(), z.unknown()).transform(fitDraft);
