import { zipSync } from "fflate";
import mammoth from "mammoth";
import { AppError } from "../../../lib/app-error.ts";
import { stripBullet } from "./bullet-glyphs.ts";
import { pagePartLines } from "./docx-page-parts.ts";
import { sectionOfWords } from "./section-headings.ts";
import type { SourceLine } from "./source-lines.ts";
import { listZip, readZipEntries } from "./zip-archive.ts";

// A Word document -> lines in reading order, with the cues Word states: heading styles, list
// paragraphs, bold runs, tabs and table cells. Mammoth reads the DOCX into its document tree
// (paragraphs, runs, tables); its transformDocument hook hands us that tree and we return an
// empty document, so no HTML is built and no image is ever decoded.
//
// Mammoth unpacks with JSZip, which trusts the sizes the archive declares. So the XML parts are
// first unpacked here under a cap (zip-archive.ts) and handed to mammoth re-packed uncompressed,
// without the media: mammoth can only read bytes that were already counted.

const DOCUMENT_XML = "word/document.xml";
/**
 * Mammoth holds ~40 bytes per byte of formatted document.xml: in the read worker's 256 MB heap
 * it ran out of memory at 6 MB (4 MB read in 3 s). A resume's document.xml is ~20-300 KB.
 */
const LIMITS = { entryBytes: 4 * 1024 * 1024, totalBytes: 8 * 1024 * 1024, what: "Word document" };
/** Word's built-in sizes for these styles, used when the runs do not state a size. */
const STYLE_SIZES: Record<string, number> = { title: 28, "1": 16, "2": 13, "3": 12 };
/** A table row whose cells hold at most this many lines pairs them up line by line. */
const SHORT_CELL_LINES = 3;

/** The bits of mammoth's document tree read here (mammoth types it as `any`). */
interface DocNode {
  type: string;
  children?: DocNode[];
  value?: string;
  styleId?: string | null;
  styleName?: string | null;
  numbering?: { level: string; isOrdered: boolean } | null;
  isBold?: boolean;
  fontSize?: number | null;
}

export async function docxLines(bytes: Uint8Array): Promise<SourceLine[]> {
  const files = boundedParts(bytes);
  const boxParagraphs = openingBoxParagraphs(files[DOCUMENT_XML]);
  const body = await bodyLines(Buffer.from(zipSync(files, { level: 0 })), boxParagraphs);
  // The page header and footer, where many templates set the name and the contact line.
  const header = await pagePartLines(files, "header", bodyLines);
  const footer = await pagePartLines(files, "footer", bodyLines);
  return [...header, ...body, ...footer];
}

/** The body's lines; the paragraphs of a text box that opens the document (see boxBesideBody). */
async function bodyLines(docx: Buffer, boxParagraphs = 0): Promise<SourceLine[]> {
  const children = (await readDocumentTree(docx)).children ?? [];
  if (!boxParagraphs) return blockLines(children);
  // The box's paragraphs follow the empty paragraph it is anchored to.
  const boxEnd = 1 + boxParagraphs;
  return boxBesideBody(blockLines(children.slice(0, boxEnd)), blockLines(children.slice(boxEnd)));
}

/**
 * How many paragraphs a text box holds that is drawn from the document's first paragraph when
 * that paragraph has no text of its own (0 otherwise), read from the XML itself: the tree the
 * reader gets sets a box's paragraphs after their anchor as if they were the body's.
 */
function openingBoxParagraphs(xml: Uint8Array | undefined): number {
  if (!xml) return 0;
  const text = Buffer.from(xml).toString("utf8");
  const first = text.search(/<w:p[ >]/);
  const box = text.indexOf("<w:txbxContent", first);
  if (first < 0 || box < 0 || box > text.indexOf("</w:p>", first)) return 0;
  // A table before it: the paragraph is a cell's, not the document's opening one.
  if (/<w:tbl[ >]/.test(text.slice(0, first))) return 0;
  if (/<w:t[ >]/.test(text.slice(first, box))) return 0;
  const content = text.slice(box, text.indexOf("</w:txbxContent>", box));
  return content.match(/<w:p[ >]/g)?.length ?? 0;
}

/**
 * A sidebar text box that Word or Writer anchored to the document's first, empty paragraph: its
 * lines come first in the file, but the box stands beside the body, and the body's own lines
 * above its first heading (the name in the largest type, the headline) run across the top of
 * the page as its header, which is read first (as a PDF's header band before its columns).
 * Without a styled heading in the body, or with the largest type in the box, the file's order
 * stays.
 */
