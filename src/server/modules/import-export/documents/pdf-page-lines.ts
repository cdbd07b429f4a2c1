import { stripBullet } from "./bullet-glyphs.ts";
import { isOnlyDates } from "./read-dates.ts";
import { sectionOfTellingWord, sectionOfWords } from "./section-headings.ts";
import type { SourceLine } from "./source-lines.ts";

// One page's glyph runs -> lines in reading order. PDF has no lines, only runs of text placed
// at points (y grows upwards). Runs are split into columns when the page has a gutter (a band
// no run crosses with text on both sides), grouped into lines by baseline within each column,
// and a line the layout wrapped is joined to the line it continues.

export interface Glyph {
  text: string;
  x: number;
  y: number;
  width: number;
  size: number;
  bold: boolean;
}

interface Line {
  glyphs: Glyph[];
  /** The first baseline (of a joined line, its first line's) and the last. */
  top: number;
  y: number;
  left: number;
  right: number;
  size: number;
  bold: boolean;
  parts: string[];
}

/** A page's lines: the header rows, then each column (one when the page has no gutter). */
export interface PageLines {
  header: SourceLine[];
  columns: SourceLine[][];
  /** Where the two columns meet, when the page has two. */
  gutter?: number;
  /** The leftmost text of a one-column page. */
  left: number;
}

export function pageLines(glyphs: Glyph[], page: number): PageLines {
  const left = Math.min(...glyphs.map((glyph) => glyph.x));
  if (!glyphs.length) return { header: [], columns: [], left };
  const { header, columns, gutter } = splitColumns(glyphs, page === 1);
  const lines = (group: Glyph[]) => sourceLines(markIndented(joinWrapped(linesOf(group))), page);
  return { header: lines(header), columns: columns.map(lines), left, ...(gutter ? { gutter } : {}) };
}

function sourceLines(ordered: Marked[], page: number): SourceLine[] {
  const pitch = bodyPitch(ordered);
  return ordered.map((line, index) => {
    const above = ordered[index - 1];
    const drop = above && above.y > line.top ? above.y - line.top : 0;
    return toSourceLine(line, page, drop && pitch ? Math.max(0, drop / pitch - 1) : undefined);
  });
}

function toSourceLine(line: Marked, page: number, gapBefore: number | undefined): SourceLine {
  const parts = [...line.parts];
  const bullet = stripBullet(parts) || Boolean(line.indented && !line.bold && parts.length === 1);
  const text = parts.join(" ");
  return {
    text,
    page,
    size: Math.round(line.size * 10) / 10,
    ...(line.bold ? { bold: true } : {}),
    ...(bullet ? { bullet: true } : {}),
    ...(gapBefore !== undefined ? { gapBefore: Math.round(gapBefore * 100) / 100 } : {}),
    ...(parts.length > 1 ? { parts } : {}),
  };
}

const charCount = (glyphs: Glyph[]) => glyphs.reduce((sum, glyph) => sum + glyph.text.length, 0);

/**
 * The header rows across both columns, and each column top to bottom (runs crossing the gutter
 * below the header go with the left one). A gutter is the widest band, between a fifth and four
 * fifths of the text's width, that at most a few runs cross, with a column of text on each side.
 */
function splitColumns(
  glyphs: Glyph[],
  firstPage: boolean,
): { header: Glyph[]; columns: Glyph[][]; gutter?: number } {
  const gutter = findGutter(glyphs);
  if (gutter === undefined) return { header: [], columns: [glyphs] };
  const side = (glyph: Glyph) =>
    glyph.x + glyph.width <= gutter ? "left" : glyph.x >= gutter ? "right" : "across";
  // Header rows (name, title, a contact row spread across the page) come first as whole rows:
  // on the first page every row above the first section heading, elsewhere the rows from the
  // top that cross the gutter.
  const rows = rowsOf(glyphs);
  const firstHeading = rows.findIndex((row) => row.some((glyph) => sectionOfWords(glyph.text)));
  let index = 0;
  if (firstPage && firstHeading > 0) index = firstHeading;
  else
    while (index < rows.length && (rows[index] as Glyph[]).some((glyph) => side(glyph) === "across")) index++;
  const body = rows.slice(index).flat();
  return {
    header: rows.slice(0, index).flat(),
    columns: [
      body.filter((glyph) => side(glyph) !== "right"),
      body.filter((glyph) => side(glyph) === "right"),
    ],
    gutter,
  };
}

/** Runs on one baseline, top to bottom (within a third of their size). */
function rowsOf(glyphs: Glyph[]): Glyph[][] {
  const sorted = [...glyphs].sort((a, b) => b.y - a.y || a.x - b.x);
  const rows: Glyph[][] = [];
  for (const glyph of sorted) {
    const row = rows.at(-1);
    const anchor = row?.[0];
    if (row && anchor && Math.abs(anchor.y - glyph.y) <= Math.max(anchor.size, glyph.size) * 0.35)
      row.push(glyph);
    else rows.push([glyph]);
  }
  return rows;
}

