import { AppError } from "../lib/app-error.ts";
import { isLetter, type Printable } from "./letter-content.ts";

// A bound on what one render may print, checked before any work: a real resume is at most ~6
// pages (~30,000 characters of dense text), a letter one or two. Each field is limited when
// saved, but rows add up; a document far past any real one would hold a worker for seconds.

const MAX_PRINTED_CHARACTERS = 60_000;

function tooMuchToPrintMessage(characters: number) {
  return `This document has ${characters.toLocaleString("en-US")} characters to print; a PDF may hold at most ${MAX_PRINTED_CHARACTERS.toLocaleString("en-US")} (about 15 pages). Shorten some sections and try again.`;
}

/** What of a document reaches the page (fields that never print stay out). */
export function printedPart(doc: Printable): unknown {
  if (isLetter(doc)) return doc;
  const { file_generated, updated_at, order, job_posting, user_instructions, free_generated, ...printed } =
    doc;
  return printed;
}

/** The characters of every text the document prints. */
function printedCharacters(doc: Printable): number {
  let total = 0;
  const visit = (value: unknown) => {
    if (typeof value === "string") total += value.length;
    else if (Array.isArray(value)) for (const item of value) visit(item);
    else if (value && typeof value === "object") for (const item of Object.values(value)) visit(item);
  };
  visit(printedPart(doc));
  return total;
}

/** 413 payload_too_large when the document prints more than MAX_PRINTED_CHARACTERS. */
export function assertPrintableSize(doc: Printable) {
  const characters = printedCharacters(doc);
  if (characters > MAX_PRINTED_CHARACTERS) {
    throw new AppError("payload_too_large", tooMuchToPrintMessage(characters));
  }
}
