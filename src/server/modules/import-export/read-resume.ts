import type { ReadDocumentAnswer } from "../../../shared/resume-draft.ts";
import type { DraftModel } from "../../ai/reading/draft-model.ts";
import { fitDraft } from "../../ai/reading/draft-reply.ts";
import { groundDraft, stillUnplaced } from "../../ai/reading/ground-draft.ts";
import type { Logger } from "../../lib/logger.ts";
import type { DocumentReader } from "./documents/document-reader.ts";
import type { DocumentInput } from "./documents/read-document.ts";

// POST /api/cv/import/read's work: the document read offline in a bounded worker, then, when a
// model is configured, the model's structuring of the same text with every value grounded in
// it. Whatever goes wrong with the model (an error, 30 s without an answer, an answer that is
// not the shape, or one that is mostly not in the text) the person gets the offline reading,
// and the log says why. Nothing is stored.

export interface ReadResumeOptions {
  input: DocumentInput;
  reader: DocumentReader;
  /** The configured model, or undefined to read offline only. */
  model?: DraftModel;
  logger: Logger;
  /** Whose read this is: one at a time per owner, on the owner's reading budget. */
  owner: string;
  /** The request's signal: a read nobody waits for any more is stopped. */
  signal: AbortSignal;
}

export async function readResume({
  input,
  reader,
  model,
  logger,
  owner,
  signal,
}: ReadResumeOptions): Promise<ReadDocumentAnswer> {
  const read = await reader.read(input, { owner, signal });
  // Within the draft's bounds, so the reviewed draft is never refused for what the reader read.
  const offline = { ...read, resume: fitDraft(read.resume) };
  if (!model) return offline;
  const started = performance.now();
  const facts = () => ({
    model: model.name,
    source: offline.source,
    ms: Math.round(performance.now() - started),
  });
  try {
    const draft = await model.structure(offline.sourceText, signal);
    const grounded = groundDraft({ draft, fallback: offline.resume, sourceText: offline.sourceText });
    const { checked, failed, replaced } = grounded;
    // An answer mostly made of values the text does not hold read some other text, or none.
    if (checked === 0 || failed * 2 > checked) {
      logger.warn("model reading not grounded in the text; the offline reading is answered", {
        ...facts(),
        checked,
        failed,
      });
      return offline;
    }
    logger.info("document read by the model", { ...facts(), checked, failed, replaced: replaced.length });
    return {
      ...offline,
      reader: "model",
      resume: grounded.resume,
      lowConfidence: replaced,
      unplaced: stillUnplaced(offline.unplaced, grounded.resume),
    };
  } catch (error) {
    logger.warn("model reading failed; the offline reading is answered", { ...facts(), error });
    return offline;
  }
}
