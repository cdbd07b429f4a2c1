import { getDocument } from "pdfjs-dist/legacy/build/pdf.mjs";
import {
  certificateEntries,
  type Entry,
  educationEntries,
  experienceEntries,
  extraSectionEntries,
  projectEntries,
} from "../../src/server/pdf/resume-content.ts";
import type { ResumeDocument } from "../../src/shared/resume.ts";
import { SECTION_HEADINGS } from "../../src/shared/resume-sections.ts";
import { sourceWords, wordSequence } from "./pdf-helpers.ts";

// Issue 12: checks of a printed resume that word counts cannot make. From pdfjs-dist's text items
// with their positions: no two runs of text overprint, nothing lies outside the page's margins, and
// from the words in reading order: every field is printed whole and in order, each entry's heading
// shares a page with its first line, and no section heading is left alone at a page's end.

interface TextRun {
  page: number;
  text: string;
  /** Box in points, origin at the page's top left. */
  left: number;
  top: number;
  right: number;
  bottom: number;
}

export interface PdfLayout {
  sizes: [number, number][];
  runs: TextRun[];
  /** Each page's words in reading order (pdfjs-dist's content order). */
  pageWords: string[][];
}

export async function pdfLayout(bytes: Uint8Array): Promise<PdfLayout> {
  const task = getDocument({ data: new Uint8Array(bytes), verbosity: 0 });
  const pdf = await task.promise;
  const sizes: [number, number][] = [];
  const runs: TextRun[] = [];
  const pageWords: string[][] = [];
  for (let n = 1; n <= pdf.numPages; n++) {
    const page = await pdf.getPage(n);
    const [x0, y0, x1, y1] = page.view as [number, number, number, number];
    const height = y1 - y0;
    sizes.push([x1 - x0, height]);
    const content = await page.getTextContent();
    let text = "";
    for (const item of content.items) {
      if (!("str" in item)) continue;
      text += item.str + (item.hasEOL ? "\n" : " ");
      if (!item.str.trim()) continue;
      const [, , , , x = 0, y = 0] = item.transform as number[];
      // y is the baseline; the run's box spans its font size above it (descenders ignored, so
      // lines set tight but apart do not count as touching).
      runs.push({
        page: n,
        text: item.str,
        left: x - x0,
        right: x - x0 + item.width,
        bottom: height - (y - y0),
        top: height - (y - y0) - item.height,
      });
    }
    pageWords.push(wordSequence(text));
  }
  await task.destroy();
  return { sizes, runs, pageWords };
}

/**
 * Pairs of text runs on a page whose boxes overlap (overprinted text). `known` tells the words of
 * the document: a run with other words is a glyph the fonts lack, read back as noise by pdfjs-dist
 * (its position means nothing), and is left out.
 */
function overlappingRuns(layout: PdfLayout, known: (word: string) => boolean): string[] {
  const problems: string[] = [];
  // Points: runs that merely touch (kerning, a trailing space's width, a link beside its text)
  // are fine; overprinted lines overlap by far more.
  const slack = 3;
  for (let page = 1; page <= layout.sizes.length; page++) {
    const runs = layout.runs.filter((run) => {
      const words = sourceWords(run.text);
      return run.page === page && words.length > 0 && words.every(known);
    });
    for (let i = 0; i < runs.length; i++) {
      for (let j = i + 1; j < runs.length; j++) {
        const a = runs[i] as TextRun;
        const b = runs[j] as TextRun;
        const wide = Math.min(a.right, b.right) - Math.max(a.left, b.left);
        const tall = Math.min(a.bottom, b.bottom) - Math.max(a.top, b.top);
        if (wide > slack && tall > slack) {
          problems.push(`page ${page}: "${a.text}" overprints "${b.text}"`);
        }
      }
    }
  }
  return problems;
}

/** Text runs closer to a page's edge than `margin` points (or off the page). */
function runsOutsideMargins(layout: PdfLayout, margin: number): string[] {
  return layout.runs
    .filter((run) => {
      const [width, height] = layout.sizes[run.page - 1] as [number, number];
      return (
        run.left < margin - 0.5 ||
        run.top < margin - 0.5 ||
        run.right > width - margin + 0.5 ||
        run.bottom > height - margin + 0.5
      );
    })
    .map((run) => `page ${run.page}: "${run.text}" lies outside the margins`);
}

export interface PrintedField {
  /** What the field is, for the failure message. */
  label: string;
  text: string;
}

interface Found {
  /** Page (1-based) of the field's first and last word; 0 when not found. */
  first: number;
  last: number;
}

/**
 * Where a field's words are printed as one unbroken run in reading order (a run may continue on
 * the next page), searching from `from` in the document's word stream. Null when it is not.
 */
function findRun(stream: { word: string; page: number }[], words: string[], from: number) {
  for (let at = from; at < stream.length; at++) {
    if (stream[at]?.word !== words[0]) continue;
    let length = 0;
    while (length < words.length && stream[at + length]?.word === words[length]) length++;
    if (length === words.length) {
      return { at, first: stream[at]?.page ?? 0, last: stream[at + length - 1]?.page ?? 0 };
    }
  }
  return null;
}

/**
 * Every field printed whole and in reading order; returns the fields that are not, and the
 * page each found field starts on. `skip` drops words the fonts cannot print yet.
 */
const RTL = /[\p{Script=Arabic}\p{Script=Hebrew}]/u;

