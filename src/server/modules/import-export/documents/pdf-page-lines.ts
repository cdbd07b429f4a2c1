import { stripBullet } from "./bullet-glyphs.ts";
import { splitColumns } from "./pdf-columns.ts";
import { withDetailsAtHead } from "./pdf-details-column.ts";
import { type Glyph, type Line, lineOf, partsOf, rowsOf } from "./pdf-glyph-rows.ts";
import { withLabelsApart } from "./pdf-label-column.ts";
import { withMarginDates } from "./pdf-margin-dates.ts";
import { withSideBySideEntries } from "./pdf-side-by-side.ts";
import { joinWrapped, type Marked, markIndented } from "./pdf-wrapped-lines.ts";
import { looksLikePlace } from "./places.ts";
import { isOnlyDates } from "./read-dates.ts";
import type { SourceLine } from "./source-lines.ts";

// One page's glyph runs -> lines in reading order. PDF has no lines, only runs of text placed
// at points (y grows upwards). Runs are split into columns when the page has a gutter
// (pdf-columns.ts), grouped into lines by baseline within each column (pdf-glyph-rows.ts), a
// table's column of section names set apart (pdf-label-column.ts), and a line the layout
// wrapped is joined to the line it continues (pdf-wrapped-lines.ts).

export type { Glyph };

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
  const { header, columns, gutter, details } = splitColumns(glyphs, page === 1);
  const lines = (group: Glyph[]) => sourceLines(markIndented(joinWrapped(linesOf(group, details))), page);
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
  // A marked line with a place or dates set apart at its end ("• Acme Corp      Boston, MA") is
  // an entry's head, its mark introducing the entry: a list item is running text.
  const marked = stripBullet(parts);
  const last = parts.at(-1) ?? "";
  const head = parts.length > 1 && (isOnlyDates(last) || looksLikePlace(last));
  const bullet = (marked && !head) || Boolean(line.indented && !line.bold && parts.length === 1);
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

/** Each row of runs is a line; its parts split at wide gaps. */
const linesOf = (glyphs: Glyph[], details?: number): Line[] =>
  withSideBySideEntries(
    withLabelsApart(withMarginDates(withDetailsAtHead(rowsOf(glyphs).map(partsOf), details))),
  ).map(lineOf);

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