function boxBesideBody(box: SourceLine[], body: SourceLine[]): SourceLine[] {
  const firstHeading = body.findIndex((line) => line.heading);
  if (!box.length || firstHeading <= 0) return [...box, ...body];
  const head = body.slice(0, firstHeading);
  const largest = (lines: SourceLine[]) => Math.max(0, ...lines.map((line) => line.size ?? 0));
  if (largest(head) <= largest(box)) return [...box, ...body];
  return [...head, ...box, ...body.slice(firstHeading)];
}

/** The DOCX's XML parts only, unpacked within LIMITS (re-packed without compression to be read). */
function boundedParts(bytes: Uint8Array): Record<string, Uint8Array> {
  const entries = listZip(bytes, LIMITS.what);
  if (!entries.some((entry) => entry.name === DOCUMENT_XML)) {
    throw new AppError("bad_request", "This file is not a Word document: it has no word/document.xml.");
  }
  const parts = entries.filter((entry) => {
    const name = entry.name.toLowerCase();
    return name.endsWith(".xml") || name.endsWith(".rels");
  });
  return Object.fromEntries(readZipEntries(bytes, parts, LIMITS));
}

async function readDocumentTree(buffer: Buffer): Promise<DocNode> {
  let tree: DocNode | undefined;
  try {
    await mammoth.convertToHtml(
      { buffer },
      {
        includeEmbeddedStyleMap: false,
        externalFileAccess: false,
        transformDocument: (document: DocNode) => {
          tree = document;
          return { ...document, children: [] };
        },
      },
    );
  } catch {
    throw new AppError(
      "bad_request",
      "This Word document could not be read: it may be damaged or not a .docx file.",
    );
  }
  if (!tree) throw new AppError("bad_request", "This Word document could not be read.");
  return tree;
}

/** Paragraphs and tables in order; an empty paragraph marks a gap before the next line. */
function blockLines(nodes: DocNode[]): SourceLine[] {
  const lines: SourceLine[] = [];
  let gap = false;
  for (const node of nodes) {
    const added =
      node.type === "paragraph"
        ? paragraphLines(node)
        : node.type === "table"
          ? tableLines(node)
          : blockLines(node.children ?? []);
    const [first] = added;
    if (!first) {
      if (node.type === "paragraph") gap = true;
      continue;
    }
    if (gap && lines.length > 0) added[0] = { ...first, gapBefore: 1 };
    gap = false;
    lines.push(...added);
  }
  return lines;
}

/** One paragraph's text, split into lines at line breaks and into parts at tabs. */
function paragraphLines(paragraph: DocNode): SourceLine[] {
  const rows: string[][] = [[""]];
  const nested: SourceLine[] = [];
  const runs = { withText: 0, bold: 0, size: 0 };
  const visit = (node: DocNode) => {
    const row = rows[rows.length - 1] as string[];
    if (node.type === "text") row[row.length - 1] += node.value ?? "";
    else if (node.type === "tab") row.push("");
    else if (node.type === "break") rows.push([""]);
    else if (node.type === "paragraph" || node.type === "table")
      nested.push(...blockLines([node])); // a text box
    else {
      if (node.type === "run" && runHasText(node)) {
        runs.withText++;
        if (node.isBold) runs.bold++;
        runs.size = Math.max(runs.size, node.fontSize ?? 0);
      }
      for (const child of node.children ?? []) visit(child);
    }
  };
  for (const child of paragraph.children ?? []) visit(child);

  const level = headingLevel(paragraph);
  const size = runs.size || STYLE_SIZES[level ?? ""];
  const cues: Omit<SourceLine, "text" | "page"> = {
    ...(size ? { size } : {}),
    ...(runs.withText > 0 && runs.bold === runs.withText ? { bold: true } : {}),
    ...(level && level !== "title" ? { heading: true } : {}),
  };
  const lines: SourceLine[] = [];
  for (const [index, row] of rows.entries()) {
    // A heading style's numbering is outline (chapter) numbering, not a list: LibreOffice ties
    // "Heading N" to an outline list with no number shown, and "1. Experience" is still a heading.
    const listItem = index === 0 && Boolean(paragraph.numbering) && !level;
    const line = lineFromParts(row.flatMap(splitAtGaps), cues, listItem);
    if (line) lines.push(line);
  }
  return [...lines, ...nested];
}

function runHasText(run: DocNode): boolean {
  return (run.children ?? []).some((child) => child.type === "text" && (child.value ?? "").trim() !== "");
}

