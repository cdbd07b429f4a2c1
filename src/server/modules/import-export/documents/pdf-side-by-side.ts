import { isBulletMark } from "./bullet-glyphs.ts";
import type { Glyph } from "./pdf-glyph-rows.ts";
import { looksLikePlace } from "./places.ts";
import { isOnlyDates } from "./read-dates.ts";
import { sectionOfWords } from "./section-headings.ts";

// Entries set side by side inside one section (Reactive Resume's "kakuna" prints its two jobs,
// projects and certificates in two columns under one centred heading): the page has no gutter
// from top to bottom, only this stretch of rows does. Row by row, each line holds the left
// entry's line and the right entry's; read so, the two jobs' heads and bullets interleave.
// Such a stretch is read as its left column, then its right one.

type Row = Glyph[][];

const textOf = (group: Glyph[]) => group.map((glyph) => glyph.text.trim()).join(" ");
const wordCount = (group: Glyph[]) => textOf(group).split(/\s+/).filter(Boolean).length;

/** The row's groups with a lone bullet mark joined to the words after it. */
function sides(row: Row): Glyph[][] {
  const joined: Glyph[][] = [];
  for (const group of row) {
    const last = joined.at(-1);
    if (last && last.length === 1 && isBulletMark(textOf(last)))
      joined[joined.length - 1] = [...last, ...group];
    else joined.push(group);
  }
  return joined;
}

/** A side's left and right edges. */
const edges = (side: Glyph[]) => {
  const last = side.at(-1) as Glyph;
  return { left: (side[0] as Glyph).x, right: last.x + last.width };
};

/** The band between the two columns: right of every left side, left of every right side. */
interface Band {
  from: number;
  to: number;
}

/** The band narrowed to let the row in, or undefined when the row crosses it. */
function narrowed(row: Row, band: Band): Band | undefined {
  const parts = sides(row);
  if (parts.length === 2) {
    const from = Math.max(band.from, edges(parts[0] as Glyph[]).right);
    const to = Math.min(band.to, edges(parts[1] as Glyph[]).left);
    return to - from >= 4 ? { from, to } : undefined;
  }
  if (parts.length !== 1) return undefined;
  // A section's heading closes the entries above it, wherever it stands.
  if (sectionOfWords(textOf(parts[0] as Glyph[]))) return undefined;
  const { left, right } = edges(parts[0] as Glyph[]);
  return right <= band.to || left >= band.from ? band : undefined;
}

/**
 * Rows of two columns of entries: four or more rows of two sides with a band of white between
 * them all the way down, the right sides not a column of dates or places (a head's dates set at
 * a tab stop), and at least two rows running on in words on both sides. Each such stretch is
 * read left column first.
 */
export function withSideBySideEntries(rows: Row[]): Row[] {
  const result: Row[] = [];
  let at = 0;
  while (at < rows.length) {
    const parts = sides(rows[at] as Row);
    let end = at;
    let band: Band | undefined;
    if (parts.length === 2) {
      band = narrowed(rows[at] as Row, { from: -Infinity, to: Infinity });
      while (band && end + 1 < rows.length) {
        const next = narrowed(rows[end + 1] as Row, band);
        if (!next) break;
        band = next;
        end++;
      }
    }
    const stretch = rows.slice(at, end + 1);
    if (band && isTwoColumns(stretch)) {
      const middle = (band.from + band.to) / 2;
      const onLeft = (group: Glyph[]) => (group[0] as Glyph).x < middle;
      const left = stretch.map((row) => row.filter(onLeft));
      const right = stretch.map((row) => row.filter((group) => !onLeft(group)));
      result.push(...left.filter((row) => row.length), ...right.filter((row) => row.length));
      at = end + 1;
    } else {
      result.push(rows[at] as Row);
      at++;
    }
  }
  return result;
}

/**
 * Entries side by side fill columns of about one width, each running on in words: a date or
 * label column beside its text (moderncv, a table) is narrow, and a head's dates or place set
 * right (sb2nov) are few words.
 */
function isTwoColumns(stretch: Row[]): boolean {
  const both = stretch.map(sides).filter((parts) => parts.length === 2);
  if (both.length < 4) return false;
  const width = (side: Glyph[]) => edges(side).right - edges(side).left;
  const leftWidth = Math.max(...both.map((parts) => width(parts[0] as Glyph[])));
  const rightWidth = Math.max(...both.map((parts) => width(parts[1] as Glyph[])));
  if (Math.min(leftWidth, rightWidth) < Math.max(leftWidth, rightWidth) * 0.6) return false;
  const plain = (side: Glyph[]) =>
    wordCount(side) >= 4 && !isOnlyDates(textOf(side)) && !looksLikePlace(textOf(side));
  const short = both.filter((parts) => !plain(parts[0] as Glyph[]) && !plain(parts[1] as Glyph[])).length;
  const running = both.filter((parts) => plain(parts[0] as Glyph[]) && plain(parts[1] as Glyph[])).length;
  return running >= 2 && running >= short / 2;
}