function findGutter(glyphs: Glyph[]): number | undefined {
  const minX = Math.min(...glyphs.map((glyph) => glyph.x));
  const maxX = Math.max(...glyphs.map((glyph) => glyph.x + glyph.width));
  const span = maxX - minX;
  if (span < 200) return undefined;
  const step = 2;
  const slots = Math.ceil(span / step) + 1;
  const cover = new Array<number>(slots).fill(0);
  for (const glyph of glyphs) {
    const from = Math.floor((glyph.x - minX) / step);
    const to = Math.floor((glyph.x + glyph.width - minX) / step);
    for (let slot = from; slot <= to; slot++) cover[slot] = (cover[slot] ?? 0) + 1;
  }
  // Runs that may cross a gutter: a header line, a rule of text across both columns.
  const allowed = Math.max(2, Math.floor(glyphs.length * 0.04));
  const total = charCount(glyphs);
  let best: { start: number; width: number } | undefined;
  let start = -1;
  for (let slot = Math.floor(slots / 5); slot <= Math.ceil((slots * 4) / 5); slot++) {
    const open = (cover[slot] ?? 0) <= allowed;
    if (open && start < 0) start = slot;
    if ((!open || slot === Math.ceil((slots * 4) / 5)) && start >= 0) {
      const width = slot - start;
      if (!best || width > best.width) best = { start, width };
      start = -1;
    }
  }
  if (!best || best.width * step < 8) return undefined;
  const gutter = minX + (best.start + best.width / 2) * step;
  const left = glyphs.filter((glyph) => glyph.x + glyph.width <= gutter);
  const right = glyphs.filter((glyph) => glyph.x >= gutter);
  if (!isColumn(left, total) || !isColumn(right, total)) return undefined;
  if (!columnsSideBySide(glyphs, gutter)) return undefined;
  return gutter;
}

/**
 * A column holds some rows of text, and more than dates (a table's date column) or section
 * names (a table's label column, handled by withLabelsApart).
 */
function isColumn(side: Glyph[], total: number): boolean {
  const chars = charCount(side);
  const rows = rowsOf(side);
  const dateChars = charCount(side.filter((glyph) => isOnlyDates(glyph.text)));
  const labels = rows.filter((row) => isLabel(row)).length;
  return chars >= total * 0.03 && rows.length >= 3 && dateChars < chars / 2 && labels < rows.length * 0.6;
}

/** Both sides hold text at the same heights for a good part of the page (not a header row). */
function columnsSideBySide(glyphs: Glyph[], gutter: number): boolean {
  const rows = (side: Glyph[]) => new Set(side.map((glyph) => Math.round(glyph.y / 4)));
  const left = rows(glyphs.filter((glyph) => glyph.x + glyph.width <= gutter));
  const right = rows(glyphs.filter((glyph) => glyph.x >= gutter));
  const leftTop = Math.max(...[...left]);
  const rightTop = Math.max(...[...right]);
  const leftBottom = Math.min(...[...left]);
  const rightBottom = Math.min(...[...right]);
  const overlap = Math.min(leftTop, rightTop) - Math.max(leftBottom, rightBottom);
  return overlap > 0.3 * Math.min(leftTop - leftBottom, rightTop - rightBottom);
}

/** Each row of runs is a line; its parts split at wide gaps. */
const linesOf = (glyphs: Glyph[]): Line[] => withLabelsApart(rowsOf(glyphs).map(partsOf)).map(lineOf);

/** A row's runs in reading order, grouped where a wide gap sets them apart. */
function partsOf(row: Glyph[]): Glyph[][] {
  const groups: Glyph[][] = [];
  let previous: Glyph | undefined;
  for (const glyph of logicalOrder([...row].sort((a, b) => a.x - b.x))) {
    const gap = previous ? glyph.x - (previous.x + previous.width) : 0;
    if (!previous || gap > Math.max(previous.size, glyph.size) * 1.2) groups.push([glyph]);
    else (groups.at(-1) as Glyph[]).push(glyph);
    previous = glyph;
  }
  return groups;
}

function textOf(glyphs: Glyph[]): string {
  let text = "";
  let previous: Glyph | undefined;
  for (const glyph of glyphs) {
    const piece = glyph.text.replace(/\s+/g, " ");
    const gap = previous ? glyph.x - (previous.x + previous.width) : 0;
    if (
      previous &&
      gap > Math.max(previous.size, glyph.size) * 0.12 &&
      !text.endsWith(" ") &&
      !piece.startsWith(" ")
    )
      text += " ";
    text += piece;
    previous = glyph;
  }
  return text.trim();
}

