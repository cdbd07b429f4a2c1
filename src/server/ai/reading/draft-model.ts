import type { ResumeDraft } from "../../../shared/resume-draft.ts";
import type { Env } from "../../env.ts";
import { generateValidated } from "../llm/generate-validated.ts";
import { parseJsonReply } from "../llm/json-reply.ts";
import { createLlmClient } from "../llm/llm-client.ts";
import { createProgressMeter } from "../llm/progress-meter.ts";
import { startTimeBound } from "../llm/time-bound.ts";
import { toWriterError } from "../llm/to-writer-error.ts";
import { STRUCTURE_RESUME_SYSTEM, structureResumePrompt } from "../prompts/structure-resume.ts";
import { WriterError } from "../writer.ts";
import { draftReply } from "./draft-reply.ts";

// The configured model (AI_BASE_URL + AI_MODEL) reading a resume's text into a ResumeDraft,
// the project's structured-output way: the prompt asks for JSON, zod validates it
// (json-reply.ts), one retry with the problem spelled out (generate-validated.ts). Its answer
// is unchecked here: read-resume.ts grounds every value in the text before anyone sees it.

/** A reading waits at most this long for the model (or AI_TIMEOUT_MS when that is shorter). */
const READ_TIMEOUT_MS = 30_000;
/**
 * Longer texts are left to the offline reader: a real resume is under 15,000 characters, and
 * the answer of a longer one would not arrive within the time bound anyway.
 */
const MAX_MODEL_TEXT_CHARS = 30_000;

export interface DraftModel {
  /** The model's name (AI_MODEL), for the log. */
  name: string;
  /** The model's reading of `text`; a WriterError when it fails, overruns or answers garbage. */
  structure(text: string, signal: AbortSignal): Promise<ResumeDraft>;
}

/** The model the env configures, or undefined: then documents are read offline only. */
export function createDraftModel(env: Env): DraftModel | undefined {
  if (!env.AI_BASE_URL || !env.AI_MODEL) return undefined;
  const client = createLlmClient({
    baseUrl: env.AI_BASE_URL,
    apiKey: env.AI_API_KEY,
    model: env.AI_MODEL,
    maxRetries: env.AI_MAX_RETRIES,
  });
  const timeoutMs = Math.min(READ_TIMEOUT_MS, env.AI_TIMEOUT_MS);

  return {
    name: env.AI_MODEL,
    async structure(text, signal) {
      if (text.length > MAX_MODEL_TEXT_CHARS)
        throw new WriterError(`The text is longer than ${MAX_MODEL_TEXT_CHARS} characters.`, "bad_output");
      const bound = startTimeBound(timeoutMs, signal);
      try {
        return await generateValidated({
          client,
          system: STRUCTURE_RESUME_SYSTEM,
          prompt: structureResumePrompt(text, MAX_MODEL_TEXT_CHARS),
          parse: (answer) => parseJsonReply(answer, draftReply),
          // Nobody watches the progress of a read: the review screen waits for the answer.
          meter: createProgressMeter(() => {}, text.length),
          signal: bound.signal,
          what: "resume reading",
          writing: "Reading the resume…",
        });
      } catch (error) {
        throw toWriterError(error, bound.signal, timeoutMs);
      } finally {
        bound.release();
      }
    },
  };
}
