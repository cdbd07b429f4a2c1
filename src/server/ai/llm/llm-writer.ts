import type { ResumeDocument } from "../../../shared/resume.ts";
import { tailoringPlan } from "../evidence/tailoring-plan.ts";
import { isEcho } from "../phrase-echo.ts";
import { COVER_LETTER_SYSTEM, coverLetterPrompt } from "../prompts/cover-letter.ts";
import { EXTRACT_KEYWORDS_SYSTEM, extractKeywordsPrompt } from "../prompts/extract-keywords.ts";
import { IMPROVE_BULLETS_SYSTEM, improveBulletsPrompt } from "../prompts/improve-bullets.ts";
import { REPHRASE_SYSTEM, rephrasePrompt } from "../prompts/rephrase.ts";
import { REWRITE_RESUME_SYSTEM, resumeForPrompt, rewriteResumePrompt } from "../prompts/rewrite-resume.ts";
import type { WriteOptions, Writer } from "../writer.ts";
import { type GenerateOptions, generateValidated } from "./generate-validated.ts";
import { mergeImproveReply } from "./improve-bullets.ts";
import { improveBulletsReply } from "./improve-reply.ts";
import { parseJsonReply } from "./json-reply.ts";
import { distinct, letterText } from "./letter-text.ts";
import { createLlmClient, type LlmClientConfig } from "./llm-client.ts";
import { normalizeRewrite } from "./normalize-rewrite.ts";
import { createProgressMeter, type ProgressMeter } from "./progress-meter.ts";
import { coverLetterReply, keywordsReply, rephraseReply, resumeRewriteReply } from "./reply-schemas.ts";
import { rewritePhase } from "./rewrite-phase.ts";
import { startTimeBound } from "./time-bound.ts";
import { toWriterError } from "./to-writer-error.ts";

export interface LlmWriterConfig extends LlmClientConfig {
  /** The whole call's bound, a retry for bad output included. */
  timeoutMs: number;
}

/** A model call as a method describes it; `ask` adds the client, the meter and the signal. */
type ModelRequest<T> = Omit<GenerateOptions<T>, "client" | "meter" | "signal">;

const MAX_ALTERNATIVES = 8;
const MAX_KEYWORDS = 30;

/** The writer backed by any OpenAI-compatible chat-completions endpoint. */
export function createLlmWriter(config: LlmWriterConfig): Writer {
  const client = createLlmClient(config);

  async function run<T>(
    options: WriteOptions,
    estimatedChars: number,
    firstMessage: string,
    work: (signal: AbortSignal, meter: ProgressMeter) => Promise<T>,
  ): Promise<T> {
    const bound = startTimeBound(config.timeoutMs, options.signal);
    const meter = createProgressMeter(options.progress, estimatedChars);
    meter.say(firstMessage);
    try {
      return await work(bound.signal, meter);
    } catch (error) {
      throw toWriterError(error, bound.signal, config.timeoutMs);
    } finally {
      bound.release();
    }
  }

  /**
   * One model call under `run`: the request (built inside the time bound, so a failure building
   * it is a writer error too) answered, validated by its `parse`, then `finish`ed.
   */
  function ask<T, R>(
    options: WriteOptions,
    estimatedChars: number,
    firstMessage: string,
    request: () => ModelRequest<T>,
    finish: (reply: T) => R,
  ): Promise<R> {
    return run(options, estimatedChars, firstMessage, async (signal, meter) =>
      finish(await generateValidated({ ...request(), client, meter, signal })),
    );
  }

  return {
    name: config.model,
    kind: "llm",

    rewriteResume(resume, target, options) {
      const request = () => ({
        system: REWRITE_RESUME_SYSTEM,
        prompt: rewriteResumePrompt(resume, target, tailoringPlan(resume, target)),
        parse: (text: string) => parseJsonReply(text, resumeRewriteReply),
        what: "resume rewrite",
        phaseOf: rewritePhase,
        writing: "Writing your resume…",
      });
      return ask(options, estimateRewrite(resume), "Reading your resume…", request, (reply) =>
        normalizeRewrite(reply, resume),
      );
    },

    writeCoverLetter(input, options) {
      const request = (): ModelRequest<string> => ({
        system: COVER_LETTER_SYSTEM,
        prompt: coverLetterPrompt(input),
        parse: (text) => {
          const result = coverLetterReply.safeParse(letterText(text));
          return result.success
            ? { ok: true, value: result.data }
            : { ok: false, problem: result.error.issues[0]?.message ?? "The letter is not usable." };
        },
        what: "cover letter",
        writing: "Writing your cover letter…",
      });
      return ask(options, 2_200, "Reading the job and your resume…", request, (letter) => letter);
    },

    rephrase(phrase, options) {
      const request = (): ModelRequest<string[]> => ({
        system: REPHRASE_SYSTEM,
        prompt: rephrasePrompt(phrase),
        // The phrase back (re-cased, re-punctuated or a letter off) is no alternative: drop
        // those, and ask again when nothing else is left.
        parse: (text) => {
          const parsed = parseJsonReply(text, rephraseReply);
          if (!parsed.ok) return parsed;
          const fresh = parsed.value.filter((alternative) => !isEcho(alternative, phrase));
          if (fresh.length) return { ok: true, value: fresh };
          return { ok: false, problem: "Every alternative repeated the phrase itself; use new words." };
        },
        what: "list of alternatives",
        writing: "Finding professional wordings…",
      });
      return ask(options, 80 * MAX_ALTERNATIVES, "Reading your phrase…", request, (alternatives) =>
        distinct(alternatives, MAX_ALTERNATIVES),
      );
    },

    extractKeywords(posting, options) {
      const request = () => ({
        system: EXTRACT_KEYWORDS_SYSTEM,
        prompt: extractKeywordsPrompt(posting),
        parse: (text: string) => parseJsonReply(text, keywordsReply),
        what: "keyword list",
        writing: "Picking out the keywords…",
      });
      return ask(options, 16 * MAX_KEYWORDS, "Reading the job posting…", request, (keywords) =>
        distinct(keywords, MAX_KEYWORDS),
      );
    },

    improveBullets(request, options) {
      const estimate = 200 * request.lines.length + 100;
      return run(options, estimate, "Reading your bullets…", async (signal, meter) => {
        const reply = await generateValidated({
          client,
          system: IMPROVE_BULLETS_SYSTEM,
          prompt: improveBulletsPrompt(request),
          parse: (text) => parseJsonReply(text, improveBulletsReply),
          meter,
          signal,
          what: "list of suggestions",
          writing: "Writing suggestions…",
        }).catch((error: unknown) => {
          // Suggestions are a help, not a product: when the model fails, the offline ones stand
          // in. A cancelled request (the caller's signal) still ends here.
          if (options.signal.aborted) throw error;
          return null;
        });
        return mergeImproveReply(request, reply);
      });
    },
  };
}

/** The rewrite is about as long as the text it rewrites, plus the JSON around it. */
function estimateRewrite(resume: ResumeDocument): number {
  const source = resumeForPrompt(resume);
  const text = [
    source.summary,
    source.skills.join(", "),
    ...source.experiences.map((row) => row.responsibilities),
    ...source.projects.map((row) => row.description),
    ...source.educations.map((row) => row.achievements),
    ...source.certificates.map((row) => row.description),
  ].join("");
  const rows =
    source.experiences.length +
    source.projects.length +
    source.educations.length +
    source.certificates.length;
  return Math.round(text.length * 1.1) + 40 * rows + 150;
}