function lineOf(groups: Glyph[][]): Line {
  const glyphs = groups.flat();
  const first = glyphs[0] as Glyph;
  const last = glyphs.at(-1) as Glyph;
  const y = Math.max(...glyphs.map((glyph) => glyph.y));
  return {
    glyphs,
    top: y,
    y,
    left: first.x,
    right: last.x + last.width,
    size: Math.max(...glyphs.map((glyph) => glyph.size)),
    bold: glyphs.every((glyph) => glyph.bold),
    parts: groups.map(textOf).filter(Boolean),
  };
}

const isLabel = (glyphs: Glyph[]) => {
  const text = textOf(glyphs);
  const letters = text.replace(/[^\p{L}]/gu, "");
  const capitals =
    letters.length >= 3 && letters === letters.toUpperCase() && letters !== letters.toLowerCase();
  return (capitals || glyphs.every((glyph) => glyph.bold)) && text.split(" ").length <= 4;
};

/**
 * Table layouts put section names in a narrow left column beside the section's text
 * ("EMPLOYMENT | Registered Nurse … | 2019 – Present"). When several rows open with such a label
 * at the left edge and one of them names a section, each label becomes a line of its own above
 * its row, and a label the cell wrapped ("EDUCATION &" / "TRAINING") is joined again.
 */
function withLabelsApart(rows: Glyph[][][]): Glyph[][][] {
  const edge = Math.min(...rows.map((row) => row[0]?.[0]?.x ?? Number.POSITIVE_INFINITY));
  const labelled = (row: Glyph[][]) => {
    const [label, next] = row;
    return (
      Boolean(label && Math.abs((label[0] as Glyph).x - edge) < 2 && isLabel(label)) &&
      (!next || (next[0] as Glyph).x - edge > 50)
    );
  };
  const labels = rows.filter((row) => row.length > 1 && labelled(row));
  if (
    labels.length < 2 ||
    !labels.some(
      (row) => sectionOfWords(textOf(row[0] as Glyph[])) || sectionOfTellingWord(textOf(row[0] as Glyph[])),
    )
  )
    return rows;
  const result: Glyph[][][] = [];
  let openLabel: Glyph[][] | undefined;
  for (const row of rows) {
    if (!labelled(row)) {
      openLabel = undefined;
      result.push(row);
      continue;
    }
    const [label, ...rest] = row as [Glyph[], ...Glyph[][]];
    const joined = openLabel && /(?:&|and|,)$/i.test(textOf(openLabel[0] as Glyph[]));
    // The label's next line starts a new word: a space before it, whatever the positions say.
    if (joined && openLabel)
      (openLabel[0] as Glyph[]).push(
        ...label.map((glyph, i) => (i ? glyph : { ...glyph, text: ` ${glyph.text}` })),
      );
    else {
      openLabel = [label];
      result.push(openLabel);
    }
    if (rest.length) result.push(rest);
  }
  return result;
}

const RIGHT_TO_LEFT = /[\u0590-\u08FF\uFB1D-\uFDFF\uFE70-\uFEFF]/;
const LEFT_TO_RIGHT = /[A-Za-z\u00C0-\u024F\u0370-\u03FF\u0400-\u04FF]/;
const isRightToLeft = (glyph: Glyph) => RIGHT_TO_LEFT.test(glyph.text) && !LEFT_TO_RIGHT.test(glyph.text);

/** Runs of Arabic or Hebrew words stand right to left on the page: read them in their order. */
function logicalOrder(glyphs: Glyph[]): Glyph[] {
  const ordered: Glyph[] = [];
  let run: Glyph[] = [];
  for (const glyph of glyphs) {
    if (isRightToLeft(glyph)) run.push(glyph);
    else {
      ordered.push(...run.reverse(), glyph);
      run = [];
    }
  }
  return [...ordered, ...run.reverse()];
}

/** The usual distance between baselines of body text: the most common one, rounded. */
function bodyPitch(lines: Line[]): number {
  const counts = new Map<number, number>();
  for (let index = 1; index < lines.length; index++) {
    const drop = Math.round(((lines[index - 1] as Line).y - (lines[index] as Line).y) * 2) / 2;
    if (drop > 0) counts.set(drop, (counts.get(drop) ?? 0) + 1);
  }
  let pitch = 0;
  let most = 0;
  for (const [drop, count] of counts)
    if (count > most || (count === most && drop < pitch)) [pitch, most] = [drop, count];
  return pitch;
}

/**
 * Joins a line to the one above when the layout wrapped it there: same style, the usual
 * distance below, not a new bullet, starting where the text above starts, and the text above
 * ran close to the column's edge.
 */
