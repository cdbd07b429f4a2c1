import type { z } from "zod";
import { withoutThinking } from "../prompts/untrusted-text.ts";

// Models asked for "JSON only" still wrap it in ```json fences, add a sentence before it, or
// (reasoning models) think aloud first. We take the outermost JSON value from the text and
// let zod decide whether it is what we asked for.

export type Parsed<T> = { ok: true; value: T } | { ok: false; problem: string };

/** The JSON value in a model's answer, validated; `problem` says what was wrong, for the retry. */
export function parseJsonReply<T>(text: string, schema: z.ZodType<T>): Parsed<T> {
  const json = extractJson(text);
  if (json === undefined) return { ok: false, problem: "The answer contained no JSON." };
  let value: unknown;
  try {
    value = JSON.parse(json);
  } catch (error) {
    return { ok: false, problem: `The answer is not valid JSON (${(error as Error).message}).` };
  }
  const result = schema.safeParse(value);
  if (result.success) return { ok: true, value: result.data };
  const issues = result.error.issues
    .slice(0, 5)
    .map((issue) => `${issue.path.join(".") || "(root)"}: ${issue.message}`);
  return { ok: false, problem: `The JSON does not match the requested shape: ${issues.join("; ")}.` };
}

function extractJson(text: string): string | undefined {
  const answer = withoutThinking(text);
  const body = (fencedBlock(answer) ?? answer).trim();
  const start = body.search(/[[{]/);
  if (start < 0) return undefined;
  const close = body[start] === "{" ? "}" : "]";
  const end = body.lastIndexOf(close);
  return end > start ? body.slice(start, end + 1) : body.slice(start);
}

/**
 * The text of the first ```-fenced block (a "json" tag after the fence dropped), or undefined
 * without a closed one. indexOf rather than /```(?:json)?\s*([\s\S]*?)```/, which rescans the
 * rest of a reply that opens a fence and never closes it from every space after the fence.
 */
function fencedBlock(answer: string): string | undefined {
  const open = answer.indexOf("```");
  const close = open < 0 ? -1 : answer.indexOf("```", open + 3);
  return close < 0 ? undefined : answer.slice(open + 3, close).replace(/^json/i, "");
}
