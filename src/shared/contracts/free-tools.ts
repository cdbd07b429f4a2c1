import { z } from "zod";
import { MAX_PHRASE } from "../ai.ts";

// POST /api/free-tools/rephrase: the public "how to professionally say" tool (spec §2).

export const rephrasePayload = z.strictObject({
  phrase: z
    .string("phrase must be text.")
    .trim()
    .min(1, "Type a phrase to rephrase.")
    .max(MAX_PHRASE, `Use at most ${MAX_PHRASE} characters.`),
});
export type RephraseRequest = z.input<typeof rephrasePayload>;

export interface RephraseAnswer {
  alternatives: string[];
  /** The writer's display name. */
  writer: string;
}