/** "1".."9" for Word's "heading N" styles, "title" for Title, else undefined. */
function headingLevel(paragraph: DocNode): string | undefined {
  const name = (paragraph.styleName ?? "").trim().toLowerCase();
  const id = (paragraph.styleId ?? "").trim().toLowerCase();
  if (name === "title" || id === "title") return "title";
  const level = name.startsWith("heading ") ? name.slice(8) : id.startsWith("heading") ? id.slice(7) : "";
  return level.length === 1 && level >= "1" && level <= "9" ? level : undefined;
}

/** A part split where 3+ spaces align text by hand, as a tab would. */
function splitAtGaps(part: string): string[] {
  const pieces: string[] = [];
  let start = 0;
  let spaces = 0;
  for (let i = 0; i <= part.length; i++) {
    if (i < part.length && part.charAt(i) === " ") {
      spaces++;
      continue;
    }
    if (spaces >= 3) {
      pieces.push(part.slice(start, i - spaces));
      start = i;
    }
    spaces = 0;
  }
  pieces.push(part.slice(start));
  return pieces.map((piece) => piece.trim()).filter(Boolean);
}

function lineFromParts(
  found: string[],
  cues: Omit<SourceLine, "text" | "page">,
  listItem: boolean,
): SourceLine | undefined {
  const parts = [...found];
  // A glyph typed before the text is taken off even in a Word list ("• " typed into a list item).
  const bullet = stripBullet(parts) || listItem;
  if (parts.length === 0) return undefined;
  return {
    text: parts.join(" "),
    page: 1,
    ...cues,
    ...(bullet ? { bullet: true } : {}),
    ...(parts.length > 1 ? { parts } : {}),
  };
}

/**
 * A table row of one-line cells ("Title" | "Dates") is one line with a part per cell; short
 * cells ("Title / Company" | "Dates / Place") pair up line by line, as the eye reads them; a
 * row with a list or a tall cell is a layout table, read column by column.
 */
function tableLines(table: DocNode): SourceLine[] {
  const rows = (table.children ?? []).map((row) =>
    (row.children ?? [])
      .filter((cell) => cell.type === "tableCell")
      .map((cell) => blockLines(cell.children ?? []))
      .filter((cell) => cell.length > 0),
  );
  if (isLabelColumn(rows))
    return rows.flatMap(([[label], content]) => [{ ...label, heading: true }, ...content]);
  const lines: SourceLine[] = [];
  for (const cells of rows) {
    const tallest = Math.max(0, ...cells.map((cell) => cell.length));
    const hasList = cells.some((cell) => cell.some((line) => line.bullet));
    if (cells.length < 2 || tallest > SHORT_CELL_LINES || (tallest > 1 && hasList)) {
      lines.push(...cells.flat());
      continue;
    }
    for (let index = 0; index < tallest; index++) {
      lines.push(joinCells(cells.flatMap((cell) => cell[index] ?? [])));
    }
  }
  return lines;
}

/**
 * A resume laid out as a table with the section names in a narrow first column ("Profile" |
 * text, "Experience" | entries): every row is a label cell of one short line beside one cell of
 * content, and the labels name sections. Each label is then its section's heading.
 */
function isLabelColumn(rows: SourceLine[][][]): rows is [[SourceLine, ...SourceLine[]], SourceLine[]][] {
  const label = (row: SourceLine[][]) => {
    const [cell] = row;
    const line = cell?.[0];
    return row.length === 2 &&
      cell?.length === 1 &&
      line &&
      !line.bullet &&
      !line.parts &&
      line.text.length <= 40
      ? line
      : undefined;
  };
  if (rows.length < 2 || !rows.every(label)) return false;
  const named = rows.filter((row) => sectionOfWords((label(row) as SourceLine).text)).length;
  return named * 2 >= rows.length;
}

function joinCells(cells: SourceLine[]): SourceLine {
  const [first = { text: "", page: 1 }] = cells;
  if (cells.length === 1) return first;
  const parts = cells.flatMap((cell) => cell.parts ?? [cell.text]);
  const size = Math.max(0, ...cells.map((cell) => cell.size ?? 0));
  return {
    text: parts.join(" "),
    page: 1,
    ...(size ? { size } : {}),
    ...(cells.every((cell) => cell.bold) ? { bold: true } : {}),
    ...(cells.some((cell) => cell.heading) ? { heading: true } : {}),
    ...(first.bullet ? { bullet: true } : {}),
    ...(first.gapBefore ? { gapBefore: first.gapBefore } : {}),
    parts,
  };
}
