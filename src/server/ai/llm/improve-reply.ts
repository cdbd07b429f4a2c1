import { z } from "zod";

// What the model must give back for "Improve" (prompts/improve-bullets.ts), bounded so that a
// runaway answer cannot reach the browser. Suggestions are checked again for grounding.

const suggestion = z.object({
  text: z.string().trim().min(1).max(1_000),
  why: z.string().trim().max(300).default(""),
});

export const improveBulletsReply = z.object({
  lines: z
    .array(
      z.object({
        line: z.number().int().min(1),
        suggestions: z.array(suggestion).max(10).default([]),
      }),
    )
    .max(200),
});
export type ImproveBulletsReply = z.infer<typeof improveBulletsReply>;
