import { extractKeywords } from "../keywords.ts";
import { type WriteOptions, type Writer, WriterError } from "../writer.ts";
import { writeCoverLetterOffline } from "./cover-letter.ts";
import { improveBulletsOffline } from "./improve-offline.ts";
import { rephraseOffline } from "./rephrase.ts";
import { rewriteResumeOffline } from "./rewrite-resume.ts";

// The built-in writer (DESIGN.md §2 "AI"): deterministic rules, no model, no key, a few
// milliseconds per call. It rewords and reorders what the resume says and never adds a fact.

export { flagUnmeasuredBullets } from "./rewrite-resume.ts";

const OFFLINE_WRITER_NAME = "Offline writer";

function stopIfAborted(signal: AbortSignal) {
  if (!signal.aborted) return;
  const timedOut = signal.reason instanceof DOMException && signal.reason.name === "TimeoutError";
  throw timedOut
    ? new WriterError("The writer took too long and was stopped.", "timeout")
    : new WriterError("The writing was cancelled.", "aborted");
}

function stepper(options: WriteOptions) {
  return (message: string, percent: number) => {
    stopIfAborted(options.signal);
    options.progress(message, percent);
  };
}

export function createOfflineWriter(): Writer {
  return {
    name: OFFLINE_WRITER_NAME,
    kind: "offline",
    async rewriteResume(resume, target, options) {
      const step = stepper(options);
      const rewrite = rewriteResumeOffline(resume, target, { step });
      step("Done", 100);
      return rewrite;
    },
    async writeCoverLetter(input, options) {
      const step = stepper(options);
      step("Reading the job and your resume", 20);
      const letter = writeCoverLetterOffline(input);
      step("Done", 100);
      return letter;
    },
    async rephrase(phrase, options) {
      stopIfAborted(options.signal);
      return rephraseOffline(phrase);
    },
    async extractKeywords(posting, options) {
      stopIfAborted(options.signal);
      return extractKeywords(posting);
    },
    async improveBullets(request, options) {
      stopIfAborted(options.signal);
      return improveBulletsOffline(request);
    },
  };
}