function joinWrapped(lines: Line[]): Line[] {
  if (!lines.length) return lines;
  const edge = Math.max(...lines.map((line) => line.right));
  const width = edge - Math.min(...lines.map((line) => line.left));
  const joined: Line[] = [];
  for (const line of lines) {
    const above = joined.at(-1);
    if (above && continues(above, line, edge, width)) {
      const last = above.parts.length - 1;
      // A line broken after a hyphen ("med-" / "surg", a web address) joins without a space.
      const space = above.parts[last]?.endsWith("-") ? "" : " ";
      above.parts[last] = `${above.parts[last]}${space}${line.parts.join(" ")}`;
      above.right = line.right;
      above.glyphs.push(...line.glyphs);
      // Later lines compare with the wrapped line's own baseline.
      above.y = line.y;
    } else joined.push({ ...line, parts: [...line.parts] });
  }
  return joined;
}

/** A line that opens with its own label ("Tools: Salesforce, …") starts afresh. */
const LABELLED = /^\p{Lu}[\p{L}\p{N}&/ .+#-]{0,30}:\s/u;

function continues(above: Line, line: Line, edge: number, width: number): boolean {
  if (above.parts.length > 1 || line.parts.length > 1) return false;
  if (Math.abs(above.size - line.size) > 0.5 || above.bold !== line.bold) return false;
  const drop = above.y - line.y;
  if (drop <= 0 || drop > line.size * 1.75) return false;
  const firstText = line.parts[0] ?? "";
  if (stripBullet([firstText]) || LABELLED.test(firstText)) return false;
  const textLeft = bulletTextLeft(above);
  if (line.left < Math.min(above.left, textLeft) - 2 || line.left > textLeft + line.size * 1.5) return false;
  const firstWord = firstText.split(" ")[0] ?? "";
  const firstGlyph = line.glyphs[0] as Glyph;
  const wordWidth = (firstGlyph.width / Math.max(1, firstGlyph.text.length)) * (firstWord.length + 1);
  if (above.parts.at(-1)?.endsWith("-") && /^\p{Ll}/u.test(firstText)) return true;
  // Short lines without commas, one under the other, are a list of items (a sidebar's skills).
  const listItem = (text: string) => !text.includes(",") && text.split(" ").length <= 4;
  if (!line.bold && listItem(above.parts.join(" ")) && listItem(firstText)) return false;
  // A line going on in lower case, or after a comma, continues a long line above (in a list of
  // short items each line is an item, whatever its case).
  const long = above.right - above.left >= width * 0.6;
  if (long && (/^\p{Ll}/u.test(firstText) || /[,;&-]$/.test(above.parts.at(-1) ?? ""))) return true;
  // Word processors and browsers fit whole words greedily; react-pdf and TeX balance lines and
  // break a little earlier, so a line ending within the last 15% of the column counts as
  // wrapped too, unless it ends a sentence and the next begins one (a new list item whose
  // bullet was drawn, not typed).
  const fits = edge - above.right < wordWidth + line.size * 0.5;
  const sentenceEnds = /[.!?)]$/.test(above.parts.at(-1) ?? "") && /^\p{Lu}/u.test(firstText);
  return fits || (!sentenceEnds && edge - above.right < width * 0.15);
}

interface Marked extends Line {
  indented?: boolean;
}

/**
 * Lines set in from the column's usual left edge, when the edge is clear: list items whose
 * bullet the layout drew as a shape (a browser's list disc is no text).
 */
function markIndented(lines: Line[]): Marked[] {
  // Bullets printed as text mark the items themselves: nothing to infer.
  if (lines.some((line) => stripBullet([...line.parts]))) return lines;
  const counts = new Map<number, number>();
  for (const line of lines) counts.set(Math.round(line.left), (counts.get(Math.round(line.left)) ?? 0) + 1);
  const edge = [...counts.entries()].sort((a, b) => b[1] - a[1])[0]?.[0];
  if (edge === undefined) return lines;
  return lines.map((line) => {
    const inset = line.left - edge;
    const startsWithText = /^[\p{L}\p{N}]/u.test(line.parts[0] ?? "");
    return inset >= line.size * 0.8 && inset <= line.size * 4 && startsWithText
      ? { ...line, indented: true }
      : line;
  });
}

/** Where a line's words start: after its bullet glyph when it has one. */
function bulletTextLeft(line: Line): number {
  const [first, second] = line.glyphs;
  if (first && second && stripBullet([first.text.trim()]) && first.text.trim().length === 1) return second.x;
  if (first && stripBullet([first.text])) {
    const glyphWidth = first.width / Math.max(1, first.text.length);
    return first.x + glyphWidth * 2;
  }
  return line.left;
}
