import { execFile } from "node:child_process";
import { mkdtemp, rm, writeFile } from "node:fs/promises";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { promisify } from "node:util";
import { getDocument } from "pdfjs-dist/legacy/build/pdf.mjs";

// Reading PDFs back the way ATS parsers do: pdfjs-dist and poppler's pdftotext.

const run = promisify(execFile);

export interface PdfText {
  pages: string[];
  /** Page sizes in points, [width, height]. */
  sizes: [number, number][];
  /** The URLs of the link annotations (clickable links), all pages. */
  links: string[];
}

export async function pdfjsText(bytes: Uint8Array): Promise<PdfText> {
  const task = getDocument({ data: new Uint8Array(bytes), verbosity: 0 });
  const pdf = await task.promise;
  const pages: string[] = [];
  const sizes: [number, number][] = [];
  const links: string[] = [];
  for (let n = 1; n <= pdf.numPages; n++) {
    const page = await pdf.getPage(n);
    const content = await page.getTextContent();
    pages.push(
      content.items.map((item) => ("str" in item ? item.str + (item.hasEOL ? "\n" : " ") : "")).join(""),
    );
    const [x0, y0, x1, y1] = page.view as [number, number, number, number];
    sizes.push([Math.round(x1 - x0), Math.round(y1 - y0)]);
    for (const annotation of await page.getAnnotations()) {
      if (annotation.subtype === "Link" && annotation.url) links.push(annotation.url);
    }
  }
  await task.destroy();
  return { pages, sizes, links };
}

/** pdftotext's reading of each page (form feeds separate pages). */
export async function pdftotextPages(bytes: Uint8Array): Promise<string[]> {
  const dir = await mkdtemp(join(tmpdir(), "pdf-test-"));
  try {
    const file = join(dir, "in.pdf");
    await writeFile(file, bytes);
    const { stdout } = await run("pdftotext", ["-enc", "UTF-8", file, "-"]);
    return stdout.split("\f").filter((page, i, all) => i < all.length - 1 || page.trim());
  } finally {
    await rm(dir, { recursive: true, force: true });
  }
}

/** pdftotext -layout: the text with each line's words at their columns (indents kept). */
export async function pdftotextLayout(bytes: Uint8Array): Promise<string> {
  const dir = await mkdtemp(join(tmpdir(), "pdf-test-"));
  try {
    const file = join(dir, "in.pdf");
    await writeFile(file, bytes);
    return (await run("pdftotext", ["-layout", "-enc", "UTF-8", file, "-"])).stdout;
  } finally {
    await rm(dir, { recursive: true, force: true });
  }
}

/**
 * Whitespace-separated words of extracted text. A hyphen at a line's end joins the lines
 * ("length-\nlimited" is the compound "length-limited"): a split plain word would then show up as
 * "perfor-mance" and fail to match "performance".
 */
function extractedWords(text: string): Set<string> {
  const joined = text.replace(/-\s*\n\s*/g, "-");
  return new Set(joined.split(/\s+/).flatMap(wordForms).filter(Boolean));
}

/**
 * Extracted text as its words in reading order (line-end hyphens joined as in extractedWords).
 * A word split in two, dropped or read out of order breaks a run of source words in it.
 */
export function wordSequence(text: string): string[] {
  return text
    .replace(/-\s*\n\s*/g, "-")
    .split(/\s+/)
    .map(trimPunctuation)
    .filter(Boolean);
}

/**
 * Null when `words` appear in `extracted` as one unbroken run, in order; otherwise where the
 * longest partial run breaks off, for the failure message.
 */
export function runBreak(extracted: string[], words: string[]): string | null {
  let best = { at: -1, length: 0 };
  extracted.forEach((word, at) => {
    if (word !== words[0]) return;
    let length = 0;
    while (length < words.length && extracted[at + length] === words[length]) length++;
    if (length > best.length) best = { at, length };
  });
  if (best.length === words.length) return null;
  if (best.at < 0) return `the first word "${words[0]}" is missing`;
  const before = words.slice(Math.max(0, best.length - 4), best.length).join(" ");
  return `after "${before}" expected "${words[best.length]}", read "${extracted[best.at + best.length]}"`;
}

/** The words of a source field, as extractedWords would list them. */
export function sourceWords(text: string): string[] {
  return text.split(/\s+/).map(trimPunctuation).filter(Boolean);
}

const trimPunctuation = (word: string) => word.replace(/^[^\p{L}\p{N}]+|[^\p{L}\p{N}]+$/gu, "");
// "TypeScript," and "(912)" count as the words "TypeScript" and "912".
const wordForms = (word: string) => [trimPunctuation(word)];

/** The source words missing from the extracted text. */
export function missingWords(extracted: string, ...fields: string[]): string[] {
  const words = extractedWords(extracted);
  return fields.flatMap(sourceWords).filter((word) => !words.has(word));
}