/**
 * A field with right-to-left words ("know me as ليلى حداد"), found where pdfjs-dist does not
 * return them in typed order: react-pdf may draw the words of a right-to-left run as separate
 * text items, right to left, and even before the rest of their line, and pdfjs-dist returns
 * items in drawing order. The field's other words must still be whole and in order, and each
 * right-to-left word printed; pdftotext reads them back in typed order, which
 * tests/integration/pdf-scripts.test.ts checks strictly.
 */
function findRtlTolerantRun(stream: { word: string; page: number }[], wanted: string[]) {
  const rtl = wanted.filter((word) => RTL.test(word));
  if (rtl.length === 0) return null;
  const rest = stream.filter(({ word }) => !RTL.test(word));
  const run = findRun(
    rest,
    wanted.filter((word) => !RTL.test(word)),
    0,
  );
  const printed = new Set(stream.map(({ word }) => word));
  return run && rtl.every((word) => printed.has(word)) ? run : null;
}

function checkFields(layout: PdfLayout, fields: PrintedField[]) {
  // A word with a character outside printable ASCII that no field has is noise (a glyph read
  // back as something else): it is dropped, so the words around it still read as one run.
  const known = new Set(fields.flatMap((field) => sourceWords(field.text)));
  const stream = layout.pageWords
    .flatMap((words, i) => words.map((word) => ({ word, page: i + 1 })))
    .filter(({ word }) => known.has(word) || !/[^\x20-\x7e]/.test(word));
  const missing: string[] = [];
  const found = new Map<PrintedField, Found>();
  let words = 0;
  for (const field of fields) {
    const wanted = sourceWords(field.text);
    if (wanted.length === 0) continue;
    words += wanted.length;
    // Each field is searched from the start: the designs order sections differently (columns).
    const run = findRun(stream, wanted, 0) ?? findRtlTolerantRun(stream, wanted);
    if (!run) missing.push(`${field.label}: "${field.text.slice(0, 80)}" is not printed whole and in order`);
    else found.set(field, { first: run.first, last: run.last });
  }
  return { missing, found, words };
}

/** The fields of a resume as the designs print them, grouped by entry. */
export function resumeEntries(doc: ResumeDocument) {
  const sections: { heading: string; entries: Entry[] }[] = [
    { heading: SECTION_HEADINGS.experience, entries: experienceEntries(doc) },
    { heading: SECTION_HEADINGS.education, entries: educationEntries(doc) },
    { heading: SECTION_HEADINGS.projects, entries: projectEntries(doc) },
    { heading: SECTION_HEADINGS.certificates, entries: certificateEntries(doc) },
    ...extraSectionEntries(doc),
  ];
  return sections.filter((section) => section.entries.length > 0);
}

/**
 * Entries whose title is not on the page of their first line, and section headings that end a
 * page (the first entry's title is then on the next page).
 */
function strandedHeadings(layout: PdfLayout, doc: ResumeDocument): string[] {
  const problems: string[] = [];
  const stream = layout.pageWords.flatMap((words, i) => words.map((word) => ({ word, page: i + 1 })));
  for (const section of resumeEntries(doc)) {
    const heading = findRun(stream, sourceWords(section.heading), 0);
    // Entries are searched in order after their heading (a title may also be the resume's role).
    let from = heading?.at ?? 0;
    section.entries.forEach((entry, i) => {
      const title = sourceWords(entry.title);
      if (title.length === 0) return;
      const lead = sourceWords(entry.lines[0] ?? entry.subtitle);
      const titleAt = findRun(stream, title, from);
      const leadAt = lead.length ? findRun(stream, lead, titleAt?.at ?? from) : titleAt;
      if (!titleAt || !leadAt) return; // checkFields reports what is missing
      from = Math.max(titleAt.at + title.length, leadAt.at + lead.length);
      if (titleAt.first !== leadAt.first) {
        problems.push(
          `${section.heading} entry ${i + 1} "${entry.title}" ends page ${titleAt.first}, its first line is on page ${leadAt.first}`,
        );
      }
      if (i === 0 && heading && heading.first !== titleAt.first) {
        problems.push(`the heading "${section.heading}" ends page ${heading.first} alone`);
      }
    });
  }
  return problems;
}

export interface PrintCheck {
  /** Every field the print must hold, whole and in reading order. */
  fields: PrintedField[];
  /** Printed words that are no field's (section headings). */
  extraWords: Set<string>;
  margin: number;
  /** Fields that must start on page 1 (name, contact). */
  firstPage: (field: PrintedField) => boolean;
  /** A resume also gets the stranded-heading check. */
  resume?: ResumeDocument;
}

/**
 * Every check of one print, from one reading of it: fields whole and in order, no overprinted
 * runs, nothing outside the margins, no stranded heading, the first-page fields on page 1.
 */
export function printProblems(layout: PdfLayout, check: PrintCheck) {
  const fields = checkFields(layout, check.fields);
  const known = new Set(check.fields.flatMap((field) => sourceWords(field.text)));
  const problems = [
    ...fields.missing,
    ...overlappingRuns(layout, (word) => known.has(word) || check.extraWords.has(word) || word === ""),
    ...runsOutsideMargins(layout, check.margin),
    ...(check.resume ? strandedHeadings(layout, check.resume) : []),
  ];
  for (const field of check.fields.filter(check.firstPage)) {
    const at = fields.found.get(field);
    if (at && at.first !== 1) problems.push(`${field.label} starts on page ${at.first}, not page 1`);
  }
  return { problems, words: fields.words };
}
