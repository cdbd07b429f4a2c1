import type { ReadDocumentAnswer } from "../../../../shared/resume-draft.ts";
import { AppError } from "../../../lib/app-error.ts";
import { docxLines } from "./docx-lines.ts";
import { isOleFile, isPdf } from "./file-signatures.ts";
import { linkedinResume } from "./linkedin-export.ts";
import { pdfLines } from "./pdf-lines.ts";
import { resumeFromLines } from "./resume-from-lines.ts";
import type { SourceLine } from "./source-lines.ts";
import { textLines } from "./text-lines.ts";
import { isZip, zipKind } from "./zip-archive.ts";

// Reads an uploaded document or pasted text into a resume draft for review (nothing is stored).
// The kind is sniffed from the bytes, never trusted from the name.

export type DocumentInput = { bytes: Uint8Array } | { text: string };

export async function readDocument(input: DocumentInput): Promise<ReadDocumentAnswer> {
  if ("text" in input) return fromLines("text", textLines(input.text));
  const { bytes } = input;
  if (isPdf(bytes)) {
    return fromLines("pdf", withTextLayer(await pdfLines(bytes, { maxChars: MAX_READ_CHARS })));
  }
  if (isZip(bytes)) {
    const kind = zipKind(bytes);
    if (kind === "docx") return fromLines("docx", await docxLines(bytes));
    if (kind === "linkedin") return { source: "linkedin", reader: "offline", ...linkedinResume(bytes) };
    throw new AppError(
      "bad_request",
      "This ZIP file is neither a Word document (.docx) nor a LinkedIn data export.",
    );
  }
  if (isOleFile(bytes)) {
    throw new AppError(
      "bad_request",
      "This is an old Word .doc file: save it as .docx (Word: File > Save As) and upload that.",
    );
  }
  throw new AppError(
    "bad_request",
    "This file is not a PDF, a Word document (.docx) or a LinkedIn data export.",
  );
}

/**
 * Far more text than a resume holds (a long resume is 20,000 characters): the rest of a huge
 * document is not read, so neither the reader nor the answer grows with a hostile file. A PDF's
 * pages past it are not even parsed (pdf-lines.ts).
 */
const MAX_READ_CHARS = 100_000;

function fromLines(source: ReadDocumentAnswer["source"], all: SourceLine[]): ReadDocumentAnswer {
  const lines: SourceLine[] = [];
  let characters = 0;
  for (const line of all) {
    characters += line.text.length + 1;
    if (characters > MAX_READ_CHARS) break;
    lines.push(line);
  }
  const reading = resumeFromLines(lines);
  return { source, reader: "offline", sourceText: lines.map((line) => line.text).join("\n"), ...reading };
}

const NO_TEXT_LAYER =
  "This PDF has no text layer: it looks like a scan or an image. Export it again from Word or Google Docs, or paste the text instead.";
/** Fewer characters than a name and an e-mail address: the pages are pictures, not text. */
const MIN_PDF_TEXT_CHARS = 20;

function withTextLayer(lines: SourceLine[]): SourceLine[] {
  let characters = 0;
  for (const line of lines) characters += line.text.replace(/\s+/g, "").length;
  if (characters < MIN_PDF_TEXT_CHARS) throw new AppError("bad_request", NO_TEXT_LAYER);
  return lines;
}
